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
