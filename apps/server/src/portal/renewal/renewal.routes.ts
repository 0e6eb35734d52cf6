import { CurrentMembership, Envelope, MembershipPacks, RenewalOrder, RenewalPlans, RenewalQuote, RenewalQuoteRequest, RenewalRequest } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { renew } from './renewal-payment.ts';
import { currentMembership, membershipPacks, quoteRenewal, renewalPlans } from './renewal-plans.ts';

const tags = ['renewal'];

/** Renewal of game plans, lesson packs, practice plans and membership packs. */
export const renewalRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);
  for (const url of ['/api/renewal/game-plan', '/api/renewal/v2/game-plan']) {
    app.get(
      url,
      { onRequest, schema: { tags, summary: 'Packages of the player’s center with tax and bucks', response: { 200: Envelope(RenewalPlans) } } },
      async (request) => ok(await renewalPlans(ctx, playerOf(request), localeOf(request.headers['accept-language']))),
    );
  }
  app.get(
    '/api/renewal/membership',
    { onRequest, schema: { tags, summary: 'Membership packs of the center', response: { 200: Envelope(MembershipPacks) } } },
    async (request) => ok(await membershipPacks(ctx, playerOf(request), localeOf(request.headers['accept-language']))),
  );
  app.get(
    '/api/membership',
    { onRequest, schema: { tags, summary: 'The player’s current membership pack', response: { 200: Envelope(CurrentMembership) } } },
    async (request) => ok(await currentMembership(ctx, playerOf(request), localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/api/renewal/quote',
    {
      onRequest,
      schema: { tags, summary: 'Price a renewal with coupon, bucks and gift code', body: RenewalQuoteRequest, response: { 200: Envelope(RenewalQuote) } },
    },
    async (request) => ok(await quoteRenewal(ctx, playerOf(request), request.body, localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/api/v2/renewal',
    { onRequest, schema: { tags, summary: 'Pay for a renewal', body: RenewalRequest, response: { 200: Envelope(RenewalOrder) } } },
    async (request) => {
      const order = await renew(ctx, playerOf(request), request.body, originOf(request, ctx.config).baseUrl, localeOf(request.headers['accept-language']));
      return ok(
        order,
        order.status === 'succeeded' ? 'OK' : order.status === 'requires_action' ? 'Verify the payment with your bank.' : (order.message ?? 'OK'),
      );
    },
  );
};
