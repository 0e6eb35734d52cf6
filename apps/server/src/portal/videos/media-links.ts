import type { VideoSources } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { linkExpiry, urlSigner } from '../../platform/storage/index.ts';
import type { videoMedia } from './videos.tables.ts';

type MediaRow = typeof videoMedia.$inferSelect;

/** Links live about an hour: long enough to watch a lesson, short enough that a copied link dies. */
export const LINK_SECONDS = 60 * 60;
export const HLS_PATH = '/api/video/hls/';

/** Signs the HLS playlist addresses this server rewrites (its own purpose, apart from file links). */
export const playlistSigner = (ctx: Ctx) => urlSigner(ctx.config.secrets.jwtKey, 'video-playlists');

const LANGUAGES = ['en', 'fr', 'ja', 'zh'] as const;

/**
 * Links already signed, per store, for one expiry at a time. A link is a function of the store,
 * the key, the address and the expiry (a quarter hour), so every player of a library page gets the
 * same poster links until the quarter turns: signing them once saves an HMAC per row per request.
 * Bounded, as the address comes from the request.
 */
const signed = new WeakMap<object, { expires: number; links: Map<string, string> }>();
const MAX_SIGNED = 5000;

/** A signed link to one stored file of a video, or null without a key. */
export async function fileLink(ctx: Ctx, key: string | null, baseUrl: string, expiresAt = linkExpiry(LINK_SECONDS)): Promise<string | null> {
  if (!key) return null;
  let memo = signed.get(ctx.storage);
  if (!memo || memo.expires !== expiresAt.getTime()) signed.set(ctx.storage, (memo = { expires: expiresAt.getTime(), links: new Map() }));
  const id = `${baseUrl}\n${key}`;
  let link = memo.links.get(id);
  if (link === undefined) {
    link = await ctx.storage.signedGetUrl(key, { expiresAt, baseUrl });
    if (memo.links.size < MAX_SIGNED) memo.links.set(id, link);
  }
  return link;
}

/** Every file a player needs to watch a video, as signed expiring links; none while it is processing. */
export async function sourcesOf(ctx: Ctx, media: MediaRow, baseUrl: string): Promise<VideoSources> {
  const expiresAt = linkExpiry(LINK_SECONDS);
  const ready = media.status === 'ready';
  const base = { status: media.status, stripCount: ready ? media.stripCount : 0, durationSeconds: media.durationSeconds, expiresAt: expiresAt.toISOString() };
  if (!ready) return { ...base, mp4: [], hlsUrl: null, posterUrl: null, stripUrl: null, captions: [] };
  const link = (key: string | null) => fileLink(ctx, key, baseUrl, expiresAt);
  const hlsPath = `${HLS_PATH}${media.id}/index.m3u8`;
  return {
    ...base,
    mp4: await Promise.all(media.renditions.map(async (r) => ({ height: r.height, width: r.width, url: (await link(r.key))! }))),
    hlsUrl: media.hlsKey ? `${baseUrl.replace(/\/$/, '')}${hlsPath}?${playlistSigner(ctx).sign('GET', hlsPath, {}, expiresAt)}` : null,
    posterUrl: await link(media.posterKey),
    stripUrl: await link(media.stripKey),
    captions: await Promise.all(
      LANGUAGES.filter((l) => media.captions[l]).map(async (language) => ({ language, url: (await link(media.captions[language]!))! })),
    ),
  };
}

/**
 * The HLS playlist with each segment replaced by its own signed link, so the player library
 * fetches segments straight from the store (local or S3) while nothing stays readable unsigned.
 */
export async function signedPlaylist(ctx: Ctx, media: MediaRow, baseUrl: string, expiresAt: Date): Promise<string | null> {
  if (media.status !== 'ready' || !media.hlsKey) return null;
  const file = await ctx.storage.get(media.hlsKey);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  const folder = media.hlsKey.slice(0, media.hlsKey.lastIndexOf('/') + 1);
  const lines = await Promise.all(
    Buffer.concat(chunks)
      .toString('utf8')
      .split('\n')
      .map(async (line) => (line && !line.startsWith('#') ? ctx.storage.signedGetUrl(folder + line.trim(), { expiresAt, baseUrl }) : line)),
  );
  return lines.join('\n');
}
