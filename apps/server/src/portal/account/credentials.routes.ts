import { Type } from 'typebox';
import {
  ChangeEmailCodeBody,
  ChangeEmailStartBody,
  ChangeEmailUpdateBody,
  ChangePasswordBody,
  CodeSent,
  Envelope,
  PlayerDetails,
  ResetConfirmBody,
  ResetPasswordBody,
  ResetPasswordV2Body,
  ResetSendCodeBody,
  ResetStart,
  ResetStartBody,
  VerifyPhoneBody,
  VerifyPhoneParams,
  VerifyPhoneResult,
} from '@golf/contracts';
import type { FastifyRequest } from 'fastify';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { countriesOfRegion, SITE_REGIONS } from '../../platform/regions-countries.ts';
import type { Ctx } from '../../platform/context.ts';
import { applyEmailChange, confirmEmailChange, startEmailChange } from './email-change.service.ts';
import { changePassword } from './password.service.ts';
import { confirmPhoneVerification, startPhoneVerification } from './phone.service.ts';
import { completeReset, confirmResetCode, resetByLink, sendResetCode, startReset, type ResetOrigin } from './reset.service.ts';

function resetOrigin(ctx: Ctx, request: FastifyRequest): ResetOrigin {
  const origin = originOf(request, ctx.config);
  return {
    ip: origin.ip,
    baseUrl: origin.baseUrl,
    country: countriesOfRegion(SITE_REGIONS[origin.site][0]!)[0]!,
    locale: localeOf(request.headers['accept-language']),
  };
}

/** Passwords, e-mail change and phone verification (signed in), and forgot password (signed out). */
export const credentialRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const tags = ['account'];

  // Succeeds only with HTTP 200, as the spec's client checks; every other session ends.
  app.post(
    '/api/player/change-password',
    { onRequest: signedIn, schema: { tags, body: ChangePasswordBody, response: { 200: Envelope(Type.Object({ endedSessions: Type.Integer() })) } } },
    async (request) => ok(await changePassword(ctx, playerOf(request), request.body), 'Password changed'),
  );

  app.post(
    '/api/change-email/verify',
    { onRequest: signedIn, schema: { tags, body: ChangeEmailStartBody, response: { 200: Envelope(CodeSent) } } },
    async (request) => ok(await startEmailChange(ctx, playerOf(request), request.body.email, request.ip), 'Code sent'),
  );
  app.put(
    '/api/change-email/verify',
    {
      onRequest: signedIn,
      schema: { tags, body: ChangeEmailCodeBody, response: { 200: Envelope(Type.Object({ email: Type.String(), verified: Type.Boolean() })) } },
    },
    async (request) => ok(await confirmEmailChange(ctx, playerOf(request), request.body.code), 'Address verified'),
  );
  app.put(
    '/api/change-email/update',
    { onRequest: signedIn, schema: { tags, body: ChangeEmailUpdateBody, response: { 200: Envelope(PlayerDetails) } } },
    async (request) => ok(await applyEmailChange(ctx, playerOf(request), request.body), 'E-mail updated'),
  );

  app.post(
    '/api/player/verify-phone',
    { onRequest: signedIn, schema: { tags, body: VerifyPhoneBody, response: { 200: Envelope(CodeSent) } } },
    async (request) => ok(await startPhoneVerification(ctx, playerOf(request), request.body.phone, request.ip), 'Code sent'),
  );
  app.get(
    '/api/player/verify-phone/:code',
    { onRequest: signedIn, schema: { tags, params: VerifyPhoneParams, response: { 200: Envelope(VerifyPhoneResult) } } },
    async (request) => ok(await confirmPhoneVerification(ctx, playerOf(request), request.params.code), 'Phone verified'),
  );

  app.post('/api/v3/player/reset-password', { schema: { tags, body: ResetStartBody, response: { 200: Envelope(ResetStart) } } }, async (request) =>
    ok(await startReset(ctx, request.body, resetOrigin(ctx, request))),
  );
  app.post('/api/v3/player/reset-password/send-code', { schema: { tags, body: ResetSendCodeBody, response: { 200: Envelope(CodeSent) } } }, async (request) =>
    ok(await sendResetCode(ctx, request.body, resetOrigin(ctx, request)), 'If an account uses this address, a code is on its way'),
  );
  app.post(
    '/api/v3/player/reset-password/confirm-code',
    { schema: { tags, body: ResetConfirmBody, response: { 200: Envelope(Type.Object({ confirmed: Type.Boolean() })) } } },
    async (request) => ok(await confirmResetCode(ctx, request.body)),
  );
  app.put(
    '/api/v3/player/reset-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: Envelope(Type.Object({ reset: Type.Boolean() })) } } },
    async (request) => ok(await completeReset(ctx, request.body), 'Password reset'),
  );
  app.put(
    '/api/v2/player/reset-password',
    { schema: { tags, body: ResetPasswordV2Body, response: { 200: Envelope(Type.Object({ reset: Type.Boolean() })) } } },
    async (request) => ok(await resetByLink(ctx, request.body), 'Password reset'),
  );
};
