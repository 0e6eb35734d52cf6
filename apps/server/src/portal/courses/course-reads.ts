import { sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courses, playingConditions } from './courses.tables.ts';

/** Courses' places (city, country, position) as a read-only subquery, for rounds to join in their own statement. */
export const coursePlaces = new QueryBuilder()
  .select({ id: courses.id, city: courses.city, country: courses.country, latitude: courses.latitude, longitude: courses.longitude })
  .from(courses)
  .as('course_places');

/** SQL for the playing-conditions adjustment of a course on a day (null when none was recorded), for another domain's statement. */
export const pccSql = (courseId: SQL, playedOn: SQL) =>
  sql<number | null>`(select pc.pcc from ${playingConditions} pc where pc.course_id = ${courseId} and pc.played_on = ${playedOn})`;
