import { and, asc, eq, sql } from 'drizzle-orm';
import type { VideoNote } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { libraryVideos, videoMedia, videoNotes, videoTracking } from './videos.tables.ts';

type NoteRow = typeof videoNotes.$inferSelect;
const toNote = (n: NoteRow): VideoNote => ({ id: n.id, videoId: n.videoId, time: n.time, note: n.note, updatedAt: n.updatedAt.toISOString() });

async function videoDuration(ctx: Ctx, videoId: number): Promise<number> {
  const [video] = await ctx.db
    .select({ duration: videoMedia.durationSeconds })
    .from(libraryVideos)
    .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
    .where(eq(libraryVideos.id, videoId))
    .limit(1);
  if (!video) throw notFound('This video');
  return video.duration ?? 0;
}

function checkTime(time: number, duration: number) {
  // A note or a resume point past the end is a client's mistake; say where the video ends.
  if (duration > 0 && time > duration + 1) throw invalid('time', `The video is ${Math.round(duration)} seconds long; choose a moment within it.`);
}

const cleanNote = (text: string) => {
  const note = text.trim();
  if (!note) throw invalid('note', 'Write a note before saving it.');
  return note;
};

/**
 * The video (with its media, as videoDuration asks) and the player's notes on it in the order of
 * their moments, as one prepared statement: the look-up and the notes were two statements built per
 * request. No row: no such video; one row without a note: no notes. Placeholders: playerId, videoId.
 */
const notesStatement = statementCache((db: Db) =>
  db
    .select({ note: videoNotes })
    .from(libraryVideos)
    .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
    .leftJoin(videoNotes, and(eq(videoNotes.videoId, libraryVideos.id), eq(videoNotes.playerId, sql.placeholder('playerId'))))
    .where(eq(libraryVideos.id, sql.placeholder('videoId')))
    .orderBy(asc(videoNotes.time), asc(videoNotes.id))
    .prepare('video_notes_of_player'),
);

/** The player's notes on a video, in the order of their moments. */
export async function listNotes(ctx: Ctx, caller: PlayerCaller, videoId: number): Promise<VideoNote[]> {
  const rows = await notesStatement(ctx.db).execute({ playerId: caller.subjectId, videoId });
  if (!rows.length) throw notFound('This video');
  return rows.flatMap((r) => (r.note ? [toNote(r.note)] : []));
}

/** Adds a note at a moment of a video; refuses a moment past its end and an empty note. */
export async function addNote(ctx: Ctx, caller: PlayerCaller, input: { videoId: number; time: number; note: string }): Promise<VideoNote> {
  checkTime(input.time, await videoDuration(ctx, input.videoId));
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(videoNotes)
    .values({ playerId: caller.subjectId, videoId: input.videoId, time: input.time, note: cleanNote(input.note), createdAt: now, updatedAt: now })
    .returning();
  return toNote(row!);
}

/** Edits one of the player's notes (its text, and its moment when given); another player's answers 404. */
export async function updateNote(ctx: Ctx, caller: PlayerCaller, input: { id: number; time?: number; note: string }): Promise<VideoNote> {
  const [own] = await ctx.db
    .select()
    .from(videoNotes)
    .where(and(eq(videoNotes.id, input.id), eq(videoNotes.playerId, caller.subjectId)))
    .limit(1);
  if (!own) throw notFound('This note');
  if (input.time !== undefined) checkTime(input.time, await videoDuration(ctx, own.videoId));
  const [row] = await ctx.db
    .update(videoNotes)
    .set({ note: cleanNote(input.note), time: input.time ?? own.time, updatedAt: ctx.clock.now() })
    .where(and(eq(videoNotes.id, input.id), eq(videoNotes.playerId, caller.subjectId)))
    .returning();
  if (!row) throw notFound('This note');
  return toNote(row);
}

/** Deletes one of the player's notes; another player's answers 404. */
export async function deleteNote(ctx: Ctx, caller: PlayerCaller, id: number) {
  const [row] = await ctx.db
    .delete(videoNotes)
    .where(and(eq(videoNotes.id, id), eq(videoNotes.playerId, caller.subjectId)))
    .returning({ id: videoNotes.id });
  if (!row) throw notFound('This note');
  return { id };
}

/** A video counts as watched when the player reached its last 5 % (at most its last five seconds: the credits of a long one). */
const isWatchedToEnd = (time: number, duration: number) => duration > 0 && time >= Math.max(duration * 0.95, duration - 5);

/**
 * Keeps where the player is in a video, for resuming on any device. Once watched to the end it
 * stays completed, whatever is watched again.
 */
export async function trackVideo(ctx: Ctx, caller: PlayerCaller, input: { videoId: number; watchedTime: number }) {
  const duration = await videoDuration(ctx, input.videoId);
  checkTime(input.watchedTime, duration);
  const watchedTime = duration > 0 ? Math.min(input.watchedTime, duration) : input.watchedTime;
  const completed = isWatchedToEnd(watchedTime, duration);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(videoTracking)
    .values({ playerId: caller.subjectId, videoId: input.videoId, watchedTime, completed, updatedAt: now })
    .onConflictDoUpdate({
      target: [videoTracking.playerId, videoTracking.videoId],
      set: { watchedTime, updatedAt: now, completed: sql`${videoTracking.completed} or ${completed}` },
    })
    .returning();
  return { videoId: row!.videoId, watchedTime: row!.watchedTime, completed: row!.completed };
}
