import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/v3/layout/shop', () => {
  it('describes the main shop home in blocks with products priced in the store', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v3/layout/shop', headers: { store: 'CA' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.body.code).toBe(0);
    const layout = res.body.data;
    expect(layout).toMatchObject({ page: 'shop', targetId: null, storeCode: 'CA', layout: 'desktop' });
    expect(layout.blocks.map((b: { type: string }) => b.type)).toEqual(['slider', 'category_grid', 'product_carousel', 'banner', 'product_carousel']);
    expect(layout.blocks[0].slides[0].image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/catalog\/category\//);
    expect(layout.blocks[1].categories.map((c: { name: string }) => c.name)).toEqual([
      'Clubs',
      'Golf Balls',
      'Bags',
      'Apparel',
      'Accessories',
      'Lessons & Memberships',
    ]);
    const product = layout.blocks[2].products[0];
    expect(product.finalPrice.currency).toBe('CAD');
    expect(product.image).toMatch(/\/media\/catalog\/product\//);
  });

  it('answers the launch-monitor shop by flag, and refuses an unknown store', async () => {
    const lm = await call(t.app, { method: 'GET', url: '/api/v3/layout/shop?isSkytrak=true' });
    expect(lm.body.data.storeCode).toBe('STSVEN');
    expect(lm.body.data.blocks[0].banner.headline).toBe('Your simulator at home');
    expect((await call(t.app, { method: 'GET', url: '/api/v3/layout/shop?store=XX' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v3/layout/shop?isSkytrak=maybe' })).status).toBe(400);
  });
});

describe('layout texts per store view', () => {
  it('reads the blocks in the shopper’s store view and falls back to English where the store has no such view', async () => {
    const jp = await call(t.app, { method: 'GET', url: '/api/v3/layout/shop', headers: { store: 'JP' } });
    expect(jp.body.data.blocks[0]).toMatchObject({ title: '今シーズンのおすすめ' });
    expect(jp.body.data.blocks[0].slides[0].headline).toBe('新しいAF-1ドライバー');
    expect(jp.body.data.blocks[0].slides[0].href).toBe('/shop/product/apex-forge-af-1-driver');
    expect(jp.body.data.blocks[1].categories[0].name).toBe('クラブ');
    const fr = await call(t.app, { method: 'GET', url: '/api/v3/layout/shop', headers: { store: 'CA', 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(fr.headers.vary).toMatch(/Accept-Language/);
    expect(fr.body.data.blocks[3]).toMatchObject({
      title: 'Cartes cadeaux',
      banner: expect.objectContaining({ headline: 'Le cadeau dont rêve chaque golfeur', buttonLabel: 'Choisir une carte cadeau' }),
    });
    // The Canadian store has no Chinese view: its default (English) view answers.
    const zh = await call(t.app, { method: 'GET', url: '/api/v3/layout/shop', headers: { store: 'CA', 'accept-language': 'zh-CN' } });
    expect(zh.body.data.blocks[0].title).toBe('This season');
  });
});

describe('category and product layouts', () => {
  it('gives a category its own blocks, else the default, and 404 for another shop’s category', async () => {
    const cats = await gql(t.app, '{ categoryList(filters: { url_path: { in: ["clubs/drivers", "balls"] } }) { id url_path } }');
    const id = (p: string) => cats.body.data.categoryList.find((c: { url_path: string }) => c.url_path === p).id;
    const drivers = await call(t.app, { method: 'GET', url: `/api/v3/shop/category/layout/${id('clubs/drivers')}` });
    expect(drivers.body.data.blocks.map((b: { type: string }) => b.type)).toEqual(['banner', 'video']);
    const balls = await call(t.app, { method: 'GET', url: `/api/v3/shop/category/layout/${id('balls')}` });
    expect(balls.body.data.blocks).toEqual([expect.objectContaining({ type: 'text', title: 'Free fitting' })]);
    expect((await call(t.app, { method: 'GET', url: `/api/v3/shop/category/layout/${id('balls')}`, headers: { store: 'STSVEN' } })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v3/shop/category/layout/abc' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/v3/shop/category/layout/999999' })).status).toBe(404);
  });

  it('gives a product page its blocks, and 404 for a variant or another shop’s product', async () => {
    const found = await gql(
      t.app,
      '{ products(filter: { sku: { in: ["AF1-DRV", "AF-TOUR-BALL"] } }) { items { id sku ... on ConfigurableProduct { variants { product { id } } } } } }',
    );
    const driver = found.body.data.products.items.find((p: { sku: string }) => p.sku === 'AF1-DRV');
    const ball = found.body.data.products.items.find((p: { sku: string }) => p.sku === 'AF-TOUR-BALL');
    const own = await call(t.app, { method: 'GET', url: `/api/v3/shop/product/layout/${driver.id}` });
    expect(own.body.data.blocks[0]).toMatchObject({ type: 'text', title: 'Why the AF-1' });
    const fallback = await call(t.app, { method: 'GET', url: `/api/v3/shop/product/layout/${ball.id}` });
    expect(fallback.body.data.blocks[0].products.map((p: { sku: string }) => p.sku)).toEqual(['AF-TOUR-BALL', 'AF-GLOVE', 'TA-ALIGN', 'HC-DRV']);
    expect((await call(t.app, { method: 'GET', url: `/api/v3/shop/product/layout/${driver.variants[0].product.id}` })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/v3/shop/product/layout/${ball.id}`, headers: { store: 'STSVCA' } })).status).toBe(404);
  });
});

describe('getContentConstructorProShop', () => {
  it('finds pro shop blocks by page and by category, with the page to show in an iframe', async () => {
    const res = await gql(
      t.app,
      '{ getContentConstructorProShop(field_name: "page_identifier", value: "pro-shop") { id type title content product_url video_url_embed page_url items { image slogan button_label button_href image_slider { rawValue } } } }',
    );
    const blocks = res.body.data.getContentConstructorProShop;
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['hero', 'tiles', 'video']);
    expect(blocks[1].items[0]).toMatchObject({ slogan: 'AF-1 Driver', button_label: 'Shop drivers', image_slider: null });
    expect(blocks[0].page_url).toBe('http://localhost:8080/pro-shop/pro-shop?store=US');
    const page = await call(t.app, { method: 'GET', url: '/pro-shop/pro-shop?store=US' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Welcome to the Pro Shop');
    const guide = await gql(t.app, '{ categoryList(filters: { url_path: { eq: "gift-guide" } }) { id } }');
    const byCategory = await gql(
      t.app,
      `{ getContentConstructorProShop(field_name: "category_id", value: "${guide.body.data.categoryList[0].id}") { title items { image_slider { rawValue } } } }`,
    );
    expect(byCategory.body.data.getContentConstructorProShop[0].title).toBe('Holiday Gift Guide');
    expect(JSON.parse(byCategory.body.data.getContentConstructorProShop[0].items[0].image_slider.rawValue)).toHaveLength(2);
  });

  it('keeps each shop’s content apart and refuses unknown fields', async () => {
    const lm = await gql(t.app, '{ getContentConstructorProShop(field_name: "page_identifier", value: "pro-shop") { title } }', { store: 'STSVEN' });
    expect(lm.body.data.getContentConstructorProShop).toEqual([{ title: 'Simulator Pro Shop' }]);
    const bad = await gql(t.app, '{ getContentConstructorProShop(field_name: "colour", value: "red") { title } }');
    expect(bad.body.errors[0]).toMatchObject({
      message: 'field_name must be one of page_identifier, category_id, type, id.',
      extensions: { category: 'graphql-input' },
    });
    const badId = await gql(t.app, '{ getContentConstructorProShop(field_name: "id", value: "x1") { title } }');
    expect(badId.body.errors[0].extensions.category).toBe('graphql-input');
    expect((await call(t.app, { method: 'GET', url: '/pro-shop/no-such-page' })).status).toBe(404);
  });
});

describe('pictures', () => {
  it('serves drawn product pictures for ever, and 404 for paths that name none', async () => {
    const image = await call(t.app, { method: 'GET', url: '/media/catalog/product/driver/1f3a5f-1.svg' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('<svg');
    expect((await call(t.app, { method: 'GET', url: '/media/catalog/product/driver/zzzzzz-1.svg' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/media/catalog/product/spaceship/1f3a5f-1.svg' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/media/catalog/category/driver/1f3a5f-wide.svg' })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/media/giftcard/confetti/ea580c-ffffff.svg' })).status).toBe(200);
    const video = await call(t.app, { method: 'GET', url: '/media/video/driver/1f3a5f?title=Swing' });
    expect(video.body).toContain('prefers-reduced-motion');
  });

  it('gives every product of the demo catalogue a picture that draws', async () => {
    const res = await gql(
      t.app,
      '{ products(filter: { category_id: { in: ["10", "18", "19", "20", "23", "26", "30"] } }, pageSize: 100) { items { small_image { url } } } }',
    );
    const paths = res.body.data.products.items.map((p: { small_image: { url: string } }) => new URL(p.small_image.url).pathname);
    for (const path of new Set(paths)) expect((await call(t.app, { method: 'GET', url: path as string })).status, path as string).toBe(200);
  });
});
