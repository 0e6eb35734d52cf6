import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { Envelope, ShareBody, ShareCreated, SharedVideo, ShareParams, ShareQuery, ShareRevoked } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { ServiceError } from '../../platform/errors.ts';
import { refusedLink } from '../../platform/storage/storage.routes.ts';
import { eq } from 'drizzle-orm';
import { HLS_PATH, playlistSigner, signedPlaylist } from './media-links.ts';
import { createShare, liveShare, myShares, revokeShare, SHARE_PATH, sharedVideo } from './share.service.ts';
import { videoMedia } from './videos.tables.ts';

const tags = ['videos'];
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The web app's page with the share's Open Graph and Twitter card tags, so a pasted link shows its picture and title. */
function landingHtml(webDist: string, meta: { title: string; description: string; image: string | null; url: string }): string {
  const index = path.join(webDist, 'index.html');
  const page = existsSync(index) ? readFileSync(index, 'utf8') : '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';
  const tags = [
    ['og:type', 'video.other'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c!)}">`)
    .concat(
      [
        ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
        ['twitter:title', meta.title],
        ['twitter:description', meta.description],
        ...(meta.image ? [['twitter:image', meta.image]] : []),
      ].map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c!)}">`),
    )
    .join('');
  return page.replace('</head>', `${tags}</head>`);
}

/** Share links (made, listed and revoked by their owner; opened by anyone holding one) and signed HLS playlists. */
export const shareRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const base = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.config).baseUrl;

  app.post('/api/share', { onRequest: signedIn, schema: { tags, body: ShareBody, response: { 200: Envelope(ShareCreated) } } }, async (request) =>
    ok(await createShare(ctx, playerOf(request), request.body, base(request)), 'Share link made'),
  );
  app.get(
    '/api/share',
    { schema: { tags, summary: 'A shared video, without signing in', querystring: ShareQuery, response: { 200: Envelope(SharedVideo) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await sharedVideo(ctx, request.query.id, base(request)));
    },
  );
  app.get(
    '/api/shares',
    {
      onRequest: signedIn,
      schema: {
        tags,
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.String(),
                type: Type.String(),
                sourceId: Type.Integer(),
                title: Type.String(),
                shortenUrl: Type.String(),
                createdAt: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await myShares(ctx, playerOf(request), base(request))),
  );
  app.delete('/api/share/:id', { onRequest: signedIn, schema: { tags, params: ShareParams, response: { 200: Envelope(ShareRevoked) } } }, async (request) =>
    ok(await revokeShare(ctx, playerOf(request), request.params.id), 'Share link revoked'),
  );

  // The picture of a share for chat previews: no expiry to outlive, and it dies with the share.
  app.get('/api/share/:id/poster', { schema: { tags, params: ShareParams } }, async (request, reply) => {
    const row = await liveShare(ctx, request.params.id);
    const key = row.media?.posterKey ?? row.share.thumbnailKey;
    const file = key ? await ctx.storage.get(key) : null;
    if (!file) throw new ServiceError('not-found', 'This shared video has no picture.');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=300')
      .send(file.body);
  });

  app.get(`${SHARE_PATH}:id`, { schema: { hide: true, params: ShareParams } }, async (request, reply) => {
    const url = `${base(request)}${SHARE_PATH}${request.params.id}`;
    let meta = { title: 'Golf Academy', description: 'This shared video is no longer available.', image: null as string | null, url };
    try {
      const row = await liveShare(ctx, request.params.id);
      const hasPicture = Boolean(row.media?.posterKey ?? row.share.thumbnailKey);
      meta = {
        title: row.share.title,
        description: row.share.description || `${row.first} shared a golf video with you.`,
        image: hasPicture ? `${base(request)}/api/share/${request.params.id}/poster` : null,
        url,
      };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      reply.status(404);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(landingHtml(ctx.config.webDist, meta));
  });

  app.get(
    `${HLS_PATH}:mediaId/index.m3u8`,
    {
      schema: {
        tags,
        params: Type.Object({ mediaId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        querystring: Type.Object({ expires: Type.String({ maxLength: 20 }), signature: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const urlPath = request.url.split('?')[0]!;
      const check = playlistSigner(ctx).verify('GET', urlPath, request.query as Record<string, unknown>);
      if (!check.ok) throw refusedLink(check.reason, 'video');
      const [media] = await ctx.db.select().from(videoMedia).where(eq(videoMedia.id, request.params.mediaId)).limit(1);
      const playlist = media ? await signedPlaylist(ctx, media, base(request), check.expiresAt) : null;
      if (!playlist) throw new ServiceError('not-found', 'This video is not ready to stream.');
      return reply.header('content-type', 'application/vnd.apple.mpegurl').header('cache-control', 'private, max-age=60').send(playlist);
    },
  );
};
