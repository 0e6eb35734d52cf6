import { index, integer, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';

/**
 * One-time codes sent by e-mail or SMS. The code itself is never stored: only an HMAC keyed with a
 * server secret, so a leaked table cannot be brute-forced offline. A code is spent by its first
 * right answer, burnt after a few wrong ones, superseded by a newer code for the same subject.
 */
export const verificationCodes = portalSchema.table(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    /** What the code proves something about: `registration:12`, `player:7`, `reset:34`. */
    subject: text('subject').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** The address the code went to (lower-cased e-mail or E.164 phone). */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set with consumedAt when the right code was given (a superseded code is consumed, not verified). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** A verified code is a proof a later step may spend once (change-email update, password reset). */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_subject_idx').on(t.purpose, t.subject, t.id)],
);

export type CodePurpose = 'registration' | 'change-email' | 'verify-phone' | 'reset-password';
