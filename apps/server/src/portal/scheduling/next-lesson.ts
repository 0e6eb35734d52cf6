import { sql, type SQL } from 'drizzle-orm';
import { centerRowsAs, coachHeadsAs } from '../account/index.ts';
import { appointments, lessonTypes } from './scheduling.tables.ts';

/** The player's next lesson as the home page's card reads it (timestamps as text, names per locale). */
export interface NextLessonJson {
  id: number;
  startsAt: string;
  endsAt: string;
  lessonType: { code: string; kind: string; names: Record<string, string> };
  coach: { firstName: string; lastName: string };
  center: { id: number; name: string; timeZone: string };
}

/**
 * The player's first scheduled lesson starting after `now`, as JSON built by PostgreSQL (null when
 * none): `player` an int expression, `now` a timestamptz one.
 */
export const nextLessonJson = (player: SQL, now: SQL) => sql<NextLessonJson | null>`(
  select json_build_object('id', a.id, 'startsAt', a.starts_at, 'endsAt', a.ends_at,
    'lessonType', json_build_object('code', t.code, 'kind', t.kind, 'names', t.names),
    'coach', json_build_object('firstName', c.first_name, 'lastName', c.last_name),
    'center', json_build_object('id', ce.id, 'name', ce.name, 'timeZone', ce.time_zone))
  from ${appointments} a
  join ${lessonTypes} t on t.id = a.lesson_type_id
  join ${coachHeadsAs('c')} on c.id = a.coach_id
  join ${centerRowsAs('ce')} on ce.id = a.center_id
  where a.player_id = ${player} and a.state = 'scheduled' and a.starts_at > ${now}
  order by a.starts_at
  limit 1)`;
