import { Type } from 'typebox';
import {
  AnalyticEventBody,
  AnalyticEventsStored,
  AnalyticSession,
  AnalyticSessionBody,
  Envelope,
  FavoriteVideoParams,
  LibraryVideo,
  NewVideoNote,
  SubscriptionEventBody,
  SubscriptionEventStored,
  VideoCategoriesQuery,
  VideoCategory,
  VideoFavorites,
  VideoIdParams,
  VideoLanguageEntry,
  VideoNote,
  VideoNoteUpdate,
  VideoNoteVideoParams,
  VideoSearchQuery,
  VideoSearchResult,
  VideoSeriesDetail,
  VideoSeriesPage,
  VideoSeriesQuery,
  VideoTrackingAnswer,
  VideoTrackingBody,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { initSession, recordEvents, recordSubscriptionEvent } from './analytics.service.ts';
import { ensureDemoMedia } from './demo-media.ts';
import {
  favorites,
  favoriteSeries,
  favoriteVideo,
  libraryVideo,
  listSeries,
  searchVideos,
  seriesDetail,
  videoCategoryList,
  videoLanguages,
} from './library.service.ts';
import { addNote, deleteNote, listNotes, trackVideo, updateNote } from './notes.service.ts';

const tags = ['videos'];
const Favorite = Type.Object({ seriesId: Type.Integer(), isFavorite: Type.Boolean() });
const VideoFavorite = Type.Object({ videoId: Type.Integer(), seriesId: Type.Integer(), isFavorite: Type.Boolean() });

export const videosRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const locale = (request: { headers: Record<string, string | string[] | undefined> }) => localeOf(request.headers['accept-language'] as string | undefined);
  const base = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.config).baseUrl;
  // Demo rows point at a few generated clips: put them in this store before the first request. The
  // seed made them in the cache, so this is a few file copies; a cold cache (a cleared tmp folder)
  // finishes in the background rather than hold the start past Fastify's plugin timeout.
  app.addHook('onReady', async () => {
    const copying = ensureDemoMedia(ctx).catch((error: unknown) => app.log.error({ err: error }, 'demo videos could not be stored'));
    await Promise.race([copying, new Promise((resolve) => setTimeout(resolve, 8000).unref())]);
  });

  app.get('/api/video/languages', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(Type.Array(VideoLanguageEntry)) } } }, async () =>
    ok(await videoLanguages(ctx)),
  );
  app.get(
    '/api/video/categories',
    { onRequest: signedIn, schema: { tags, querystring: VideoCategoriesQuery, response: { 200: Envelope(Type.Array(VideoCategory)) } } },
    async (request) => ok(await videoCategoryList(ctx, request.query.language, locale(request))),
  );
  app.get(
    '/api/video/series',
    { onRequest: signedIn, schema: { tags, querystring: VideoSeriesQuery, response: { 200: Envelope(VideoSeriesPage) } } },
    async (request) => ok(await listSeries(ctx, playerOf(request), request.query, locale(request), base(request))),
  );
  app.get(
    '/api/video/series/:id',
    { onRequest: signedIn, schema: { tags, params: VideoIdParams, response: { 200: Envelope(VideoSeriesDetail) } } },
    async (request) => ok(await seriesDetail(ctx, playerOf(request), request.params.id, locale(request), base(request))),
  );
  app.get('/api/video/favorites', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(VideoFavorites) } } }, async (request) =>
    ok(await favorites(ctx, playerOf(request), locale(request), base(request))),
  );
  app.post(
    '/api/video/favorites_series/:id',
    { onRequest: signedIn, schema: { tags, params: VideoIdParams, response: { 200: Envelope(Favorite) } } },
    async (request) => ok(await favoriteSeries(ctx, playerOf(request), request.params.id, true), 'Added to favourites'),
  );
  app.delete(
    '/api/video/favorites_series/:id',
    { onRequest: signedIn, schema: { tags, params: VideoIdParams, response: { 200: Envelope(Favorite) } } },
    async (request) => ok(await favoriteSeries(ctx, playerOf(request), request.params.id, false), 'Removed from favourites'),
  );
  app.post(
    '/api/video/favorite/:videoId/series/:seriesId',
    { onRequest: signedIn, schema: { tags, params: FavoriteVideoParams, response: { 200: Envelope(VideoFavorite) } } },
    async (request) => ok(await favoriteVideo(ctx, playerOf(request), request.params.videoId, request.params.seriesId, true), 'Added to favourites'),
  );
  app.delete(
    '/api/video/favorite/:videoId/series/:seriesId',
    { onRequest: signedIn, schema: { tags, params: FavoriteVideoParams, response: { 200: Envelope(VideoFavorite) } } },
    async (request) => ok(await favoriteVideo(ctx, playerOf(request), request.params.videoId, request.params.seriesId, false), 'Removed from favourites'),
  );
  app.get(
    '/api/video/search',
    { onRequest: signedIn, schema: { tags, querystring: VideoSearchQuery, response: { 200: Envelope(VideoSearchResult) } } },
    async (request) => ok(await searchVideos(ctx, playerOf(request), request.query, locale(request), base(request))),
  );
  app.get(
    '/api/video/notes/:videoId',
    { onRequest: signedIn, schema: { tags, params: VideoNoteVideoParams, response: { 200: Envelope(Type.Array(VideoNote)) } } },
    async (request) => ok(await listNotes(ctx, playerOf(request), request.params.videoId)),
  );
  app.post('/api/video/note', { onRequest: signedIn, schema: { tags, body: NewVideoNote, response: { 200: Envelope(VideoNote) } } }, async (request) =>
    ok(await addNote(ctx, playerOf(request), request.body), 'Note saved'),
  );
  app.put('/api/video/note', { onRequest: signedIn, schema: { tags, body: VideoNoteUpdate, response: { 200: Envelope(VideoNote) } } }, async (request) =>
    ok(await updateNote(ctx, playerOf(request), request.body), 'Note saved'),
  );
  app.delete(
    '/api/video/note/:id',
    { onRequest: signedIn, schema: { tags, params: VideoIdParams, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } } },
    async (request) => ok(await deleteNote(ctx, playerOf(request), request.params.id), 'Note deleted'),
  );
  app.post(
    '/api/video/tracking',
    { onRequest: signedIn, schema: { tags, body: VideoTrackingBody, response: { 200: Envelope(VideoTrackingAnswer) } } },
    async (request) => ok(await trackVideo(ctx, playerOf(request), request.body)),
  );
  app.post(
    '/api/video-analytic/init-session',
    { onRequest: signedIn, schema: { tags, body: AnalyticSessionBody, response: { 200: Envelope(AnalyticSession) } } },
    async (request) => ok(await initSession(ctx, playerOf(request), request.body)),
  );
  app.post(
    '/api/video-analytic/event',
    { onRequest: signedIn, schema: { tags, body: AnalyticEventBody, response: { 200: Envelope(AnalyticEventsStored) } } },
    async (request) => ok(await recordEvents(ctx, playerOf(request), request.body)),
  );
  app.post(
    '/api/video-analytic/subscription-event',
    { onRequest: signedIn, schema: { tags, body: SubscriptionEventBody, response: { 200: Envelope(SubscriptionEventStored) } } },
    async (request) => ok(await recordSubscriptionEvent(ctx, playerOf(request), request.body)),
  );
  app.get('/api/video/:id', { onRequest: signedIn, schema: { tags, params: VideoIdParams, response: { 200: Envelope(LibraryVideo) } } }, async (request) =>
    ok(await libraryVideo(ctx, playerOf(request), request.params.id, base(request))),
  );
};
