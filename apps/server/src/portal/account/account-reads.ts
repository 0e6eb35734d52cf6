import { eq, getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import { centers, coaches, players } from './account.tables.ts';

export type CoachRow = typeof coaches.$inferSelect;
export type CenterRow = typeof centers.$inferSelect;

const qb = new QueryBuilder();

/**
 * Players' names, region, center, coach and unit flags as a read-only subquery named `alias`, for other
 * domains to join in their own statement (no password hash, phone or address). Its columns keep their SQL names.
 */
export const playerHeadsAs = (alias: string) =>
  qb
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      region: players.region,
      email: players.email,
      centerId: players.centerId,
      coachId: players.coachId,
      referralCode: players.referralCode,
      handedness: players.handedness,
      enableMetricDistances: players.enableMetricDistances,
      enableMetricSpeeds: players.enableMetricSpeeds,
    })
    .from(players)
    .as(alias);
export const playerHeads = playerHeadsAs('player_heads');

/** Coaches' names and center as a read-only subquery named `alias` (no email, password hash or admin flag). */
export const coachHeadsAs = (alias: string) =>
  qb.select({ id: coaches.id, firstName: coaches.firstName, lastName: coaches.lastName, centerId: coaches.centerId }).from(coaches).as(alias);
export const coachHeads = coachHeadsAs('coach_heads');

/** Centers (nothing secret in them) as a read-only subquery named `alias`. */
export const centerRowsAs = (alias: string) => qb.select(getTableColumns(centers)).from(centers).as(alias);
export const centerRows = centerRowsAs('center_rows');

export async function findCoach(db: Db | Tx, id: number): Promise<CoachRow | undefined> {
  const [coach] = await db.select().from(coaches).where(eq(coaches.id, id)).limit(1);
  return coach;
}

export async function findCoachByEmail(db: Db | Tx, email: string): Promise<CoachRow | undefined> {
  const [coach] = await db.select().from(coaches).where(eq(coaches.email, email)).limit(1);
  return coach;
}

export async function findCenter(db: Db | Tx, id: number): Promise<CenterRow | undefined> {
  const [center] = await db.select().from(centers).where(eq(centers.id, id)).limit(1);
  return center;
}

/** Locks the player's row until the transaction ends, so one player's concurrent writes elsewhere queue behind each other. */
export async function lockPlayer(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: players.id }).from(players).where(eq(players.id, id)).for('update');
  return rows.length > 0;
}
