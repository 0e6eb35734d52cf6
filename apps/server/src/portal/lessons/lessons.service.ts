import { and, desc, eq, inArray } from 'drizzle-orm';
import { LESSON_NOT_STORED_CODE, type Lesson, type LessonHistory, type LessonHistoryQuery, type Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { linkExpiry } from '../../platform/storage/index.ts';
import { checkZone, nameIn } from '../scheduling/index.ts';
import { archiveLine, isArchivedSql, lessonsOf, selectLessons, summaryRowOf, toLesson, toSummary } from './lesson-view.ts';
import { statements } from './statements.ts';
import { lessons, lessonVideos } from './lessons.tables.ts';

const notStored = () => new ServiceError('not-found', 'This lesson was not found.', { code: LESSON_NOT_STORED_CODE });

/**
 * The player's lesson history, newest first, a page at a time: current lessons by default, or the
 * archived ones (over a year old and not restored); optionally one lesson type.
 */
export async function lessonHistory(ctx: Ctx, caller: PlayerCaller, query: LessonHistoryQuery, locale: Locale): Promise<LessonHistory> {
  const zone = checkZone(query.timeZone);
  const now = ctx.clock.now();
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const filter = { playerId: caller.subjectId, now, line: archiveLine(now), archived: Boolean(query.archived), type: query.type ?? null };
  const [row] = await statements(ctx.db).history.execute({ ...filter, size, offset: page * size });
  return {
    lessons: (row?.page ?? []).map((r) => toSummary(summaryRowOf(r), zone, locale, now)),
    pageNo: page,
    totalRecord: row?.total ?? 0,
    types: (row?.types ?? []).map((t) => ({ id: t.id, code: t.code, kind: t.kind as 'lesson' | 'practice', name: nameIn(t.names, locale) })),
  };
}

/** The player's most recent lesson with everything in it, or null before their first. */
export async function latestLesson(ctx: Ctx, caller: PlayerCaller, timeZone: string | undefined, locale: Locale): Promise<Lesson | null> {
  const zone = checkZone(timeZone);
  const [row] = await selectLessons(ctx.db, lessonsOf(caller.subjectId, ctx.clock.now())).orderBy(desc(lessons.taughtAt), desc(lessons.id)).limit(1);
  return row ? toLesson(ctx.db, row, zone, locale, ctx.clock.now()) : null;
}

/** One lesson of the player. Unknown, unpublished or another player's: 404 with code 30001. */
export async function lessonById(ctx: Ctx, caller: PlayerCaller, id: number, timeZone: string | undefined, locale: Locale): Promise<Lesson> {
  const zone = checkZone(timeZone);
  const [row] = await selectLessons(ctx.db, and(lessonsOf(caller.subjectId, ctx.clock.now()), eq(lessons.id, id))!).limit(1);
  if (!row) throw notStored();
  return toLesson(ctx.db, row, zone, locale, ctx.clock.now());
}

/**
 * Brings an archived lesson back into the history (and keeps it there). Restoring a lesson that
 * is not archived changes nothing. The channel (1 app, 2 web) is recorded.
 */
export async function restoreLesson(ctx: Ctx, caller: PlayerCaller, lessonId: number, channel: 1 | 2, locale: Locale): Promise<Lesson> {
  const now = ctx.clock.now();
  await ctx.db
    .update(lessons)
    .set({ restoredAt: now, restoredChannel: channel })
    .where(and(lessonsOf(caller.subjectId, ctx.clock.now()), eq(lessons.id, lessonId), isArchivedSql(now)));
  return lessonById(ctx, caller, lessonId, undefined, locale);
}

const LINK_SECONDS = 15 * 60;

/**
 * A signed link, valid about a quarter of an hour, to download one video of the player's lesson.
 * The type must be the video's; a video whose file is not in the store yet answers 404.
 */
export async function lessonVideoLink(ctx: Ctx, caller: PlayerCaller, input: { lessonId: number; videoType: string; videoId: number }, baseUrl: string) {
  const [video] = await ctx.db
    .select({ v: lessonVideos, title: lessons.title })
    .from(lessonVideos)
    .innerJoin(lessons, eq(lessons.id, lessonVideos.lessonId))
    .where(
      and(
        eq(lessonVideos.id, input.videoId),
        eq(lessonVideos.lessonId, input.lessonId),
        lessonsOf(caller.subjectId, ctx.clock.now()),
        inArray(lessonVideos.videoType, [input.videoType]),
      ),
    )
    .limit(1);
  if (!video) throw new ServiceError('not-found', 'This lesson video was not found.');
  if (!(await ctx.storage.exists(video.v.storageKey))) throw new ServiceError('not-found', 'This video is still being processed. Try again later.');
  const expiresAt = linkExpiry(LINK_SECONDS);
  const extension = video.v.storageKey.split('.').pop() ?? 'mp4';
  return {
    url: await ctx.storage.signedGetUrl(video.v.storageKey, { expiresAt, baseUrl }),
    expiresAt: expiresAt.toISOString(),
    fileName: `${video.title} - ${video.v.title}.${extension}`.replace(/[\\/:*?"<>|]/g, '-'),
    contentType: video.v.contentType,
  };
}
