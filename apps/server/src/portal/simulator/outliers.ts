import { and, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { simClubStats, simShots } from './simulator.tables.ts';

/**
 * Mishits, flagged the way launch-monitor apps do: a shot is an outlier when its carry is far from
 * what the player usually carries with that club (all their shots of the club, every session):
 * - below 60 % of the club's median carry (a topped or thinned ball: the 45-yard 7-iron), with 3 shots or more; or
 * - more than 3 robust deviations from the median, with 5 shots or more. The robust deviation is the
 *   median absolute deviation × 1.4826 (a standard deviation for normal data, but not pulled by the
 *   mishits themselves), never below 2 % of the median so that very even clubs flag nothing small.
 * Outliers are left out of averages, gapping and dispersion unless the player includes them; the
 * player may equally exclude any shot (sim_shots.counted).
 */
export const OUTLIER_RULE = { shortOfMedian: 0.6, minShotsShort: 3, deviations: 3, minShotsSpread: 5, madToSd: 1.4826, minSpreadOfMedian: 0.02 } as const;

/**
 * Median carry, median absolute deviation and shot count per club of one player (a placeholder in
 * a prepared statement), optionally only of the clubs `onlyClubs` admits (a condition on sim_shots):
 * a club's bounds read only that club's shots, so leaving other clubs out changes none of its figures.
 */
function boundsSelect(db: Db, playerId: number | Placeholder | SQL, onlyClubs?: SQL) {
  const medians = db
    .select({
      clubType: simShots.clubType,
      median: sql<number>`percentile_cont(0.5) within group (order by ${simShots.carry})`.as('median'),
      n: count().as('n'),
    })
    .from(simShots)
    .where(and(eq(simShots.playerId, playerId), onlyClubs))
    .groupBy(simShots.clubType)
    .as('club_medians');
  return db
    .select({
      clubType: medians.clubType,
      median: medians.median,
      n: medians.n,
      mad: sql<number>`percentile_cont(0.5) within group (order by abs(${simShots.carry} - ${medians.median}))`.as('mad'),
    })
    .from(simShots)
    .innerJoin(medians, eq(medians.clubType, simShots.clubType))
    .where(eq(simShots.playerId, playerId))
    .groupBy(medians.clubType, medians.median, medians.n);
}

/** The bounds as a subquery named club_bounds. */
export function clubBounds(db: Db, playerId: number) {
  return boundsSelect(db, playerId).as('club_bounds');
}

/** The bounds as a common table expression named club_bounds (`db.with(...)`), computed once however often a statement reads them. */
export function clubBoundsCte(db: Db, playerId: number | Placeholder | SQL, onlyClubs?: SQL) {
  return db.$with('club_bounds').as(boundsSelect(db, playerId, onlyClubs));
}

/** The player's kept bounds (JSON), null when no read kept them since their shots last changed. */
export const keptBoundsOf = (playerId: Placeholder | SQL) =>
  sql<unknown>`(select k.bounds from ${simClubStats} k where k.player_id = ${playerId} and k.bounds is not null)`;

/**
 * The bounds as a common table expression named club_bounds, from the player's kept ones
 * (sim_club_stats.bounds) when a read kept them since their last shot changed, else computed over
 * every club as `clubBoundsCte` does. A computed set is what a session read hands back to keep.
 * Computing them reads every shot of the player (737 for the demo player: 0.3 of the session
 * read's 1.5 ms in PostgreSQL); the kept ones are one row.
 */
export function keptClubBoundsCte(db: Db, playerId: Placeholder | SQL): ReturnType<typeof clubBoundsCte> {
  const kept = keptBoundsOf(playerId);
  const cte = db
    // Drizzle names these columns unqualified where they are read: names of their own keep them
    // apart from sim_shots' club_type wherever club_bounds is joined to it.
    .$with('club_bounds', {
      clubType: sql<string>`bound_club`.as('bound_club'),
      median: sql<number>`bound_median`.as('bound_median'),
      n: sql<number>`bound_n`.as('bound_n'),
      mad: sql<number>`bound_mad`.as('bound_mad'),
    })
    .as(
      sql`select b.club_type as bound_club, b.median as bound_median, b.n as bound_n, b.mad as bound_mad
          from json_to_recordset(${kept}) as b(club_type text, median float8, n bigint, mad float8)
        union all
        select c.club_type, c.median, c.n, c.mad from (${boundsSelect(db, playerId)}) c where ${kept} is null`,
    );
  // The same fields as clubBoundsCte's: the rules and statistics read either alike.
  return cte as unknown as ReturnType<typeof clubBoundsCte>;
}

/** What the rules read of the bounds, whether a subquery or a common table expression. */
export type ClubBounds = Pick<ReturnType<typeof clubBounds>, 'clubType' | 'median' | 'n' | 'mad'>;

/** Whether the shot's carry breaks the rule against its club's bounds (false when the club has too few shots). */
export function isOutlierSql(b: ClubBounds): SQL<boolean> {
  const r = OUTLIER_RULE;
  return sql<boolean>`coalesce((${b.n} >= ${r.minShotsShort} and ${simShots.carry} < ${r.shortOfMedian} * ${b.median})
    or (${b.n} >= ${r.minShotsSpread} and abs(${simShots.carry} - ${b.median}) > ${r.deviations} * greatest(${r.madToSd} * ${b.mad}, ${r.minSpreadOfMedian} * ${b.median})), false)`;
}

/** Whether the shot counts in averages: the player's choice, else not when it is an outlier. */
export function isCountedSql(b: ClubBounds): SQL<boolean> {
  return sql<boolean>`coalesce(${simShots.counted}, not (${isOutlierSql(b)}))`;
}
