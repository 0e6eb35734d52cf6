import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { endedSessions } from './ended-sessions.tables.ts';

/**
 * How long one process trusts what it last read about a live session. An ended session is
 * refused by every server process at most this long after it ended (at once by the one that
 * ended it); an ended one is remembered for good.
 */
export const SESSION_RECHECK_MS = 3000;
const KEPT = 20_000;

// Per database handle: family id → when it was last seen live (ms of the server clock), or 'ended'.
const seen = new WeakMap<Db, Map<string, number | 'ended'>>();

function seenOf(db: Db) {
  let found = seen.get(db);
  if (!found) {
    found = new Map();
    seen.set(db, found);
  }
  return found;
}

/** Records that these sessions ended (idempotent); their access tokens stop working. */
export async function endSessions(db: Db, familyIds: string[], now: Date): Promise<void> {
  if (familyIds.length === 0) return;
  await db
    .insert(endedSessions)
    .values(familyIds.map((familyId) => ({ familyId, endedAt: now })))
    .onConflictDoNothing();
  const known = seenOf(db);
  for (const familyId of familyIds) known.set(familyId, 'ended');
}

/**
 * A session this process just issued tokens for (a sign-in, a refresh) is live: its next reads
 * need no look-up for SESSION_RECHECK_MS. A session known to have ended stays ended.
 */
export function sessionIssued(db: Db, familyId: string, now: Date): void {
  const known = seenOf(db);
  if (known.get(familyId) === 'ended') return;
  known.delete(familyId);
  known.set(familyId, now.getTime());
  if (known.size > KEPT) known.delete(known.keys().next().value!);
}

/** Whether the session a token belongs to has ended, read at most every few seconds per process. */
export async function sessionEnded(db: Db, familyId: string, now: Date): Promise<boolean> {
  const known = seenOf(db);
  const last = known.get(familyId);
  if (last === 'ended') return true;
  if (last !== undefined && now.getTime() - last < SESSION_RECHECK_MS && now.getTime() >= last) return false;
  // Sessions are uuids; a signed token naming anything else (test fixtures) has no row to end it.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(familyId)) return false;
  const [row] = await db.select({ familyId: endedSessions.familyId }).from(endedSessions).where(eq(endedSessions.familyId, familyId)).limit(1);
  known.delete(familyId);
  known.set(familyId, row ? 'ended' : now.getTime());
  if (known.size > KEPT) known.delete(known.keys().next().value!);
  return Boolean(row);
}
