import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ADDRESS, add, cardPayment, cardToken, PLACE, readyToPlace, shopper, type Shopper } from './checkout-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PRICES =
  'query($c: String!) { cart(cart_id: $c) { shipping_addresses { pickup_location_code } prices { subtotal_excluding_tax { value } applied_taxes { label amount { value } } grand_total { value currency } } } }';
const pricesOf = async (s: Shopper) => (await s.run(PRICES, { c: s.cartId })).body.data.cart;
const LOOKUP = 'mutation($c: String!, $n: String!) { cardLookup(cart_id: $c, cc_number: $n, store_id: 1) { can_use_3d increment_id } }';
const MPI =
  'mutation($i: String!, $n: String!) { processMpi3DAuthentication(increment_id: $i, card_data: { card_name: "Jordan Lee", cc_exp_month: 12, cc_exp_year: 2030, cc_number: $n }, user_agent: "vitest", challenge_callback_url: "http://localhost:8080/shop/checkout/3ds-return") { error_message ChallengeURL } }';
const centerCode = async (email: string) =>
  (await rowsOf<{ code: string }>(t.database.db, sql`select 'center-' || center_id as code from portal.players where email = ${email}`))[0]!.code;

describe('tax on an order picked up at the golf center', () => {
  it('is the center’s sales tax from the first look at the cart to the charge, whatever the billing address', async () => {
    // The demo player lives in Irvine, California (7.75 %); their center is in Manhattan (New York City, 8.875 %:
    // the rate the renewal screen shows for the same center, from the same tax table).
    const s = await shopper(t.app);
    await add(s, [{ sku: 'TA-SWING', quantity: 2 }]);
    const estimate = await pricesOf(s);
    expect(estimate.prices.applied_taxes).toEqual([{ label: 'NY Sales Tax', amount: { value: expect.any(Number) } }]);
    const subtotal = estimate.prices.subtotal_excluding_tax.value as number;
    expect(estimate.prices.applied_taxes[0].amount.value).toBeCloseTo(Math.round(subtotal * 8.875) / 100, 2);

    await readyToPlace(s, cardPayment(await cardToken(t.app, '4000000000003220')));
    const ready = await pricesOf(s);
    expect(ADDRESS.region).toBe('CA');
    expect(ready.shipping_addresses[0].pickup_location_code).toBe(await centerCode('player@example.com'));
    // Setting a Californian billing and shipping address changed nothing: the total shown stays the total.
    expect(ready.prices).toEqual(estimate.prices);

    // The bank asks for that total, the charge is that total, and the order says that total.
    const lookup = (await s.run(LOOKUP, { c: s.cartId, n: '4000000000003220' })).body.data.cardLookup;
    const mpi = (await s.run(MPI, { i: lookup.increment_id, n: '4000000000003220' })).body.data.processMpi3DAuthentication;
    const path = new URL(mpi.ChallengeURL).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(ready.prices.grand_total.value);
    expect(page.body).toContain(shown);
    await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });
    const placed = await s.run(PLACE, { c: s.cartId });
    const number = placed.body.data.placeOrder.order.order_number as string;
    const order = (
      await s.run(
        'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { pickup_location { pickup_location_code name region_code } total { subtotal { value } taxes { title amount { value } } grand_total { value } } } } } }',
        { n: number },
      )
    ).body.data.customer.orders.items[0];
    expect(order.pickup_location).toEqual({ pickup_location_code: await centerCode('player@example.com'), name: 'Golf Academy Manhattan', region_code: 'NY' });
    expect(order.total.grand_total.value).toBe(ready.prices.grand_total.value);
    expect(order.total.subtotal.value).toBe(subtotal);
    expect(order.total.taxes).toEqual([{ title: 'NY Sales Tax', amount: { value: ready.prices.applied_taxes[0].amount.value } }]);
    const charged = await rowsOf<{ amount: string }>(
      t.database.db,
      sql`select amount from commerce.sandbox_gateway_charges where idempotency_key = (select 'order:' || id from commerce.orders where number = ${number})`,
    );
    expect(Number(charged[0]!.amount)).toBe(ready.prices.grand_total.value);
  });

  it('refuses a charge for another amount than the one the bank verified', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4000000000003220')));
    const lookup = (await s.run(LOOKUP, { c: s.cartId, n: '4000000000003220' })).body.data.cardLookup;
    const mpi = (await s.run(MPI, { i: lookup.increment_id, n: '4000000000003220' })).body.data.processMpi3DAuthentication;
    const path = new URL(mpi.ChallengeURL).pathname;
    await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });
    // The cart grows after the verification: the verified amount no longer covers it.
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    const placed = await s.run(PLACE, { c: s.cartId });
    expect(placed.body.errors[0].message).toBe(
      'Unable to place order: This card needs 3-D Secure verification. Verify the payment with your bank and try again.',
    );
  });

  it('answers which field is wrong for an unknown pickup location', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    const res = await s.run(
      'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a, pickup_location_code: "center-99999" }] }) { cart { id } } }',
      { c: s.cartId, a: ADDRESS },
    );
    expect(res.body.errors[0].message).toBe('There is no pickup location "center-99999". Choose one of the shop\'s golf centers.');
  });
});
