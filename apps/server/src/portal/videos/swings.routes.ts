import {
  CompareCandidates,
  Envelope,
  IdParams,
  LessonSwingExchanges,
  SendSwingBody,
  SendSwingQuery,
  SwingVideo,
  SwingVideoDetail,
  SwingVideoList,
  SwingSent,
  SwingUploadQuery,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { readLimitedBody } from '../../platform/storage/index.ts';
import { swingTusRoutes } from './swing-tus.routes.ts';
import { SWING_LIMITS } from './swing-upload.ts';
import { compareCandidates, lessonSwingExchanges, listSwings, sendSwingToCoach, swingDetail, uploadSwing } from './swings.service.ts';

const tags = ['swings'];

/**
 * My swings: upload (its own scope: the body is the raw video; resumable uploads over tus in
 * another), list, download, send to the coach, compare.
 */
export const swingsRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const base = (request: Parameters<typeof originOf>[0]) => originOf(request, ctx.config).baseUrl;

  app.get('/api/v2/url-download/my-swings', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(SwingVideoList) } } }, async (request) =>
    ok(await listSwings(ctx, playerOf(request), base(request))),
  );
  app.get(
    '/api/v2/url-download/my-swing/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: Envelope(SwingVideoDetail) } } },
    async (request) => ok(await swingDetail(ctx, playerOf(request), request.params.id, base(request))),
  );
  app.post(
    '/api/send-coach/my-swing',
    { onRequest: signedIn, schema: { tags, querystring: SendSwingQuery, body: SendSwingBody, response: { 200: Envelope(SwingSent) } } },
    async (request) =>
      ok(
        await sendSwingToCoach(ctx, playerOf(request), request.query.id, request.body.comment, localeOf(request.headers['accept-language']), base(request)),
        'Sent to your coach',
      ),
  );
  app.get(
    '/api/v2/my-swings/lesson/:id',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'The swings sent to the coach about one lesson', params: IdParams, response: { 200: Envelope(LessonSwingExchanges) } },
    },
    async (request) => ok(await lessonSwingExchanges(ctx, playerOf(request), request.params.id, base(request))),
  );
  app.get('/api/video/compare-candidates', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(CompareCandidates) } } }, async (request) =>
    ok(await compareCandidates(ctx, playerOf(request), base(request))),
  );

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (request, payload, done) => {
      const length = Number(request.headers['content-length']);
      readLimitedBody(payload, SWING_LIMITS.maxBytes, Number.isFinite(length) ? length : undefined).then(
        (body) => done(null, body),
        (error: Error) => done(error, undefined),
      );
    });
    upload.post(
      '/api/v2/my-swings',
      {
        onRequest: signedIn,
        bodyLimit: SWING_LIMITS.maxBytes,
        schema: {
          tags,
          summary: 'Upload a swing video (MP4 or MOV, up to 200 MB and 60 seconds); the body is the file',
          querystring: SwingUploadQuery,
          response: { 200: Envelope(SwingVideo) },
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(
          await uploadSwing(
            ctx,
            playerOf(request),
            { bytes, contentDisposition: request.headers['content-disposition'], title: (request.query as { title?: string }).title },
            base(request),
          ),
          'Uploaded: processing',
        );
      },
    );
  });

  await app.register(swingTusRoutes, { ctx });
};
