import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-token.ts';
import { sessionEnded } from '../auth/ended-sessions.ts';
import type { Caller, Ctx, PlayerCaller } from '../context.ts';
import { ServiceError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The token of an `Authorization: Bearer ...` header, if there is one. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** onRequest hook: requires a valid access token and records its caller on the request. */
export function requireCaller(ctx: Ctx) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) throw new ServiceError('unauthenticated', 'Sign in to continue.');
    const result = await verifyAccessToken(token, ctx.config.secrets.jwtKey, ctx.clock.now());
    if (!result.ok)
      throw new ServiceError('unauthenticated', result.reason === 'expired' ? 'Your session has expired.' : 'Sign in to continue.', { code: 401 });
    // The signature alone outlives a sign-out, a password change or a reset: the session must still be live.
    if (await sessionEnded(ctx.db, result.claims.familyId, ctx.clock.now()))
      throw new ServiceError('unauthenticated', 'This session has ended. Sign in again.', { code: 401 });
    request.caller = result.claims;
  };
}

/** The signed-in player of a request that passed `requireCaller`; coaches are refused. */
export function playerOf(request: FastifyRequest): PlayerCaller {
  const caller = request.caller;
  if (!caller) throw new ServiceError('unauthenticated', 'Sign in to continue.');
  if (caller.role !== 'player') throw new ServiceError('forbidden', 'This call is for players. Open the player portal by ticket instead.');
  return caller as PlayerCaller;
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new ServiceError('unauthenticated', 'Sign in to continue.');
  return request.caller;
}
