import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SharedVideo, VideoSources } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { linkExpiry } from '../../platform/storage/index.ts';
import { playerHeads } from '../account/index.ts';
import { fileLink, LINK_SECONDS, sourcesOf } from './media-links.ts';
import { libraryVideos, swings, videoMedia, videoSeries, videoShares, type ShareType } from './videos.tables.ts';
import { taughtLessonVideo } from '../lessons/index.ts';

/** 128 random bits, URL-safe: a share link cannot be guessed. */
const newShareId = () => randomBytes(16).toString('base64url');
export const SHARE_PATH = '/v/';
export const shareUrl = (baseUrl: string, id: string) => `${baseUrl.replace(/\/$/, '')}${SHARE_PATH}${id}`;

interface Source {
  mediaId: number | null;
  fileKey: string | null;
  thumbnailKey: string | null;
  title: string;
  description: string;
}

/** The poster beside a demo lesson video's rendition (`<folder>/360.mp4` → `<folder>/poster.jpg`). */
const posterBeside = (key: string) => (/\/\d+\.mp4$/.test(key) ? key.replace(/\/\d+\.mp4$/, '/poster.jpg') : null);

async function sourceOf(ctx: Ctx, caller: PlayerCaller, input: { sourceId: number; type: ShareType; lessonId?: number }): Promise<Source> {
  switch (input.type) {
    case 'swing': {
      const [row] = await ctx.db
        .select({ swing: swings, media: videoMedia })
        .from(swings)
        .innerJoin(videoMedia, eq(videoMedia.id, swings.mediaId))
        .where(and(eq(swings.id, input.sourceId), eq(swings.playerId, caller.subjectId)))
        .limit(1);
      if (!row) throw notFound('This swing');
      if (row.media.status !== 'ready') throw new ServiceError('rule', 'This swing is still processing. Share it once it is ready.', { field: 'sourceId' });
      return { mediaId: row.media.id, fileKey: null, thumbnailKey: row.media.posterKey, title: row.swing.title, description: '' };
    }
    case 'lesson-video': {
      const row = await taughtLessonVideo(ctx.db, caller.subjectId, input.sourceId, ctx.clock.now(), input.lessonId);
      if (!row) throw notFound('This lesson video');
      const poster = posterBeside(row.v.storageKey);
      return {
        mediaId: null,
        fileKey: row.v.storageKey,
        thumbnailKey: poster && (await ctx.storage.exists(poster)) ? poster : null,
        title: row.v.title,
        description: row.lessonTitle,
      };
    }
    case 'library-video': {
      const [row] = await ctx.db
        .select({ v: libraryVideos, s: videoSeries, media: videoMedia })
        .from(libraryVideos)
        .innerJoin(videoSeries, eq(videoSeries.id, libraryVideos.seriesId))
        .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
        .where(eq(libraryVideos.id, input.sourceId))
        .limit(1);
      if (!row) throw notFound('This video');
      if (!row.s.allowsSocialShare || row.s.isPlusOnly) throw new ServiceError('rule', 'This series cannot be shared.', { field: 'sourceId' });
      return { mediaId: row.media.id, fileKey: null, thumbnailKey: row.media.posterKey, title: row.v.title, description: row.s.title };
    }
  }
}

/** Makes a share link for one of the player's videos (`shortenUrl` opens it without signing in). */
export async function createShare(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { sourceId: number; type: ShareType; lessonId?: number; title?: string; description?: string },
  baseUrl: string,
) {
  const source = await sourceOf(ctx, caller, input);
  const id = newShareId();
  await ctx.db.insert(videoShares).values({
    id,
    playerId: caller.subjectId,
    type: input.type,
    sourceId: input.sourceId,
    mediaId: source.mediaId,
    fileKey: source.fileKey,
    thumbnailKey: source.thumbnailKey,
    title: input.title?.trim() || source.title,
    description: input.description?.trim() ?? source.description,
    createdAt: ctx.clock.now(),
  });
  return { id, shortenUrl: shareUrl(baseUrl, id) };
}

/** The player's live share links, newest first. */
export async function myShares(ctx: Ctx, caller: PlayerCaller, baseUrl: string) {
  const rows = await ctx.db
    .select()
    .from(videoShares)
    .where(and(eq(videoShares.playerId, caller.subjectId), isNull(videoShares.revokedAt)))
    .orderBy(desc(videoShares.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    sourceId: r.sourceId,
    title: r.title,
    shortenUrl: shareUrl(baseUrl, r.id),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Revokes one of the player's share links: from then on it opens nothing. Another player's answers 404. */
export async function revokeShare(ctx: Ctx, caller: PlayerCaller, id: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(videoShares)
    .set({ revokedAt: now })
    .where(and(eq(videoShares.id, id), eq(videoShares.playerId, caller.subjectId), isNull(videoShares.revokedAt)))
    .returning({ id: videoShares.id });
  if (!row) throw notFound('This share link');
  return { id, revokedAt: now.toISOString() };
}

/** A live share, or 404 for an unknown or revoked one (the same answer, so ids cannot be probed). */
export async function liveShare(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select({ share: videoShares, media: videoMedia, first: playerHeads.firstName })
    .from(videoShares)
    .innerJoin(playerHeads, eq(playerHeads.id, videoShares.playerId))
    .leftJoin(videoMedia, eq(videoMedia.id, videoShares.mediaId))
    .where(and(eq(videoShares.id, id), isNull(videoShares.revokedAt)))
    .limit(1);
  if (!row) throw notFound('This shared video');
  return row;
}

/** What a share link shows, without signing in: that one video and nothing else of its owner's. */
export async function sharedVideo(ctx: Ctx, id: string, baseUrl: string): Promise<SharedVideo> {
  const row = await liveShare(ctx, id);
  let sources: VideoSources;
  if (row.media) sources = await sourcesOf(ctx, row.media, baseUrl);
  else {
    const expiresAt = linkExpiry(LINK_SECONDS);
    sources = {
      status: 'ready',
      mp4: [{ height: 360, width: 640, url: (await fileLink(ctx, row.share.fileKey, baseUrl, expiresAt))! }],
      hlsUrl: null,
      posterUrl: await fileLink(ctx, row.share.thumbnailKey, baseUrl, expiresAt),
      stripUrl: null,
      stripCount: 0,
      captions: [],
      durationSeconds: null,
      expiresAt: expiresAt.toISOString(),
    };
  }
  return { id, type: row.share.type, title: row.share.title, description: row.share.description, sharedBy: row.first, sources };
}
