import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CREATE =
  'mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id firstname street city postcode country_code region { region_code region region_id } default_billing default_shipping } }';
const BOOK = '{ customer { email default_billing default_shipping addresses { id city default_billing default_shipping } } }';

describe('address book', () => {
  it('lists, adds, edits and deletes addresses, with one default of each kind', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const run = (q: string, variables: object = {}) => gql(t.app, q, { token: s.eToken, variables });
    const before = (await run(BOOK)).body.data.customer;
    expect(before.addresses.length).toBe(2);
    const made = await run(CREATE, {
      i: {
        firstname: 'Jordan',
        lastname: 'Player',
        street: ['1 Main St'],
        city: 'Austin',
        region: { region_code: 'TX' },
        postcode: '73301',
        country_code: 'US',
        telephone: '5125550100',
        default_shipping: true,
      },
    });
    expect(made.body.data.createCustomerAddress).toMatchObject({
      city: 'Austin',
      region: { region_code: 'TX', region: 'Texas' },
      default_shipping: true,
      default_billing: false,
    });
    const id = made.body.data.createCustomerAddress.id;
    const after = (await run(BOOK)).body.data.customer;
    expect(after.default_shipping).toBe(String(id));
    expect(after.addresses.filter((a: { default_shipping: boolean }) => a.default_shipping)).toHaveLength(1);
    const edited = await run('mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Dallas", postcode: "75201" }) { city postcode street } }', {
      id,
    });
    expect(edited.body.data.updateCustomerAddress).toEqual({ city: 'Dallas', postcode: '75201', street: ['1 Main St'] });
    const refusedDelete = await run('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id });
    expect(refusedDelete.body.errors[0].message).toBe(`Customer Address ${id} is set as default shipping address and can not be deleted`);
    // The reason, for a storefront that says it in its reader's language.
    expect(refusedDelete.body.errors[0].extensions.data).toEqual({ reason: 'default_shipping' });
    const other = before.addresses.find((a: { default_shipping: boolean; default_billing: boolean }) => !a.default_billing);
    await run('mutation($id: Int!) { updateCustomerAddress(id: $id, input: { default_shipping: true }) { id } }', { id: other.id });
    expect((await run('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id })).body.data.deleteCustomerAddress).toBe(true);
  });

  it('checks postcodes and regions per country', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const run = (i: object) => gql(t.app, CREATE, { token: s.eToken, variables: { i } });
    const base = { firstname: 'A', lastname: 'B', street: ['1 King St W'], city: 'Toronto', telephone: '4165550100' };
    expect((await run({ ...base, country_code: 'CA', postcode: 'M5X 1A9' })).body.errors[0].message).toBe('"regionId" is required. Enter and try again.');
    const badPostcode = await run({ ...base, country_code: 'CA', region: { region_code: 'ON' }, postcode: '12345' });
    expect(badPostcode.body.errors[0]).toMatchObject({
      message: 'Invalid value of "12345" provided for the postcode field.',
      // The field and a stable reason, for a storefront to word the refusal in its reader's language.
      extensions: { field: 'postcode', reason: 'invalid_value', data: { reason: 'invalid_value', field: 'postcode', value: '12345' } },
    });
    expect((await run({ ...base, country_code: 'CA', region: { region_code: 'XX' }, postcode: 'M5X1A9' })).body.errors[0].message).toBe(
      'Invalid value of "XX" provided for the regionId field.',
    );
    const ok = await run({ ...base, country_code: 'CA', region: { region_id: null, region: 'Ontario' }, postcode: 'm5x1a9' });
    expect(ok.body.data.createCustomerAddress).toMatchObject({ postcode: 'M5X 1A9', region: { region_code: 'ON' } });
    const jp = await run({ ...base, city: '中央区', country_code: 'JP', region: { region_code: '13' }, postcode: '1040061' });
    expect(jp.body.data.createCustomerAddress.postcode).toBe('104-0061');
    expect((await run({ ...base, street: [], country_code: 'GB', postcode: 'E14 5AB' })).body.errors[0]).toMatchObject({
      message: '"street" is required. Enter and try again.',
      extensions: { field: 'street', reason: 'required' },
    });
  });

  it("answers another customer's address as not found", async () => {
    const owner = await signIn(t.app, 'player@example.com');
    const id = (await gql(t.app, BOOK, { token: owner.eToken })).body.data.customer.addresses[0].id;
    const other = await signIn(t.app, 'parent@example.com');
    for (const q of [
      'mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "X" }) { id } }',
      'mutation($id: Int!) { deleteCustomerAddress(id: $id) }',
    ]) {
      const res = await gql(t.app, q, { token: other.eToken, variables: { id } });
      expect(res.body.errors[0]).toMatchObject({
        message: `Could not find a address with ID "${id}"`,
        extensions: { category: 'graphql-no-such-entity', data: { reason: 'not_found', id: String(id) } },
      });
    }
    const cart = (await gql(t.app, 'mutation { createEmptyCart }', { token: other.eToken })).body.data.createEmptyCart;
    const onCart = await gql(
      t.app,
      'mutation($c: String!, $id: Int!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { customer_address_id: $id } }) { cart { id } } }',
      { token: other.eToken, variables: { c: cart, id } },
    );
    expect(onCart.body.errors[0].message).toBe(`Could not find a address with ID "${id}"`);
    expect((await gql(t.app, BOOK)).body.errors[0].extensions.category).toBe('graphql-authorization');
  });
});
