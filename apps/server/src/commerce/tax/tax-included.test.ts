import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { call, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { ctxOf } from '../subscriptions/subscriptions-test-kit.ts';
import { cardPayment, cardToken } from '../checkout/checkout-test-kit.ts';
import { taxIncludedTotals } from './tax-included.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('totals with tax in (pure)', () => {
  it('add up to what is charged: rows with tax − discounts with tax = subtotal − discount + tax', () => {
    // ¥6,000 headcover and ¥82,500 driver at 10 %, GOLF10 takes ¥8,850 off: tax 10 % of ¥79,650 = ¥7,965.
    const shown = taxIncludedTotals({
      digits: 0,
      rows: [
        { rowTotal: '6000', taxPercent: '10' },
        { rowTotal: '82500', taxPercent: '10' },
      ],
      discounts: [{ label: '10% off (GOLF10)', amount: '8850' }],
      discountTotal: '8850',
      taxTotal: '7965',
      shippingTax: '0',
    });
    expect(shown.subtotal.toFixed()).toBe('97350');
    expect(shown.discounts).toEqual([{ label: '10% off (GOLF10)', amount: new Decimal('9735') }]);
    expect(shown.subtotal.minus(shown.discountTotal).toFixed()).toBe(new Decimal(88500).minus(8850).plus(7965).toFixed());
    expect(shown.includedTax.toFixed()).toBe('7965');
  });

  it('leaves an untaxed gift card as it is and shares a discount over two labels to the yen', () => {
    const shown = taxIncludedTotals({
      digits: 0,
      rows: [
        { rowTotal: '1001', taxPercent: '10' },
        { rowTotal: '5000', taxPercent: '0' },
      ],
      discounts: [
        { label: 'A', amount: '101' },
        { label: 'B', amount: '100' },
      ],
      discountTotal: '201',
      taxTotal: '70',
      shippingTax: '0',
    });
    expect(shown.subtotal.toFixed()).toBe('6101');
    const charged = new Decimal(6001).minus(201).plus(70);
    expect(shown.subtotal.minus(shown.discounts.reduce((s, d) => s.plus(d.amount), new Decimal(0))).toFixed()).toBe(charged.toFixed());
  });
});

const JP = { store: 'JP', host: 'jp.localhost:8080', language: 'ja' };

async function jpShopper() {
  const session = await signIn(t.app, 'player.jp@example.com', { host: JP.host });
  const run = async (query: string, variables: object = {}) => {
    const res = await gql(t.app, query, { ...JP, token: session.eToken, variables });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data;
  };
  await run('mutation { deActiveAllCustomerCart }');
  const cartId = (await run('{ customerCart { id } }')).customerCart.id as string;
  return { run, cartId };
}

const PRICE = (sku: string) => `{ products(filter: { sku: { eq: "${sku}" } }) { items { price_range { minimum_price { final_price { value currency } } } } } }`;
const CART_PRICES = `query($c: String!) { cart(cart_id: $c) {
  items { prices { price_including_tax { value } row_total_including_tax { value } } }
  prices { subtotal_including_tax { value } discounts_including_tax { label amount { value } } applied_taxes { label amount { value } } grand_total { value } } } }`;

describe('the Japan store shows every price with its consumption tax (総額表示)', () => {
  it('lists a ¥6,000 headcover at ¥6,600, says so in its store config, and the US store keeps its net price', async () => {
    const jp = await gql(t.app, `{ storeConfig { shopping_cart_display_price shopping_cart_display_subtotal } ${PRICE('HC-DRV').slice(1, -1)} }`, JP);
    expect(jp.body.data.storeConfig).toEqual({ shopping_cart_display_price: 2, shopping_cart_display_subtotal: 2 });
    expect(jp.body.data.products.items[0].price_range.minimum_price.final_price).toEqual({ value: 6600, currency: 'JPY' });
    const us = await gql(t.app, `{ storeConfig { shopping_cart_display_price } ${PRICE('HC-DRV').slice(1, -1)} }`, { store: 'US' });
    expect(us.body.data.storeConfig.shopping_cart_display_price).toBe(1);
    expect(us.body.data.products.items[0].price_range.minimum_price.final_price.currency).toBe('USD');
  });

  it('cart, order and the charge agree: lines with tax − discounts with tax = the total charged, the tax named as included', async () => {
    const s = await jpShopper();
    await s.run('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { cart { id } } }', {
      c: s.cartId,
      i: [
        { sku: 'HC-DRV', quantity: 1 },
        { sku: 'TA-ALIGN', quantity: 3 },
      ],
    });
    const before = (await s.run(CART_PRICES, { c: s.cartId })).cart;
    expect(before.items[0].prices.row_total_including_tax.value).toBe(6600);
    expect(before.prices.subtotal_including_tax.value).toBe(before.prices.grand_total.value);
    const taxOf = (p: typeof before.prices) => p.applied_taxes.reduce((sum: number, x: { amount: { value: number } }) => sum + x.amount.value, 0);
    expect(taxOf(before.prices)).toBe(Math.round(before.prices.grand_total.value / 11));

    await s.run('mutation($c: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: "GOLF10" }) { cart { id } } }', { c: s.cartId });
    const cart = (await s.run(CART_PRICES, { c: s.cartId })).cart;
    const rows = cart.items.reduce(
      (sum: number, i: { prices: { row_total_including_tax: { value: number } } }) => sum + i.prices.row_total_including_tax.value,
      0,
    );
    const off = cart.prices.discounts_including_tax.reduce((sum: number, d: { amount: { value: number } }) => sum + d.amount.value, 0);
    expect(rows).toBe(cart.prices.subtotal_including_tax.value);
    expect(off).toBeGreaterThan(0);
    expect(cart.prices.subtotal_including_tax.value - off).toBe(cart.prices.grand_total.value);

    const token = await cardToken(t.app, '4242424242424242');
    await s.run(
      'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: { firstname: "翔太", lastname: "佐藤", street: ["銀座1-2-3"], city: "中央区", region: "13", postcode: "104-0061", country_code: "JP", telephone: "0312345678" } } }) { cart { id } } }',
      { c: s.cartId },
    );
    await s.run(
      'mutation($c: String!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: { firstname: "翔太", lastname: "佐藤", street: ["銀座1-2-3"], city: "中央区", region: "13", postcode: "104-0061", country_code: "JP", telephone: "0312345678" } }] }) { cart { id } } }',
      { c: s.cartId },
    );
    await s.run(
      'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "localPickup", method_code: "flatrate" }] }) { cart { id } } }',
      { c: s.cartId },
    );
    await s.run('mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }', {
      c: s.cartId,
      p: cardPayment(token),
    });
    const ready = (await s.run(CART_PRICES, { c: s.cartId })).cart;
    const number = (await s.run('mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } } }', { c: s.cartId })).placeOrder.order
      .order_number;
    const order = (
      await s.run(
        `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
          items { prices { row_total_including_tax { value } } }
          total { subtotal_incl_tax { value } discounts_including_tax { amount { value } } total_tax { value } grand_total { value } } } } } }`,
        { n: number },
      )
    ).customer.orders.items[0];
    expect(order.total.grand_total.value).toBe(ready.prices.grand_total.value);
    expect(order.total.subtotal_incl_tax.value).toBe(ready.prices.subtotal_including_tax.value);
    expect(order.items.map((i: { prices: { row_total_including_tax: { value: number } } }) => i.prices.row_total_including_tax.value)).toEqual(
      ready.items.map((i: { prices: { row_total_including_tax: { value: number } } }) => i.prices.row_total_including_tax.value),
    );
    const orderOff = order.total.discounts_including_tax.reduce((sum: number, d: { amount: { value: number } }) => sum + d.amount.value, 0);
    expect(order.total.subtotal_incl_tax.value - orderOff).toBe(order.total.grand_total.value);
    expect(order.total.total_tax.value).toBe(taxOf(ready.prices));

    // The confirmation e-mail says the same: lines with tax add up to the subtotal with tax, which less
    // the discount is the charge; the tax is named after it as included.
    await runDueJobs(ctxOf(t));
    const outbox = (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('player.jp@example.com')}` })).body.data as {
      text: string;
      template: string;
    }[];
    const mail = outbox.find((m) => m.template === 'order-confirmation' && m.text.includes(number))!;
    const amounts = [...mail.text.matchAll(/^(.+): (−?)[^\d\n]*([\d,]+)\s*$/gm)].map((m) => ({
      label: m[1]!,
      value: (m[2] ? -1 : 1) * Number(m[3]!.replace(/,/g, '')),
    }));
    const at = (label: string) => amounts.findIndex((a) => a.label.startsWith(label));
    const sum = (list: { value: number }[]) => list.reduce((a, b) => a + b.value, 0);
    expect(amounts[at('小計（税込）')]!.value).toBe(order.total.subtotal_incl_tax.value);
    expect(sum(amounts.slice(0, at('小計（税込）')))).toBe(order.total.subtotal_incl_tax.value);
    expect(sum(amounts.slice(at('小計（税込）'), at('ご請求額')))).toBe(order.total.grand_total.value);
    expect(amounts[at('うち消費税')]!.value).toBe(order.total.total_tax.value);
  });
});
