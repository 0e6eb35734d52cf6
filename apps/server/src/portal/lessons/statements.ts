import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { selectLessons } from './lesson-view.ts';
import { lessons } from './lessons.tables.ts';
import { lessonTypeHeads } from '../scheduling/index.ts';

/**
 * The history page's reads as prepared statements: planning the lesson join cost PostgreSQL more
 * than running it. Placeholders: playerId, now (the service clock), line (the archive date), archived, type (or null).
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
    page: selectLessons(db, where)
      .orderBy(desc(lessons.taughtAt), desc(lessons.id))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare('lessons_history_page'),
    total: db.select({ n: count() }).from(lessons).where(where).prepare('lessons_history_total'),
    types: db
      .selectDistinct({
        id: lessonTypeHeads.id,
        code: lessonTypeHeads.code,
        kind: lessonTypeHeads.kind,
        names: lessonTypeHeads.names,
        position: lessonTypeHeads.position,
      })
      .from(lessonTypeHeads)
      .innerJoin(lessons, eq(lessons.lessonTypeId, lessonTypeHeads.id))
      .where(published)
      .orderBy(asc(lessonTypeHeads.position))
      .prepare('lessons_history_types'),
  };
}

/** The history page's statements of a database handle, prepared on first use. */
export const statements = statementCache(prepareAll);
