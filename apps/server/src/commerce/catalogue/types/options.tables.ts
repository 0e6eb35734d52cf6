import { boolean, check, index, integer, numeric, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

export const OPTION_TYPES = ['drop_down', 'radio', 'checkbox', 'multiple', 'field', 'area', 'date'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/**
 * Customizable options of a product (engraving text, lesson length, membership plan). Options the
 * customer picks from have several values; entered options (field, area, date) have exactly one
 * value row carrying their price and sku.
 */
export const productOptions = commerceSchema.table(
  'product_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: OPTION_TYPES }).notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The spec's dropdown_type.type: "subscription" when each value is a billing plan, else "default". */
    dropdownType: text('dropdown_type').notNull().default('default'),
  },
  (t) => [index('product_options_product_idx').on(t.productId, t.sortOrder)],
);

export const productOptionValues = commerceSchema.table(
  'product_option_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sku: text('sku'),
    sortOrder: integer('sort_order').notNull().default(0),
    priceType: text('price_type', { enum: ['FIXED', 'PERCENT'] })
      .notNull()
      .default('FIXED'),
    maxCharacters: integer('max_characters'),
    /** A subscription plan: billed every `subscriptionLength` `subscriptionUnit`s. */
    subscriptionLength: integer('subscription_length'),
    subscriptionUnit: text('subscription_unit', { enum: ['day', 'week', 'month', 'year'] }),
  },
  (t) => [index('product_option_values_option_idx').on(t.optionId, t.sortOrder)],
);

/**
 * An option value's price per store (a FIXED amount in the store currency, or a PERCENT of the
 * product price). A subscription value also has its instalment and its price adjustment per charge.
 */
export const productOptionValuePrices = commerceSchema.table(
  'product_option_value_prices',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    price: numeric('price', { precision: 12, scale: 4 }).notNull().default('0'),
    installmentPrice: numeric('installment_price', { precision: 12, scale: 4 }),
    adjustmentPrice: numeric('adjustment_price', { precision: 12, scale: 4 }),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.storeCode] }), check('product_option_value_prices_check', sql`${t.price} >= 0`)],
);
