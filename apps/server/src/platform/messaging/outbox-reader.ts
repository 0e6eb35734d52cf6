import { systemClock, type Clock } from '../clock.ts';
import type { Ctx } from '../context.ts';
import type { FastifyInstance } from 'fastify';

/**
 * Test support: the newest code sent to an address, read from the development outbox as a person
 * (or a browser test) would read their inbox.
 */
export async function latestCode(app: FastifyInstance, to: string, channel?: 'email' | 'sms'): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}${channel ? `&channel=${channel}` : ''}&limit=1` });
  const [message] = (res.json() as { data: { text: string }[] }).data;
  return message?.text.match(/\b(\d{6})\b/)?.[1];
}

export async function messagesTo(app: FastifyInstance, to: string): Promise<{ template: string; text: string; subject: string | null; channel: string }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { data: { template: string; text: string; subject: string | null; channel: string }[] }).data;
}

/** A service context over a test app's database and configuration, for calling verbs directly (no file store). */
export function serviceCtx(t: { database: { db: Ctx['db'] }; config: Ctx['config']; clock?: Clock }): Ctx {
  const storage = new Proxy(
    {},
    {
      get: () => {
        throw new Error('This test context has no file store.');
      },
    },
  ) as Ctx['storage'];
  return { db: t.database.db, config: t.config, storage, clock: t.clock ?? systemClock };
}
