import { sql, type SQL } from 'drizzle-orm';
import { simActivities, simShots } from './simulator.tables.ts';

/** The player's newest launch-monitor session with its shot count (startedAt as text). */
export interface RecentSessionJson {
  id: number;
  activityType: string;
  name: string | null;
  challengeId: number | null;
  startedAt: string;
  shots: number;
}

/** The player's newest session (started at, then id) with its shot count, as JSON built by PostgreSQL; null when none. */
export const recentSessionJson = (player: SQL) => sql<RecentSessionJson | null>`(
  select json_build_object('id', a.id, 'activityType', a.activity_type, 'name', a.name, 'challengeId', a.challenge_id, 'startedAt', a.started_at,
    'shots', (select count(*)::int from ${simShots} s where s.activity_id = a.id))
  from ${simActivities} a
  where a.player_id = ${player}
  order by a.started_at desc, a.id desc
  limit 1)`;
