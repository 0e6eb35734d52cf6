import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Locale, OutboxMessage } from '@golf/contracts';
import type { Ctx } from '../context.ts';
import { localEmail, localSms, smtpEmail, type EmailAdapter, type SmsAdapter } from './adapters.ts';
import { outboxMessages } from './outbox.tables.ts';
import { render, type TemplateName } from './templates.ts';

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

/** Stores an e-mail, then hands it to the adapter and records the outcome. Never throws on delivery. */
export async function sendEmail(ctx: Ctx, message: Outgoing): Promise<number> {
  const { subject, body } = render(message.template, message.locale, message.values ?? {});
  const adapter = emailAdapter(ctx);
  const [row] = await ctx.db
    .insert(outboxMessages)
    .values({ channel: 'email', recipient: message.to.toLowerCase(), subject, body, template: message.template, locale: message.locale, status: 'stored', adapter: adapter.name })
    .returning({ id: outboxMessages.id });
  const result = await adapter.deliver({ to: message.to, subject, text: body });
  if (adapter.name !== 'local') {
    await ctx.db
      .update(outboxMessages)
      .set(result.delivered ? { status: 'sent', sentAt: ctx.clock.now() } : { status: 'failed', error: result.error ?? 'not delivered' })
      .where(eq(outboxMessages.id, row!.id));
  }
  return row!.id;
}

/** Stores a text message and hands it to the SMS adapter. `to` is E.164. */
export async function sendSms(ctx: Ctx, message: Outgoing): Promise<number> {
  const { body } = render(message.template, message.locale, message.values ?? {});
  const adapter = smsAdapter();
  const [row] = await ctx.db
    .insert(outboxMessages)
    .values({ channel: 'sms', recipient: message.to, subject: null, body, template: message.template, locale: message.locale, status: 'stored', adapter: adapter.name })
    .returning({ id: outboxMessages.id });
  await adapter.deliver({ to: message.to, text: body });
  return row!.id;
}

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
