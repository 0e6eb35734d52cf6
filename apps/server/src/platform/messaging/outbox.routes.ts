import { Type } from 'typebox';
import { Envelope, OutboxMessage, OutboxQuery } from '@golf/contracts';
import { ok } from '../http/origin.ts';
import type { RoutePlugin } from '../http/types.ts';
import { listOutbox } from './outbox.ts';

/**
 * GET /api/dev/outbox: every stored e-mail and SMS, newest first, so a developer (or a browser
 * test) can read a confirmation code. Not registered at all in production.
 */
export const outboxRoutes: RoutePlugin = async (app, { ctx }) => {
  if (ctx.config.production) return;
  app.get(
    '/api/dev/outbox',
    { schema: { tags: ['development'], querystring: OutboxQuery, response: { 200: Envelope(Type.Array(OutboxMessage)) } } },
    async (request) => ok(await listOutbox(ctx, request.query)),
  );
};
