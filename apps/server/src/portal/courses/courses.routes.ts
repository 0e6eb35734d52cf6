import { Type } from 'typebox';
import {
  CountryStates,
  CourseDetail,
  CourseIdParams,
  CourseList,
  CoursePage,
  CourseSearchQuery,
  Envelope,
  FavoriteBody,
  FavoriteQuery,
  FavoriteResult,
  NearbyCourseQuery,
  PlayingConditions,
  PlayingConditionsBody,
  PlayingConditionsQuery,
} from '@golf/contracts';
import { invalid } from '../../platform/errors.ts';
import { callerOf, playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { assertOwnPlayerId } from './course-view.ts';
import { countryStates, getCourse, nearbyCourses, searchCourses } from './courses.service.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';
import { getPlayingConditions, setPlayingConditions } from './playing-conditions.service.ts';

const tags = ['courses'];
/** DELETE may carry courseId and playerId in a JSON body as well as in the query; no body is fine too. */
const OptionalFavoriteBody = Type.Unsafe<{ courseId?: number; playerId?: number } | null>({ type: ['object', 'null'], properties: FavoriteQuery.properties });

export const courseRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const locale = (headers: Record<string, unknown>) => localeOf(headers['accept-language'] as string | undefined);

  app.get(
    '/api/v2/game-tracking/course',
    { onRequest: signedIn, schema: { tags, querystring: CourseSearchQuery, response: { 200: Envelope(CoursePage) } } },
    async (request) => ok(await searchCourses(ctx, playerOf(request), request.query, locale(request.headers))),
  );

  app.get(
    '/api/v2/game-tracking/course/:id',
    { onRequest: signedIn, schema: { tags, params: CourseIdParams, response: { 200: Envelope(CourseDetail) } } },
    async (request) => ok(await getCourse(ctx, playerOf(request), request.params.id, locale(request.headers))),
  );

  app.get(
    '/api/game-tracking/course',
    { onRequest: signedIn, schema: { tags, querystring: NearbyCourseQuery, response: { 200: Envelope(CourseList) } } },
    async (request) => ok(await nearbyCourses(ctx, playerOf(request), request.query, locale(request.headers))),
  );

  app.get('/api/course/country-state', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(CountryStates) } } }, async (request) => {
    playerOf(request);
    return ok(await countryStates(ctx, locale(request.headers)));
  });

  app.get(
    '/api/game-tracking/course/favorite',
    { onRequest: signedIn, schema: { tags, querystring: FavoriteQuery, response: { 200: Envelope(CourseList) } } },
    async (request) => {
      const caller = playerOf(request);
      assertOwnPlayerId(caller, request.query.playerId);
      return ok(await listFavorites(ctx, caller, locale(request.headers)));
    },
  );

  app.post(
    '/api/game-tracking/course/favorite',
    { onRequest: signedIn, schema: { tags, body: FavoriteBody, response: { 200: Envelope(FavoriteResult) } } },
    async (request) => {
      const caller = playerOf(request);
      assertOwnPlayerId(caller, request.body.playerId);
      return ok(await addFavorite(ctx, caller, request.body.courseId));
    },
  );

  app.delete(
    '/api/game-tracking/course/favorite',
    { onRequest: signedIn, schema: { tags, querystring: FavoriteQuery, body: OptionalFavoriteBody, response: { 200: Envelope(FavoriteResult) } } },
    async (request) => {
      const caller = playerOf(request);
      const courseId = request.query.courseId ?? request.body?.courseId;
      if (courseId === undefined) throw invalid('courseId', 'courseId is required: which course to stop keeping as a favourite.');
      assertOwnPlayerId(caller, request.query.playerId ?? request.body?.playerId);
      return ok(await removeFavorite(ctx, caller, courseId));
    },
  );

  app.get(
    '/api/v2/game-tracking/course/:id/playing-conditions',
    { onRequest: signedIn, schema: { tags, params: CourseIdParams, querystring: PlayingConditionsQuery, response: { 200: Envelope(PlayingConditions) } } },
    async (request) => {
      callerOf(request);
      return ok(await getPlayingConditions(ctx, request.params.id, request.query.date));
    },
  );

  app.put(
    '/api/v2/game-tracking/course/:id/playing-conditions',
    {
      onRequest: signedIn,
      schema: { tags, params: CourseIdParams, body: PlayingConditionsBody, response: { 200: Envelope(PlayingConditions) } },
    },
    async (request) => ok(await setPlayingConditions(ctx, callerOf(request), request.params.id, request.body)),
  );
};
