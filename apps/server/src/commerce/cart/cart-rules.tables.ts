import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, numeric, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';

/** When a rule applies: every condition given must hold (they are ANDed, as Magento's "ALL"). */
export interface RuleConditions {
  /** The cart's subtotal (before discounts) is at least this. */
  minSubtotal?: string;
  /** The cart holds at least this many units. */
  minQty?: string;
  /** The cart holds at least one of these skus. */
  anySku?: string[];
}

export const RULE_ACTIONS = ['by_percent', 'by_fixed', 'cart_fixed'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/**
 * Cart price rules (Magento's salesrule). `by_percent` takes a percentage off each matching item,
 * `by_fixed` a fixed amount off each matching unit, `cart_fixed` a fixed amount off the matching
 * items together (spread by their row totals). Rules without a coupon apply by themselves.
 */
export const cartRules = commerceSchema.table(
  'cart_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Shown to the customer as the discount's label. */
    label: text('label').notNull(),
    /** The label in the product's other languages (`fr`, `ja`, `zh`; Magento's per-store-view labels); `label` where one is missing. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    storeCodes: text('store_codes').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull().default({}),
    actionType: text('action_type', { enum: RULE_ACTIONS }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 4 }).notNull(),
    /** At most this many units of each item are discounted (null: all). */
    maxDiscountQty: numeric('max_discount_qty', { precision: 12, scale: 4 }),
    /** The discount applies only to these skus (null: to every item). */
    actionSkus: text('action_skus').array(),
    stopRulesProcessing: boolean('stop_rules_processing').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    couponType: text('coupon_type', { enum: ['no_coupon', 'specific'] })
      .notNull()
      .default('specific'),
    usesPerCustomer: integer('uses_per_customer'),
  },
  (t) => [check('cart_rules_amount_check', sql`${t.discountAmount} >= 0 and (${t.actionType} <> 'by_percent' or ${t.discountAmount} <= 100)`)],
);

/**
 * Coupon codes of a rule. Codes are matched without regard to case. `times_used` only rises with a
 * conditional update at order placement, so a coupon with a usage limit is never used past it.
 */
export const coupons = commerceSchema.table(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cartRules.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usageLimit: integer('usage_limit'),
    usagePerCustomer: integer('usage_per_customer'),
    timesUsed: integer('times_used').notNull().default(0),
    expiresOn: date('expires_on'),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_usage_check', sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`),
  ],
);

/** How often each customer used a coupon, for per-customer limits. */
export const couponUsage = commerceSchema.table(
  'coupon_usage',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.customerId] }), check('coupon_usage_check', sql`${t.timesUsed} >= 0`)],
);
