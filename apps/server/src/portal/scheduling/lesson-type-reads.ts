import { QueryBuilder } from 'drizzle-orm/pg-core';
import { lessonTypes } from './scheduling.tables.ts';

/** Lesson types' code, kind, names and position as a read-only subquery, for lessons to join in their own statements. */
export const lessonTypeHeads = new QueryBuilder()
  .select({ id: lessonTypes.id, code: lessonTypes.code, kind: lessonTypes.kind, names: lessonTypes.names, position: lessonTypes.position })
  .from(lessonTypes)
  .as('lesson_type_heads');
