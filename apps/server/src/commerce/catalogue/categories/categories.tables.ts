import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

/**
 * The category tree of both shops, as Magento keeps it: id 1 is the tree root, each shop's root
 * category sits under it (2 the main shop, 3 the launch-monitor shop, see commerce/store/stores.ts)
 * and `path` lists the ids from the tree root down ("1/2/14/21"), so a subtree is a prefix match.
 */
export const categories = commerceSchema.table(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    parentId: integer('parent_id').references((): never => categories.id as never),
    path: text('path').notNull(),
    /** 0 the tree root, 1 a shop root, 2 the top menu entries. */
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    /** The url keys from the shop root down, "clubs/drivers". */
    urlPath: text('url_path').notNull(),
    description: text('description'),
    /** Media path under /media/catalog/category/. */
    image: text('image'),
    galleryImage: text('gallery_image'),
    /** The spec's {product}_category_code (e.g. "mega-menu-category" marks the special categories). */
    code: text('code'),
    /** A landing page that replaces the category listing (category_custom_url). */
    customUrl: text('custom_url'),
    /** Tags that group special categories for the "special categories by tag" query. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isAnchor: boolean('is_anchor').notNull().default(true),
    displayMode: text('display_mode').notNull().default('PRODUCTS'),
    defaultSortBy: text('default_sort_by').notNull().default('position'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Comma-separated search keywords for the page's meta tags (Magento's meta_keywords). */
    metaKeywords: text('meta_keywords'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_path_idx').on(t.path.op('text_pattern_ops')),
    uniqueIndex('categories_parent_url_key_key').on(t.parentId, t.urlKey),
    index('categories_url_path_idx').on(t.urlPath),
  ],
);

/**
 * Which products a category lists, in which order. Like Magento's category product index, an
 * anchor category holds the products of its subcategories too (written when products are assigned),
 * so a listing is one index range whatever the depth. `featuredPosition` marks the category's
 * featured products, in order.
 */
export const categoryProducts = commerceSchema.table(
  'category_products',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    featuredPosition: integer('featured_position'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_products_listing_idx').on(t.categoryId, t.position, t.productId),
    index('category_products_product_idx').on(t.productId),
  ],
);

/**
 * Derived, like Magento's per-store category product index: the products a shopper sees in each
 * category of each store (enabled, visible in the catalogue, priced there), with what listings
 * sort and filter by. A category page reads one index range of it, whatever the catalogue's size.
 * Rebuilt by categories/listing-index.ts after catalogue writes and with the price index.
 */
export const categoryProductIndex = commerceSchema.table(
  'category_product_index',
  {
    storeCode: text('store_code').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    minPrice: numeric('min_price', { precision: 12, scale: 4 }).notNull(),
    maxPrice: numeric('max_price', { precision: 12, scale: 4 }).notNull(),
    /** The product's attribute option ids (one per product_attribute_values row): facet counts without a join. */
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The active categories of the store's tree the product is in: subcategory counts without a join. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.categoryId, t.productId] }),
    index('category_product_index_position_idx').on(t.storeCode, t.categoryId, t.position, t.productId),
    index('category_product_index_price_idx').on(t.storeCode, t.categoryId, t.minPrice, t.productId),
    index('category_product_index_name_idx').on(t.storeCode, t.categoryId, t.name, t.productId),
    // And category_product_index_facets_idx (store_code, category_id, min_price) INCLUDE (max_price,
    // option_ids, category_ids), hand-written in migration 0054: a page's facets from the index alone.
  ],
);

/** A category's kept facet counts (category_listing_counts.facets); numbers as aggregations.ts reads them. */
export interface KeptFacets {
  max: string | null;
  step: string | null;
  buckets: { bucket: number; n: number }[] | null;
  categories: { id: number; n: number }[] | null;
  options: { option_id: number; n: number }[] | null;
}

/**
 * How many products each category lists per store, written with category_product_index. A page of
 * an unfiltered category reads its total here instead of counting tens of thousands of index rows.
 */
export const categoryListingCounts = commerceSchema.table(
  'category_listing_counts',
  {
    storeCode: text('store_code').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productCount: integer('product_count').notNull(),
    /**
     * The whole category's layered navigation counts, as products/aggregations.ts counts a page's
     * match: highest price, price step and buckets, products per category and per attribute option
     * (category names and the subcategory rule are applied when read). An unfiltered category page
     * reads them here instead of counting every index row of the category. Null until rebuilt.
     */
    facets: jsonb('facets').$type<KeptFacets>(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.categoryId] })],
);
