import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import { rounds } from './rounds.tables.ts';

/** The hole a player is on, as hole-by-hole play tracking last said. */
export async function setCurrentHole(tx: Tx, roundId: number, hole: number, now: Date): Promise<void> {
  await tx.update(rounds).set({ currentHole: hole, updatedAt: now }).where(eq(rounds.id, roundId));
}
