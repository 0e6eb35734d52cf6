import type { FastifyInstance } from 'fastify';
import { gql } from '../../test/harness.ts';

/** Shared by the catalogue tests: a Magento storefront's product fragment, every type. */
export const PRODUCT_CARD = `
  __typename uid id sku name url_key stock_status
  small_image { url label }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } maximum_price { final_price { value } } }
  ... on ConfigurableProduct { variants { attributes { code label } product { sku price_range { minimum_price { final_price { value } } } } } }`;

/** Runs a query and fails the test with the GraphQL errors if there are any. */
export async function query(app: FastifyInstance, text: string, opts: { store?: string; variables?: object } = {}) {
  const res = await gql(app, text, opts);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** The product of a sku, with the fields asked for. */
export async function productBySku(app: FastifyInstance, sku: string, fields: string, store = 'US') {
  const data = await query(app, `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ${fields} } } }`, { store, variables: { sku } });
  return data.products.items[0];
}
