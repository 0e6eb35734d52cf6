import {
  Envelope,
  PlayerQuery,
  PlayGolfConfiguration,
  RoundStats,
  Scorecard,
  ScorecardBody,
  ScorecardQuery,
  ScorecardToggles,
  ScorecardTogglesInput,
  StatHistory,
  StatHistoryQuery,
  StatSummary,
  StatSummaryQuery,
} from '@golf/contracts';
import { callerOf, playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { getScorecard, playGolfConfiguration, saveScorecard, saveScorecardSettings } from './scorecard.service.ts';
import { roundStats, statHistory, statSummary } from './stats.service.ts';

const tags = ['scorecard'];

export const scorecardRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);

  app.get(
    '/api/play-golf/scorecard',
    { onRequest: signedIn, schema: { tags, querystring: ScorecardQuery, response: { 200: Envelope(Scorecard) } } },
    async (request) => ok(await getScorecard(ctx, callerOf(request), request.query)),
  );

  app.put(
    '/api/play-golf/scorecard',
    { onRequest: signedIn, schema: { tags, querystring: PlayerQuery, body: ScorecardBody, response: { 200: Envelope(Scorecard) } } },
    async (request) => ok(await saveScorecard(ctx, playerOf(request), request.query.playerId, request.body)),
  );

  app.put(
    '/api/play-golf/scorecard/setting',
    { onRequest: signedIn, schema: { tags, querystring: PlayerQuery, body: ScorecardTogglesInput, response: { 200: Envelope(ScorecardToggles) } } },
    async (request) => ok(await saveScorecardSettings(ctx, playerOf(request), request.query.playerId, request.body)),
  );

  app.get(
    '/api/play-golf/configuration',
    { onRequest: signedIn, schema: { tags, querystring: PlayerQuery, response: { 200: Envelope(PlayGolfConfiguration) } } },
    async (request) => ok(await playGolfConfiguration(ctx, playerOf(request), request.query.playerId)),
  );

  app.get(
    '/api/play-golf/stat-history',
    { onRequest: signedIn, schema: { tags, querystring: StatHistoryQuery, response: { 200: Envelope(StatHistory) } } },
    async (request) => ok(await statHistory(ctx, playerOf(request), request.query)),
  );

  app.get(
    '/api/play-golf/stat-summary',
    { onRequest: signedIn, schema: { tags: ['rounds'], querystring: StatSummaryQuery, response: { 200: Envelope(StatSummary) } } },
    async (request) => ok(await statSummary(ctx, callerOf(request), request.query)),
  );

  app.get(
    '/api/play-game/round/stats',
    { onRequest: signedIn, schema: { tags: ['rounds'], querystring: PlayerQuery, response: { 200: Envelope(RoundStats) } } },
    async (request) => ok(await roundStats(ctx, playerOf(request), request.query.playerId)),
  );
};
