import { Type } from 'typebox';
import { Envelope, PlayerScoreRequest, PlusBuyRequest, PlusBuyResult, PlusOffer, PlusSubscription, PlusTrial } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { buyPlus, cancelPlus, plusOffer, plusTrial, recordScore, startTrial } from './plus.service.ts';
import './plus-renewal.ts';

const tags = ['plus'];

/** The Plus offer, trial, purchase and cancel, and score recording. */
export const plusRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);
  app.get(
    '/api/subscription',
    { onRequest, schema: { tags, summary: 'Plus offer and subscription', response: { 200: Envelope(PlusOffer) } } },
    async (request) => ok(await plusOffer(ctx, playerOf(request), localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/api/subscription',
    { onRequest, schema: { tags, summary: 'Buy Plus', body: PlusBuyRequest, response: { 200: Envelope(PlusBuyResult) } } },
    async (request) => {
      const result = await buyPlus(ctx, playerOf(request), request.body, localeOf(request.headers['accept-language']));
      return ok(result, result.message ?? 'OK');
    },
  );
  app.post(
    '/api/subscription/cancel',
    { onRequest, schema: { tags, summary: 'Cancel Plus at the period end', response: { 200: Envelope(PlusSubscription) } } },
    async (request) => ok(await cancelPlus(ctx, playerOf(request))),
  );
  app.get('/api/subscription/trial', { onRequest, schema: { tags, summary: 'Free trial data', response: { 200: Envelope(PlusTrial) } } }, async (request) =>
    ok(await plusTrial(ctx, playerOf(request))),
  );
  app.post(
    '/api/subscription/trial',
    { onRequest, schema: { tags, summary: 'Start the free trial', response: { 200: Envelope(PlusTrial) } } },
    async (request) => ok(await startTrial(ctx, playerOf(request))),
  );
  app.post(
    '/api/player-score',
    { onRequest, schema: { tags, summary: 'Record a score', body: PlayerScoreRequest, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      await recordScore(ctx, playerOf(request), request.body);
      return ok(null);
    },
  );
};
