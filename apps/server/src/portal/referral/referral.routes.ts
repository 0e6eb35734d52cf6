import { Envelope, ReferralContactBody, ReferralContactResult, ReferralLanding, ReferralQuery } from '@golf/contracts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { referralLanding, submitReferralContact } from './referral.service.ts';

/** The public referral landing page's calls: who invites, and the contact form. */
export const referralRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/player', { schema: { tags: ['referral'], querystring: ReferralQuery, response: { 200: Envelope(ReferralLanding) } } }, async (request) =>
    ok(await referralLanding(ctx, request.query.pid)),
  );
  app.post('/api/contact', { schema: { tags: ['referral'], body: ReferralContactBody, response: { 200: Envelope(ReferralContactResult) } } }, async (request) => {
    const origin = originOf(request, ctx.config);
    return ok(await submitReferralContact(ctx, request.body, { site: origin.site, ip: origin.ip }), 'Thank you: the center will call you');
  });
};
