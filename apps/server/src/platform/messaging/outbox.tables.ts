import { index, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../db/index.ts';

/**
 * Every e-mail and SMS the product sends, kept whatever adapter delivers it: the local adapter's
 * delivery is this row (shown in development), the SMTP adapter records how sending went.
 */
export const outboxMessages = portalSchema.table(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Lower-cased e-mail address or E.164 phone number. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /**
     * stored: kept by the local adapter (the row is the delivery); queued: waiting for its delivery
     * job; sent / failed: the SMTP server's answer (failed once every retry was refused).
     */
    status: text('status').$type<'stored' | 'queued' | 'sent' | 'failed'>().notNull(),
    adapter: text('adapter').notNull(),
    /** The last refusal, kept while retries remain. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
