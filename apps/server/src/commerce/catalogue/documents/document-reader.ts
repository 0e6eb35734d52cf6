import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { ProductRow } from '../loaders/product-rows.ts';
import { productDocumentQueue, productDocuments } from './documents.tables.ts';
import { rowOfDocument, type ProductDocument } from './document-shape.ts';

/** Which documents a request reads, and where it keeps what each row's document computed. */
export interface DocumentReading {
  storeCode: string;
  locale: string;
  defaultLocale: string;
  /** The store's date: a document priced for another day is not used. */
  today: string;
  byRow: WeakMap<ProductRow, ProductDocument>;
}

/**
 * The current documents of some products, in the view's language or else the store's default view,
 * as one prepared statement (every product page, listing and cart line starts here; building and
 * planning the select cost more than running it). The ids travel as one array parameter.
 */
function prepareCurrentDocuments(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return db
    .selectDistinctOn([productDocuments.productId], { productId: productDocuments.productId, doc: productDocuments.doc })
    .from(productDocuments)
    .where(
      sql`${productDocuments.storeCode} = ${p('storeCode')} and ${productDocuments.locale} in (${p('locale')}, ${p('defaultLocale')})
      and ${productDocuments.productId} = any(${p('ids')}::int[]) and ${productDocuments.pricedFor} = ${p('today')}::date
      and not exists (select 1 from ${productDocumentQueue} q where q.product_id = ${productDocuments.productId})`,
    )
    .orderBy(productDocuments.productId, sql`(${productDocuments.locale} = ${p('locale')}) desc`)
    .prepare('current_product_documents');
}

// Once per database handle; a WeakMap, so test databases are not kept alive.
const statements = new WeakMap<Db, ReturnType<typeof prepareCurrentDocuments>>();

/**
 * The rows of these products from their current documents, in the view's language or else the
 * store's default view: one indexed read. Products without a current document (none yet, priced
 * for another day, or queued by a write the indexer has not caught up with) are left out: the
 * caller reads them from the source tables, so a read never shows less than what was written.
 */
export async function documentRows(db: Db, reading: DocumentReading, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareCurrentDocuments(db);
    statements.set(db, statement);
  }
  const found = await statement.execute({ storeCode: reading.storeCode, locale: reading.locale, defaultLocale: reading.defaultLocale, ids: [...ids], today: reading.today });
  const rows = new Map<number, ProductRow>();
  for (const r of found) {
    const doc = typeof r.doc === 'string' ? (JSON.parse(r.doc) as ProductDocument) : r.doc;
    const row = rowOfDocument(doc);
    reading.byRow.set(row, doc);
    rows.set(Number(r.productId), row);
  }
  return rows;
}
