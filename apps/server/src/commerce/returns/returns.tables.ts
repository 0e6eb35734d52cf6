import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@golf/contracts';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/**
 * Return rules (Amasty's return rules): the active rule with the lowest priority number applies to
 * a store's orders; a resolution may be chosen while fewer whole days than its period have passed
 * since the order was placed (0 days: never).
 */
export const returnRules = commerceSchema.table('return_rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  priority: integer('priority').notNull().default(0),
  /** The stores it applies to; null: every store. */
  storeCodes: text('store_codes').array(),
  defaultPeriodDays: integer('default_period_days').notNull(),
  /** Period per resolution id, overriding the default. */
  resolutionPeriods: jsonb('resolution_periods').$type<Record<string, number>>().notNull().default({}),
});

/** The people who process returns (the staff side); a manager signs in as a shop customer. */
export const shopManagers = commerceSchema.table('shop_managers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
});

/** A return request (RMA). Customers address it by `url_hash`, 32 random bytes. */
export const returnRequests = commerceSchema.table(
  'return_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    urlHash: text('url_hash').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    /** The customer's language when they asked: every e-mail about it is written in it. */
    locale: text('locale').$type<Locale>().notNull(),
    statusId: integer('status_id').notNull(),
    managerId: integer('manager_id').references(() => customers.id, { onDelete: 'set null' }),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    note: text('note'),
    shippingLabelKey: text('shipping_label_key'),
    packingSlipKey: text('packing_slip_key'),
    /** The new order an exchange made. */
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('return_requests_customer_idx').on(t.customerId, t.createdAt),
    index('return_requests_status_idx').on(t.statusId, t.createdAt),
    check('return_requests_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** One order item in a request: how many, why, in what condition, and what the customer wants. */
export const returnRequestItems = commerceSchema.table(
  'return_request_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** What the customer asked for; `qty` is what the manager accepts (at most the request). */
    requestQty: numeric('request_qty', { precision: 12, scale: 4 }).notNull(),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    reasonId: integer('reason_id').notNull(),
    conditionId: integer('condition_id').notNull(),
    resolutionId: integer('resolution_id').notNull(),
    /** 0 pending, 1 authorized, 2 received, 3 resolved, 4 rejected. */
    itemStatus: integer('item_status').notNull().default(0),
    itemComment: text('item_comment'),
    /** Money given back for this line so far; never above what was paid for its quantity. */
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 4 }).notNull().default('0'),
    refundLimit: numeric('refund_limit', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [
    index('return_request_items_request_idx').on(t.requestId),
    index('return_request_items_order_item_idx').on(t.orderItemId),
    check('return_request_items_refund_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.refundLimit}`),
    check('return_request_items_qty_check', sql`${t.qty} >= 0 and ${t.qty} <= ${t.requestQty}`),
  ],
);

export const returnTrackingNumbers = commerceSchema.table(
  'return_tracking_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    carrierCode: text('carrier_code').notNull(),
    number: text('number').notNull(),
    isCustomer: boolean('is_customer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('return_tracking_numbers_unique').on(t.requestId, t.carrierCode, t.number)],
);

export interface MessageFile {
  filehash: string;
  filename: string;
}

/** The request's chat: the customer, the store's managers and the system (status changes). */
export const returnMessages = commerceSchema.table(
  'return_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => customers.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    message: text('message').notNull(),
    isManager: boolean('is_manager').notNull(),
    isSystem: boolean('is_system').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    files: jsonb('files').$type<MessageFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('return_messages_request_idx').on(t.requestId, t.id)],
);

/** Files uploaded for the chat: first uploaded (a random hash), then attached to one message. */
export const returnFiles = commerceSchema.table(
  'return_files',
  {
    hash: text('hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('return_files_customer_idx').on(t.customerId)],
);

/**
 * Refunds (to the card, or as store credit), one row per idempotency key: asking again with the same key answers the
 * first refund and never pays twice.
 */
export const returnRefunds = commerceSchema.table(
  'return_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    /** Where the money went: back to the card (and the order's gift codes first), or a new gift code as store credit. */
    method: text('method', { enum: ['card', 'store_credit'] })
      .notNull()
      .default('card'),
    /** Of `amount`, what went back to the gift codes that paid the order (the card gets the rest). */
    giftCodeAmount: numeric('gift_code_amount', { precision: 12, scale: 4 }).notNull().default('0'),
    /** The gift code issued as store credit. */
    storeCreditCode: text('store_credit_code'),
    /** Per request item: the amount and quantity this refund covers. */
    lines: jsonb('lines').$type<{ requestItemId: number; orderItemId: number; amount: string; qty: string }[]>().notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    message: text('message'),
    /** When the refund's e-mail was written (refund-email.ts): at most once. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('return_refunds_order_idx').on(t.orderId), check('return_refunds_amount_check', sql`${t.amount} > 0`)],
);
