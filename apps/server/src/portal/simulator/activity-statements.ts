import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { statementCache, unplannedCount, unplannedValue, type Db } from '../../platform/db/index.ts';
import { clubStatsArray, clubStatsSelect, type RawClubStats } from './club-stats.ts';
import { clubBoundsCte, keptBoundsOf, keptClubBoundsCte } from './outliers.ts';
import { playerSettingsJson, unitFactorsRow } from './player-settings.ts';
import { isoSql, shotJson } from './shot-view.ts';
import { simActivities, simClubStats, simShots } from './simulator.tables.ts';
import type { Shot } from '@golf/contracts';

/** A session row with the count, clubs (A–Z) and longest carry (stored yards) of its shots, built by PostgreSQL. */
export type ActivityJson = {
  id: number;
  activityType: string;
  source: string;
  name: string | null;
  startedAt: string;
  challengeId: number | null;
  n: number;
  clubs: string[];
  longest: number | null;
};
type SettingsJson = { enableMetricDistances: boolean; enableMetricSpeeds: boolean; handedness: string } | null;

const a = simActivities;
const me = sql.placeholder('playerId');

/**
 * The session row of the outer query (sim_activities, named by its table name: Drizzle leaves a
 * one-table select's columns unqualified) as ActivityJson; its shots are read by their session index.
 */
const activityJson = sql<ActivityJson>`(select json_build_object(
    'id', sim_activities.id, 'activityType', sim_activities.activity_type, 'source', sim_activities.source, 'name', sim_activities.name,
    'startedAt', ${isoSql(sql`sim_activities.started_at`)}, 'challengeId', sim_activities.challenge_id,
    'n', count(*), 'clubs', coalesce(json_agg(distinct x.club_type order by x.club_type), '[]'::json), 'longest', max(x.carry))
  from ${simShots} x where x.activity_id = sim_activities.id)`;

/** One JSON value selected from a one-row table: Drizzle prepares selects. */
function one<T>(db: Db, value: SQL, name: string, withBounds?: ReturnType<typeof clubBoundsCte>) {
  const select = withBounds ? db.with(withBounds).select({ value: sql<T>`${value}` }) : db.select({ value: sql<T>`${value}` });
  return select.from(sql`(select 1) as one`).prepare(name);
}

/** Bounds a session read computed (none were kept), with the version of the shots they were computed from. */
export type KeepBounds = { version: number; bounds: unknown[] };

/** The player's kept club statistics (simulator.tables.ts simClubStats), null when there is no row yet. */
export type KeptStats = { version: number; stats: RawClubStats[] | null } | null;

/**
 * A page of sessions, the selection's count and (for the first page) its club statistics: `live`
 * computes them over the selection, `kept` answers the player's kept ones (for no filter) with
 * their version, `none` sends none (later pages).
 */
function listOf(db: Db, statsFrom: 'live' | 'kept' | 'none', name: string) {
  const withStats = statsFrom === 'live';
  // The filters the caller left out are null and hold for every row. On later pages (`none`) their
  // values, the page size and the offset are out of the planner's sight (unplannedValue), so
  // PostgreSQL keeps one plan: with them in sight it planned every filtered page anew (0.31 ms,
  // against 0.40 ms of running), as its cost for a kept plan was off. First pages keep their values
  // in sight (hidden, a first page by type ran 9 % slower). A club's sessions are those among the
  // player's shots of that club (their (player, club) index, hashed once), not a probe of each
  // session's shots. The kept statement serves only the unfiltered page: without filters its plan
  // does not depend on the values.
  const value = (name: string, type: 'text' | 'timestamptz') =>
    statsFrom === 'none' ? unplannedValue(name, type) : sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const type = value('activityType', 'text');
  const from = value('from', 'timestamptz');
  const to = value('to', 'timestamptz');
  const club = value('clubType', 'text');
  const filter =
    statsFrom === 'kept'
      ? eq(a.playerId, me)
      : and(
          eq(a.playerId, me),
          sql`(${type} is null or ${a.activityType} = ${type})`,
          sql`(${from} is null or ${a.startedAt} >= ${from})`,
          sql`(${to} is null or ${a.startedAt} < ${to})`,
          sql`(${club} is null or ${a.id} in (select x.activity_id from ${simShots} x where x.player_id = ${me} and x.club_type = ${club}))`,
        )!;
  const page = db
    .select({ j: activityJson.as('j'), k1: sql`${a.startedAt}`.as('k1'), k2: sql`${a.id}`.as('k2') })
    .from(a)
    .where(filter)
    .orderBy(desc(a.startedAt), desc(a.id))
    .limit(statsFrom === 'none' ? unplannedCount('size') : sql.placeholder('size'))
    .offset(statsFrom === 'none' ? unplannedCount('offset') : sql.placeholder('offset'));
  // The shots' own player column lets the database read them by its (player, club) index.
  const ofClub = sql`(${club} is null or ${simShots.clubType} = ${club})`;
  const bounds = withStats ? clubBoundsCte(db, me, ofClub) : undefined;
  const stats = bounds ? clubStatsArray(clubStatsSelect(db, me, bounds, and(filter, ofClub))) : sql`'[]'::json`;
  const kept =
    statsFrom === 'kept'
      ? sql`(select json_build_object('version', k.version, 'stats', k.stats) from ${simClubStats} k where k.player_id = ${me})`
      : sql`null::json`;
  return one<{ settings: SettingsJson; total: number; activities: ActivityJson[]; stats: RawClubStats[]; kept: KeptStats }>(
    db,
    sql`json_build_object('settings', ${playerSettingsJson(me)},
      'total', (select count(*) from ${a} where ${filter}),
      'activities', coalesce((select json_agg(q.j order by q.k1 desc, q.k2 desc) from ${page} q), '[]'::json),
      'stats', ${stats}, 'kept', ${kept})`,
    name,
    bounds,
  );
}

/**
 * One session with its shots (flagged against the player's bounds of the session's clubs) and per-club statistics.
 * The player and the session are read as one-row subqueries, so the planner sees no value in them: PostgreSQL
 * then keeps one generic plan for every call. With the values in sight it planned each call anew
 * (1.1 ms), and that plan ran slower than the kept one (2.2 against 1.1 ms on the scale data).
 */
function activityOf(db: Db) {
  const id = unplannedValue('activityId', 'int');
  const player = unplannedValue('playerId', 'int');
  const bounds = keptClubBoundsCte(db, player);
  const f = unitFactorsRow(db, player);
  const factors = { distance: sql`${f.distance}`, speed: sql`${f.speed}` };
  const shots = db
    .select({ j: shotJson(bounds, factors).as('j'), k1: sql`${simShots.shotNumber}`.as('k1'), k2: sql`${simShots.id}`.as('k2') })
    .from(simShots)
    .innerJoin(f, sql`true`)
    .leftJoin(bounds, eq(bounds.clubType, simShots.clubType))
    .where(and(eq(simShots.playerId, player), sql`${simShots.activityId} = ${id}`));
  return one<{ settings: SettingsJson; activity: ActivityJson | null; shots: Shot[]; stats: RawClubStats[]; keep: KeepBounds | null }>(
    db,
    sql`json_build_object('settings', ${playerSettingsJson(player)},
      'activity', (select ${activityJson} from ${a} where ${a.id} = ${id} and ${a.playerId} = ${player}),
      'shots', coalesce((select json_agg(q.j order by q.k1, q.k2) from ${shots} q), '[]'::json),
      'stats', ${clubStatsArray(clubStatsSelect(db, player, bounds, sql`${simShots.activityId} = ${id}`))},
      'keep', case when ${keptBoundsOf(player)} is null then json_build_object(
        'version', coalesce((select k.version from ${simClubStats} k where k.player_id = ${player}), 0),
        'bounds', (select coalesce(json_agg(json_build_object('club_type', b.bound_club, 'median', b.bound_median, 'n', b.bound_n, 'mad', b.bound_mad)), '[]'::json) from ${bounds} b)) end)`,
    'simulator_activity',
    bounds,
  );
}

/**
 * The session list and one session, each one prepared statement answering one JSON value: the ORM
 * built, sent and mapped five queries and a thousand shot rows per request; PostgreSQL builds the
 * answer's shots and figures, and the plan is reused. One set per database handle.
 */
export const activityStatements = statementCache((db: Db) => ({
  /** Placeholders: playerId, activityType, from, to, clubType (each null for none), size, offset. */
  firstPage: listOf(db, 'live', 'simulator_activities_first_page'),
  /** Page 0 with no filter: the player's kept club statistics instead of computing them. */
  firstPageKept: listOf(db, 'kept', 'simulator_activities_first_page_kept'),
  laterPage: listOf(db, 'none', 'simulator_activities_later_page'),
  /**
   * Keeps freshly computed statistics, only if no shot changed since they were read (the version
   * read, 0 for no row): a change in between bumped the version, and these figures are dropped.
   * Placeholders: playerId, version, stats (JSON text).
   */
  keepStats: db
    .insert(simClubStats)
    .values({ playerId: sql.placeholder('playerId'), version: sql.placeholder('version'), stats: sql`${sql.placeholder('stats')}::json` })
    .onConflictDoUpdate({ target: simClubStats.playerId, set: { stats: sql`excluded.stats` }, setWhere: sql`${simClubStats.version} = excluded.version` })
    .prepare('simulator_keep_club_stats'),
  /**
   * Keeps freshly computed outlier bounds the same way (keepStats). Placeholders: playerId, version,
   * bounds (JSON text).
   */
  keepBounds: db
    .insert(simClubStats)
    .values({ playerId: sql.placeholder('playerId'), version: sql.placeholder('version'), bounds: sql`${sql.placeholder('bounds')}::json` })
    .onConflictDoUpdate({ target: simClubStats.playerId, set: { bounds: sql`excluded.bounds` }, setWhere: sql`${simClubStats.version} = excluded.version` })
    .prepare('simulator_keep_club_bounds'),
  /** Placeholders: playerId, activityId. */
  activity: activityOf(db),
}));
