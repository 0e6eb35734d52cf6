import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';
import { carts } from '../cart/cart.tables.ts';
import type { AddressSnapshot, ItemOptions, Labelled } from '../cart/cart.types.ts';

/** Order numbers (Magento's increment ids), shared by every store, never reused. */
export const orderNumbers = commerceSchema.sequence('order_number_seq', { startWith: 100000001 });

export const ORDER_STATUSES = ['pending_payment', 'pending', 'processing', 'complete', 'canceled', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The masked card and method an order was paid with; a card number never reaches this row. */
export interface OrderPayment {
  method: string;
  title: string;
  ccLast4: string | null;
  ccExpMonth: number | null;
  ccExpYear: number | null;
  ccType: string | null;
  cardName: string | null;
  purchaseOrderNumber: string | null;
  /** The gateway's transaction id and 3-D Secure result, shown as additional data. */
  transactionId: string | null;
  threeDSecure: string | null;
}

export interface OrderTotalsSnapshot {
  /** Labels as the cart priced them: the store's words and, where it had them, their other languages (see `Labelled`). */
  discounts: (Labelled & { amount: string })[];
  taxes: (Labelled & { rate: string; amount: string })[];
  shippingTax: string;
  /**
   * Gift codes that paid part of the order, already taken off `grand_total` (which is what the card
   * was charged): each code (masked) and the amount it paid.
   */
  giftCodes?: { code: string; amount: string }[];
}

/**
 * An order: a copy of the cart at placement (Magento's sales_order). `cart_id` is unique, so one
 * cart can never become two orders, however many requests race to place it.
 */
export const orders = commerceSchema.table(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    cartId: integer('cart_id')
      .unique()
      .references(() => carts.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    source: text('source').notNull().default('shop'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    email: text('email').notNull(),
    customerFirstname: text('customer_firstname').notNull(),
    customerLastname: text('customer_lastname').notNull(),
    currency: text('currency').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 4 }).notNull(),
    discountTotal: numeric('discount_total', { precision: 12, scale: 4 }).notNull(),
    taxTotal: numeric('tax_total', { precision: 12, scale: 4 }).notNull(),
    shippingTotal: numeric('shipping_total', { precision: 12, scale: 4 }).notNull(),
    grandTotal: numeric('grand_total', { precision: 12, scale: 4 }).notNull(),
    totals: jsonb('totals').$type<OrderTotalsSnapshot>().notNull(),
    couponCode: text('coupon_code'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    carrierCode: text('carrier_code'),
    carrierTitle: text('carrier_title'),
    shippingMethod: text('shipping_method'),
    payment: jsonb('payment').$type<OrderPayment>().notNull(),
    /** For whom a portal purchase was made (a family member), printed on the receipt. */
    studentName: text('student_name'),
    /** When the order confirmation e-mail was written (order-confirmation.ts): at most once. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.createdAt), check('orders_totals_check', sql`${t.grandTotal} >= 0 and ${t.subtotal} >= 0`)],
);

export const orderItems = commerceSchema.table(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cartItemId: integer('cart_item_id'),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key'),
    productType: text('product_type').notNull(),
    qtyOrdered: numeric('qty_ordered', { precision: 12, scale: 4 }).notNull(),
    qtyInvoiced: numeric('qty_invoiced', { precision: 12, scale: 4 }).notNull().default('0'),
    qtyShipped: numeric('qty_shipped', { precision: 12, scale: 4 }).notNull().default('0'),
    qtyRefunded: numeric('qty_refunded', { precision: 12, scale: 4 }).notNull().default('0'),
    qtyCanceled: numeric('qty_canceled', { precision: 12, scale: 4 }).notNull().default('0'),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 4 }).notNull(),
    rowTotal: numeric('row_total', { precision: 12, scale: 4 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 4 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 4 }).notNull(),
    taxPercent: numeric('tax_percent', { precision: 7, scale: 4 }).notNull(),
    options: jsonb('options').$type<ItemOptions>().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.id)],
);

/** Parcels sent for an order, with their tracking numbers. */
export const orderShipments = commerceSchema.table(
  'order_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    items: jsonb('items').$type<{ orderItemId: number; qty: string }[]>().notNull(),
    tracking: jsonb('tracking').$type<{ carrier: string; title: string; number: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId)],
);
