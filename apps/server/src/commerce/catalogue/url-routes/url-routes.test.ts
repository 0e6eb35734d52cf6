import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROUTE =
  'query($u: String!) { route(url: $u) { __typename type relative_url redirect_code ... on CategoryTree { name } ... on ProductInterface { sku } } }';

describe('route', () => {
  it('resolves a category path and a product url key, with or without slashes, query or .html', async () => {
    const category = await gql(t.app, ROUTE, { variables: { u: '/accessories/training-aids/?page=2' } });
    expect(category.body.data.route).toEqual({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      relative_url: 'accessories/training-aids',
      redirect_code: 0,
      name: 'Training Aids',
    });
    const product = await gql(t.app, ROUTE, { variables: { u: 'tempo-swing-trainer.html' } });
    expect(product.body.data.route).toMatchObject({ __typename: 'SimpleProduct', type: 'PRODUCT', sku: 'TA-SWING' });
  });

  it('answers null where nothing is, as Magento does, and keeps to the store', async () => {
    for (const u of ['/', '/no-such-page', '/accessories/no-such-category', '/%E0%A4%A']) {
      const res = await gql(t.app, ROUTE, { variables: { u } });
      expect(res.body, u).toEqual({ data: { route: null } });
    }
    // The launch-monitor shop has its own tree: the main shop's category is not there.
    const other = await gql(t.app, ROUTE, { variables: { u: '/accessories/training-aids' }, store: 'STSVEN' });
    expect(other.body.data.route).toBeNull();
  });

  it('refuses a URL longer than a rewrite can be with a message, not a failure', async () => {
    const res = await gql(t.app, ROUTE, { variables: { u: `/${'a'.repeat(300)}` } });
    expect(res.status).toBe(200);
    expect(res.body.errors[0]).toMatchObject({ message: 'A URL has at most 255 characters.', extensions: { category: 'graphql-input' } });
  });
});
