import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Leaderboard } from '@golf/contracts';
import { statementCache, unplannedValue, type Db } from '../../platform/db/index.ts';
import { centerRows, coachHeads, playerHeadsAs } from '../account/index.ts';
import { playerSettingsJson } from '../simulator/index.ts';
import { leaderboardBests, leaderboardProfiles } from './challenges.tables.ts';

type Row = { playerId: number; value: number; achievedAt: string; displayName: string; rank: number };
type Mine = {
  value: number | null;
  isVisible: boolean | null;
  displayName: string | null;
  centerId: number | null;
  coachId: number | null;
  firstName: string;
  lastName: string;
  /** Listed players with a better value than the caller's (0 when the caller has none). */
  ahead: number;
};
export type LeaderboardJson = {
  settings: { enableMetricDistances: boolean; enableMetricSpeeds: boolean; handedness: string } | null;
  center: { id: number; name: string } | null;
  coach: { id: number; firstName: string; lastName: string } | null;
  entries: Row[];
  mine: Mine | null;
};

const me = sql.placeholder('playerId');
const centerId = sql`${sql.placeholder('centerId')}::int`;
const coachId = sql`${sql.placeholder('coachId')}::int`;
const iso = (column: SQL | typeof leaderboardBests.achievedAt) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A board (longer drives first, or shorter finishes to the pin) as one JSON value: the caller's
 * unit flags, the named center or coach (null when none was named or it does not exist), the top
 * `size` listed players with their rank, and the caller's own best with how many listed players
 * beat it. Each best keeps its display name (null: not listed), center and coach, so the board is
 * a walk of one partial index with no join (migration 0067).
 */
function boardOf(db: Db, board: Leaderboard, scope: Scope) {
  const b = leaderboardBests;
  const p = leaderboardProfiles;
  const order = sql.raw(board === 'driver' ? 'desc' : 'asc');
  const listed = and(
    eq(b.board, board),
    // One statement per scope: an optional filter ("$1 is null or …") left PostgreSQL's generic plan blind to its row counts.
    scope === 'center' ? sql`${b.centerId} = ${centerId}` : undefined,
    scope === 'coach' ? sql`${b.coachId} = ${coachId}` : undefined,
    isNotNull(b.displayName),
  );
  const top = sql`select json_build_object('playerId', ${b.playerId}, 'value', ${b.value}, 'achievedAt', ${iso(b.achievedAt)}, 'displayName', ${b.displayName},
      'rank', rank() over (order by ${b.value} ${order})) as j,
      row_number() over (order by ${b.value} ${order}, ${b.achievedAt} asc, ${b.playerId} asc) as k
    from ${b} where ${listed}
    order by ${b.value} ${order}, ${b.achievedAt} asc, ${b.playerId} asc limit ${unplannedValue('size', 'int')}`;
  const ahead = sql`select count(*)::int from ${b} where ${listed} and ${b.value} ${sql.raw(board === 'driver' ? '>' : '<')} mb.value`;
  // The center and coach only in their own scope's statement: a look-up of a null id, which a plan
  // for the actual values drops, kept PostgreSQL planning the global board anew on every call.
  const value = sql`json_build_object(
    'settings', ${playerSettingsJson(me)},
    'center', ${scope === 'center' ? sql`(select json_build_object('id', ${centerRows.id}, 'name', ${centerRows.name}) from ${centerRows} where ${centerRows.id} = ${centerId})` : sql`null`},
    'coach', ${scope === 'coach' ? sql`(select json_build_object('id', ${coachHeads.id}, 'firstName', ${coachHeads.firstName}, 'lastName', ${coachHeads.lastName}) from ${coachHeads} where ${coachHeads.id} = ${coachId})` : sql`null`},
    'entries', coalesce((select json_agg(q.j order by q.k) from (${top}) q), '[]'::json),
    'mine', (select json_build_object('value', mb.value, 'isVisible', mp.is_visible, 'displayName', mp.display_name,
        'centerId', mpl.center_id, 'coachId', mpl.coach_id, 'firstName', mpl.first_name, 'lastName', mpl.last_name,
        'ahead', case when mb.value is null then 0 else (${ahead}) end)
      from ${playerHeadsAs('mpl')}
      left join ${b} mb on mb.player_id = mpl.id and mb.board = ${board}
      left join ${p} mp on mp.player_id = mpl.id
      where mpl.id = ${me}))`;
  return db
    .select({ value: sql<LeaderboardJson>`${value}` })
    .from(sql`(select 1) as one`)
    .prepare(`leaderboard_${board}_${scope}`);
}

export type Scope = 'global' | 'center' | 'coach';

/** The statements of each board and scope of a database handle, prepared on first use. */
export const leaderboardStatements = statementCache((db: Db) => {
  const scopes = (board: Leaderboard) => ({ global: boardOf(db, board, 'global'), center: boardOf(db, board, 'center'), coach: boardOf(db, board, 'coach') });
  return { driver: scopes('driver'), distance: scopes('distance') };
});
