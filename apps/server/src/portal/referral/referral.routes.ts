import { Envelope, MyReferral, ReferralContactBody, ReferralContactResult, ReferralLanding, ReferralQuery } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { myReferral } from './friends.service.ts';
import { referralLanding, submitReferralContact } from './referral.service.ts';

/** The public referral landing page's calls (who invites, the contact form) and the player's own invitation. */
export const referralRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/player', { schema: { tags: ['referral'], querystring: ReferralQuery, response: { 200: Envelope(ReferralLanding) } } }, async (request) =>
    ok(await referralLanding(ctx, request.query.pid)),
  );
  app.post(
    '/api/contact',
    { schema: { tags: ['referral'], body: ReferralContactBody, response: { 200: Envelope(ReferralContactResult) } } },
    async (request) => {
      const origin = originOf(request, ctx.config);
      return ok(await submitReferralContact(ctx, request.body, { site: origin.site, ip: origin.ip }), 'Thank you: the center will call you');
    },
  );
  app.get(
    '/api/referral',
    {
      onRequest: requireCaller(ctx),
      schema: { tags: ['referral'], summary: "The player's referral link, offer and invited friends", response: { 200: Envelope(MyReferral) } },
    },
    async (request) => ok(await myReferral(ctx, playerOf(request))),
  );
};
