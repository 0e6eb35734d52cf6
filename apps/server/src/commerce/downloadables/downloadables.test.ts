import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { ADDRESS, cardPayment, cardToken, PLACE, shopper, type Shopper } from '../checkout/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://golf.example.com' });
});
afterAll(() => t.close());

const SKU = 'DL-PRACTICE-PLAN';
const ORDER = `query($n: String) { customer { orders(filter: { number: { eq: $n } }) { total_count items { number items { __typename product_sku product_type
  ... on DownloadableOrderItem { downloadable_links { uid title sort_order download_url } } } } } } }`;

/** Buys the practice plan with a card: a virtual cart, so a billing address and no shipping. */
async function buyPlan(s: Shopper) {
  const added = await s.run(
    `mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "${SKU}", quantity: 1 }]) {
      cart { is_virtual items { __typename ... on DownloadableCartItem { links { uid title } } } } user_errors { message } } }`,
    { c: s.cartId },
  );
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  const cart = added.body.data.addProductsToCart.cart;
  expect(cart.is_virtual).toBe(true);
  expect(cart.items).toEqual([
    {
      __typename: 'DownloadableCartItem',
      links: [
        { uid: expect.any(String), title: 'Practice plan (PDF)' },
        { uid: expect.any(String), title: 'Drill cards (PDF)' },
      ],
    },
  ]);
  const token = await cardToken(t.app, '4242424242424242');
  for (const [q, v] of [
    [
      'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
      { c: s.cartId, a: ADDRESS },
    ],
    [
      'mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }',
      { c: s.cartId, p: cardPayment(token) },
    ],
  ] as const) {
    const res = await s.run(q, v);
    expect(res.body.errors).toBeUndefined();
  }
  const placed = await s.run(PLACE, { c: s.cartId });
  expect(placed.body.errors).toBeUndefined();
  return placed.body.data.placeOrder.order.order_number as string;
}

describe('downloadable products', () => {
  it('lists the files a downloadable product sells, titled in the shopper’s language', async () => {
    const q = `{ products(filter: { sku: { eq: "${SKU}" } }) { items { __typename type_id ... on DownloadableProduct { links_purchased_separately downloadable_product_links { uid title sort_order } } } } }`;
    const en = await call(t.app, { method: 'POST', url: '/graphql', headers: { store: 'US' }, payload: { query: q } });
    expect(en.body.data.products.items).toEqual([
      {
        __typename: 'DownloadableProduct',
        type_id: 'downloadable',
        links_purchased_separately: 0,
        downloadable_product_links: [
          { uid: expect.any(String), title: 'Practice plan (PDF)', sort_order: 1 },
          { uid: expect.any(String), title: 'Drill cards (PDF)', sort_order: 2 },
        ],
      },
    ]);
    const ja = await call(t.app, { method: 'POST', url: '/graphql', headers: { store: 'JP' }, payload: { query: q } });
    expect(ja.body.data.products.items[0]?.downloadable_product_links.map((l: { title: string }) => l.title)).toEqual([
      '練習プラン（PDF）',
      'ドリルカード（PDF）',
    ]);
  });

  it('gives the buyer the order’s files (uid, title) with links from the configured site address that download the PDF', async () => {
    const s = await shopper(t.app);
    const number = await buyPlan(s);
    // Asked through a Host the configuration does not list: the links still name the configured site.
    const res = await call(t.app, {
      method: 'POST',
      url: '/graphql',
      token: s.token,
      headers: { store: 'US', host: 'evil.example' },
      payload: { query: ORDER, variables: { n: number } },
    });
    const [order] = res.body.data.customer.orders.items;
    expect(order.items).toEqual([
      {
        __typename: 'DownloadableOrderItem',
        product_sku: SKU,
        product_type: 'downloadable',
        downloadable_links: [
          { uid: expect.any(String), title: 'Practice plan (PDF)', sort_order: 1, download_url: expect.stringMatching(/^https:\/\/golf\.example\.com\//) },
          { uid: expect.any(String), title: 'Drill cards (PDF)', sort_order: 2, download_url: expect.stringMatching(/^https:\/\/golf\.example\.com\//) },
        ],
      },
    ]);
    // Magento's link uid: the base64 of downloadable/<link id>.
    expect(Buffer.from(order.items[0].downloadable_links[0].uid as string, 'base64').toString()).toMatch(/^downloadable\/\d+$/);
    const url = new URL(order.items[0].downloadable_links[0].download_url as string);
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('12-week-practice-plan.pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A link changed by hand is refused.
    const forged = await t.app.inject({ method: 'GET', url: `${url.pathname.replace('practice-plan', 'drill-cards')}${url.search}` });
    expect(forged.statusCode).toBe(403);

    const mine = await call(t.app, {
      method: 'POST',
      url: '/graphql',
      token: s.token,
      headers: { store: 'US', host: 'evil.example' },
      payload: { query: '{ customerDownloadableProducts { items { order_increment_id status title download_url remaining_downloads } } }' },
    });
    expect(mine.body.data.customerDownloadableProducts.items.filter((i: { order_increment_id: string }) => i.order_increment_id === number)).toEqual([
      {
        order_increment_id: number,
        status: 'available',
        title: 'Practice plan (PDF)',
        download_url: expect.stringMatching(/^https:\/\/golf\.example\.com\//),
        remaining_downloads: 'Unlimited',
      },
      { order_increment_id: number, status: 'available', title: 'Drill cards (PDF)', download_url: expect.any(String), remaining_downloads: 'Unlimited' },
    ]);
  });

  it('never gives another customer the files of an order that is not theirs', async () => {
    const buyer = await shopper(t.app);
    const number = await buyPlan(buyer);
    const other = await shopper(t.app, 'parent@example.com');
    const theirs = await other.run(ORDER, { n: number });
    expect(theirs.body.data.customer.orders.total_count).toBe(0);
    const byNumber = await other.run('query($n: String!) { customerOrderItemByOrderNumber(order_number: $n) { items { product_sku } } }', { n: number });
    expect(byNumber.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const downloads = await other.run('{ customerDownloadableProducts { items { order_increment_id } } }');
    expect(downloads.body.data.customerDownloadableProducts.items.map((i: { order_increment_id: string }) => i.order_increment_id)).not.toContain(number);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/graphql',
      headers: { store: 'US' },
      payload: { query: '{ customerDownloadableProducts { items { download_url } } }' },
    });
    expect(anonymous.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});
