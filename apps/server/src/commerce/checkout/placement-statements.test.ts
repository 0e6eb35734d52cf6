import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/index.ts';
import { recordQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { add, cardToken, shopper } from './checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The statements a call sends, transaction brackets left out (PGlite sends none, PostgreSQL's pool does). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  return (await recordQueries(t.database, run)).filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s));
}
const reading = (table: string) => (s: string) => new RegExp(`^\\s*select\\b.*\\bfrom "commerce"\\."${table}"`, 'is').test(s);

describe('writes in few statements', () => {
  it('pays for a lesson package from the portal in 23 statements, pricing the purchase once', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const card = (await cardToken(t.app, '4242424242424242')).dataValue;
    const pay = () =>
      call(t.app, { method: 'POST', url: '/api/payment/invoke', token: s.access_token, payload: { items: [{ sku: 'LP-10', quantity: 1 }], cardToken: card } });
    await pay(); // the process's first purchase reads what every later one finds cached (the tax shown, the session)
    let paid!: Awaited<ReturnType<typeof pay>>;
    const sent = await statementsOf(async () => (paid = await pay()));
    expect(paid.body.data).toMatchObject({ status: 'succeeded', orderNumber: expect.stringMatching(/^\d+$/), currency: 'USD' });
    // 60 before perf30i, 33 before perf30n: the side cart claimed and released after it was made and
    // closed, the attempt inserted twice, the gateway's card read three times and its charge read back.
    // 26 before perf30r: the gift codes read twice for a cart nobody else knows, the order paid and its lines invoiced in two updates.
    expect(sent.length).toBeLessThanOrEqual(23);
    expect(sent.filter((q) => q.includes('"commerce"."cart_gift_codes"'))).toHaveLength(0);
    expect(sent.filter((q) => /^\s*update "commerce"\."order_items"/i.test(q))).toHaveLength(0); // with the order's own update
    expect(sent.filter((q) => q.includes('"commerce"."product_prices"'))).toHaveLength(1);
    expect(sent.filter(reading('cart_rules'))).toHaveLength(1);
    expect(sent.filter(reading('order_items'))).toHaveLength(0);
    expect(sent.filter((q) => /^\s*update "commerce"\."carts"/i.test(q))).toHaveLength(3); // totals, totals with the number, closed
    expect(sent.filter((q) => /^\s*insert into "commerce"\."payment_attempts"/i.test(q))).toHaveLength(1);
    expect(sent.filter((q) => q.includes('"commerce"."sandbox_gateway_tokens"'))).toHaveLength(2); // the 3-D Secure look-up, the charge
    // The prepared order insert stores "no shipping address" as SQL NULL, as the built one did (not the JSON value null).
    const [order] = await rowsOf<{ noShipping: boolean; billed: boolean; carrier: string | null }>(
      t.database.db,
      sql`select shipping_address is null as "noShipping", billing_address is not null as billed, carrier_code as carrier from commerce.orders where number = ${paid.body.data.orderNumber}`,
    );
    expect(order).toEqual({ noShipping: true, billed: true, carrier: null });
  });

  it('words a declined portal card from the attempt it recorded, without reading it back', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const card = (await cardToken(t.app, '4000000000000002')).dataValue;
    let answer!: Awaited<ReturnType<typeof call>>;
    const sent = await statementsOf(
      async () =>
        (answer = await call(t.app, {
          method: 'POST',
          url: '/api/payment/invoke',
          token: s.access_token,
          payload: { items: [{ sku: 'LP-10', quantity: 1 }], cardToken: card },
        })),
    );
    expect(answer.body.data).toMatchObject({ status: 'failed', orderNumber: null, declineCode: expect.any(String), message: expect.any(String) });
    expect(sent.filter(reading('payment_attempts'))).toHaveLength(0);
    expect(sent.length).toBeLessThanOrEqual(28); // 32 before perf30r
  });

  it('pays for goods from the portal reading the rules and tax rates once, picked up at the billing address', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const card = (await cardToken(t.app, '4242424242424242')).dataValue;
    const pay = () =>
      call(t.app, {
        method: 'POST',
        url: '/api/payment/invoke',
        token: s.access_token,
        payload: { items: [{ sku: 'TA-ALIGN', quantity: 1 }], cardToken: card },
      });
    let paid!: Awaited<ReturnType<typeof pay>>;
    const sent = await statementsOf(async () => (paid = await pay()));
    // The goods' total with the pickup address's tax (21.76 before and after).
    expect(paid.body.data).toMatchObject({ status: 'succeeded', total: '21.7600', currency: 'USD' });
    expect(sent.filter(reading('cart_rules'))).toHaveLength(1); // 2 before: priced without the pickup address, then again with it
    expect(sent.filter(reading('tax_rates'))).toHaveLength(1);
    expect(sent.length).toBeLessThanOrEqual(24); // 38 before perf30n, 27 before perf30r
  });

  it('adds a product to a cart reading the product, its price, tier prices, stock and options in one statement', async () => {
    const warm = await shopper(t.app, 'parent@example.com');
    expect((await add(warm, [{ sku: 'TA-ALIGN', quantity: 1 }])).body.data.addProductsToCart.user_errors).toEqual([]);
    const s = await shopper(t.app, 'simulator@example.com');
    let added!: Awaited<ReturnType<typeof add>>;
    const sent = await statementsOf(async () => (added = await add(s, [{ sku: 'CC-CART-BAG', quantity: 2 }])));
    expect(added.body.data.addProductsToCart).toMatchObject({ user_errors: [], cart: { total_quantity: 2 } });
    // Six before perf30i: keys by sku, row, price, options, stock, then the tier prices; two before perf30r (the tier prices apart).
    const catalogue = sent.filter((q) => /from "commerce"\."(products|product_prices|product_tier_prices|product_stock|product_options)"/.test(q));
    expect(catalogue).toHaveLength(1);
    expect(sent.length).toBeLessThanOrEqual(11); // 16 before perf30i, 12 before perf30r
  });

  it("adds to the bench's filled cart (four lines, a bundle among them) reading the catalogue once", async () => {
    const s = await shopper(t.app, 'player@example.com');
    const filled = [
      { sku: 'AF-TOUR-BALL', quantity: 3 },
      { sku: 'TA-ALIGN', quantity: 1 },
      { sku: 'BND-STARTER', quantity: 1 },
      { sku: 'LP-10', quantity: 1 },
    ];
    expect((await add(s, filled)).body.data.addProductsToCart.user_errors).toEqual([]);
    let added!: Awaited<ReturnType<typeof add>>;
    const sent = await statementsOf(async () => (added = await add(s, [{ sku: 'LP-5', quantity: 1 }])));
    expect(added.body.data.addProductsToCart).toMatchObject({ user_errors: [], cart: { total_quantity: 7 } });
    // 21 before perf30r: the four lines' rows, prices, tier prices and stock read one kind at a time.
    expect(sent.filter((q) => /"commerce"\."(product_prices|product_tier_prices|product_stock)"/.test(q))).toHaveLength(2); // the item's, the lines'
    expect(sent.length).toBeLessThanOrEqual(18);
  });
});
