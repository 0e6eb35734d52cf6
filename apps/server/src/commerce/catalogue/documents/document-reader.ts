import { sql, type SQL } from 'drizzle-orm';
import type { ProductRow } from '../loaders/product-rows.ts';
import { productDocumentQueue, productDocuments } from './documents.tables.ts';
import { rowOfDocument, type ProductDocument } from './document-shape.ts';
import { statementCache, unplannedValue, type Db } from '../../../platform/db/index.ts';

/** Which documents a request reads, and where it keeps what each row's document computed. */
export interface DocumentReading {
  storeCode: string;
  locale: string;
  defaultLocale: string;
  /** The store's date: a document whose prices are not those of this day is not used. */
  today: string;
  byRow: WeakMap<ProductRow, ProductDocument>;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The current document of the product an expression of the outer query names (qualify it with its
 * table: a bare product_id would name the document's own column), in the view's language or
 * else the store's default view's, or null: its prices still those of today and not queued by a
 * write the indexer has not caught up with. Placeholders: storeCode, locale, defaultLocale, today (see documentParams), unless
 * a reading gives their values.
 * Other domains put it in their own prepared reads (a cart's lines) and prime the catalogue with it.
 */
export function currentDocumentOf(productId: SQL, reading?: DocumentReading): SQL<ProductDocument | string | null> {
  // Bound to a reading's values in a statement built per request (a listing's page), else placeholders.
  const v = (name: keyof ReturnType<typeof documentParams>) => (reading ? sql`${reading[name]}` : p(name));
  return sql`(select d.doc from ${productDocuments} d
    where d.store_code = ${v('storeCode')} and d.locale in (${v('locale')}, ${v('defaultLocale')}) and d.product_id = ${productId}
      and d.priced_for <= ${v('today')}::date and (d.priced_until is null or d.priced_until > ${v('today')}::date)
      and not exists (select 1 from ${productDocumentQueue} q where q.product_id = d.product_id)
    order by (d.locale = ${v('locale')}) desc limit 1)`;
}

/** The placeholders currentDocumentOf takes, for one request's reading. */
export const documentParams = (reading: DocumentReading) => ({
  storeCode: reading.storeCode,
  locale: reading.locale,
  defaultLocale: reading.defaultLocale,
  today: reading.today,
});

/**
 * The current documents of some products as one prepared statement (every product page, listing
 * and cart line starts here; building and planning the select cost more than running it). The ids
 * travel as one array parameter, out of the planner's sight: seeing the array's length, it planned
 * every call anew (0.16 ms, against 0.07 ms of running) for the plan it keeps without it.
 */
function prepareCurrentDocuments(db: Db) {
  const wanted = sql`wanted.product_id`;
  return db
    .select({ productId: sql<number>`${wanted}`, doc: currentDocumentOf(wanted) })
    .from(sql`unnest(${unplannedValue('ids', 'int[]')}) as wanted(product_id)`)
    .prepare('current_product_documents');
}

const currentDocuments = statementCache(prepareCurrentDocuments);

/**
 * The rows of these products from their current documents, in the view's language or else the
 * store's default view: one indexed read. Products without a current document (none yet, prices
 * not those of today, or queued by a write the indexer has not caught up with) are left out: the
 * caller reads them from the source tables, so a read never shows less than what was written.
 */
export async function documentRows(db: Db, reading: DocumentReading, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  const found = await currentDocuments(db).execute({ ...documentParams(reading), ids: [...ids] });
  const rows = new Map<number, ProductRow>();
  for (const r of found) {
    const row = documentRow(reading, r.doc);
    if (row) rows.set(Number(r.productId), row);
  }
  return rows;
}

/** The product row of a document read with currentDocumentOf (null when there was none), remembered with the reading. */
export function documentRow(reading: DocumentReading, read: ProductDocument | string | null): ProductRow | null {
  if (read === null) return null;
  const doc = typeof read === 'string' ? (JSON.parse(read) as ProductDocument) : read;
  const row = rowOfDocument(doc);
  reading.byRow.set(row, doc);
  return row;
}
