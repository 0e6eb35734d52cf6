import { eq } from 'drizzle-orm';
import type { Caller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { rounds } from './rounds.tables.ts';

export type RoundRow = typeof rounds.$inferSelect;

export interface ReadableRound {
  round: RoundRow;
  /** The round's own player may change it; an attached coach only reads it. */
  canEdit: boolean;
}

const roundNotFound = () => new ServiceError('not-found', 'That round was not found.');

/**
 * A round the caller may read: their own (as a player), or one they are attached to (as a coach).
 * Anyone else's round answers 404, so round ids cannot be probed.
 */
export async function readableRound(db: Db, caller: Caller, roundId: number): Promise<ReadableRound> {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, roundId)).limit(1);
  return { round: round!, canEdit: canRead(round, caller) };
}

/**
 * The rule of readableRound for a round read some other way (undefined: no such round): whether
 * the caller may change it, or 404 when they may not read it.
 */
export function canRead(round: Pick<RoundRow, 'playerId' | 'coachId'> | undefined, caller: Caller): boolean {
  if (!round) throw roundNotFound();
  if (caller.role === 'player' && round.playerId === caller.subjectId) return true;
  if (caller.role === 'coach' && round.coachId === caller.subjectId) return false;
  throw roundNotFound();
}

/** A round the caller may change: only the player's own. Optionally locks the row for the transaction. */
export async function ownRound(db: Db, caller: Caller, roundId: number, opts: { lock?: boolean } = {}): Promise<RoundRow> {
  const query = db.select().from(rounds).where(eq(rounds.id, roundId)).limit(1);
  const [round] = opts.lock ? await query.for('update') : await query;
  if (!round || caller.role !== 'player' || round.playerId !== caller.subjectId) throw roundNotFound();
  return round;
}

/** The scope of a round as hole numbers: 1–18, 1–9 or 10–18. */
export function holesInScope(round: Pick<RoundRow, 'scope' | 'scopeType'>): number[] {
  if (round.scope === 9) return round.scopeType === 'back' ? [10, 11, 12, 13, 14, 15, 16, 17, 18] : [1, 2, 3, 4, 5, 6, 7, 8, 9];
  return Array.from({ length: 18 }, (_, i) => i + 1);
}
