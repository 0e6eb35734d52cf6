import { boolean, check, index, integer, numeric, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

/**
 * How a bundle prices, names and weighs itself: dynamic means from the chosen items, fixed means its
 * own price row (plus the selections' own FIXED or PERCENT prices), own sku and own weight.
 */
export const bundleProducts = commerceSchema.table('bundle_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  dynamicPrice: boolean('dynamic_price').notNull().default(true),
  dynamicSku: boolean('dynamic_sku').notNull().default(true),
  dynamicWeight: boolean('dynamic_weight').notNull().default(true),
  priceView: text('price_view', { enum: ['PRICE_RANGE', 'AS_LOW_AS'] })
    .notNull()
    .default('PRICE_RANGE'),
  shipBundleItems: text('ship_bundle_items', { enum: ['TOGETHER', 'SEPARATELY'] })
    .notNull()
    .default('TOGETHER'),
});

export const BUNDLE_OPTION_TYPES = ['select', 'radio', 'checkbox', 'multi'] as const;

export const bundleOptions = commerceSchema.table(
  'bundle_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: BUNDLE_OPTION_TYPES }).notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bundle_options_product_idx').on(t.productId, t.position)],
);

/** A product that may fill a bundle option, with its default quantity. */
export const bundleSelections = commerceSchema.table(
  'bundle_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 12, scale: 4 }).notNull().default('1'),
    canChangeQuantity: boolean('can_change_quantity').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Only for fixed-price bundles: the selection adds a FIXED amount or a PERCENT of the bundle price. */
    priceType: text('price_type', { enum: ['FIXED', 'PERCENT'] })
      .notNull()
      .default('FIXED'),
  },
  (t) => [index('bundle_selections_option_idx').on(t.optionId, t.position), check('bundle_selections_quantity_check', sql`${t.quantity} > 0`)],
);

/** A selection's own price in a fixed-price bundle, per store. */
export const bundleSelectionPrices = commerceSchema.table(
  'bundle_selection_prices',
  {
    selectionId: integer('selection_id')
      .notNull()
      .references(() => bundleSelections.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.storeCode] })],
);
