import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { nestingOf } from './input-rules.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'player@example.com')).eToken;
});
afterAll(async () => t?.close());

const NUL = '\u0000';

describe('hostile GraphQL input', () => {
  it.each([
    ['a cart id', 'query($v: String!) { cart(cart_id: $v) { id } }'],
    ['a parent_sku', 'mutation($v: String) { addProductsToCart(cartId: "x", cartItems: [{ sku: "a", quantity: 1, parent_sku: $v }]) { cart { id } } }'],
    ['a url_key filter', 'query($v: String) { products(filter: { url_key: { eq: $v } }) { total_count } }'],
    ['an order number', 'query($v: String!) { customerOrderItemByOrderNumber(order_number: $v) { __typename } }'],
  ])('refuses a NUL in %s as input (200, graphql-input)', async (_what, query) => {
    const res = await gql(t.app, query, { variables: { v: `a${NUL}b` }, token });
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions.category).toBe('graphql-input');
    expect(res.body.errors[0].message).toMatch(/NUL/);
  });

  it('refuses a NUL written into the document as an escape', async () => {
    const res = await gql(t.app, '{ cart(cart_id: "a\\u0000b") { id } }', { token });
    expect(res.status).toBe(200);
    expect(res.body.errors[0]).toMatchObject({ extensions: { category: 'graphql-input' } });
  });

  it.each([
    ['setBillingAddressOnCart', 'mutation { setBillingAddressOnCart(input: { cart_id: "abc", billing_address: { customer_address_id: 1 } }) { cart { id } } }'],
    [
      'setShippingAddressesOnCart',
      'mutation { setShippingAddressesOnCart(input: { cart_id: "abc", shipping_addresses: [{ customer_address_id: 1 }] }) { cart { id } } }',
    ],
  ])('%s without a token answers graphql-authorization, not an internal error', async (_name, query) => {
    const res = await gql(t.app, query);
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions.category).toBe('graphql-authorization');
  });
});

describe('errors GraphQL itself raises carry Magento category and status 200', () => {
  it.each([
    ['a syntax error', '{ countries { ', 'graphql', /Syntax Error/],
    ['an unknown field', '{ nope }', 'graphql', /Cannot query field/],
    ['a variable of the wrong type', 'query($n: Int!) { products(pageSize: $n) { total_count } }', 'graphql-input', /Variable "\$n"/],
  ])('%s', async (_what, query, category, message) => {
    const res = await gql(t.app, query, { variables: { n: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions.category).toBe(category);
    expect(res.body.errors[0].message).toMatch(message);
  });

  it('answers 400 (still categorised) only when the body is not a GraphQL request', async () => {
    for (const payload of ['{', '[]', '{"query":5}']) {
      const res = await call(t.app, { method: 'POST', url: '/graphql', payload, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.category).toBe('graphql');
    }
  });
});

describe('costly documents', () => {
  it('measures nesting without parsing, skipping strings and comments', () => {
    expect(nestingOf('{ a(b: "{{{{") { c } } # {{{{')).toBe(2);
    expect(nestingOf('{'.repeat(5000))).toBe(5000);
  });

  it('refuses 5,000 nested braces before parsing', async () => {
    const res = await gql(t.app, `${'{'.repeat(5000)}${'}'.repeat(5000)}`);
    expect(res.status).toBe(200);
    expect(res.body.errors[0]).toMatchObject({ extensions: { category: 'graphql' } });
    expect(res.body.errors[0].message).toMatch(/nests deeper/);
  });

  it('refuses 700 aliased product searches quickly by their cost', async () => {
    const aliases = Array.from({ length: 700 }, (_v, i) => `a${i}: products(search: "golf") { total_count }`).join(' ');
    const started = performance.now();
    const res = await gql(t.app, `{ ${aliases} }`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    expect(res.body.errors[0].message).toMatch(/costs more than/);
  });
});
