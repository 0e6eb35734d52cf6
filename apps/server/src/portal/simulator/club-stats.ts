import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { CLUB_TYPES, type ClubStats, type ClubTypeCode, type Stat } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { simActivities, simShots } from './simulator.tables.ts';
import { clubBounds, isCountedSql } from './outliers.ts';
import { dispersionEllipse } from './stats.ts';
import type { Converter } from './units.ts';

const num = (column: SQL) => sql<number | null>`${column}`.mapWith((v) => (v === null ? null : Number(v)));

/** Mean, sample deviation, min and max of one column, computed by the database. */
function moments(column: SQL | typeof simShots.carry) {
  return {
    mean: num(sql`avg(${column})`),
    sd: num(sql`stddev_samp(${column})`),
    min: num(sql`min(${column})`),
    max: num(sql`max(${column})`),
  };
}
type Moments = { mean: number | null; sd: number | null; min: number | null; max: number | null };

const smash = sql`${simShots.ballSpeed} / nullif(${simShots.clubSpeed}, 0)`;

/**
 * Per-club statistics of the player's shots matching `where` (which may filter sim_shots and
 * sim_activities), in stored units, over the shots that count: outliers and shots the player left
 * out are not in the averages (outliers.ts). One grouped query; the database does the arithmetic.
 */
export async function clubStatsWhere(db: Db, playerId: number, where: SQL | undefined) {
  const bounds = clubBounds(db, playerId);
  return db
    .select({
      clubType: simShots.clubType,
      n: count(),
      carry: moments(sql`${simShots.carry}`),
      total: moments(sql`${simShots.total}`),
      offline: moments(sql`${simShots.offline}`),
      ballSpeed: moments(sql`${simShots.ballSpeed}`),
      clubSpeed: moments(sql`${simShots.clubSpeed}`),
      smashFactor: moments(smash),
      launchAngle: moments(sql`${simShots.launchAngle}`),
      backSpin: moments(sql`${simShots.backSpin}`),
      apex: moments(sql`${simShots.apex}`),
      varX: num(sql`var_samp(${simShots.offline})`),
      varY: num(sql`var_samp(${simShots.carry})`),
      covXY: num(sql`covar_samp(${simShots.offline}, ${simShots.carry})`),
    })
    .from(simShots)
    .innerJoin(simActivities, sql`${simActivities.id} = ${simShots.activityId}`)
    .leftJoin(bounds, eq(bounds.clubType, simShots.clubType))
    .where(and(eq(simShots.playerId, playerId), where, isCountedSql(bounds)))
    .groupBy(simShots.clubType)
    .orderBy(asc(simShots.clubType));
}
export type RawClubStats = Awaited<ReturnType<typeof clubStatsWhere>>[number];

const ORDER = new Map(CLUB_TYPES.map((c, i) => [c.code as string, i]));
/** Clubs in bag order, longest first. */
export const byBagOrder = (a: { clubType: string }, b: { clubType: string }) => (ORDER.get(a.clubType) ?? 99) - (ORDER.get(b.clubType) ?? 99);

// Every conversion is a pure factor (no offset), so a deviation converts like the values.
function stat(m: Moments, f: (v: number) => number): Stat | null {
  if (m.mean === null || m.min === null || m.max === null) return null;
  return { mean: f(m.mean), sd: m.sd === null ? null : f(m.sd), min: f(m.min), max: f(m.max) };
}

/** The statistics in the caller's units, with the 95 % dispersion ellipse of landing points. */
export function toClubStats(raw: RawClubStats, c: Converter): ClubStats {
  const d = c.distance;
  const ellipse =
    raw.carry.mean === null || raw.offline.mean === null || raw.varX === null || raw.varY === null || raw.covXY === null
      ? null
      : dispersionEllipse({ n: raw.n, meanX: raw.offline.mean, meanY: raw.carry.mean, varX: raw.varX, varY: raw.varY, covXY: raw.covXY });
  // Columns that are never null give a value in every group (a group has at least one shot).
  const required = (m: Moments, f: (v: number) => number) => stat(m, f) as Stat;
  return {
    clubType: raw.clubType as ClubTypeCode,
    shotCount: raw.n,
    carry: required(raw.carry, d),
    total: required(raw.total, d),
    offline: required(raw.offline, d),
    ballSpeed: required(raw.ballSpeed, c.speed),
    clubSpeed: stat(raw.clubSpeed, c.speed),
    smashFactor: stat(raw.smashFactor, c.ratio),
    launchAngle: required(raw.launchAngle, c.angle),
    backSpin: required(raw.backSpin, c.spin),
    apex: stat(raw.apex, d),
    ellipse: ellipse && {
      centerOffline: d(ellipse.centerOffline),
      centerCarry: d(ellipse.centerCarry),
      semiMajor: d(ellipse.semiMajor),
      semiMinor: d(ellipse.semiMinor),
      angle: c.angle(ellipse.angle),
      confidence: ellipse.confidence,
    },
  };
}
