import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Locale, OutboxMessage } from '@golf/contracts';
import type { Ctx } from '../context.ts';
import { localEmail, localSms, smtpEmail, type EmailAdapter, type SmsAdapter } from './adapters.ts';
import { outboxMessages } from './outbox.tables.ts';
import { defineJob, enqueueJob, type JobRun } from '../jobs/index.ts';
import { render, type TemplateName } from './templates.ts';
import { inTransaction } from '../db/index.ts';

export interface Outgoing {
  to: string;
  template: TemplateName;
  locale: Locale;
  values?: Record<string, string | number>;
}

/** SMTP when SMTP_URL is configured, otherwise the local adapter (stored, shown in development). */
function emailAdapter(ctx: Ctx): EmailAdapter {
  return ctx.config.smtpUrl ? smtpEmail(ctx.config.smtpUrl, ctx.config.mailFrom) : localEmail;
}
// No SMS gateway has a client library we trust yet: text messages are stored and shown in development.
const smsAdapter = (): SmsAdapter => localSms;

const DELIVER = 'messaging.deliver';

/**
 * Stores a message. For a real adapter it is stored `queued` with its delivery job in the same
 * transaction (the caller's, when ctx.db is one), so a message exists exactly when the change that
 * sends it commits, and its delivery is retried apart from the request. The local adapter's
 * delivery is the stored row itself.
 */
async function store(ctx: Ctx, channel: 'email' | 'sms', adapterName: string, message: Outgoing, subject: string | null, body: string): Promise<number> {
  const values = {
    channel,
    recipient: channel === 'email' ? message.to.toLowerCase() : message.to,
    subject,
    body,
    template: message.template,
    locale: message.locale,
    adapter: adapterName,
  };
  if (adapterName === 'local') {
    const [row] = await ctx.db
      .insert(outboxMessages)
      .values({ ...values, status: 'stored' })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(outboxMessages)
      .values({ ...values, status: 'queued' })
      .returning({ id: outboxMessages.id });
    await enqueueJob(tx, DELIVER, { id: row!.id });
    return row!.id;
  });
}

/** Stores an e-mail and queues its delivery (see store). Never throws on delivery. */
export async function sendEmail(ctx: Ctx, message: Outgoing): Promise<number> {
  const { subject, body } = render(message.template, message.locale, message.values ?? {});
  return store(ctx, 'email', emailAdapter(ctx).name, message, subject, body);
}

/** Stores a text message and queues its delivery (see store). `to` is E.164. */
export async function sendSms(ctx: Ctx, message: Outgoing): Promise<number> {
  const { body } = render(message.template, message.locale, message.values ?? {});
  return store(ctx, 'sms', smsAdapter().name, message, null, body);
}

/**
 * Delivers one queued message. A refusal is recorded on the message and thrown, so the job is
 * retried with backoff; after the last try the message is marked failed. A message already sent
 * (a retry after a crash between sending and recording) is not sent again.
 */
async function deliverMessage(ctx: Ctx, payload: { id: number }, run: JobRun): Promise<void> {
  const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, payload.id));
  if (!message || message.status !== 'queued') return;
  const result =
    message.channel === 'email'
      ? await emailAdapter(ctx).deliver({ to: message.recipient, subject: message.subject ?? '', text: message.body })
      : await smsAdapter().deliver({ to: message.recipient, text: message.body });
  if (result.delivered) {
    await ctx.db.update(outboxMessages).set({ status: 'sent', sentAt: ctx.clock.now(), error: null }).where(eq(outboxMessages.id, message.id));
    return;
  }
  const error = result.error ?? 'not delivered';
  const last = run.attempt > DELIVERY_RETRIES;
  await ctx.db
    .update(outboxMessages)
    .set(last ? { status: 'failed', error } : { error })
    .where(eq(outboxMessages.id, message.id));
  throw new Error(`${message.channel} ${message.id} to ${message.recipient} not delivered: ${error}`);
}

/** Five retries, 30 s doubling: a mail server down for a quarter of an hour loses nothing. */
const DELIVERY_RETRIES = 5;
defineJob(DELIVER, deliverMessage, { retryLimit: DELIVERY_RETRIES, retryDelaySeconds: 30, backoff: true });

/** The newest stored messages, optionally for one recipient or channel (development outbox). */
export async function listOutbox(ctx: Ctx, query: { to?: string; channel?: 'email' | 'sms'; limit?: number }): Promise<OutboxMessage[]> {
  const where: SQL[] = [];
  if (query.to) where.push(eq(outboxMessages.recipient, query.to.trim().toLowerCase()));
  if (query.channel) where.push(eq(outboxMessages.channel, query.channel));
  const rows = await ctx.db
    .select()
    .from(outboxMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(query.limit ?? 50);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    template: r.template,
    status: r.status,
    adapter: r.adapter,
    createdAt: r.createdAt.toISOString(),
  }));
}
