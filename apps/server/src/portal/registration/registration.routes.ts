import { Type } from 'typebox';
import {
  CenterContact,
  CenterSummary,
  CentersQuery,
  ClosestCenters,
  ClosestCentersQuery,
  ConfirmationCodeBody,
  EmailAvailability,
  Envelope,
  PendingRegistration,
  Prefecture,
  RegisterBody,
  RegistrationEmailBody,
  Session,
  ValidateEmailQuery,
  VerifyRegistrationBody,
} from '@golf/contracts';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { centerContacts, closestCenters, listCenters, prefectureConfiguration } from './centers.service.ts';
import { changePendingEmail, emailAvailability, register, resendCode, verifyRegistration, type RegistrationOrigin } from './registration.service.ts';

function registrationOrigin(ctx: Ctx, request: FastifyRequest): RegistrationOrigin {
  const origin = originOf(request, ctx.config);
  return { site: origin.site, ip: origin.ip, baseUrl: origin.baseUrl, locale: localeOf(request.headers['accept-language']) };
}

/** Joining: the form's helpers (e-mail check, centers, prefectures), the registration and its code. */
export const registrationRoutes: RoutePlugin = async (app, { ctx }) => {
  const tags = ['registration'];

  app.post('/api/v2/player', { schema: { tags, body: RegisterBody, response: { 200: Envelope(PendingRegistration) } } }, async (request) =>
    ok(await register(ctx, request.body, registrationOrigin(ctx, request)), 'Confirmation code sent'),
  );
  app.post('/api/v2/confirmation-code', { schema: { tags, body: ConfirmationCodeBody, response: { 200: Envelope(PendingRegistration) } } }, async (request) =>
    ok(await resendCode(ctx, request.body, registrationOrigin(ctx, request)), 'Confirmation code sent'),
  );
  app.post('/api/v2/player/email', { schema: { tags, body: RegistrationEmailBody, response: { 200: Envelope(PendingRegistration) } } }, async (request) =>
    ok(await changePendingEmail(ctx, request.body, registrationOrigin(ctx, request)), 'Confirmation code sent'),
  );
  app.post('/api/player/verify', { schema: { tags, body: VerifyRegistrationBody, response: { 200: Envelope(Session) } } }, async (request) =>
    ok(await verifyRegistration(ctx, request.body, registrationOrigin(ctx, request)), 'Welcome'),
  );

  app.get('/api/validate/email', { schema: { tags, querystring: ValidateEmailQuery, response: { 200: Envelope(EmailAvailability) } } }, async (request) =>
    ok(await emailAvailability(ctx, request.query.email, request.ip)),
  );
  app.get('/api/centers', { schema: { tags, querystring: CentersQuery, response: { 200: Envelope(Type.Array(CenterSummary)) } } }, async (request) =>
    ok(await listCenters(ctx, originOf(request, ctx.config).site, request.query.region)),
  );
  app.get('/api/centers/contact', { schema: { tags, response: { 200: Envelope(Type.Array(CenterContact)) } } }, async (request) =>
    ok(await centerContacts(ctx, originOf(request, ctx.config).site)),
  );
  app.get('/api/centers/closest', { schema: { tags, querystring: ClosestCentersQuery, response: { 200: Envelope(ClosestCenters) } } }, async (request) =>
    ok(await closestCenters(ctx, originOf(request, ctx.config).site, request.query)),
  );
  app.get('/api/pref-configuration', { schema: { tags, response: { 200: Envelope(Type.Array(Prefecture)) } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok(await prefectureConfiguration(ctx));
  });
};
