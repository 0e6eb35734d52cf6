import { check, date, index, integer, numeric, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

/**
 * A product's price in one store, in that store's currency (US USD, CA CAD, JP JPY, ...). Exact
 * decimals: read them as strings and compute with decimal.js (prices/money.ts), never floats.
 * A product without a row for a store is not sold there. A configurable parent's row only says it
 * is sold in the store: its variants' rows price it.
 */
export const productPrices = commerceSchema.table(
  'product_prices',
  {
    storeCode: text('store_code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    specialPrice: numeric('special_price', { precision: 12, scale: 4 }),
    /** Inclusive dates in the store's time zone; open-ended when null. */
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.productId] }),
    index('product_prices_product_idx').on(t.productId),
    check('product_prices_positive_check', sql`${t.price} >= 0 and (${t.specialPrice} is null or ${t.specialPrice} >= 0)`),
  ],
);

/** Quantity discounts: from `quantity` units on, either a fixed unit price or a percentage off. */
export const productTierPrices = commerceSchema.table(
  'product_tier_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeCode: text('store_code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 12, scale: 4 }).notNull(),
    value: numeric('value', { precision: 12, scale: 4 }),
    percentageValue: numeric('percentage_value', { precision: 5, scale: 2 }),
  },
  (t) => [
    unique('product_tier_prices_key').on(t.productId, t.storeCode, t.quantity),
    check('product_tier_prices_one_kind_check', sql`(${t.value} is null) <> (${t.percentageValue} is null) and ${t.quantity} > 1`),
  ],
);

/**
 * Derived, like Magento's price index: the lowest and highest final price of every sellable product
 * per store (configurable: over its variants; bundle: its cheapest and dearest configuration), for
 * sorting and filtering listings by price. Rebuilt by prices/price-index.ts after catalogue writes
 * and daily (special price dates). What a customer sees and pays is computed from the source rows.
 */
export const productPriceIndex = commerceSchema.table(
  'product_price_index',
  {
    storeCode: text('store_code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minPrice: numeric('min_price', { precision: 12, scale: 4 }).notNull(),
    maxPrice: numeric('max_price', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.productId] }), index('product_price_index_price_idx').on(t.storeCode, t.minPrice)],
);
