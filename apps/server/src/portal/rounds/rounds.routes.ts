import {
  Envelope,
  PlaySettingLatest,
  RoundCreateBody,
  RoundDetail,
  RoundIdParams,
  RoundsPage,
  RoundsQuery,
  TeeBoxBody,
  TeeBoxDeleted,
  TeeBoxList,
  TeeBoxQuery,
  WeatherBody,
  WeatherResult,
} from '@golf/contracts';
import { callerOf, playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { openWeather } from '../../platform/weather/index.ts';
import { weatherAtCourse } from './weather.service.ts';
import { deleteCustomTeeBox } from '../courses/index.ts';
import { createRound, getRound, latestPlaySetting, listRounds } from './rounds.service.ts';
import { saveTeeBox, teeBoxesFor } from './tee-box.service.ts';

const tags = ['rounds'];

export const roundRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const weather = openWeather(ctx.config.weather, { warn: (msg) => app.log.warn(msg) });

  app.get(
    '/api/v2/play-game/rounds',
    { onRequest: signedIn, schema: { tags, querystring: RoundsQuery, response: { 200: Envelope(RoundsPage) } } },
    async (request) => ok(await listRounds(ctx, playerOf(request), request.query)),
  );

  app.get(
    '/api/play-game/round/:id',
    { onRequest: signedIn, schema: { tags, params: RoundIdParams, response: { 200: Envelope(RoundDetail) } } },
    async (request) => ok(await getRound(ctx, callerOf(request), request.params.id)),
  );

  app.post(
    '/api/play-game/round',
    { onRequest: signedIn, schema: { tags, body: RoundCreateBody, response: { 200: Envelope(RoundDetail) } } },
    async (request) => ok(await createRound(ctx, playerOf(request), request.body)),
  );

  app.get(
    '/api/play-game/round/tee-box',
    { onRequest: signedIn, schema: { tags, querystring: TeeBoxQuery, response: { 200: Envelope(TeeBoxList) } } },
    async (request) => ok(await teeBoxesFor(ctx, callerOf(request), request.query)),
  );

  app.post(
    '/api/play-game/round/tee-box',
    { onRequest: signedIn, schema: { tags, body: TeeBoxBody, response: { 200: Envelope(TeeBoxList) } } },
    async (request) => ok(await saveTeeBox(ctx, playerOf(request), request.body)),
  );

  app.delete(
    '/api/play-game/round/tee-box/:id',
    { onRequest: signedIn, schema: { tags, params: RoundIdParams, response: { 200: Envelope(TeeBoxDeleted) } } },
    async (request) => ok(await deleteCustomTeeBox(ctx, playerOf(request), request.params.id)),
  );

  app.get('/api/play-golf/play-setting/latest', { onRequest: signedIn, schema: { tags, response: { 200: Envelope(PlaySettingLatest) } } }, async (request) =>
    ok(await latestPlaySetting(ctx, playerOf(request))),
  );

  app.post('/api/weather', { onRequest: signedIn, schema: { tags, body: WeatherBody, response: { 200: Envelope(WeatherResult) } } }, async (request) => {
    return ok(await weatherAtCourse(ctx, weather, callerOf(request), request.body));
  });
};
