import { Envelope, GiftCodeCheck, GiftCodeParam } from '@golf/contracts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { consumeHits } from '../../platform/rate-limit.ts';
import { checkGiftCode } from './gift-cards.service.ts';
import './gift-card-jobs.ts';

/** Checks per address in ten minutes: plenty for people, hopeless for guessing 79-bit codes. */
export const CHECKS_PER_WINDOW = 20;
const WINDOW_SECONDS = 600;

/** The gift code checks (the balance page and the launch-monitor shop), rate-limited per address. */
export const giftCardRoutes: RoutePlugin = async (app, { ctx }) => {
  const schema = { tags: ['commerce'], params: GiftCodeParam, response: { 200: Envelope(GiftCodeCheck) } };
  const check = async (request: { ip: string; params: { code: string } }) => {
    await consumeHits(ctx.db, [{ key: `gift-code-check:${request.ip}`, max: CHECKS_PER_WINDOW, windowSeconds: WINDOW_SECONDS }]);
    const result = await checkGiftCode(ctx, request.params.code);
    return ok(result, result.message);
  };
  app.get('/rest/V1/giftcard/check/:code', { schema }, check);
  app.get('/api/gift-code/:code', { schema }, check);
};
