import { BucksList, CouponList, CouponQuery, Envelope } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { listBucks, listCoupons } from './wallet.service.ts';

const tags = ['wallet'];

/** The player's bucks and coupons. */
export const walletRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);
  app.get('/api/bucks', { onRequest, schema: { tags, summary: 'Bucks credits and balance', response: { 200: Envelope(BucksList) } } }, async (request) =>
    ok(await listBucks(ctx, playerOf(request), localeOf(request.headers['accept-language']))),
  );
  app.get(
    '/api/coupon',
    { onRequest, schema: { tags, summary: 'Coupons (status=0: pending) and usable bucks', querystring: CouponQuery, response: { 200: Envelope(CouponList) } } },
    async (request) => ok(await listCoupons(ctx, playerOf(request), localeOf(request.headers['accept-language']), request.query.status)),
  );
};
