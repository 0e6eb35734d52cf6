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

/**
 * The first date after `today` on which a price each product's document shows may change: a dated
 * special price of the product, of one of its variants or of a bundle's selection starts or ends
 * (the day after its last day). Products with no dated price are not in the map.
 */
async function pricedUntilOf(db: Db, storeCode: string, ids: readonly number[], today: string): Promise<Map<number, string>> {
  const list = idList(ids);
  const rows = await rowsOf<{ id: number; until: string | null }>(
    db,
    sql`
    with shown(product_id, priced_id) as (
      select id, id from unnest(${list}) as id
      union all select r.parent_id, r.child_id from commerce.product_relations r where r.parent_id = any(${list})
      union all select o.product_id, s.product_id from commerce.bundle_selections s join commerce.bundle_options o on o.id = s.option_id
        where o.product_id = any(${list}))
    select shown.product_id as id, min(case
        when pp.special_from_date > ${today}::date then pp.special_from_date
        when pp.special_to_date >= ${today}::date then pp.special_to_date + 1 end)::text as until
    from shown join commerce.product_prices pp on pp.store_code = ${storeCode} and pp.product_id = shown.priced_id
    where pp.special_price is not null and (pp.special_from_date is not null or pp.special_to_date is not null)
    group by shown.product_id`,
  );
  return new Map(rows.filter((r) => r.until !== null).map((r) => [Number(r.id), r.until!]));
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
  const until = await pricedUntilOf(db, store.code, pricedIds, pricedFor);
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
    for (const [productId, doc] of docs) values.push({ storeCode: store.code, locale, productId, doc, pricedFor, pricedUntil: until.get(productId) ?? null });
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
 * One run of the indexer: the products the triggers queued, then documents whose prices are no
 * longer those of the store's day (a dated special price started or ended, or the clock is before
 * the day they were computed on). Returns how many documents it wrote.
 */
export async function runDocumentIndexer(db: Db, now: Date): Promise<number> {
  const queued = await rowsOf<{ id: number }>(
    db,
    sql`
    delete from ${productDocumentQueue} where product_id in (
      select product_id from ${productDocumentQueue} order by queued_at limit ${DOCUMENT_BATCH} for update skip locked)
    returning product_id as id`,
  );
  // Each store's arm is found through the two date indexes (a bitmap per arm): the few expiring
  // documents, not a scan of every document each minute.
  const perStore = sql.join(
    STORES.map((s) => {
      const today = sql`${todayIn(s.timezone, now)}::date`;
      return sql`(store_code = ${s.code} and (priced_until <= ${today} or priced_for > ${today}))`;
    }),
    sql` or `,
  );
  const stale = await rowsOf<{ id: number }>(db, sql`select distinct product_id as id from ${productDocuments} where ${perStore} limit ${DOCUMENT_BATCH}`);
  const ids = [...new Set([...queued, ...stale].map((r) => Number(r.id)))];
  return indexProductDocuments(db, ids, now);
}
