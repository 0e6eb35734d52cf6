import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { lessons, lessonVideos } from './lessons.tables.ts';

// Lessons' reads for game plans and videos: a player's lessons taught by `now` (the service clock), and nobody else's.

/** SQL for the number of a player's published lessons taught from the first day 00:00 to the last 23:59:59 UTC (dates as SQL). */
export const lessonsTakenSql = (player: SQL, firstDay: SQL, lastDay: SQL) =>
  sql<number>`(select count(*)::int from ${lessons} l where l.player_id = ${player} and l.published_at is not null
      and l.taught_at >= (${firstDay} + time '00:00:00') at time zone 'UTC' and l.taught_at <= (${lastDay} + time '23:59:59') at time zone 'UTC')`;

/** One of the player's lessons if it was taught by `now`. */
export async function taughtLessonOf(db: Db, playerId: number, lessonId: number, now: Date): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.playerId, playerId), lte(lessons.taughtAt, now)))
    .limit(1);
  return row;
}

/** The player's latest lesson with a coach taught by `now`. */
export async function lastLessonWith(db: Db, playerId: number, coachId: number, now: Date): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.playerId, playerId), eq(lessons.coachId, coachId), lte(lessons.taughtAt, now)))
    .orderBy(desc(lessons.taughtAt))
    .limit(1);
  return row;
}

/** A video of one of the player's lessons taught by `now` (of that lesson when given), with the lesson's title. */
export async function taughtLessonVideo(db: Db, playerId: number, videoId: number, now: Date, lessonId?: number) {
  const [row] = await db
    .select({ v: lessonVideos, lessonTitle: lessons.title })
    .from(lessonVideos)
    .innerJoin(lessons, eq(lessons.id, lessonVideos.lessonId))
    .where(and(eq(lessonVideos.id, videoId), eq(lessons.playerId, playerId), lte(lessons.taughtAt, now), lessonId ? eq(lessons.id, lessonId) : undefined))
    .limit(1);
  return row;
}

/** The videos of a type of the player's lessons taught by `now`, newest lesson first, at most `limit`. */
export function taughtLessonVideos(db: Db, playerId: number, videoType: string, now: Date, limit: number) {
  return db
    .select({ id: lessonVideos.id, lessonId: lessons.id, title: lessonVideos.title, key: lessonVideos.storageKey })
    .from(lessonVideos)
    .innerJoin(lessons, eq(lessons.id, lessonVideos.lessonId))
    .where(and(eq(lessons.playerId, playerId), eq(lessonVideos.videoType, videoType), lte(lessons.taughtAt, now)))
    .orderBy(desc(lessons.taughtAt))
    .limit(limit);
}
