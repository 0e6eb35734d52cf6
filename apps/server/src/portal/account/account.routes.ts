import { Type } from 'typebox';
import {
  ChangePasswordBody,
  Envelope,
  HubspotIdentification,
  MyGameAboutAnswer,
  MyGameAboutBody,
  PlayerDetails,
  PlayerUpdateBody,
  ScoreDashboard,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { identificationAdapter } from '../../platform/marketing/identification.ts';
import { storesOfRegion, isRegion } from '../../platform/regions.ts';
import { aboutMyGame, saveAboutMyGame } from './about-answer.service.ts';
import { findPlayer, getMyProfile } from './account.service.ts';
import { credentialRoutes } from './credentials.routes.ts';
import { updatePlayer } from './profile-update.service.ts';
import { changePassword } from './password.service.ts';
import { scoreDashboard } from './scores.service.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';

export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  await app.register(credentialRoutes, { ctx });

  app.get('/api/v2/player/me', { onRequest: signedIn, schema: { tags: ['account'], response: { 200: Envelope(PlayerDetails) } } }, async (request) =>
    ok(await getMyProfile(ctx, playerOf(request))),
  );

  // The launch-monitor shop's view of the same person: the profile plus its store.
  app.get(
    '/api/skytrak/customer/me',
    {
      onRequest: signedIn,
      schema: {
        tags: ['account'],
        response: { 200: Envelope(Type.Object({ ...PlayerDetails.properties, storeCode: Type.Union([Type.String(), Type.Null()]) })) },
      },
    },
    async (request) => {
      const profile = await getMyProfile(ctx, playerOf(request));
      const stores = storesOfRegion(isRegion(profile.region) ? profile.region : 'US');
      return ok({ ...profile, storeCode: stores.launchMonitor });
    },
  );

  // The launch-monitor shop's customer is the same person: its profile and password calls are the
  // portal's, with the same rules (NIST password policy, other sessions ended).
  app.put(
    '/api/skytrak/customer',
    { onRequest: signedIn, schema: { tags: ['account'], body: PlayerUpdateBody, response: { 200: Envelope(PlayerDetails) } } },
    async (request) => ok(await updatePlayer(ctx, playerOf(request), request.body), 'Profile updated'),
  );
  app.put(
    '/api/skytrak/customer/change-password',
    {
      onRequest: signedIn,
      schema: { tags: ['account'], body: ChangePasswordBody, response: { 200: Envelope(Type.Object({ endedSessions: Type.Integer() })) } },
    },
    async (request) => ok(await changePassword(ctx, playerOf(request), request.body), 'Password changed'),
  );

  app.put(
    '/api/v2/player',
    { onRequest: signedIn, schema: { tags: ['account'], body: PlayerUpdateBody, response: { 200: Envelope(PlayerDetails) } } },
    async (request) => ok(await updatePlayer(ctx, playerOf(request), request.body), 'Profile updated'),
  );

  app.get('/api/my-game/about', { onRequest: signedIn, schema: { tags: ['account'], response: { 200: Envelope(MyGameAboutAnswer) } } }, async (request) =>
    ok(await aboutMyGame(ctx, playerOf(request))),
  );
  app.post(
    '/api/my-game/about',
    { onRequest: signedIn, schema: { tags: ['account'], body: MyGameAboutBody, response: { 200: Envelope(MyGameAboutAnswer) } } },
    async (request) => ok(await saveAboutMyGame(ctx, playerOf(request), request.body.dataBody), 'Saved'),
  );

  app.get('/api/player-score/dashboard', { onRequest: signedIn, schema: { tags: ['account'], response: { 200: Envelope(ScoreDashboard) } } }, async (request) =>
    ok(await scoreDashboard(ctx, playerOf(request))),
  );

  app.get(
    '/api/hubspot-identification',
    { onRequest: signedIn, schema: { tags: ['config'], response: { 200: Envelope(HubspotIdentification) } } },
    async (request) => {
      const player = await findPlayer(ctx.db, playerOf(request).subjectId);
      if (!player) throw notFound('Your account');
      if (!player.email) throw new ServiceError('rule', 'This family account has no e-mail address of its own for the chat.');
      const token = await identificationAdapter(ctx.config).identify({ email: player.email, firstName: player.firstName, lastName: player.lastName });
      return ok({ token, email: player.email });
    },
  );
};
