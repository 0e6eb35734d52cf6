import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, signIn, startTestApp, type TestApp } from '../../../test/harness.ts';
import { PRODUCT_CARD, query } from '../test-queries.ts';
import { countQueries } from '../../../test/count-queries.ts';
import { rowsOf } from '../../../platform/db/index.ts';
import { rebuildCatalogueReadModel } from '../rebuild.ts';
import { uidOf } from '../uid.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const skus = (items: { sku: string }[]) => items.map((p) => p.sku);

describe('search', () => {
  it('ranks name matches first and finds products despite a misspelling', async () => {
    const exact = await query(t.app, '{ products(search: "putter", pageSize: 10) { total_count items { sku } } }');
    expect(skus(exact.products.items).slice(0, 2).sort()).toEqual(['LS-BLADE-PT', 'NW-MALLET-PT']);
    const typo = await query(t.app, '{ products(search: "puter", pageSize: 10) { total_count suggestions { search } items { sku } } }');
    expect(skus(typo.products.items)).toEqual(expect.arrayContaining(['LS-BLADE-PT', 'NW-MALLET-PT']));
    expect(typo.products.suggestions).toEqual([{ search: 'putter' }]);
    // A misspelt brand finds the brand's products and says what it searched for instead.
    const brand = await query(t.app, '{ products(search: "titlest") { suggestions { search } items { sku } } }');
    expect(skus(brand.products.items)).toEqual(['TT-PROV1']);
    expect(brand.products.suggestions).toEqual([{ search: 'titleist' }]);
    const swapped = await query(t.app, '{ products(search: "tempset dirver") { items { sku } } }');
    expect(skus(swapped.products.items)).toEqual(['NW-TMP-DRV']);
  });

  it('matches as you type and searches by sku', async () => {
    const prefix = await query(t.app, '{ products(search: "launch mon") { items { sku } } }', { store: 'STSVEN' });
    expect(skus(prefix.products.items)).toContain('LM2');
    const bySku = await query(t.app, '{ products(search: "AF1-DRV") { items { sku } } }');
    expect(skus(bySku.products.items)[0]).toBe('AF1-DRV');
  });

  it('sorts search results by name when asked, with paging info', async () => {
    const data = await query(
      t.app,
      '{ products(search: "balls", sort: { name: ASC }, pageSize: 2, currentPage: 1) { total_count page_info { current_page page_size total_pages } sort_fields { default options { value } } items { name } } }',
    );
    const names = data.products.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(data.products.page_info).toMatchObject({ current_page: 1, page_size: 2 });
    expect(data.products.sort_fields.default).toBe('relevance');
  });

  it('requires a search text or a filter, and refuses bad paging with Magento’s messages', async () => {
    const none = await gql(t.app, '{ products(search: "  ") { total_count } }');
    expect(none.body.errors[0]).toMatchObject({ message: "'search' or 'filter' input argument is required.", extensions: { category: 'graphql-input' } });
    const beyond = await gql(t.app, '{ products(search: "driver", pageSize: 10, currentPage: 9) { total_count } }');
    expect(beyond.body.errors[0].message).toMatch(/^currentPage value 9 specified is greater than the 1 page\(s\) available\.$/);
    const zero = await gql(t.app, '{ products(search: "driver", currentPage: 0) { total_count } }');
    expect(zero.body.errors[0].message).toBe('currentPage value must be greater than 0.');
    const huge = await gql(t.app, '{ products(search: "driver", pageSize: 5000) { total_count } }');
    expect(huge.body.errors[0].message).toMatch(/pageSize value must not be greater than 200/);
    const price = await gql(t.app, '{ products(filter: { price: { from: "ten" } }) { total_count } }');
    expect(price.body.errors[0].message).toMatch(/Invalid price filter value "ten"/);
  });
});

describe('exact lookups', () => {
  it('finds a product by url key exactly, and never its parent for a variant key', async () => {
    const one = await query(
      t.app,
      '{ products(filter: { url_key: { eq: "apex-forge-af-1-driver" } }) { items { sku related_products { sku } upsell_products { sku } } } }',
    );
    expect(one.products.items).toEqual([
      { sku: 'AF1-DRV', related_products: [{ sku: 'AF-TOUR-BALL' }, { sku: 'HC-DRV' }], upsell_products: [{ sku: 'NW-TMP-DRV' }] },
    ]);
    const partial = await query(t.app, '{ products(filter: { url_key: { eq: "apex-forge" } }) { total_count } }');
    expect(partial.products.total_count).toBe(0);
    const variant = await query(t.app, '{ products(filter: { url_key: { eq: "apex-forge-af-1-driver-right-9-regular" } }) { items { sku } } }');
    expect(variant.products.items).toEqual([]);
  });

  it('finds products by a list of url keys and by category uid', async () => {
    const list = await query(t.app, '{ products(filter: { url_key: { in: ["linksmith-blade-putter", "northwind-mallet-putter"] } }) { items { sku } } }');
    expect(skus(list.products.items).sort()).toEqual(['LS-BLADE-PT', 'NW-MALLET-PT']);
    const drivers = await query(t.app, '{ categoryList(filters: { url_path: { eq: "clubs/drivers" } }) { uid } }');
    const byUid = await query(
      t.app,
      `{ products(filter: { category_uid: { eq: "${drivers.categoryList[0].uid}" } }, pageSize: 10) { total_count items { sku } } }`,
    );
    expect(byUid.products.total_count).toBe(3);
  });
});

describe('category listing', () => {
  it('sorts by position by default, and by price both ways', async () => {
    const byPosition = await query(t.app, '{ products(filter: { category_id: { eq: "10" } }, pageSize: 50) { items { sku } } }');
    expect(skus(byPosition.products.items).slice(0, 3)).toEqual(['AF1-DRV', 'NW-TMP-DRV', 'LS-MAX-DRV']);
    const cheap = await query(t.app, `{ products(filter: { category_id: { eq: "10" } }, sort: { price: ASC }, pageSize: 50) { items { ${PRODUCT_CARD} } } }`);
    const prices = cheap.products.items.map(
      (p: { price_range: { minimum_price: { final_price: { value: number } } } }) => p.price_range.minimum_price.final_price.value,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await query(t.app, '{ products(filter: { category_id: { eq: "10" } }, sort: { price: DESC }, pageSize: 1) { items { sku } } }');
    expect(skus(dear.products.items)).toEqual(['AF-FRG-IRN']);
  });

  it('filters by attributes and price, with aggregations over the whole match', async () => {
    const data = await query(
      t.app,
      '{ products(filter: { category_id: { eq: "10" } }, pageSize: 2) { total_count aggregations { attribute_code label count options { label value count } } } }',
    );
    const hand = data.products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'hand');
    const left = hand.options.find((o: { label: string }) => o.label === 'Left');
    expect(left.count).toBeGreaterThan(2);
    expect(data.products.aggregations.map((a: { attribute_code: string }) => a.attribute_code)).toEqual(
      expect.arrayContaining(['price', 'category_uid', 'brand', 'flex']),
    );
    const graphite = data.products.aggregations
      .find((a: { attribute_code: string }) => a.attribute_code === 'shaft_material')
      .options.find((o: { label: string }) => o.label === 'Graphite');
    const filtered = await query(t.app, `{ products(filter: { category_id: { eq: "10" }, shaft_material: { eq: "${graphite.value}" } }) { items { sku } } }`);
    expect(skus(filtered.products.items).sort()).toEqual(['AF-FRG-IRN', 'LS-CB-IRN']);
    const range = await query(t.app, '{ products(filter: { category_id: { eq: "10" }, price: { from: "200", to: "300" } }, pageSize: 50) { items { sku } } }');
    expect(skus(range.products.items)).toEqual(expect.arrayContaining(['AF-HYB-4', 'LS-BLADE-PT']));
    expect(skus(range.products.items)).not.toContain('AF1-DRV');
  });

  it("keeps a whole category's facets with the listing index: an unfiltered page reads them, as its match would count them", async () => {
    type Facet = { attribute_code: string; label: string; count: number; options: { label: string; value: string; count: number }[] };
    const facetsOf = async (filter: string, store = 'US') =>
      (
        await query(
          t.app,
          `{ products(filter: { category_id: { eq: "10" }${filter} }, pageSize: 2) { aggregations { attribute_code label count options { label value count } } } }`,
          { store },
        )
      ).products.aggregations as Facet[];
    // A price range holding every product is counted over the page's match; the whole category is read as kept.
    const counted = await facetsOf(', price: { from: "0", to: "99999999" }');
    const kept = await facetsOf('');
    expect(counted.map((f) => f.attribute_code)).toEqual(expect.arrayContaining(['price', 'category_uid', 'hand']));
    expect(kept).toEqual(counted);
    expect(await facetsOf('', 'JP')).toEqual(await facetsOf(', price: { from: "0", to: "999999999" }', 'JP'));

    const saved = await rowsOf<{ facets: unknown }>(
      t.database.db,
      sql`select facets from commerce.category_listing_counts where store_code = 'US' and category_id = 10`,
    );
    try {
      // The page shows what is kept (a mark put in the kept counts shows)...
      await t.database.db.execute(
        sql`update commerce.category_listing_counts set facets = jsonb_set(facets, '{buckets,0,n}', '999') where store_code = 'US' and category_id = 10`,
      );
      expect((await facetsOf('')).find((f) => f.attribute_code === 'price')!.options[0]!.count).toBe(999);
      // ...and counts the match itself when nothing is kept (a listing index built before facets were kept).
      await t.database.db.execute(sql`update commerce.category_listing_counts set facets = null where store_code = 'US' and category_id = 10`);
      expect(await facetsOf('')).toEqual(counted);
    } finally {
      await t.database.db.execute(
        sql`update commerce.category_listing_counts set facets = ${JSON.stringify(saved[0]!.facets)}::jsonb where store_code = 'US' and category_id = 10`,
      );
    }
  });

  it("counts a category page's facets from the listing index as the source tables count them, and the rebuild command keeps them", async () => {
    const page =
      '{ products(filter: { category_id: { eq: "10" }, price: { from: "100", to: "400" } }) { aggregations { attribute_code options { value count } } } }';
    const facets = async () => {
      const aggregations = (await query(t.app, page)).products.aggregations as { attribute_code: string; options: { value: string; count: number }[] }[];
      return new Map(aggregations.flatMap((a) => a.options.map((o) => [`${a.attribute_code}:${o.value}`, o.count] as const)));
    };
    // What the page matches, counted over the attribute values and category assignments themselves.
    const counted = async () => {
      const matching = sql`select ci.product_id from commerce.category_product_index ci
        where ci.store_code = 'US' and ci.category_id = 10 and ci.max_price >= 100 and ci.min_price <= 400`;
      const values = await rowsOf<{ code: string; option_id: number; n: number }>(
        t.database.db,
        sql`select a.code, pav.option_id, count(*)::int as n from commerce.product_attribute_values pav join commerce.attributes a on a.id = pav.attribute_id
          where a.is_filterable and pav.product_id in (${matching}) group by 1, 2`,
      );
      const children = await rowsOf<{ id: number; n: number }>(
        t.database.db,
        sql`select c.id, count(*)::int as n from commerce.category_products cp join commerce.categories c on c.id = cp.category_id
          where c.parent_id = 10 and c.is_active and cp.product_id in (${matching}) group by 1`,
      );
      return new Map([...values.map((v) => [`${v.code}:${v.option_id}`, v.n] as const), ...children.map((c) => [`category_uid:${uidOf(c.id)}`, c.n] as const)]);
    };
    const before = await facets();
    const expected = await counted();
    expect(expected.size).toBeGreaterThan(5);
    for (const [key, n] of expected) expect([key, before.get(key)]).toEqual([key, n]);

    // A product of the page gets one more value (as an import would write it): the page shows it once the catalogue is rebuilt.
    const [product] = await rowsOf<{ id: number }>(t.database.db, sql`select id from commerce.products where sku = 'LS-BLADE-PT'`);
    const [option] = await rowsOf<{ attribute_id: number; id: number; code: string }>(
      t.database.db,
      sql`select o.attribute_id, o.id, a.code from commerce.attribute_options o join commerce.attributes a on a.id = o.attribute_id
        where a.is_filterable and a.code = 'flex' and not exists (select 1 from commerce.product_attribute_values v where v.product_id = ${product!.id} and v.option_id = o.id)
        order by o.id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into commerce.product_attribute_values (product_id, attribute_id, option_id) values (${product!.id}, ${option!.attribute_id}, ${option!.id})`,
    );
    try {
      await rebuildCatalogueReadModel(t.database.db, t.clock.now());
      expect((await facets()).get(`${option!.code}:${option!.id}`)).toBe((before.get(`${option!.code}:${option!.id}`) ?? 0) + 1);
    } finally {
      await t.database.db.execute(sql`delete from commerce.product_attribute_values where product_id = ${product!.id} and option_id = ${option!.id}`);
      await rebuildCatalogueReadModel(t.database.db, t.clock.now());
    }
  });

  it('pages through a category', async () => {
    const first = await query(t.app, '{ products(filter: { category_id: { eq: "10" } }, pageSize: 5, currentPage: 1) { total_count items { sku } } }');
    const second = await query(t.app, '{ products(filter: { category_id: { eq: "10" } }, pageSize: 5, currentPage: 2) { items { sku } } }');
    expect(first.products.total_count).toBe(13);
    expect(skus(second.products.items)).toHaveLength(5);
    expect(skus(second.products.items).some((s) => skus(first.products.items).includes(s))).toBe(false);
    // The unfiltered total is the category's kept count; past the last page Magento's message names it.
    const beyond = await gql(t.app, '{ products(filter: { category_id: { eq: "10" } }, pageSize: 5, currentPage: 4) { total_count } }');
    expect(beyond.body.errors[0].message).toBe('currentPage value 4 specified is greater than the 3 page(s) available.');
    const filtered = await query(
      t.app,
      '{ products(filter: { category_id: { eq: "10" }, price: { from: "200", to: "300" } }, pageSize: 2) { total_count items { sku } } }',
    );
    expect(filtered.products.total_count).toBeLessThan(13);
    expect(filtered.products.total_count).toBeGreaterThan(0);
  });
});

describe('schema', () => {
  it('has a filter field for every filterable attribute of the catalogue', async () => {
    const res = await gql(t.app, '{ __type(name: "ProductAttributeFilterInput") { inputFields { name } } }');
    const fields = new Set(res.body.data.__type.inputFields.map((f: { name: string }) => f.name));
    const { attributes } = await import('./attributes.tables.ts');
    const rows = await t.database.db.select({ code: attributes.code }).from(attributes);
    expect(rows.length).toBeGreaterThan(5);
    for (const { code } of rows) expect(fields.has(code), code).toBe(true);
  });
});

describe('two shops', () => {
  it('prices in each store’s currency and keeps each shop’s products to itself', async () => {
    const field = '{ products(filter: { sku: { eq: "AF-TOUR-BALL" } }) { items { price_range { minimum_price { final_price { value currency } } } } } }';
    const price = async (store: string) => (await query(t.app, field, { store })).products.items[0]?.price_range.minimum_price.final_price;
    expect(await price('US')).toEqual({ value: 54.99, currency: 'USD' });
    expect(await price('CA')).toEqual({ value: 74.99, currency: 'CAD' });
    // ¥8,250 before tax: the Japan store shows it with its 10 % consumption tax (総額表示).
    expect(await price('JP')).toEqual({ value: 9075, currency: 'JPY' });
    expect(await price('STSVEN')).toBeUndefined();
    const lm = await query(t.app, '{ products(search: "launch monitor") { items { sku } } }', { store: 'STSVCA' });
    expect(skus(lm.products.items)).toContain('LM2');
    const mainSearch = await query(t.app, '{ products(search: "launch monitor") { items { sku } } }');
    expect(skus(mainSearch.products.items)).not.toContain('LM2');
  });
});

describe('caching and query count', () => {
  it('answers public GET queries with cache headers, and private ones not for shared caches', async () => {
    const q = encodeURIComponent('{ products(search: "driver") { total_count } }');
    const anonymous = await call(t.app, { method: 'GET', url: `/graphql?query=${q}`, headers: { store: 'US' } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(anonymous.headers.vary).toMatch(/Store/);
    const session = await signIn(t.app, 'player@example.com');
    const signedIn = await call(t.app, { method: 'GET', url: `/graphql?query=${q}`, headers: { store: 'US' }, token: session.eToken });
    expect(signedIn.headers['cache-control']).toBe('private, max-age=300');
    const personal = await call(t.app, { method: 'GET', url: `/graphql?query=${encodeURIComponent('{ customer { email } }')}`, token: session.eToken });
    expect(personal.headers['cache-control']).toBe('no-store');
  });

  it('shares a public GET answer between shoppers for half a minute, and keeps nothing personal or failed', async () => {
    const q = `/graphql?query=${encodeURIComponent('{ products(filter: { sku: { eq: "TA-ALIGN" } }) { items { name } } }')}`;
    const nameOf = (res: { body: { data: { products: { items: { name: string }[] } } } }) => res.body.data.products.items[0]?.name;
    const first = await call(t.app, { method: 'GET', url: q, headers: { store: 'US' } });
    const original = nameOf(first);
    expect(original).toBeTruthy();
    await t.database.db.execute(sql`update commerce.products set name = 'Renamed alignment sticks' where sku = 'TA-ALIGN'`);
    try {
      // The same GET, even signed in, is the kept copy; a POST reads the database.
      const session = await signIn(t.app, 'player@example.com');
      const again = await call(t.app, { method: 'GET', url: q, headers: { store: 'US' }, token: session.eToken });
      expect(nameOf(again)).toBe(original);
      expect(again.headers['cache-control']).toBe('private, max-age=300');
      const fresh = await query(t.app, '{ products(filter: { sku: { eq: "TA-ALIGN" } }) { items { name } } }');
      expect(fresh.products.items[0]?.name).toBe('Renamed alignment sticks');
      // Another store or language is another answer.
      const canada = await call(t.app, { method: 'GET', url: q, headers: { store: 'CA' } });
      expect(nameOf(canada)).toBe('Renamed alignment sticks');
      // A failed answer is not kept: the page number is checked every time.
      const beyond = `/graphql?query=${encodeURIComponent('{ products(search: "driver", pageSize: 10, currentPage: 99) { total_count } }')}`;
      for (let i = 0; i < 2; i++) expect((await call(t.app, { method: 'GET', url: beyond })).body.errors[0].message).toMatch(/^currentPage value 99/);
    } finally {
      await t.database.db.execute(sql`update commerce.products set name = ${original} where sku = 'TA-ALIGN'`);
    }
  });

  it('reads a listing of 48 products with prices, images and variants in a fixed number of queries', async () => {
    // countQueries leaves out the re-reads a busy machine's timing puts in the window (a minute's
    // included-tax entry expiring, a session recheck): a raw spy on the client once counted 9 for 8.
    const countFor = async (pageSize: number) => {
      let res!: Awaited<ReturnType<typeof gql>>;
      const queries = await countQueries(t.database, async () => {
        res = await gql(
          t.app,
          `{ products(filter: { category_id: { in: ["10", "18", "19", "20", "23", "26", "30"] } }, pageSize: ${pageSize}) { total_count items { ${PRODUCT_CARD} price_tiers { quantity } media_gallery { url } categories { name } } } }`,
        );
      });
      expect(res.body.errors).toBeUndefined();
      return { queries, items: res.body.data.products.items.length };
    };
    const small = await countFor(12);
    const large = await countFor(48);
    // One query per kind of data (products, prices, stock, media, variants, options, bundles,
    // gift cards, tiers, categories), not per product: the larger page only adds the readers of
    // the product types the small one does not hold (bundle items, gift card amounts).
    expect(large.items).toBeGreaterThan(30);
    expect(large.queries).toBeLessThanOrEqual(28);
    expect(large.queries - small.queries).toBeLessThanOrEqual(8);
  });

  it('reads a category page with its variants and layered navigation in three statements', async () => {
    // The attribute labels (read beside the page), the page with its category checked, its documents and the
    // variants of its configurable products (prices, stock, options, documents), and the aggregations.
    const page = `{ products(filter: { category_id: { eq: "10" } }, pageSize: 12, currentPage: 1, sort: { position: ASC }) {
      total_count aggregations { attribute_code count options { label value count } } items { ${PRODUCT_CARD} } } }`;
    let res!: Awaited<ReturnType<typeof gql>>;
    // The first catalogue read of a process also loads which tax its prices show (kept a minute, tax/tax-included.ts): not per page.
    await gql(t.app, page);
    const statements = await countQueries(t.database, async () => (res = await gql(t.app, page)));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.products.items.some((p: { __typename: string }) => p.__typename === 'ConfigurableProduct')).toBe(true);
    expect(statements).toBe(3);
  });
});

describe('a product page', () => {
  const DETAIL = `${PRODUCT_CARD} description { html } special_price special_from_date price_tiers { quantity final_price { value } }
    media_gallery { url label position ... on ProductVideo { video_content { video_url } } } media_gallery_entries { file types }
    categories { uid name meta_title breadcrumbs { category_name } } related_products { sku name } upsell_products { sku name }
    product_links { link_type linked_product_sku position }
    ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } } }
    ... on CustomizableProductInterface { options { title required uid ... on CustomizableDropDownOption { value { title price sku } } } }`;

  it('reads a product with its media, tiers, links, categories and options in three statements', async () => {
    // The attribute labels (beside the page), the page with the product's document and variants, and its details.
    const page = `{ products(filter: { url_key: { eq: "apex-forge-forged-irons-5-pw" } }) { items { ${DETAIL} } } }`;
    let res!: Awaited<ReturnType<typeof gql>>;
    await gql(t.app, page);
    const statements = await countQueries(t.database, async () => (res = await gql(t.app, page)));
    expect(res.body.errors).toBeUndefined();
    const [product] = res.body.data.products.items;
    expect(product.media_gallery.length).toBeGreaterThan(0);
    expect(product.categories.length).toBeGreaterThan(0);
    expect(statements).toBe(3);
  });

  it('answers a product alone on its page exactly as it answers it among others, in each store view', async () => {
    let compared = 0;
    for (const [store, language] of [
      ['US', 'en'],
      ['US', 'ja'],
      ['JP', 'ja'],
    ] as const) {
      for (const sku of ['AF-FRG-IRN', 'AF-TOUR-BALL', 'FIT-SESSION', 'MEM-ACADEMY']) {
        const alone = await gql(t.app, `{ products(filter: { sku: { eq: "${sku}" } }) { items { ${DETAIL} } } }`, { store, language });
        const among = await gql(t.app, `{ products(filter: { sku: { in: ["${sku}", "LP-5"] } }) { items { ${DETAIL} } } }`, { store, language });
        expect(alone.body.errors).toBeUndefined();
        const [item] = alone.body.data.products.items;
        if (item) compared++;
        expect(among.body.data.products.items.find((p: { sku: string }) => p.sku === sku)).toEqual(item);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  });
});
