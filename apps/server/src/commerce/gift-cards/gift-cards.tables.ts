import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { carts } from '../cart/cart.tables.ts';
import { customers } from '../customer/customer.tables.ts';

export const GIFT_CODE_ACTIONS = ['create', 'email', 'spend', 'refund', 'cancel'] as const;
export type GiftCodeAction = (typeof GIFT_CODE_ACTIONS)[number];

/**
 * A gift code (Magestore's giftvoucher row): issued when a gift card order is paid, one per unit
 * bought. `balance` never goes below zero (a check constraint backs the conditional update that
 * spends it). `deliver_at` is when the recipient's e-mail is due; `sent_at` is set by the one
 * process that sends it.
 */
export const giftCodes = commerceSchema.table(
  'gift_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    storeCode: text('store_code').notNull(),
    currency: text('currency').notNull(),
    initialBalance: numeric('initial_balance', { precision: 12, scale: 4 }).notNull(),
    balance: numeric('balance', { precision: 12, scale: 4 }).notNull(),
    /** The buyer; null for codes made by staff. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    orderItemId: integer('order_item_id'),
    /** Which unit of the order line (1…qty): with the line, it makes issuing idempotent. */
    unit: integer('unit').notNull().default(1),
    senderName: text('sender_name'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    templateId: integer('template_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_codes_balance_check', sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialBalance}`),
    unique('gift_codes_order_unit_key').on(t.orderItemId, t.unit),
    index('gift_codes_customer_idx').on(t.customerId),
    index('gift_codes_recipient_idx').on(t.recipientEmail),
    index('gift_codes_unsent_idx')
      .on(t.deliverAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Every change of a code's balance or delivery, with the balance after it. */
export const giftCodeHistory = commerceSchema.table(
  'gift_code_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    giftCodeId: integer('gift_code_id')
      .notNull()
      .references(() => giftCodes.id, { onDelete: 'cascade' }),
    action: text('action', { enum: GIFT_CODE_ACTIONS }).notNull(),
    /** Signed: negative when spent. */
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    balance: numeric('balance', { precision: 12, scale: 4 }).notNull(),
    orderNumber: text('order_number'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_code_history_code_idx').on(t.giftCodeId, t.id)],
);

/** Codes applied to a cart; `amount_requested` null means "as much as the code and the cart allow". */
export const cartGiftCodes = commerceSchema.table(
  'cart_gift_codes',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftCodeId: integer('gift_code_id')
      .notNull()
      .references(() => giftCodes.id, { onDelete: 'cascade' }),
    amountRequested: numeric('amount_requested', { precision: 12, scale: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.giftCodeId] }),
    check('cart_gift_codes_amount_check', sql`${t.amountRequested} is null or ${t.amountRequested} > 0`),
  ],
);

/** What each code paid of an order, and how much of it went back (cancel, refund, declined card). */
export const orderGiftCodes = commerceSchema.table(
  'order_gift_codes',
  {
    orderNumber: text('order_number').notNull(),
    giftCodeId: integer('gift_code_id')
      .notNull()
      .references(() => giftCodes.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    returned: numeric('returned', { precision: 12, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.orderNumber, t.giftCodeId] }),
    check('order_gift_codes_returned_check', sql`${t.returned} >= 0 and ${t.returned} <= ${t.amount}`),
  ],
);
