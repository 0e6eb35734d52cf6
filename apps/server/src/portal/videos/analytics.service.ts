import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { libraryVideos, videoAnalyticEvents, videoAnalyticSessions, videoSubscriptionEvents } from './videos.tables.ts';

async function ensureVideo(ctx: Ctx, videoId: number) {
  const [video] = await ctx.db
    .select({ id: libraryVideos.id, seriesId: libraryVideos.seriesId })
    .from(libraryVideos)
    .where(eq(libraryVideos.id, videoId))
    .limit(1);
  if (!video) throw notFound('This video');
  return video;
}

/** Opens a watch session: what the player watches on (os, platform, browser, device, resolution). */
export async function initSession(
  ctx: Ctx,
  caller: PlayerCaller,
  input: {
    videoId: number;
    os: string;
    platform: string;
    browser: string;
    device: string;
    category?: number;
    seriesId?: number;
    resolution: { width: number; height: number };
  },
) {
  const video = await ensureVideo(ctx, input.videoId);
  const id = randomUUID();
  await ctx.db.insert(videoAnalyticSessions).values({
    id,
    playerId: caller.subjectId,
    videoId: input.videoId,
    os: input.os,
    platform: input.platform,
    browser: input.browser,
    device: input.device,
    categoryId: input.category ?? null,
    seriesId: input.seriesId ?? video.seriesId,
    width: input.resolution.width,
    height: input.resolution.height,
    startedAt: ctx.clock.now(),
  });
  return { id };
}

/**
 * Stores a batch of events (play, pause, seek, ended, quality) of one of the player's sessions;
 * another player's session answers 404. An event without a time happened now.
 */
export async function recordEvents(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { id: string; events: { type: string; position: number; quality?: number; at?: string }[] },
) {
  const [session] = await ctx.db
    .select({ id: videoAnalyticSessions.id })
    .from(videoAnalyticSessions)
    .where(and(eq(videoAnalyticSessions.id, input.id), eq(videoAnalyticSessions.playerId, caller.subjectId)))
    .limit(1);
  if (!session) throw notFound('This watch session');
  const now = ctx.clock.now();
  const rows = input.events.map((e, i) => {
    if (e.type === 'quality' && e.quality === undefined)
      throw invalid(`events/${i}/quality`, 'A quality change says the new height in pixels (for example 360).');
    const at = e.at ? new Date(e.at) : now;
    // A client clock far off (or unreadable) is not a reason to lose the event: keep the server's time instead.
    const plausible = Number.isFinite(at.getTime()) && Math.abs(at.getTime() - now.getTime()) <= 86_400_000;
    return { sessionId: session.id, type: e.type, position: e.position, quality: e.quality ?? null, at: plausible ? at : now };
  });
  await ctx.db.insert(videoAnalyticEvents).values(rows);
  return { stored: rows.length };
}

/** Records that the player met plus-only content (a video of a plus-only series). */
export async function recordSubscriptionEvent(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { videoId: number; categoriesId?: number; seriesId?: number; eventTime: string },
) {
  const eventTime = new Date(input.eventTime);
  if (!Number.isFinite(eventTime.getTime())) throw invalid('eventTime', 'eventTime must be a date and time, for example 2026-03-10T15:00:00Z.');
  const video = await ensureVideo(ctx, input.videoId);
  const [row] = await ctx.db
    .insert(videoSubscriptionEvents)
    .values({
      playerId: caller.subjectId,
      videoId: input.videoId,
      categoryId: input.categoriesId ?? null,
      seriesId: input.seriesId ?? video.seriesId,
      eventTime,
      recordedAt: ctx.clock.now(),
    })
    .returning({ id: videoSubscriptionEvents.id });
  return { id: row!.id };
}
