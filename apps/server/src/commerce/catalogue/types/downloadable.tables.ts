import { index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

/** A link's title in the store views' other languages (fr, ja, zh); a missing one reads the default title. */
export type LinkTitles = Partial<Record<string, string>>;

/**
 * The files a downloadable product sells (Magento's downloadable_link), all bought together
 * (links_purchased_separately = 0). `fileKey` names the file in the object store; buyers get it
 * through a signed link from their order, never by this key.
 */
export const downloadableLinks = commerceSchema.table(
  'downloadable_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titles: jsonb('titles')
      .$type<LinkTitles>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    fileKey: text('file_key').notNull(),
    /** The name the file is saved under. */
    fileName: text('file_name').notNull(),
  },
  (t) => [index('downloadable_links_product_idx').on(t.productId, t.sortOrder)],
);

/** Where the demo catalogue's files live in the object store: the server writes them there when they are missing. */
export const DEMO_DOWNLOADS = 'demo-downloads';
