import { Type } from 'typebox';
import { Envelope, Profile } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { storesOfRegion, isRegion } from '../../platform/regions.ts';
import { getMyProfile } from './account.service.ts';

export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);

  app.get('/api/v2/player/me', { onRequest: signedIn, schema: { tags: ['account'], response: { 200: Envelope(Profile) } } }, async (request) =>
    ok(await getMyProfile(ctx, playerOf(request))),
  );

  // The launch-monitor shop's view of the same person: the profile plus its store.
  app.get(
    '/api/skytrak/customer/me',
    {
      onRequest: signedIn,
      schema: { tags: ['account'], response: { 200: Envelope(Type.Object({ ...Profile.properties, storeCode: Type.Union([Type.String(), Type.Null()]) })) } },
    },
    async (request) => {
      const profile = await getMyProfile(ctx, playerOf(request));
      const stores = storesOfRegion(isRegion(profile.region) ? profile.region : 'US');
      return ok({ ...profile, storeCode: stores.launchMonitor });
    },
  );
};
