import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('storeConfig', () => {
  it('answers for the store in the Store header, else the site main store', async () => {
    const us = await gql(t.app, '{ storeConfig { store_code base_currency_code root_category_id timezone locale } }');
    expect(us.body.data.storeConfig).toMatchObject({ store_code: 'US', base_currency_code: 'USD', root_category_id: 2 });
    const storefront = await gql(
      t.app,
      '{ storeConfig { store_group_name product_canonical_tag category_canonical_tag magento_wishlist_general_is_enabled minimum_password_length customer_access_token_lifetime } }',
    );
    expect(storefront.body.data.storeConfig).toEqual({
      store_group_name: 'Golf Shop',
      product_canonical_tag: true,
      category_canonical_tag: true,
      magento_wishlist_general_is_enabled: '0',
      minimum_password_length: '8',
      customer_access_token_lifetime: 4,
    });
    const jp = await gql(t.app, '{ storeConfig { store_code base_currency_code } }', { host: 'jp.localhost' });
    expect(jp.body.data.storeConfig).toMatchObject({ store_code: 'JP', base_currency_code: 'JPY' });
    const lm = await gql(t.app, '{ storeConfig { store_code website_code } }', { store: 'STSVEN' });
    expect(lm.body.data.storeConfig).toMatchObject({ store_code: 'STSVEN', website_code: 'launch_monitor' });
  });

  it('answers an unknown store as Magento does', async () => {
    const res = await gql(t.app, '{ storeConfig { store_code } }', { store: 'XX' });
    expect(res.status).toBe(200);
    expect(res.body.errors[0]).toMatchObject({ message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } });
  });
});

describe('countries', () => {
  it('lists countries with regions and finds one by id', async () => {
    const all = await gql(t.app, '{ countries { id three_letter_abbreviation available_regions { id code } } }');
    expect(all.body.data.countries.length).toBeGreaterThanOrEqual(245);
    // Regions only where Magento's directory has them; the spec: "for example AL, AR, AT, AU, BE, BG, BO, BR, BY, CA, CH, CL, CN, CO, CZ, DE, DK".
    const withRegions = all.body.data.countries
      .filter((c: { available_regions: unknown[] | null }) => c.available_regions?.length)
      .map((c: { id: string }) => c.id);
    expect(withRegions.slice(0, 17)).toEqual(['AL', 'AR', 'AT', 'AU', 'BE', 'BG', 'BO', 'BR', 'BY', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DE', 'DK']);
    expect(withRegions).toEqual(expect.arrayContaining(['US', 'CA', 'JP']));
    expect(withRegions.length).toBeLessThan(45);
    const gb = await gql(t.app, '{ country(id: "GB") { available_regions { code } } }');
    expect(gb.body.data.country.available_regions).toBeNull();
    const ca = await gql(t.app, '{ country(id: "CA") { full_name_english available_regions { code name } } }');
    expect(ca.body.data.country.available_regions).toContainEqual({ code: 'ON', name: 'Ontario' });
  });

  it("answers an unknown country with Magento's message", async () => {
    const res = await gql(t.app, '{ country(id: "ZZ") { id } }');
    expect(res.body.errors[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } });
  });
});

describe('customer tokens', () => {
  it('identifies the customer of the commerce token from sign-in, per website', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const me = await gql(t.app, '{ customer { email firstname } }', { token: s.eToken, store: 'US' });
    expect(me.body.data.customer).toEqual({ email: 'player@example.com', firstname: 'Jordan' });
    // The shop sends no newsletter: nobody is subscribed (Magento's answer with the newsletter off).
    expect((await gql(t.app, '{ customer { is_subscribed } }', { token: s.eToken, store: 'US' })).body.data.customer.is_subscribed).toBe(false);
    const lm = await gql(t.app, '{ customer { email } }', { token: s.eSkytrakToken, store: 'STSVEN' });
    expect(lm.body.data.customer.email).toBe('player@example.com');
    // The main shop token does not open the launch-monitor shop.
    const cross = await gql(t.app, '{ customer { email } }', { token: s.eToken, store: 'STSVEN' });
    expect(cross.body.errors[0].extensions.category).toBe('graphql-authorization');
  });

  it('requires a token for the customer and ends it on revokeCustomerToken', async () => {
    const anonymous = await gql(t.app, '{ customer { email } }');
    expect(anonymous.body.errors[0].extensions.category).toBe('graphql-authorization');
    const s = await signIn(t.app, 'player@example.com');
    const revoked = await gql(t.app, 'mutation { revokeCustomerToken { result } }', { token: s.eToken });
    expect(revoked.body.data.revokeCustomerToken.result).toBe(true);
    const after = await gql(t.app, '{ customer { email } }', { token: s.eToken });
    expect(after.body.errors[0].extensions.category).toBe('graphql-authorization');
  });
});

describe('limits', () => {
  it('refuses queries nested too deep and malformed queries', async () => {
    const deep = await gql(t.app, '{ countries { available_regions { id } } a: countries { id } }');
    expect(deep.body.errors).toBeUndefined();
    const tooDeep = await gql(t.app, `{ ${'countries { available_regions { '.repeat(1)} id } } }`.replace('id } } }', 'id } } }'));
    expect(tooDeep.status).toBe(200);
    const broken = await gql(t.app, '{ countries { ');
    // Magento answers what GraphQL refuses with 200 and a category.
    expect(broken.status).toBe(200);
    expect(broken.body.errors[0].extensions.category).toBe('graphql');
    expect(broken.body.errors[0].message).toMatch(/Syntax Error/);
  });

  it('answers the standard introspection query (depth 15) outside production, as Magento does, and still limits other depth', async () => {
    const introspection = await gql(t.app, getIntrospectionQuery());
    expect(introspection.body.errors).toBeUndefined();
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
    const nested = (n: number): string => (n === 0 ? 'uid' : `children { ${nested(n - 1)} }`);
    const deep = await gql(t.app, `{ categories { items { ${nested(11)} } } }`);
    expect(deep.body.errors[0]).toMatchObject({
      message: 'unnamedQuery query depth (14) exceeds the query depth limit of 12',
      extensions: { category: 'graphql' },
    });
    // Asking for __type beside a real field is no introspection-only operation: the limit holds.
    const mixed = await gql(t.app, `{ __type(name: "Query") { name } categories { items { ${nested(11)} } } }`);
    expect(mixed.body.errors[0].message).toMatch(/exceeds the query depth limit of 12/);
  });

  it('refuses a query asking for too many fields', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: storeConfig { ${Array.from({ length: 80 }, (_v, j) => `f${j}: code`).join(' ')} }`).join(' ');
    const res = await gql(t.app, `{ ${aliases} }`);
    expect(res.status).toBe(200);
    expect(res.body.errors[0].message).toMatch(/more than 1500 fields/);
  });
});

describe('string arguments', () => {
  it('answers a query with string arguments as written, and tells errors where the sender wrote them', async () => {
    const asked = await gql(t.app, '{ country(id: "CA") { id full_name_english } }');
    const withVariables = await gql(t.app, 'query ($id: String) { country(id: $id) { id full_name_english } }', { variables: { id: 'CA' } });
    expect(asked.body).toEqual(withVariables.body);
    const wrong = await gql(t.app, '{ country(id: "CA") {\n id nope } }');
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Cannot query field "nope" on type "Country".', locations: [{ line: 2, column: 5 }] });
    // A query's second run is compiled (graphql-jit): its errors still say where.
    for (let run = 0; run < 2; run += 1) {
      const past = await gql(t.app, '{ country(id: "XX") { id } }');
      expect(past.body.errors[0]).toMatchObject({ message: "The country isn't available.", locations: [{ line: 1, column: 3 }], path: ['country'] });
    }
    const get = await call(t.app, { method: 'GET', url: `/graphql?query=${encodeURIComponent('{ country(id: "GB") { id nope } }')}` });
    expect(get.body.errors[0].locations).toEqual([{ line: 1, column: 26 }]);
  });
});

describe('production mode', () => {
  it('turns introspection off', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.com' });
    try {
      const res = await gql(prod.app, '{ __schema { queryType { name } } }');
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].message).toMatch(/introspection/i);
    } finally {
      await prod.close();
    }
  });
});
