import { and, isNotNull, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { centerRowsAs, coachHeadsAs } from '../account/index.ts';
import type { LessonSummaryJson } from './lesson-view.ts';
import { lessonDrills, lessons, lessonVideos } from './lessons.tables.ts';
import { lessonTypeHeads } from '../scheduling/index.ts';

/** The lesson types the player has lessons of, for the history's filter. */
export interface LessonTypeJson {
  id: number;
  code: string;
  kind: string;
  names: Record<string, string>;
}

/**
 * The history page as one prepared statement: planning the lesson join cost PostgreSQL more than
 * running it, and three statements (page, count, types) with the ORM's mapping of every column of
 * every row were the rest of its cost. Placeholders: size, offset, playerId, now (the service clock), line (the archive date), archived, type (or null).
 */
function prepareAll(db: Db) {
  const player = sql.placeholder('playerId');
  const line = sql.placeholder('line');
  const published = and(sql`${lessons.playerId} = ${player}`, isNotNull(lessons.publishedAt), sql`${lessons.publishedAt} < ${sql.placeholder('now')}`)!;
  const where = and(
    published,
    sql`(case when ${sql.placeholder('archived')}::boolean then (${lessons.taughtAt} < ${line} and ${lessons.restoredAt} is null)
      else (${lessons.taughtAt} >= ${line} or ${lessons.restoredAt} is not null) end)`,
    sql`(${sql.placeholder('type')}::int is null or ${lessons.lessonTypeId} = ${sql.placeholder('type')}::int)`,
  )!;
  return {
    /** The whole history page in one round trip: its lessons, their count and the player's lesson types, each as JSON. */
    history: db
      .select({
        page: sql<LessonSummaryJson[]>`coalesce((
          select json_agg(json_build_object('id', p.id, 'taughtAt', p.taught_at, 'durationMinutes', p.duration_minutes, 'title', p.title,
            'focus', p.focus, 'restoredAt', p.restored_at,
            'lessonType', json_build_object('id', lt.id, 'code', lt.code, 'kind', lt.kind, 'names', lt.names),
            'coach', json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name),
            'center', json_build_object('id', ce.id, 'name', ce.name, 'timeZone', ce.time_zone),
            'drillCount', (select count(*)::int from ${lessonDrills} d where d.lesson_id = p.id),
            'videoCount', (select count(*)::int from ${lessonVideos} v where v.lesson_id = p.id)) order by p.taught_at desc, p.id desc)
          from (select * from ${lessons} where ${where} order by ${lessons.taughtAt} desc, ${lessons.id} desc
            limit ${sql.placeholder('size')} offset ${sql.placeholder('offset')}) p
          join (select * from ${lessonTypeHeads}) lt on lt.id = p.lesson_type_id
          join ${coachHeadsAs('c')} on c.id = p.coach_id
          join ${centerRowsAs('ce')} on ce.id = p.center_id), '[]'::json)`,
        total: sql<number>`(select count(*)::int from ${lessons} where ${where})`,
        types: sql<LessonTypeJson[]>`coalesce((
          select json_agg(json_build_object('id', lt.id, 'code', lt.code, 'kind', lt.kind, 'names', lt.names) order by lt.position, lt.id)
          from (select * from ${lessonTypeHeads}) lt where exists (select 1 from ${lessons} where ${published} and ${lessons.lessonTypeId} = lt.id)), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('lessons_history'),
  };
}

/** The history page's statements of a database handle, prepared on first use. */
export const statements = statementCache(prepareAll);
