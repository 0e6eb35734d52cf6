import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import type { AddressSnapshot, ShippingChoice } from '../cart/cart.types.ts';
import { customers } from '../customer/customer.tables.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled', 'complete', 'payment_failed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const FREQUENCY_UNITS = ['day', 'week', 'month', 'year'] as const;
export type FrequencyUnit = (typeof FREQUENCY_UNITS)[number];
export const LOG_AGENTS = ['customer', 'system', 'staff'] as const;
export type LogAgent = (typeof LOG_AGENTS)[number];

/** What each billing puts in its new cart: the product and the option uids chosen at checkout. */
export interface SubscriptionQuoteItem {
  sku: string;
  name: string;
  qty: string;
  selected: string[];
  entered: { uid: string; value: string }[];
  /** The subscription choice's label ("Monthly"). */
  option: string;
  /**
   * The line as a plan change priced it (the source order line's prices no longer apply): the row
   * total and the tax estimated at the line's rate. Absent until the plan changes.
   */
  priced?: { rowTotal: string; tax: string; taxPercent: string };
}

/** The stored card (a vaulted gateway token, as TokenBase keeps): never the number. */
export interface StoredCard {
  token: string;
  ccType: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/**
 * A recurring subscription (ParadoxLabs' paradoxlabs_subscription). The quote it bills is kept on the
 * row: items with their options, addresses, delivery and the stored card. `billing_until` is the
 * lease of the one process billing it now; `retry_at` the next try after a declined card.
 */
export const subscriptions = commerceSchema.table(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    incrementId: text('increment_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    description: text('description').notNull(),
    frequencyCount: integer('frequency_count').notNull(),
    frequencyUnit: text('frequency_unit', { enum: FREQUENCY_UNITS }).notNull(),
    /** Installments in all, the first order included; 0 = until cancelled. */
    length: integer('length').notNull().default(0),
    runCount: integer('run_count').notNull().default(0),
    /** The order that started it, and its line (one subscription per line). */
    sourceOrderNumber: text('source_order_number').notNull(),
    sourceOrderItemId: integer('source_order_item_id').notNull().unique(),
    email: text('email').notNull(),
    currency: text('currency').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 4 }).notNull(),
    items: jsonb('items').$type<SubscriptionQuoteItem[]>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    shippingMethod: jsonb('shipping_method').$type<ShippingChoice>(),
    card: jsonb('card').$type<StoredCard>(),
    nextRun: timestamp('next_run', { withTimezone: true }).notNull(),
    lastRun: timestamp('last_run', { withTimezone: true }),
    lastNotified: timestamp('last_notified', { withTimezone: true }),
    /** The day the customer moved the next shipment to (reschedule), in the store's calendar. */
    shipDate: date('ship_date'),
    /** Periods are counted from here: the first order, or the day the customer rescheduled to. */
    cycleStart: timestamp('cycle_start', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    billingUntil: timestamp('billing_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscriptions_due_idx').on(t.status, t.nextRun),
    index('subscriptions_customer_idx').on(t.customerId, t.id),
    check('subscriptions_counts_check', sql`${t.frequencyCount} > 0 and ${t.length} >= 0 and ${t.runCount} >= 0`),
  ],
);

/**
 * One billing of one period: claimed before its cart is made, so however often a billing is retried
 * or raced, a period has one cart and therefore at most one order (orders.cart_id is unique).
 */
export const subscriptionRuns = commerceSchema.table(
  'subscription_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cartMaskedId: text('cart_masked_id'),
    orderNumber: text('order_number'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('subscription_runs_period_key').on(t.subscriptionId, t.dueAt)],
);

/** The subscription's history (paradoxlabs_subscription_log): who did what, with the status then. */
export const subscriptionLogs = commerceSchema.table(
  'subscription_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    agent: text('agent', { enum: LOG_AGENTS }).notNull(),
    orderNumber: text('order_number'),
    description: text('description').notNull(),
    /** The line as a code and values, worded in the reader's language (null on lines written before codes). */
    event: text('event'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscription_logs_subscription_idx').on(t.subscriptionId, t.id)],
);
