import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';
import { products } from '../catalogue/products/products.tables.ts';
import type { AddressSnapshot, CartTotals, ItemOptions, PaymentChoice, ShippingChoice } from './cart.types.ts';

/** Where a cart came from: the shop, a portal purchase (/api/payment/invoke), a club order or a subscription's billing. */
export const CART_SOURCES = ['shop', 'portal', 'club_order', 'subscription'] as const;
export type CartSource = (typeof CART_SOURCES)[number];

/**
 * A customer's cart (Magento's quote). `masked_id` is the id clients see. One active shop cart per
 * customer and store. Totals are computed when the cart changes and kept here, so reads never
 * recompute them. `placing_until` is the lease of the one request placing its order.
 */
export const carts = commerceSchema.table(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    maskedId: text('masked_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    source: text('source', { enum: CART_SOURCES }).notNull().default('shop'),
    isActive: boolean('is_active').notNull().default(true),
    email: text('email').notNull(),
    /** The order number this cart's order will have, reserved on first need (3-D Secure, placement). */
    reservedOrderId: text('reserved_order_id').unique(),
    couponCode: text('coupon_code'),
    omniSelectedSet: text('omni_selected_set'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    shippingMethod: jsonb('shipping_method').$type<ShippingChoice>(),
    paymentMethod: jsonb('payment_method').$type<PaymentChoice>(),
    totals: jsonb('totals').$type<CartTotals>().notNull(),
    /** A portal purchase made for a family member: printed on its receipt. */
    studentName: text('student_name'),
    placingUntil: timestamp('placing_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_one_active_shop_cart_key')
      .on(t.customerId, t.storeCode)
      .where(sql`${t.isActive} and ${t.source} = 'shop'`),
    index('carts_customer_idx').on(t.customerId),
  ],
);

/**
 * A line of a cart. `options_key` is a canonical form of the options, so adding the same product with
 * the same options again raises the quantity of the one line instead of adding a second.
 */
export const cartItems = commerceSchema.table(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The product added (the configurable parent, the bundle, the simple product itself). */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The configurable product's chosen variant. */
    variantId: integer('variant_id').references(() => products.id),
    productType: text('product_type').notNull(),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    options: jsonb('options').$type<ItemOptions>().notNull(),
    optionsKey: text('options_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line_key').on(t.cartId, t.productId, t.optionsKey),
    index('cart_items_cart_idx').on(t.cartId, t.id),
    check('cart_items_qty_check', sql`${t.qty} > 0`),
  ],
);
