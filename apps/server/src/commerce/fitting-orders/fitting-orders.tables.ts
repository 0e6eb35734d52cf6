import type { Locale } from '@golf/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { carts } from '../cart/cart.tables.ts';
import { customers } from '../customer/customer.tables.ts';

/** An address on a club order (billing, shipping, or the center's for pickup). */
export interface ClubOrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  countryId: string;
  telephone: string | null;
}

/**
 * A component a custom club is built from (a head, shaft or grip), with the club attribute it is
 * chosen by. A component the center no longer sells keeps its row, with `isSold` false, so old
 * orders still name it and conversion can say which attribute to change.
 */
export const clubComponents = commerceSchema.table('club_components', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  vendor: text('vendor').notNull(),
  name: text('name').notNull(),
  /** The name per language ({ ja, zh, fr }), where it differs from `name` (the English one). */
  names: jsonb('names').$type<Partial<Record<Locale, string>>>().notNull().default({}),
  /** The club attribute it answers: head_model, shaft_model, grip_model. */
  attributeCode: text('attribute_code').notNull(),
  attributeTitle: text('attribute_title').notNull(),
  isSold: boolean('is_sold').notNull().default(true),
});

export const CLUB_ORDER_STATUSES = ['pending', 'paying', 'financing', 'ordered', 'financed', 'shipped', 'deleted'] as const;
export type ClubOrderStatus = (typeof CLUB_ORDER_STATUSES)[number];

/**
 * A custom club order made from fitting sessions. Money: `subtotal` is what the clubs cost; the
 * deposit is due now (less a coupon discount, part of it perhaps from a gift code) and `balance` is
 * due on delivery by check/money order, so deposit + balance = subtotal − discount, to the cent.
 * `status` moves pending → paying (a card charge in flight, held until `lease_until`) or financing
 * (an application open at the lender) → ordered or financed → shipped; an unpaid order may be deleted.
 */
export const customClubOrders = commerceSchema.table(
  'custom_club_orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CLUB_ORDER_STATUSES }).notNull().default('pending'),
    centerName: text('center_name').notNull(),
    centerAddress: jsonb('center_address').$type<ClubOrderAddress>().notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 4 }).notNull(),
    deposit: numeric('deposit', { precision: 12, scale: 4 }).notNull(),
    billingAddress: jsonb('billing_address').$type<ClubOrderAddress>(),
    shippingAddress: jsonb('shipping_address').$type<ClubOrderAddress>(),
    isPickup: boolean('is_pickup').notNull().default(true),
    /** The quote (cart) the clubs were converted to; its masked id is the spec's quote_id. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Held for the payment in flight, given back when it fails. */
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    discount: numeric('discount', { precision: 12, scale: 4 }).notNull().default('0'),
    giftCode: text('gift_code'),
    giftUsed: numeric('gift_used', { precision: 12, scale: 4 }).notNull().default('0'),
    depositCharged: numeric('deposit_charged', { precision: 12, scale: 4 }).notNull().default('0'),
    balance: numeric('balance', { precision: 12, scale: 4 }),
    /** card, free (nothing to pay) or affirm. */
    depositMethod: text('deposit_method'),
    depositChargeId: text('deposit_charge_id'),
    /** SHA-256 of the card token the deposit was charged to: a retry with the same card answers the same result. */
    depositTokenHash: text('deposit_token_hash'),
    ccType: text('cc_type'),
    ccLast4: text('cc_last4'),
    attempt: smallint('attempt').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The order placed for the balance (method checkmo). */
    orderNumber: text('order_number').unique(),
    balanceMethod: text('balance_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('custom_club_orders_customer_idx').on(t.customerId, t.createdAt),
    check(
      'custom_club_orders_money_check',
      sql`${t.deposit} >= 0 and ${t.deposit} <= ${t.subtotal} and ${t.discount} >= 0 and ${t.discount} <= ${t.deposit} and ${t.giftUsed} >= 0 and ${t.depositCharged} >= 0`,
    ),
  ],
);

/** One club of an order: its group (a set of clubs from one fitting), the session it came from, and its build. */
export const customClubItems = commerceSchema.table(
  'custom_club_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customClubOrders.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    /** The portal's fitting session (a reference only: commerce never reads the portal's tables). */
    sessionId: integer('session_id'),
    sessionType: text('session_type'),
    sessionCreated: timestamp('session_created', { withTimezone: true }),
    clubType: text('club_type').notNull(),
    productType: text('product_type').notNull(),
    productName: text('product_name').notNull(),
    /** The product name per language ({ fr, ja, zh }), where it differs from `product_name` (as the fitter wrote it). */
    productNames: jsonb('product_names').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    sku: text('sku').notNull(),
    vendor: text('vendor').notNull(),
    /** Component SKUs by club attribute (head_model, shaft_model, grip_model), plus build values (loft, lie, length). */
    components: jsonb('components').$type<Record<string, string>>().notNull(),
    build: jsonb('build').$type<Record<string, string>>().notNull(),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
  },
  (t) => [index('custom_club_items_order_idx').on(t.orderId)],
);

/** A gift code (Magestore gift voucher) that can pay part of a deposit: its balance only goes down by conditional updates. */
export const depositGiftCodes = commerceSchema.table(
  'deposit_gift_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    balance: numeric('balance', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    storeCodes: text('store_codes').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('deposit_gift_codes_code_key').on(sql`lower(${t.code})`), check('deposit_gift_codes_balance_check', sql`${t.balance} >= 0`)],
);
