import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/harness.ts';
import { query } from '../test-queries.ts';
import { countQueries } from '../../../test/count-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('mega-menu', () => {
  it('starts at the root category of store config and lists children two levels deep by position', async () => {
    const { storeConfig } = await query(t.app, '{ storeConfig { root_category_id root_category_uid } }');
    const data = await query(
      t.app,
      `query($id: String) { categoryList(filters: { ids: { eq: $id } }) { id name children { id uid name position url_path image include_in_menu golf_category_code children { name position url_path } } } }`,
      {
        variables: { id: String(storeConfig.root_category_id) },
      },
    );
    const root = data.categoryList[0];
    expect(root.id).toBe(2);
    expect(root.children.map((c: { name: string }) => c.name).slice(0, 4)).toEqual(['Clubs', 'Golf Balls', 'Bags', 'Apparel']);
    const positions = root.children.map((c: { position: number }) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const clubs = root.children[0];
    expect(clubs.children.map((c: { name: string }) => c.name)).toContain('Drivers');
    expect(clubs.children[0].url_path).toBe('clubs/drivers');
    expect(clubs.image).toMatch(/^http:\/\/localhost:8080\/media\/catalog\/category\/clubs\/[0-9a-f]{6}\.svg$/);
  });

  it('reads the menu two levels deep with one statement: the store’s tree', async () => {
    const menu = '{ categoryList(filters: { ids: { eq: "2" } }) { children { uid name position image children { uid name position } } } }';
    for (const language of ['en', 'fr']) {
      let res!: Awaited<ReturnType<typeof gql>>;
      const statements = await countQueries(t.database, async () => (res = await gql(t.app, menu, { language })));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.categoryList[0].children.length).toBeGreaterThan(3);
      expect(statements).toBe(1);
    }
  });

  it('gives the listing settings in store config', async () => {
    const data = await query(t.app, '{ storeConfig { grid_per_page grid_per_page_values catalog_default_sort_by category_url_suffix } }');
    expect(data.storeConfig).toEqual({ grid_per_page: 10, grid_per_page_values: '10,20,40', catalog_default_sort_by: 'position', category_url_suffix: '' });
  });

  it('answers the root category when no filter is given, and only the store’s own tree', async () => {
    const main = await query(t.app, '{ categoryList { id name } }');
    expect(main.categoryList).toEqual([{ id: 2, name: 'Golf Shop' }]);
    const lm = await query(t.app, '{ categoryList { id name children { name } } }', { store: 'STSVEN' });
    expect(lm.categoryList[0]).toMatchObject({ id: 3, name: 'Launch Monitor Shop' });
    expect(lm.categoryList[0].children.map((c: { name: string }) => c.name)).toContain('Launch Monitors');
    // A main-shop category does not exist in the launch-monitor store.
    const cross = await query(t.app, '{ categoryList(filters: { url_path: { eq: "clubs/drivers" } }) { id } }', { store: 'STSVCA' });
    expect(cross.categoryList).toEqual([]);
  });

  it('finds the special categories by code and by tag', async () => {
    const special = await query(
      t.app,
      '{ categoryList(filters: { golf_category_code: { eq: "mega-menu-category" } }) { name golf_category_code category_custom_url } }',
    );
    expect(special.categoryList.map((c: { name: string }) => c.name)).toEqual(['New Arrivals', 'Sale', 'Holiday Gift Guide']);
    expect(special.categoryList[2].category_custom_url).toBe('/pro-shop/gift-guide');
    const tagged = await query(t.app, '{ categoryList(filters: { tags: { eq: "holiday" } }) { name } }');
    expect(tagged.categoryList).toEqual([{ name: 'Holiday Gift Guide' }]);
  });
});

describe('category page', () => {
  it('has description, image, breadcrumbs, filterable attributes and featured products', async () => {
    const data = await query(
      t.app,
      `{ categoryList(filters: { url_path: { eq: "clubs/drivers" } }) {
          uid name description product_count default_sort_by gallery_image { urlImage }
          breadcrumbs { category_id category_name category_level category_url_path }
          filterable_attribute { attribute_code attribute_label attribute_type attribute_values { value label } }
          products(pageSize: 10) { total_count items { sku } }
        }
        featured: categoryList(filters: { url_path: { eq: "clubs" } }) { featured_products(pageSize: 4) { position name url_key image product { sku } } golf_featured_products(pageSize: 4) { name } }
      }`,
    );
    const drivers = data.categoryList[0];
    expect(drivers.description).toContain('drivers');
    expect(drivers.product_count).toBe(3);
    expect(drivers.breadcrumbs).toEqual([{ category_id: 10, category_name: 'Clubs', category_level: 2, category_url_path: 'clubs' }]);
    expect(drivers.gallery_image.urlImage).toMatch(/-wide\.svg$/);
    const hand = drivers.filterable_attribute.find((a: { attribute_code: string }) => a.attribute_code === 'hand');
    expect(hand.attribute_values.map((v: { label: string }) => v.label)).toEqual(['Right', 'Left']);
    expect(drivers.filterable_attribute.map((a: { attribute_code: string }) => a.attribute_code)).not.toContain('size');
    expect(drivers.products.items.map((p: { sku: string }) => p.sku)).toEqual(['AF1-DRV', 'NW-TMP-DRV', 'LS-MAX-DRV']);
    const featured = data.featured[0];
    expect(featured.featured_products.map((p: { product: { sku: string } }) => p.product.sku)).toEqual(['AF1-DRV', 'AF-FRG-IRN']);
    expect(featured.featured_products[0].image).toMatch(/\/media\/catalog\/product\/driver\//);
    // Featured anywhere under Clubs (the bundle featured in Sets & Bundles) counts for the subtree list.
    expect(featured.golf_featured_products.map((p: { name: string }) => p.name)).toContain('Weekend Golfer Bundle');
  });

  it('pages categories as Magento does and refuses bad paging', async () => {
    const page = await query(
      t.app,
      '{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 4, currentPage: 2) { total_count page_info { current_page page_size total_pages } items { name } } }',
    );
    expect(page.categories.total_count).toBe(10);
    expect(page.categories.page_info).toEqual({ current_page: 2, page_size: 4, total_pages: 3 });
    expect(page.categories.items).toHaveLength(4);
    const bad = await gql(t.app, '{ categories(pageSize: 0) { total_count } }');
    expect(bad.body.errors[0]).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
    const badUid = await gql(t.app, '{ categoryList(filters: { category_uid: { eq: "not a uid" } }) { id } }');
    expect(badUid.body.errors[0].message).toBe('Value of uid "not a uid" is incorrect.');
  });

  it('finds a category by uid and by name', async () => {
    const byUid = await query(t.app, '{ categoryList(filters: { category_uid: { in: ["MTA=", "MTg="] } }) { id name } }');
    expect(byUid.categoryList.map((c: { id: number }) => c.id)).toEqual([10, 18]);
    const byName = await query(t.app, '{ categoryList(filters: { name: { match: "glove" } }) { name } }');
    expect(byName.categoryList).toEqual([{ name: 'Gloves' }]);
  });
});
