import { index, integer, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';

export const PAYMENT_STATUSES = ['requires_action', 'processing', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment attempt pays for (or gives back): the domain that asked and why. */
export const PAYMENT_PURPOSES = ['order', 'club_deposit', 'membership', 'membership_void', 'plus', 'plus_renewal', 'renewal', 'return_refund'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * Every charge and refund the business ever asked a payment method for, whatever it paid: a shop
 * order, a club-fitting deposit, a launch-monitor membership, Plus, a lesson renewal, a return's
 * refund. One row per idempotency key (the key the gateway gets too), so asking twice records once.
 * `reference` names what it paid (`order:12`, `renewal:rn_…`); the shop's payment requests (the
 * spec's requestId) are these rows' ids. Only the card's brand, last four and expiry are kept.
 */
export const paymentAttempts = commerceSchema.table(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['charge', 'refund'] })
      .notNull()
      .default('charge'),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A shop cart's attempts (checkout retries a cart until one succeeds). */
    cartId: integer('cart_id'),
    orderId: integer('order_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** A portal player's purchases (Plus, renewals). */
    playerId: integer('player_id'),
    method: text('method').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    gatewayChargeId: text('gateway_charge_id'),
    /** A refund's charge, as the gateway named it. */
    refundOf: text('refund_of'),
    threeDsTransId: text('three_ds_trans_id'),
    challengeUrl: text('challenge_url'),
    ccType: text('cc_type'),
    ccLast4: text('cc_last4'),
    ccExpMonth: integer('cc_exp_month'),
    ccExpYear: integer('cc_exp_year'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_key').on(t.idempotencyKey),
    index('payments_cart_idx').on(t.cartId),
    index('payments_customer_idx').on(t.customerId, t.createdAt),
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_player_idx').on(t.playerId, t.createdAt),
    index('payment_attempts_reference_idx').on(t.purpose, t.reference),
  ],
);
