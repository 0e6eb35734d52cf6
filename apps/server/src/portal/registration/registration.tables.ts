import { boolean, index, integer, jsonb, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/**
 * Registrations waiting for their code. The account is only created when the code is verified,
 * so an address nobody proved is never taken, and many pending registrations may name one e-mail:
 * the first to verify wins (the players' unique e-mail index decides).
 */
export const registrations = portalSchema.table(
  'registrations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    /** E.164, when given. */
    phone: text('phone'),
    /** 1 SMS, 2 e-mail. */
    method: smallint('method').notNull(),
    site: text('site').notNull(),
    variant: text('variant').$type<'global' | 'japan'>().notNull(),
    /** The validated form (names, address, center, preferences) the account is made from. */
    form: jsonb('form').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The e-mail already had an account when the registration was made: its owner was told instead. */
    emailTaken: boolean('email_taken').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registrations_email_idx').on(t.email)],
);
