import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock.ts';
import { definedJobNames, scheduledJobs } from '../../../platform/jobs/registry.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PRODUCT_CARD, query } from '../test-queries.ts';
import { runDocumentIndexer } from './document-indexer.ts';
import { rowsOf } from '../../../platform/db/index.ts';

let t: TestApp;
const START = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(START);
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  // The template was seeded on another day: bring every document to the test clock's day.
  while ((await runDocumentIndexer(t.database.db, clock.now())) > 0);
});
afterAll(() => t.close());

const rows = <T extends object>(text: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, text);
const idOf = async (sku: string) => (await rows<{ id: number }>(sql`select id from commerce.products where sku = ${sku}`))[0]!.id;
const queued = async () =>
  (await rows<{ sku: string }>(sql`select p.sku from commerce.product_document_queue q join commerce.products p on p.id = q.product_id order by 1`)).map(
    (r) => r.sku,
  );
const card = async (sku: string, store = 'US') =>
  (await query(t.app, `{ products(filter: { sku: { eq: "${sku}" } }) { items { ${PRODUCT_CARD} } } }`, { store })).products.items[0];

describe('storefront documents', () => {
  it('are kept per store and store view: every priced product in the default view, translated ones in the others', async () => {
    const id = await idOf('TA-ALIGN');
    const views = await rows<{ store_code: string; locale: string }>(
      sql`select store_code, locale from commerce.product_documents where product_id = ${id} order by 1, 2`,
    );
    expect(views.map((v) => `${v.store_code}:${v.locale}`)).toEqual(['CA:en', 'CA:fr', 'JP:ja', 'US:en', 'US:fr', 'US:ja', 'US:zh']);
    const lm = await rows<{ store_code: string }>(
      sql`select distinct store_code from commerce.product_documents where product_id = ${await idOf('LM2')} order by 1`,
    );
    expect(lm.map((r) => r.store_code)).toEqual(['STSVCA', 'STSVEN']);
    expect(definedJobNames()).toContain('catalogue.index-documents');
    expect(scheduledJobs()).toContainEqual(['catalogue.index-documents', '* * * * *']);
  });

  it('answer exactly what the source tables compute', async () => {
    const skus = ['AF1-DRV', 'BND-STARTER', 'GC-EMAIL', 'AF-TOUR-BALL', 'LS-MAX-DRV'];
    const fromDocuments = await Promise.all(skus.map((s) => card(s, 'JP')));
    await t.database.db.execute(sql`delete from commerce.product_documents`);
    const computed = await Promise.all(skus.map((s) => card(s, 'JP')));
    expect(fromDocuments).toEqual(computed);
    while ((await runDocumentIndexer(t.database.db, clock.now())) > 0);
    await t.database.db.execute(sql`insert into commerce.product_document_queue (product_id) select id from commerce.products on conflict do nothing`);
    await runDocumentIndexer(t.database.db, clock.now());
    expect(await queued()).toEqual([]);
  });

  it('never show less than was written: a stock change queues the product, its configurable parent and bundles, and reads skip them until rewritten', async () => {
    expect(await queued()).toEqual([]);
    expect((await card('LS-BLADE-PT')).stock_status).toBe('IN_STOCK');
    // Any writer, here a plain update as a return or an import would make one.
    await t.database.db.execute(sql`update commerce.product_stock set qty = 0 where product_id = ${await idOf('LS-BLADE-PT')}`);
    expect(await queued()).toEqual(['BND-STARTER', 'LS-BLADE-PT']);
    expect((await card('LS-BLADE-PT')).stock_status).toBe('OUT_OF_STOCK');
    expect(await runDocumentIndexer(t.database.db, clock.now())).toBeGreaterThan(0);
    expect(await queued()).toEqual([]);
    const [doc] = await rows<{ salable: boolean }>(
      sql`select (doc->>'salable')::boolean as salable from commerce.product_documents where store_code = 'US' and locale = 'en' and product_id = ${await idOf('LS-BLADE-PT')}`,
    );
    expect(doc!.salable).toBe(false);
    expect((await card('LS-BLADE-PT')).stock_status).toBe('OUT_OF_STOCK');
    await t.database.db.execute(sql`update commerce.product_stock set qty = 9 where product_id = ${await idOf('LS-BLADE-PT')}`);
    await runDocumentIndexer(t.database.db, clock.now());
  });

  it('are priced for one day: the next day reads compute prices until the indexer rewrites them', async () => {
    const id = await idOf('TA-ALIGN');
    await t.database.db.execute(
      sql`update commerce.product_prices set special_price = 9.99, special_from_date = '2026-03-11' where product_id = ${id} and store_code = 'US'`,
    );
    await runDocumentIndexer(t.database.db, clock.now());
    expect((await card('TA-ALIGN')).price_range.minimum_price.final_price.value).toBe(19.99);
    clock.advance(24 * 3_600_000);
    // The special price starts today: the document of yesterday is not used.
    expect((await card('TA-ALIGN')).price_range.minimum_price.final_price.value).toBe(9.99);
    await runDocumentIndexer(t.database.db, clock.now());
    const [doc] = await rows<{ priced_for: string; min: string }>(
      sql`select priced_for::text, doc->'priceRange'->>'minFinal' as min from commerce.product_documents where store_code = 'US' and locale = 'en' and product_id = ${id}`,
    );
    expect(doc).toEqual({ priced_for: '2026-03-11', min: '9.99' });
  });
});
