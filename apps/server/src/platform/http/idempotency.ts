import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { defineJob, scheduleJob } from '../jobs/index.ts';
import { bearer } from './auth-hooks.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

/** How long an answer is kept for a retry (Stripe's 24 hours). */
export const KEPT_HOURS = 24;
/** How long the first request holds its key; a request still without an answer after this died with its process. */
const HELD_SECONDS = 60;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

/**
 * Whose key this is: the signed-in player or coach, or for a call the commerce API signs in itself
 * (GraphQL with a customer token) the token. Calls by nobody in particular (sign-in, registration)
 * are not keyed: there is no one to keep an answer for.
 */
function scopeOf(request: FastifyRequest): string | undefined {
  if (request.caller) return `${request.caller.role}:${request.caller.subjectId}`;
  const token = bearer(request);
  return token ? `token:${createHash('sha256').update(token).digest('hex')}` : undefined;
}

/** A GraphQL request is a write only when its document is a mutation. */
function isWrite(request: FastifyRequest): boolean {
  if (!WRITES.has(request.method)) return false;
  if (!request.url.startsWith('/graphql')) return true;
  const query = (request.body as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' && /^\s*mutation\b/m.test(query.replace(/#[^\n]*/g, ''));
}

function requestHash(request: FastifyRequest): string {
  const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

const refuse = (reply: FastifyReply, status: number, message: string, retryAfter?: number) => {
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(status).send({ code: status, message, data: null, field: 'Idempotency-Key' });
};

/**
 * `Idempotency-Key` on every write (Stripe's model): the first request with a key runs and its
 * answer (anything but a 5xx, which may be retried) is kept for 24 hours; the same key with the
 * same method, URL and body gets that answer again, marked `Idempotent-Replayed: true`, and runs
 * nothing. The same key with another request answers 422. While the first is still running the
 * second gets 409 with Retry-After. If the first died with its process (no answer once its hold
 * ran out) it may or may not have been applied, so the key answers 409 saying so rather than
 * risk applying it twice. Runs as a preHandler: after the route's sign-in and the body's
 * validation (a refused request claims nothing).
 */
export function registerIdempotency(app: FastifyInstance, ctx: Ctx): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !isWrite(request)) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!VALID_KEY.test(key)) return refuse(reply, 400, 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID.');
    const scope = scopeOf(request);
    if (!scope) return;
    const hash = requestHash(request);
    const now = ctx.clock.now();
    const claimed = await ctx.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, lockedUntil: new Date(now.getTime() + HELD_SECONDS * 1000), createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) {
      request.idempotency = { scope, key };
      return;
    }
    const [kept] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // Deleted between the two statements (its first request failed with a 5xx): simply run.
    if (!kept) return;
    if (kept.requestHash !== hash)
      return refuse(reply, 422, 'This Idempotency-Key was already used for a different request. Send a new request with a new key.');
    if (kept.status !== null) {
      reply.header('idempotent-replayed', 'true');
      if (kept.contentType) reply.header('content-type', kept.contentType);
      return reply.status(kept.status).send(kept.body ?? '');
    }
    if (kept.lockedUntil > now) return refuse(reply, 409, 'A request with this Idempotency-Key is still being processed. Try again in a moment.', 1);
    return refuse(
      reply,
      409,
      'A request with this Idempotency-Key was interrupted by a server fault and may have been applied. Check the result before sending it again with a new key.',
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key), isNull(idempotencyKeys.status));
    // A 5xx, or an answer streamed rather than held (a file), is not kept: the request may run again.
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      await ctx.db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const body = typeof payload === 'string' ? payload : payload.toString('utf8');
    const contentType = reply.getHeader('content-type');
    await ctx.db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, body, contentType: typeof contentType === 'string' ? contentType : null })
      .where(where);
    return payload;
  });
}

/** Forgets the keys older than KEPT_HOURS; returns how many. */
export async function forgetOldKeys(ctx: Ctx): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - KEPT_HOURS * 3_600_000);
  const gone = await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** Hourly, once across processes: keys past their 24 hours. */
defineJob('idempotency.forget', async (ctx) => ({ forgotten: await forgetOldKeys(ctx) }), { retryLimit: 2, retryDelaySeconds: 60 });
scheduleJob('idempotency.forget', '17 * * * *');
