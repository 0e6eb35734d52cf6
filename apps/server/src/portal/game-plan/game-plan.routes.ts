import { Type } from 'typebox';
import { Envelope, GamePlan, GamePlanGoalBody, GamePlanPauseBody, IdParams } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { currentGamePlan, pauseGamePlan } from './game-plan.service.ts';
import { addGoal, changeGoal } from './goals.service.ts';

const tags = ['lessons'];

export const gamePlanRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);

  app.get(
    '/api/v3/player/game-plan',
    { onRequest: signedIn, schema: { tags, response: { 200: Envelope(Type.Union([GamePlan, Type.Null()])) } } },
    async (request) => ok(await currentGamePlan(ctx, playerOf(request))),
  );

  app.post(
    '/api/player/game-plan/pause',
    { onRequest: signedIn, schema: { tags, body: GamePlanPauseBody, response: { 200: Envelope(GamePlan) } } },
    async (request) => ok(await pauseGamePlan(ctx, playerOf(request), request.body)),
  );

  app.post(
    '/api/player/game-plan/goals',
    { onRequest: signedIn, schema: { tags, body: GamePlanGoalBody, response: { 200: Envelope(GamePlan) } } },
    async (request) => ok(await addGoal(ctx, playerOf(request), request.body)),
  );

  app.put(
    '/api/player/game-plan/goals/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, body: GamePlanGoalBody, response: { 200: Envelope(GamePlan) } } },
    async (request) => ok(await changeGoal(ctx, playerOf(request), request.params.id, request.body)),
  );
};
