import { index, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';
import { carts } from '../cart/cart.tables.ts';
import { orders } from '../orders/orders.tables.ts';

export const PAYMENT_STATUSES = ['requires_action', 'processing', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Every attempt to pay for a cart (the spec's payment request: `id` is its requestId). A declined
 * attempt stays here as `failed`, with no order and nothing reserved; a successful one points at its
 * order. Only the card's brand, last four digits and expiry are kept.
 */
export const payments = commerceSchema.table(
  'payments',
  {
    id: text('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    gatewayChargeId: text('gateway_charge_id'),
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
  (t) => [index('payments_cart_idx').on(t.cartId), index('payments_customer_idx').on(t.customerId, t.createdAt)],
);
