import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActivityTypeCode, ClubTypeCode } from '@golf/contracts';
import { simActivities, simShots } from './simulator.tables.ts';
import type { Tx } from '../../platform/db/index.ts';

export type { Tx } from '../../platform/db/index.ts';

/** A shot to store, in stored units (yards, mph, rpm, degrees). */
export interface NewShot {
  clubType: ClubTypeCode;
  hitAt: Date | null;
  ballSpeed: number;
  clubSpeed: number | null;
  launchAngle: number;
  launchDirection: number;
  backSpin: number;
  sideSpin: number;
  spinAxis: number;
  carry: number;
  total: number;
  offline: number;
  apex: number | null;
  descentAngle: number | null;
  attackAngle?: number | null;
  clubPath?: number | null;
  faceToTarget?: number | null;
  faceToPath?: number | null;
  targetDistance?: number | null;
  distanceToPin?: number | null;
  importKey?: string | null;
}

/** Starts a session of the player. */
export async function createSession(
  tx: Tx,
  input: { playerId: number; activityType: ActivityTypeCode; source: string; name: string | null; startedAt: Date; challengeId?: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(simActivities)
    .values({
      playerId: input.playerId,
      activityType: input.activityType,
      source: input.source,
      name: input.name,
      startedAt: input.startedAt,
      challengeId: input.challengeId ?? null,
    })
    .returning({ id: simActivities.id });
  return row!.id;
}

/**
 * Adds shots to a session, numbered after its last shot. Shots whose import key the player
 * already has are skipped by the database's unique index; answers the ids actually stored.
 */
export async function addShots(tx: Tx, playerId: number, activityId: number, shots: NewShot[]): Promise<number[]> {
  if (shots.length === 0) return [];
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${simShots.shotNumber}), 0)`.mapWith(Number) })
    .from(simShots)
    .where(eq(simShots.activityId, activityId));
  const first = (last?.n ?? 0) + 1;
  const rows = await tx
    .insert(simShots)
    .values(shots.map((s, i) => ({ ...s, activityId, playerId, shotNumber: first + i })))
    .onConflictDoNothing({ target: [simShots.playerId, simShots.importKey], where: sql`${simShots.importKey} is not null` })
    .returning({ id: simShots.id });
  return rows.map((r) => r.id);
}

/** Marks a session as scored for a skill challenge; false when it already was (for any challenge). */
export async function markScored(tx: Tx, playerId: number, activityId: number, challengeId: number): Promise<boolean> {
  const rows = await tx
    .update(simActivities)
    .set({ challengeId })
    .where(and(eq(simActivities.id, activityId), eq(simActivities.playerId, playerId), sql`${simActivities.challengeId} is null`))
    .returning({ id: simActivities.id });
  return rows.length === 1;
}

/** A session's first shots in order (id, total and offline distance), at most `count`. */
export async function firstShotsOf(tx: Tx, activityId: number, count: number) {
  return tx
    .select({ id: simShots.id, total: simShots.total, offline: simShots.offline })
    .from(simShots)
    .where(eq(simShots.activityId, activityId))
    .orderBy(asc(simShots.shotNumber), asc(simShots.id))
    .limit(count);
}
