import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/harness.ts';
import { viewLocaleOf } from './store-views.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A storefront query as the web app sends it: the Store header and the shopper's language. */
async function storefront(query: string, store: string, language: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/graphql',
    headers: { store, 'accept-language': language, host: 'localhost:8080' },
    payload: { query },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

const bySku = (sku: string, fields: string) => `{ products(filter: { sku: { eq: "${sku}" } }) { items { ${fields} } } }`;

describe('store views', () => {
  it('pick the shopper’s language when the store has a view in it, else the store’s default view', () => {
    expect(viewLocaleOf({ code: 'JP' }, 'en')).toBe('ja');
    expect(viewLocaleOf({ code: 'CA' }, 'fr')).toBe('fr');
    expect(viewLocaleOf({ code: 'CA' }, 'zh')).toBe('en');
    expect(viewLocaleOf({ code: 'US' }, 'zh')).toBe('zh');
    expect(viewLocaleOf({ code: 'STSVCA' }, undefined)).toBe('en');
  });

  it('the JP store reads Japanese names, options and categories, priced in yen without decimals', async () => {
    const data = await storefront(
      bySku(
        'AF-FRG-IRN',
        'name short_description { html } price_range { minimum_price { final_price { value currency } } } categories { name } ... on ConfigurableProduct { configurable_options { label values { label } } }',
      ),
      'JP',
      'en-US',
    );
    const product = data.products.items[0];
    expect(product.name).toBe('エイペックス フォージ 鍛造アイアン（5-PW）');
    expect(product.short_description.html).toContain('鍛造アイアン');
    expect(product.price_range.minimum_price.final_price.currency).toBe('JPY');
    expect(Number.isInteger(product.price_range.minimum_price.final_price.value)).toBe(true);
    expect(product.categories.map((c: { name: string }) => c.name)).toContain('アイアン');
    const hand = product.configurable_options.find((o: { label: string }) => o.label === '利き手');
    expect(hand.values.map((v: { label: string }) => v.label)).toEqual(['右利き', '左利き']);
    const menu = await storefront('{ categoryList(filters: { ids: { eq: "2" } }) { children { name } } }', 'JP', 'ja');
    expect(menu.categoryList[0].children.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['クラブ', 'ゴルフボール', 'ギフトカード']));
  });

  it('the CA store has an English and a French view; a language it lacks reads English', async () => {
    const name = async (language: string) => (await storefront(bySku('CC-CART-BAG', 'name'), 'CA', language)).products.items[0].name;
    expect(await name('fr-CA')).toBe('Sac chariot Caddie & Co');
    expect(await name('en-CA')).toBe('Caddie & Co Cart Bag');
    expect(await name('ja')).toBe('Caddie & Co Cart Bag');
  });

  it('labels filters in the view’s language, falling back to the default value where none is given', async () => {
    const data = await storefront('{ products(filter: { category_id: { eq: "' + 'x' + '" } }) { total_count } }'.replace('"x"', '"0"'), 'US', 'zh').catch(
      () => null,
    );
    expect(data === null || data.products.total_count === 0).toBe(true);
    const clubs = await storefront('{ categoryList(filters: { url_path: { eq: "clubs/drivers" } }) { id name } }', 'US', 'zh');
    const listing = await storefront(
      `{ products(filter: { category_id: { eq: "${clubs.categoryList[0].id}" } }) { aggregations { attribute_code label options { label } } } }`,
      'US',
      'zh',
    );
    const label = (code: string) => listing.products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === code);
    expect(clubs.categoryList[0].name).toBe('一号木');
    expect(label('price').label).toBe('价格');
    expect(label('hand')).toMatchObject({ label: '左右手', options: expect.arrayContaining([{ label: '右手' }]) });
    // Brand names carry no Chinese text in the demo catalogue: they read as the default value.
    expect(label('brand').options.map((o: { label: string }) => o.label)).toContain('Northwind');
  });

  it('searches in the view’s language: Japanese without spaces, and misspelt French', async () => {
    const ja = await storefront('{ products(search: "ドライバー") { items { sku name } } }', 'JP', 'ja');
    expect(ja.products.items.map((p: { sku: string }) => p.sku)).toEqual(expect.arrayContaining(['AF1-DRV', 'NW-TMP-DRV', 'LS-MAX-DRV']));
    const fr = await storefront('{ products(search: "chariott") { items { sku } suggestions { search } } }', 'CA', 'fr');
    expect(fr.products.items.map((p: { sku: string }) => p.sku)).toContain('CC-CART-BAG');
    // The same words in an English view find nothing: the French names are not its texts.
    const en = await storefront('{ products(search: "chariot") { items { sku } } }', 'CA', 'en');
    expect(en.products.items).toEqual([]);
  });

  it('the Japan store reads every catalogue text in Japanese: descriptions, tags, option titles, bundle options, gift card designs, category descriptions', async () => {
    const driver = (await storefront(bySku('AF1-DRV', 'description { html } golf_product_tags { value }'), 'JP', 'ja')).products.items[0];
    // One language: the Japanese paragraphs, not the English ones followed by a Japanese short description.
    expect(driver.description.html).toContain('カーボンクラウン');
    expect(driver.description.html).not.toMatch(/[A-Za-z]{4,}/);
    expect(driver.golf_product_tags.map((t: { value: string }) => t.value)).toEqual(['低スピン', '調整機能', 'やさしい']);
    const kit = (await storefront(bySku('BND-HOME-PRACTICE', '... on BundleProduct { items { title } }'), 'JP', 'ja')).products.items[0];
    expect(kit.items.map((i: { title: string }) => i.title)).toEqual(['パターマット', 'アライメントスティック', 'テンポトレーナーを追加']);
    const card = (await storefront(bySku('GC-EMAIL', '... on GiftCardProduct { gift_templates { template_name } }'), 'JP', 'ja')).products.items[0];
    expect(card.gift_templates.map((g: { template_name: string }) => g.template_name)).toEqual(
      expect.arrayContaining(['お誕生日おめでとう', 'ありがとう', '季節のご挨拶']),
    );
    const putter = (
      await storefront(
        bySku('LS-BLADE-PT', '... on CustomizableProductInterface { options { title ... on CustomizableDropDownOption { value { title } } } }'),
        'JP',
        'ja',
      )
    ).products.items[0];
    expect(putter.options.map((o: { title: string }) => o.title)).toEqual(['長さ', 'グリップのアップグレード']);
    const clubs = await storefront('{ categoryList(filters: { url_path: { eq: "clubs/drivers" } }) { description } }', 'JP', 'ja');
    expect(clubs.categoryList[0].description).toContain('ドライバー');
    // French and Chinese shoppers of the US store read the long texts in their language too.
    const fr = (await storefront(bySku('AF1-DRV', 'description { html }'), 'US', 'fr')).products.items[0];
    expect(fr.description.html).toContain('couronne en carbone');
    const zh = (await storefront(bySku('AF1-DRV', 'description { html }'), 'US', 'zh')).products.items[0];
    expect(zh.description.html).toContain('碳纤维冠部');
  });

  it('lists for the shop team which texts a view falls back on: none in any store view of the demo', async () => {
    const report = (store: string, token?: string) =>
      call(t.app, { method: 'GET', url: `/rest/${store}/V1/catalogue/untranslated-texts`, ...(token ? { token } : {}) });
    expect((await report('JP')).status).toBe(401);
    const jp = await report('JP', t.config.secrets.integrationToken);
    expect(jp.status).toBe(200);
    expect(jp.body.data).toEqual([]);
    for (const store of ['US', 'CA', 'STSVEN', 'STSVCA']) {
      const answer = await report(store, t.config.secrets.integrationToken);
      expect(answer.status).toBe(200);
      expect(answer.body.data, store).toEqual([]);
    }
    expect((await report('XX', t.config.secrets.integrationToken)).status).toBe(404);
  });
});
