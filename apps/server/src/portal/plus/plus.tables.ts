import { index, integer, jsonb, numeric, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlusPlanId, PlusPrice } from '@golf/contracts';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/**
 * A player's Plus: one row per player. `state` is what was stored; what the player sees (active,
 * cancelling, ended…) is derived from it and the clock. The card is a vaulted gateway token.
 */
export const plusSubscriptions = portalSchema.table(
  'plus_subscriptions',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    state: text('state').$type<'trial' | 'active' | 'past_due' | 'cancelled' | 'lapsed'>().notNull(),
    plan: text('plan').$type<'monthly' | 'yearly'>(),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull(),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    billingAddress: jsonb('billing_address'),
    /** The latest approved charge as its lines were shown and charged (price, tax, total), and when. */
    lastCharge: jsonb('last_charge').$type<PlusPrice & { chargedAt: string }>(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the renewal job next charges (the period end, then the retries after a decline). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plus_subscriptions_due_idx').on(t.nextAttemptAt)],
);

/**
 * Every approved Plus charge (the purchase and each renewal) as the purchase it is: its plan and the
 * lines it was charged (price, tax, total), kept so the purchase history lists it and its receipt
 * prints what was charged then. Keyed by the payment attempt (the spec's requestId), so a retried
 * consequence records it once; `number` is the receipt's number (PL00000001).
 */
export const plusPurchases = portalSchema.table(
  'plus_purchases',
  {
    paymentId: text('payment_id').primaryKey(),
    number: serial('number').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PlusPlanId>().notNull(),
    lines: jsonb('lines').$type<PlusPrice & { taxNames: Record<string, string> }>().notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plus_purchases_number_key').on(t.number), index('plus_purchases_player_idx').on(t.playerId, t.paidAt)],
);
