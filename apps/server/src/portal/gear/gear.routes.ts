import { Envelope, GearImageRequest, GearImages, RecommendedGearList } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { gearImages, recommendedGear } from './gear.service.ts';

const tags = ['gear'];

/** Gear the player's coaches recommend; it is paid through POST /api/payment/invoke (purchases). */
export const gearRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);
  app.get(
    '/api/gear/recommended',
    { onRequest, schema: { tags, summary: 'Recommended gear', response: { 200: Envelope(RecommendedGearList) } } },
    async (request) => ok(await recommendedGear(ctx, playerOf(request), originOf(request, ctx.config).baseUrl)),
  );
  app.post(
    '/api/gear/image',
    { onRequest, schema: { tags, summary: 'Pictures of a recommended item', body: GearImageRequest, response: { 200: Envelope(GearImages) } } },
    async (request) => ok(await gearImages(ctx, playerOf(request), request.body.id, originOf(request, ctx.config).baseUrl)),
  );
};
