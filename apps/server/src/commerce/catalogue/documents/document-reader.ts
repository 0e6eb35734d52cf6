import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { ProductRow } from '../loaders/product-rows.ts';
import { productDocumentQueue, productDocuments } from './documents.tables.ts';
import { rowOfDocument, type ProductDocument } from './document-shape.ts';
import { rowsOf } from '../../../platform/db/index.ts';

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
 * The rows of these products from their current documents, in the view's language or else the
 * store's default view: one indexed read. Products without a current document (none yet, priced
 * for another day, or queued by a write the indexer has not caught up with) are left out: the
 * caller reads them from the source tables, so a read never shows less than what was written.
 */
export async function documentRows(db: Db, reading: DocumentReading, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  const result = await rowsOf<{ product_id: number; doc: ProductDocument | string }>(db, sql`
    select distinct on (product_id) product_id, doc from ${productDocuments}
    where store_code = ${reading.storeCode} and locale in (${reading.locale}, ${reading.defaultLocale})
      and product_id = any(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]) and priced_for = ${reading.today}::date
      and not exists (select 1 from ${productDocumentQueue} q where q.product_id = ${productDocuments.productId})
    order by product_id, (locale = ${reading.locale}) desc`);
  const rows = new Map<number, ProductRow>();
  for (const r of result) {
    const doc = typeof r.doc === 'string' ? (JSON.parse(r.doc) as ProductDocument) : r.doc;
    const row = rowOfDocument(doc);
    reading.byRow.set(row, doc);
    rows.set(Number(r.product_id), row);
  }
  return rows;
}
