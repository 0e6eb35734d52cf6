import { and, asc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CLUB_TYPES, type ClubStats, type ClubTypeCode, type Stat } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { simActivities, simShots } from './simulator.tables.ts';
import { clubBounds, isCountedSql, type clubBoundsCte } from './outliers.ts';
import { dispersionEllipse } from './stats.ts';
import type { Converter } from './units.ts';

type Moments = { mean: number | null; sd: number | null; min: number | null; max: number | null };

/** Per-club statistics in stored units (what toClubStats converts). */
export interface RawClubStats {
  clubType: string;
  n: number;
  carry: Moments;
  total: Moments;
  offline: Moments;
  ballSpeed: Moments;
  clubSpeed: Moments;
  smashFactor: Moments;
  launchAngle: Moments;
  backSpin: Moments;
  apex: Moments;
  varX: number | null;
  varY: number | null;
  covXY: number | null;
}

/** Mean, sample deviation, min and max of one column, computed by the database. */
const moments = (column: SQLWrapper) =>
  sql`json_build_object('mean', avg(${column}), 'sd', stddev_samp(${column}), 'min', min(${column}), 'max', max(${column}))`;

const smash = sql`${simShots.ballSpeed} / nullif(${simShots.clubSpeed}, 0)`;

/**
 * Per-club statistics of the player's shots matching `where` (which may filter sim_shots and
 * sim_activities), in stored units, over the shots that count: outliers and shots the player left
 * out are not in the averages (outliers.ts). One grouped select, each club's figures a JSON object
 * (column `j`, club `k`); the database does the arithmetic. `bounds` are the player's club bounds.
 */
export function clubStatsSelect(
  db: Db,
  playerId: number | Placeholder | SQL,
  bounds: ReturnType<typeof clubBounds> | ReturnType<typeof clubBoundsCte>,
  where: SQL | undefined,
) {
  const s = simShots;
  return db
    .select({
      k: sql<string>`${s.clubType}`.as('k'),
      j: sql<RawClubStats>`json_build_object('clubType', ${s.clubType}, 'n', count(*),
        'carry', ${moments(s.carry)}, 'total', ${moments(s.total)}, 'offline', ${moments(s.offline)},
        'ballSpeed', ${moments(s.ballSpeed)}, 'clubSpeed', ${moments(s.clubSpeed)}, 'smashFactor', ${moments(smash)},
        'launchAngle', ${moments(s.launchAngle)}, 'backSpin', ${moments(s.backSpin)}, 'apex', ${moments(s.apex)},
        'varX', var_samp(${s.offline}), 'varY', var_samp(${s.carry}), 'covXY', covar_samp(${s.offline}, ${s.carry}))`.as('j'),
    })
    .from(s)
    .innerJoin(simActivities, sql`${simActivities.id} = ${s.activityId}`)
    .leftJoin(bounds, eq(bounds.clubType, s.clubType))
    .where(and(eq(s.playerId, playerId), where, isCountedSql(bounds)))
    .groupBy(s.clubType)
    .orderBy(asc(s.clubType));
}

/** The clubs' statistics of clubStatsSelect as one JSON array in club order, for a statement that answers JSON. */
export const clubStatsArray = (select: SQLWrapper) => sql<RawClubStats[]>`coalesce((select json_agg(q.j order by q.k) from ${select} q), '[]'::json)`;

/** Per-club statistics of the player's shots matching `where`, in stored units, in one query (see clubStatsSelect). */
export async function clubStatsWhere(db: Db, playerId: number, where: SQL | undefined): Promise<RawClubStats[]> {
  const rows = await clubStatsSelect(db, playerId, clubBounds(db, playerId), where);
  return rows.map((r) => r.j);
}

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
