import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { STORES, type Store } from '../../store/index.ts';
import { catalogueForStore } from '../loaders/catalogue-context.ts';
import { todayIn } from '../prices/money.ts';
import { STORE_VIEWS } from '../views/store-views.ts';
import { productDocumentQueue, productDocuments } from './documents.tables.ts';
import { buildDocuments } from './product-document.ts';
import { rowsOf } from '../../../platform/db/index.ts';
import { inTransaction } from '../../../platform/db/index.ts';

const idList = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** How many products one indexer batch rewrites: the loaders read each kind of data for them in one query. */
export const DOCUMENT_BATCH = 500;

/**
 * The products whose documents show something of these: the products themselves, the configurable
 * products they are variants of (price range, salable) and the bundles they fill.
 */
async function withDependents(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    select unnest(${idList(ids)}) as id
    union select r.parent_id from commerce.product_relations r where r.child_id = any(${idList(ids)})
    union select o.product_id from commerce.bundle_selections s join commerce.bundle_options o on o.id = s.option_id where s.product_id = any(${idList(ids)})`,
  );
  return rows.map((r) => Number(r.id));
}

/** The documents of some products in one store: its default view for every priced product, other views where texts exist. */
async function storeDocuments(db: Db, store: Store, ids: readonly number[], now: Date) {
  const priced = await rowsOf<{ id: number }>(
    db,
    sql`select product_id as id from commerce.product_prices where store_code = ${store.code} and product_id = any(${idList(ids)})`,
  );
  const pricedIds = priced.map((r) => Number(r.id));
  if (pricedIds.length === 0) return [];
  const pricedFor = todayIn(store.timezone, now);
  const [defaultView, ...otherViews] = STORE_VIEWS[store.code] ?? ['en'];
  const values: (typeof productDocuments.$inferInsert)[] = [];
  for (const locale of [defaultView!, ...otherViews]) {
    let viewIds = pricedIds;
    if (locale !== defaultView) {
      const texted = await rowsOf<{ id: number }>(
        db,
        sql`select product_id as id from commerce.product_texts where locale = ${locale} and product_id = any(${idList(pricedIds)})`,
      );
      viewIds = texted.map((r) => Number(r.id));
      if (viewIds.length === 0) continue;
    }
    const docs = await buildDocuments(catalogueForStore(db, store, '', now, locale), viewIds);
    for (const [productId, doc] of docs) values.push({ storeCode: store.code, locale, productId, doc, pricedFor });
  }
  return values;
}

/**
 * Rewrites the documents of these products (and of the products that show them) in every store
 * and view. Safe to repeat; a product no longer priced or enabled loses its documents.
 */
export async function indexProductDocuments(db: Db, productIds: readonly number[], now: Date): Promise<number> {
  if (productIds.length === 0) return 0;
  const ids = await withDependents(db, productIds);
  const values = (await Promise.all(STORES.map((store) => storeDocuments(db, store, ids, now)))).flat();
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`delete from ${productDocuments} where product_id = any(${idList(ids)})`);
    for (let i = 0; i < values.length; i += DOCUMENT_BATCH) await tx.insert(productDocuments).values(values.slice(i, i + DOCUMENT_BATCH));
  });
  return values.length;
}

/** Writes every product's documents (after a catalogue import; the seeds do), a batch at a time. */
export async function reindexAllProductDocuments(db: Db, now: Date): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await rowsOf<{ id: number }>(db, sql`select id from commerce.products where id > ${after} order by id limit ${DOCUMENT_BATCH}`);
    if (batch.length === 0) break;
    const ids = batch.map((r) => Number(r.id));
    // Dependents are in the same full pass; index each product once.
    const values = (await Promise.all(STORES.map((store) => storeDocuments(db, store, ids, now)))).flat();
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`delete from ${productDocuments} where product_id = any(${idList(ids)})`);
      for (let i = 0; i < values.length; i += DOCUMENT_BATCH) await tx.insert(productDocuments).values(values.slice(i, i + DOCUMENT_BATCH));
    });
    after = ids.at(-1)!;
  }
  await db.execute(sql`delete from ${productDocumentQueue}`);
}

/**
 * One run of the indexer: the products the triggers queued, then documents priced for an earlier
 * day (a special price may have started or ended). Returns how many documents it wrote.
 */
export async function runDocumentIndexer(db: Db, now: Date): Promise<number> {
  const queued = await rowsOf<{ id: number }>(
    db,
    sql`
    delete from ${productDocumentQueue} where product_id in (
      select product_id from ${productDocumentQueue} order by queued_at limit ${DOCUMENT_BATCH} for update skip locked)
    returning product_id as id`,
  );
  const todays = sql.join(
    STORES.map((s) => sql`(store_code = ${s.code} and priced_for <> ${todayIn(s.timezone, now)}::date)`),
    sql` or `,
  );
  const stale = await rowsOf<{ id: number }>(db, sql`select distinct product_id as id from ${productDocuments} where ${todays} limit ${DOCUMENT_BATCH}`);
  const ids = [...new Set([...queued, ...stale].map((r) => Number(r.id)))];
  return indexProductDocuments(db, ids, now);
}
