import { Type } from 'typebox';
import {
  AdminLoginQuery,
  AdminTicket,
  AdminTicketQuery,
  Envelope,
  FamilyAccountQuery,
  FamilyMember,
  LoginBody,
  LogoutBody,
  RefreshBody,
  Session,
  SubAccountLoginBody,
  SubAccountSession,
  WRONG_REGION_CODE,
  WrongRegion,
} from '@golf/contracts';
import { playerOf, callerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { listFamily, loginAsFamilyMember } from './family.service.ts';
import { login } from './login.service.ts';
import { refreshSession, signOut } from './session.service.ts';
import { issueAdminTicket, loginByTicket } from './ticket.service.ts';

export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);

  app.post(
    '/api/v2/player/login',
    { schema: { tags: ['auth'], body: LoginBody, response: { 200: Envelope(Type.Union([Session, WrongRegion])) } } },
    async (request) => {
      const result = await login(ctx, request.body, originOf(request, ctx.config));
      if (result.kind === 'wrong-region') {
        return { code: WRONG_REGION_CODE, message: `Your account belongs to the ${result.data.region} site.`, data: result.data };
      }
      return ok(result.session);
    },
  );

  app.post('/api/v2/player/refresh-token', { schema: { tags: ['auth'], body: RefreshBody, response: { 200: Envelope(Session) } } }, async (request) =>
    ok(await refreshSession(ctx, request.body.refresh_token, originOf(request, ctx.config).baseUrl)),
  );

  app.post('/api/v2/player/logout', { schema: { tags: ['auth'], body: LogoutBody, response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    await signOut(ctx, request.body.refresh_token);
    return ok(null, 'Signed out');
  });

  app.post(
    '/api/player/sub-account/login',
    { onRequest: signedIn, schema: { tags: ['auth'], body: SubAccountLoginBody, response: { 200: Envelope(SubAccountSession) } } },
    async (request) => ok(await loginAsFamilyMember(ctx, playerOf(request), request.body.playerId, originOf(request, ctx.config).baseUrl)),
  );

  app.get(
    '/api/player/family-account',
    { onRequest: signedIn, schema: { tags: ['auth'], querystring: FamilyAccountQuery, response: { 200: Envelope(Type.Array(FamilyMember)) } } },
    async (request) => ok(await listFamily(ctx, playerOf(request), request.query.email)),
  );

  app.get(
    '/api/player/admin-ticket',
    { onRequest: signedIn, schema: { tags: ['auth'], querystring: AdminTicketQuery, response: { 200: Envelope(AdminTicket) } } },
    async (request) => ok(await issueAdminTicket(ctx, callerOf(request), request.query)),
  );

  app.get('/api/player/admin-login', { schema: { tags: ['auth'], querystring: AdminLoginQuery, response: { 200: Envelope(Session) } } }, async (request) =>
    ok(await loginByTicket(ctx, request.query.ticket, Boolean(request.query.isSkytrak), originOf(request, ctx.config).baseUrl)),
  );
};
