import { Type } from 'typebox';
import {
  AttemptBody,
  AttemptResult,
  ChallengeListQuery,
  ChallengeParams,
  Envelope,
  LeaderboardAnswer,
  LeaderboardQuery,
  LeaderboardSettings,
  SkillChallenge,
  SkillChallengeDetail,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { getChallenge, listChallenges, submitAttempt } from './challenges.service.ts';
import { getLeaderboard, getLeaderboardSettings, saveLeaderboardSettings } from './leaderboard.service.ts';

const tags = ['challenges'];

export const challengesRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);

  app.get(
    '/api/skill-challenge',
    { onRequest, schema: { tags, querystring: ChallengeListQuery, response: { 200: Envelope(Type.Array(SkillChallenge)) } } },
    async (request) => ok(await listChallenges(ctx, playerOf(request), request.query.type)),
  );

  app.get(
    '/api/skill-challenge/:id',
    { onRequest, schema: { tags, params: ChallengeParams, response: { 200: Envelope(SkillChallengeDetail) } } },
    async (request) => ok(await getChallenge(ctx, playerOf(request), request.params.id)),
  );

  app.post(
    '/api/skill-challenge/:id/attempt',
    { onRequest, schema: { tags, params: ChallengeParams, body: AttemptBody, response: { 200: Envelope(AttemptResult) } } },
    async (request) => ok(await submitAttempt(ctx, playerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/leader-board/challenge',
    { onRequest, schema: { tags, querystring: LeaderboardQuery, response: { 200: Envelope(LeaderboardAnswer) } } },
    async (request) => ok(await getLeaderboard(ctx, playerOf(request), request.query)),
  );

  app.get('/api/leader-board/settings', { onRequest, schema: { tags, response: { 200: Envelope(LeaderboardSettings) } } }, async (request) =>
    ok(await getLeaderboardSettings(ctx, playerOf(request))),
  );

  app.put(
    '/api/leader-board/settings',
    { onRequest, schema: { tags, body: LeaderboardSettings, response: { 200: Envelope(LeaderboardSettings) } } },
    async (request) => ok(await saveLeaderboardSettings(ctx, playerOf(request), request.body)),
  );
};
