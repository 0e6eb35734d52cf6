import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, numeric, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const PRODUCT_TYPES = ['simple', 'virtual', 'configurable', 'bundle', 'giftcard', 'downloadable'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Magento's visibility: 1 only as a part of another product, 2 catalogue, 3 search, 4 both. */
export const VISIBILITY = { notVisible: 1, catalog: 2, search: 3, both: 4 } as const;

/**
 * Every product of both shops. A product is sold in a store when it has a price row for that store
 * (prices/prices.tables.ts); its stock is in stock.tables.ts; type-specific data (variants, bundle
 * items, gift card amounts, custom options) hangs off it in types/.
 */
export const products = commerceSchema.table(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sku: text('sku').notNull().unique(),
    typeId: text('type_id', { enum: PRODUCT_TYPES }).notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull().unique(),
    visibility: smallint('visibility').notNull().default(VISIBILITY.both),
    isEnabled: boolean('is_enabled').notNull().default(true),
    shortDescription: text('short_description').notNull().default(''),
    /** HTML, as entered by the merchant. */
    description: text('description').notNull().default(''),
    /** In the store's weight unit; null for products that do not ship. */
    weight: numeric('weight', { precision: 12, scale: 4 }),
    metaTitle: text('meta_title'),
    metaKeyword: text('meta_keyword'),
    metaDescription: text('meta_description'),
    countryOfManufacture: text('country_of_manufacture'),
    /** The spec's {product}_product_tags: lower-case words shown as chips and searched. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The spec's {product}_product_holes_number (playing lessons and memberships: 9 or 18 holes). */
    holesNumber: smallint('holes_number'),
    useCenterSection: boolean('use_center_section').notNull().default(false),
    newFromDate: date('new_from_date'),
    newToDate: date('new_to_date'),
    optionsContainer: text('options_container').notNull().default('container2'),
    /** Full-text document: name and sku weigh most, then tags, short and long description. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${products.name}), 'A') || setweight(to_tsvector('simple', ${products.sku}), 'A') || setweight(array_to_tsvector(${products.tags}), 'B') || setweight(to_tsvector('english', ${products.shortDescription}), 'C') || setweight(to_tsvector('english', regexp_replace(${products.description}, '<[^>]+>', ' ', 'g')), 'D')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_name_idx').on(t.name),
    check('products_visibility_check', sql`${t.visibility} between 1 and 4`),
  ],
);

/** Parent and child products: the simple variants of a configurable product. */
export const productRelations = commerceSchema.table(
  'product_relations',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index('product_relations_child_idx').on(t.childId)],
);

export const LINK_TYPES = ['related', 'upsell', 'crosssell'] as const;

/** Related, up-sell and cross-sell products, in the merchant's order. */
export const productLinks = commerceSchema.table(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkType: text('link_type', { enum: LINK_TYPES }).notNull(),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkType, t.linkedProductId] })],
);

/**
 * Stock of one product (a single source, as Magento's default stock). The database refuses a
 * negative quantity for managed stock, so a sale takes the last unit at most once: sell with
 * `update ... set qty = qty - n where product_id = $1 and qty >= n`.
 */
export const productStock = commerceSchema.table(
  'product_stock',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull().default('0'),
    /** Merchant switch: a product can be taken off sale while units remain. */
    isInStock: boolean('is_in_stock').notNull().default(true),
    /** Virtual products (lesson packs, memberships, gift cards by e-mail) do not count units. */
    manageStock: boolean('manage_stock').notNull().default(true),
    minSaleQty: numeric('min_sale_qty', { precision: 12, scale: 4 }).notNull().default('1'),
    maxSaleQty: numeric('max_sale_qty', { precision: 12, scale: 4 }).notNull().default('10000'),
    /** Magento's `is_qty_decimal`: sold in fractions (rope by the metre). Off: whole units only. */
    isQtyDecimal: boolean('is_qty_decimal').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_stock_qty_check', sql`not ${t.manageStock} or ${t.qty} >= 0`)],
);
