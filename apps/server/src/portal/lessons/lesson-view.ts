import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Lesson, LessonSummary, Locale } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { centerRows, coachHeads } from '../account/index.ts';
import { lessonTypeHeads, localDate, localIso, nameIn } from '../scheduling/index.ts';
import { lessonDrills, lessonMeasurements, lessons, lessonVideos } from './lessons.tables.ts';

/** Lessons older than this read as archived unless the player restored them. */
export const ARCHIVE_AFTER_DAYS = 365;

export const archiveLine = (now: Date) => new Date(now.getTime() - ARCHIVE_AFTER_DAYS * 86_400_000);

/** The archived state as a condition, derived from age and restore. */
export const isArchivedSql = (now: Date): SQL => and(lt(lessons.taughtAt, archiveLine(now)), isNull(lessons.restoredAt))!;

/** A player's lessons published by `now` (the service clock), and nobody else's. */
export const lessonsOf = (playerId: number, now: Date): SQL =>
  and(eq(lessons.playerId, playerId), isNotNull(lessons.publishedAt), lt(lessons.publishedAt, now))!;

export function selectLessons(db: Db, where: SQL) {
  return db
    .select({
      l: lessons,
      lessonType: { id: lessonTypeHeads.id, code: lessonTypeHeads.code, kind: lessonTypeHeads.kind, names: lessonTypeHeads.names },
      coach: { id: coachHeads.id, firstName: coachHeads.firstName, lastName: coachHeads.lastName },
      center: { id: centerRows.id, name: centerRows.name, timeZone: centerRows.timeZone },
      drillCount: sql<number>`(select count(*)::int from ${lessonDrills} d where d.lesson_id = ${lessons.id})`,
      videoCount: sql<number>`(select count(*)::int from ${lessonVideos} v where v.lesson_id = ${lessons.id})`,
    })
    .from(lessons)
    .innerJoin(lessonTypeHeads, eq(lessonTypeHeads.id, lessons.lessonTypeId))
    .innerJoin(coachHeads, eq(coachHeads.id, lessons.coachId))
    .innerJoin(centerRows, eq(centerRows.id, lessons.centerId))
    .where(where);
}

type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

/** A history page's lesson as PostgreSQL builds it (timestamps as JSON text). */
export interface LessonSummaryJson {
  id: number;
  taughtAt: string;
  durationMinutes: number;
  title: string;
  focus: string;
  restoredAt: string | null;
  lessonType: { id: number; code: string; kind: string; names: Record<string, string> };
  coach: { id: number; firstName: string; lastName: string };
  center: { id: number; name: string; timeZone: string };
  drillCount: number;
  videoCount: number;
}

/** What a lesson's summary reads of its row. */
type SummaryRow = Omit<LessonRow, 'l'> & { l: Pick<LessonRow['l'], 'id' | 'taughtAt' | 'durationMinutes' | 'title' | 'focus' | 'restoredAt'> };

/** A lesson of the history statement's JSON (statements.ts) as the summary reads it. */
export function summaryRowOf(j: LessonSummaryJson): SummaryRow {
  const { id, taughtAt, durationMinutes, title, focus, restoredAt, ...joined } = j;
  return { ...joined, l: { id, taughtAt: new Date(taughtAt), durationMinutes, title, focus, restoredAt: restoredAt === null ? null : new Date(restoredAt) } };
}

export function toSummary(row: SummaryRow, zone: string | undefined, locale: Locale, now: Date): LessonSummary {
  const tz = zone ?? row.center.timeZone;
  const { l } = row;
  return {
    id: l.id,
    date: localDate(l.taughtAt, tz),
    startTime: localIso(l.taughtAt, tz),
    timeZone: tz,
    durationMinutes: l.durationMinutes,
    title: l.title,
    focus: l.focus,
    lessonType: {
      id: row.lessonType.id,
      code: row.lessonType.code,
      kind: row.lessonType.kind as 'lesson' | 'practice',
      name: nameIn(row.lessonType.names, locale),
    },
    coach: row.coach,
    center: row.center,
    isArchived: l.taughtAt < archiveLine(now) && l.restoredAt === null,
    drillCount: row.drillCount,
    videoCount: row.videoCount,
  };
}

/** The whole lesson: notes, drills, videos and swing data, loaded in three small queries. */
export async function toLesson(db: Db, row: LessonRow, zone: string | undefined, locale: Locale, now: Date): Promise<Lesson> {
  const id = row.l.id;
  const [drills, videos, measurements] = await Promise.all([
    db.select().from(lessonDrills).where(eq(lessonDrills.lessonId, id)).orderBy(lessonDrills.position),
    db
      .select()
      .from(lessonVideos)
      .where(inArray(lessonVideos.lessonId, [id]))
      .orderBy(lessonVideos.id),
    db.select().from(lessonMeasurements).where(eq(lessonMeasurements.lessonId, id)).orderBy(lessonMeasurements.id),
  ]);
  const tz = zone ?? row.center.timeZone;
  return {
    ...toSummary(row, zone, locale, now),
    notes: row.l.notes,
    drills: drills.map((d) => ({ id: d.id, name: d.name, description: d.description, repetitions: d.repetitions })),
    videos: videos.map((v) => ({ id: v.id, videoType: v.videoType, title: v.title, durationSeconds: v.durationSeconds })),
    swingData: measurements.map((m) => ({ name: m.name, unit: m.unit, before: m.before, after: m.after })),
    restoredAt: row.l.restoredAt ? localIso(row.l.restoredAt, tz) : null,
  };
}
