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

  it('keep their prices until a dated price starts or ends: a new day rewrites only those, and reads compute them meanwhile', async () => {
    const docOf = async (id: number) =>
      (
        await rows<{ priced_for: string; priced_until: string | null; min: string }>(
          sql`select priced_for::text, priced_until::text, doc->'priceRange'->>'minFinal' as min from commerce.product_documents
            where store_code = 'US' and locale = 'en' and product_id = ${id}`,
        )
      )[0];
    const day = 24 * 3_600_000;
    const align = await idOf('TA-ALIGN');
    const ball = await idOf('AF-TOUR-BALL');
    const driver = await idOf('AF1-DRV');
    const [variant] = await rows<{ id: number }>(
      sql`select child_id as id from commerce.product_relations where parent_id = ${driver} order by child_id limit 1`,
    );
    // The store's day is 2026-03-10 (Los Angeles). A special price from tomorrow to the day after.
    await t.database.db.execute(
      sql`update commerce.product_prices set special_price = 9.99, special_from_date = '2026-03-11', special_to_date = '2026-03-12' where product_id = ${align} and store_code = 'US'`,
    );
    // A variant's special price ending on the 15th: its configurable product's range shows it from today.
    await t.database.db.execute(
      sql`update commerce.product_prices set special_price = 99, special_from_date = null, special_to_date = '2026-03-15' where product_id = ${variant!.id} and store_code = 'US'`,
    );
    while ((await runDocumentIndexer(t.database.db, clock.now())) > 0);
    expect(await docOf(align)).toEqual({ priced_for: '2026-03-10', priced_until: '2026-03-11', min: '19.99' });
    expect(await docOf(driver)).toMatchObject({ priced_until: '2026-03-16', min: '99' });
    expect((await docOf(ball))!.priced_until).toBeNull();

    clock.advance(day);
    // The special price starts today: yesterday's document is not used, the price is computed.
    expect((await card('TA-ALIGN')).price_range.minimum_price.final_price.value).toBe(9.99);
    // A product without a dated price keeps its document: a mark put in it shows.
    await t.database.db.execute(
      sql`update commerce.product_documents set doc = jsonb_set(doc, '{priceRange,minFinal}', '"1.23"') where product_id = ${ball} and store_code = 'US' and locale = 'en'`,
    );
    expect((await card('AF-TOUR-BALL')).price_range.minimum_price.final_price.value).toBe(1.23);
    // The new day rewrites only the product whose price changed and the bundle that shows it, then nothing.
    expect(await runDocumentIndexer(t.database.db, clock.now())).toBeGreaterThan(0);
    expect(await runDocumentIndexer(t.database.db, clock.now())).toBe(0);
    const rewritten = await rows<{ sku: string }>(
      sql`select distinct p.sku from commerce.product_documents d join commerce.products p on p.id = d.product_id
        where d.store_code = 'US' and d.priced_for = '2026-03-11' order by 1`,
    );
    const bundles = await rows<{ sku: string }>(
      sql`select distinct p.sku from commerce.bundle_selections s join commerce.bundle_options o on o.id = s.option_id
        join commerce.products p on p.id = o.product_id where s.product_id = ${align}`,
    );
    expect(bundles.length).toBeGreaterThan(0);
    expect(rewritten.map((r) => r.sku).sort()).toEqual(['TA-ALIGN', ...bundles.map((b) => b.sku)].sort());
    expect(await docOf(align)).toEqual({ priced_for: '2026-03-11', priced_until: '2026-03-13', min: '9.99' });

    clock.advance(2 * day);
    // The special price ended yesterday.
    expect((await card('TA-ALIGN')).price_range.minimum_price.final_price.value).toBe(19.99);
    expect(await runDocumentIndexer(t.database.db, clock.now())).toBeGreaterThan(0);
    expect((await docOf(align))!.priced_until).toBeNull();

    clock.advance(3 * day);
    // The variant's special price ended on the 15th: the driver's range is computed again, then rewritten.
    expect((await card('AF1-DRV')).price_range.minimum_price.final_price.value).not.toBe(99);
    expect(await runDocumentIndexer(t.database.db, clock.now())).toBeGreaterThan(0);
    expect(await docOf(driver)).toMatchObject({ priced_for: '2026-03-16', priced_until: null });

    // Leave the catalogue as it was.
    await t.database.db.execute(
      sql`update commerce.product_prices set special_price = null, special_from_date = null, special_to_date = null where product_id in (${align}, ${variant!.id}) and store_code = 'US'`,
    );
    await t.database.db.execute(sql`insert into commerce.product_document_queue (product_id) values (${ball}) on conflict do nothing`);
    while ((await runDocumentIndexer(t.database.db, clock.now())) > 0);
    expect((await card('AF-TOUR-BALL')).price_range.minimum_price.final_price.value).not.toBe(1.23);
  });
});
