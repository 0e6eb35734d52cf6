import { date, index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';
import type { ProductDocument } from './document-shape.ts';

/**
 * The catalogue's read model, as Magento's indexers and Vendure's search index keep one: each
 * product's storefront document per store and store-view language (its row in that language, its
 * price range, whether it is salable, its pictures), so a page of products is one indexed read.
 * Derived: written by documents/document-indexer.ts; a product has a document in a store only when
 * it is priced there, and in a language other than the store's default only when it has texts in it.
 */
export const productDocuments = commerceSchema.table(
  'product_documents',
  {
    storeCode: text('store_code').notNull(),
    locale: text('locale').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: jsonb('doc').$type<ProductDocument>().notNull(),
    /** The store's date the prices were computed on: the document is not used before it. */
    pricedFor: date('priced_for').notNull(),
    /**
     * The first store date on which a price the document shows may differ (a special price of the
     * product, a variant or a bundle's selection starts or ends), or null when none is dated: the
     * document is used until then, so a new day does not make every document stale at once.
     */
    pricedUntil: date('priced_until'),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.locale, t.productId] }),
    // The indexer's minute sweep asks each store for its documents priced after its day or
    // priced until it: a range of one store in each (migration 0068 adds the statistics that
    // tell the planner how few they are).
    index('product_documents_store_priced_for_idx').on(t.storeCode, t.pricedFor),
    index('product_documents_store_priced_until_idx').on(t.storeCode, t.pricedUntil),
  ],
);

/**
 * Products whose documents must be rewritten: filled by triggers on the source tables (stock,
 * prices, products, texts; see the catalogue_documents custom migration), so every writer, in any
 * domain, marks what it changed; emptied by the indexer job.
 */
export const productDocumentQueue = commerceSchema.table('product_document_queue', {
  productId: integer('product_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
