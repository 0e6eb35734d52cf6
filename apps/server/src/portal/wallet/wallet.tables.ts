import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/**
 * Bucks: credits a player holds (a referral, a promotion, a refund). `remaining` falls as they are
 * spent; the check keeps it within 0…amount, so concurrent spends can never overdraw a credit.
 * `sourceRef` names what caused the credit, so the same cause credits once (the unique index).
 */
export const bucksCredits = portalSchema.table(
  'bucks_credits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    source: text('source').$type<'referral' | 'promotion' | 'refund'>().notNull(),
    note: text('note').notNull().default(''),
    /** The note per locale when the business wrote it (a promotion's name); a person's name stays `note`. */
    noteNames: jsonb('note_names').$type<Record<string, string>>().notNull().default({}),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    remaining: numeric('remaining', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('bucks_credits_player_idx').on(t.playerId, t.createdAt),
    uniqueIndex('bucks_credits_source_ref_key').on(t.sourceRef),
    check('bucks_credits_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** What each payment took from each credit, so a failed payment gives exactly that back. */
export const bucksSpends = portalSchema.table(
  'bucks_spends',
  {
    id: serial('id').primaryKey(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => bucksCredits.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bucks_spends_ref_idx').on(t.ref)],
);

/** A player's coupons. Status 0 pending (usable), 1 used; expiry is read against the clock. */
export const playerCoupons = portalSchema.table(
  'player_coupons',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name per locale; `name` where one is missing. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: smallint('status').notNull().default(0),
    usedRef: text('used_ref'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_coupons_player_code_key').on(t.playerId, t.code),
    check('player_coupons_status_range', sql`${t.status} in (0, 1)`),
    check('player_coupons_value_positive', sql`${t.value} > 0`),
  ],
);

/** Who referred whom (written at registration); `creditedAt` marks the referrer's bucks as given. */
export const referrals = portalSchema.table('referrals', {
  referredPlayerId: integer('referred_player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  referrerPlayerId: integer('referrer_player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  creditedAt: timestamp('credited_at', { withTimezone: true }),
});
