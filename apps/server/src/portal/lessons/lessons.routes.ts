import { Type } from 'typebox';
import {
  Envelope,
  LatestLessonQuery,
  Lesson,
  LessonByIdQuery,
  LessonHistory,
  LessonHistoryQuery,
  LessonVideoDownloadQuery,
  LessonVideoLink,
  RestoreLessonBody,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { lessonById, lessonHistory, lessonVideoLink, latestLesson, restoreLesson } from './lessons.service.ts';

const tags = ['lessons'];

export const lessonsRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const locale = (request: { headers: Record<string, string | string[] | undefined> }) => localeOf(request.headers['accept-language'] as string | undefined);

  app.get(
    '/api/v2/player/lessons/history',
    { onRequest: signedIn, schema: { tags, querystring: LessonHistoryQuery, response: { 200: Envelope(LessonHistory) } } },
    async (request) => ok(await lessonHistory(ctx, playerOf(request), request.query, locale(request))),
  );

  app.get(
    '/api/v2/player/lessons/latest',
    { onRequest: signedIn, schema: { tags, querystring: LatestLessonQuery, response: { 200: Envelope(Type.Union([Lesson, Type.Null()])) } } },
    async (request) => ok(await latestLesson(ctx, playerOf(request), request.query.timeZone, locale(request))),
  );

  app.get(
    '/api/player/lessons',
    { onRequest: signedIn, schema: { tags, querystring: LessonByIdQuery, response: { 200: Envelope(Lesson) } } },
    async (request) => ok(await lessonById(ctx, playerOf(request), request.query.id, request.query.timeZone, locale(request))),
  );

  app.post(
    '/api/player/lessons/restore-lesson',
    { onRequest: signedIn, schema: { tags, body: RestoreLessonBody, response: { 200: Envelope(Lesson) } } },
    async (request) => ok(await restoreLesson(ctx, playerOf(request), request.body.lessonId, request.body.channel, locale(request)), 'Restored'),
  );

  app.get(
    '/api/download/lesson-video',
    { onRequest: signedIn, schema: { tags, querystring: LessonVideoDownloadQuery, response: { 200: Envelope(LessonVideoLink) } } },
    async (request) => ok(await lessonVideoLink(ctx, playerOf(request), request.query, originOf(request, ctx.config).baseUrl)),
  );
};
