import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { add, cardPayment, cardToken, PLACE, readyToPlace, shopper, type Shopper } from './checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CART = `query($c: String!) { cart(cart_id: $c) {
  shipping_addresses { selected_shipping_method { carrier_title method_title } available_shipping_methods { carrier_title method_title } }
  available_payment_methods { code title } selected_payment_method { title }
  items { prices { discounts { label } } }
  prices { discounts { label } applied_taxes { label } grand_total { value } } } }`;
const ORDER = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  carrier shipping_method payment_methods { name }
  items { product_name discounts { label } }
  shipments { items { product_name } }
  total { discounts { label } taxes { title } grand_total { value } } } } } }`;

const read = (s: Shopper, query: string, variables: object, language: string) => gql(t.app, query, { token: s.token, variables, store: 'US', language });

describe('the labels a shopper reads on a cart and an order', () => {
  it('are in the reader’s language: tax, discount, delivery, payment and product, before and after the order is placed', async () => {
    const s = await shopper(t.app);
    await add(s, [{ sku: 'TA-SWING', quantity: 1 }]);
    await s.run('mutation($c: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: "GOLF10" }) { cart { id } } }', { c: s.cartId });
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4242424242424242')));

    const ja = (await read(s, CART, { c: s.cartId }, 'ja')).body.data.cart;
    expect(ja.prices.applied_taxes).toEqual([{ label: 'NY州売上税' }]);
    expect(ja.prices.discounts).toEqual([{ label: '10%オフ（GOLF10）' }]);
    expect(ja.items[0].prices.discounts).toEqual([{ label: '10%オフ（GOLF10）' }]);
    expect(ja.shipping_addresses[0].selected_shipping_method).toEqual({ carrier_title: '店舗受け取り', method_title: 'ご利用のゴルフセンターで受け取り' });
    expect(ja.shipping_addresses[0].available_shipping_methods).toEqual([{ carrier_title: '店舗受け取り', method_title: 'ご利用のゴルフセンターで受け取り' }]);
    expect(ja.available_payment_methods).toContainEqual({ code: 'authnetcim', title: 'クレジットカード（Authorize.net CIM）' });
    expect(ja.selected_payment_method.title).toBe('クレジットカード（Authorize.net CIM）');

    // The same cart in English keeps the store's own words, and its figures do not move with the language.
    const en = (await read(s, CART, { c: s.cartId }, 'en')).body.data.cart;
    expect(en.prices.applied_taxes).toEqual([{ label: 'NY Sales Tax' }]);
    expect(en.prices.discounts).toEqual([{ label: '10% off (GOLF10)' }]);
    expect(en.selected_payment_method.title).toBe('Credit Card (Authorize.net CIM)');
    expect(en.prices.grand_total).toEqual(ja.prices.grand_total);

    const number = (await s.run(PLACE, { c: s.cartId })).body.data.placeOrder.order.order_number as string;
    const orderIn = async (language: string) => (await read(s, ORDER, { n: number }, language)).body.data.customer.orders.items[0];
    expect(await orderIn('ja')).toEqual({
      carrier: '店舗受け取り',
      shipping_method: '店舗受け取り - ご利用のゴルフセンターで受け取り',
      payment_methods: [{ name: 'クレジットカード（Authorize.net CIM）' }],
      // The line's name too, as the cart showed it: the order kept the store's English one.
      items: [{ product_name: 'テンポ スイングトレーナー', discounts: [{ label: '10%オフ（GOLF10）' }] }],
      shipments: [],
      total: { discounts: [{ label: '10%オフ（GOLF10）' }], taxes: [{ title: 'NY州売上税' }], grand_total: ja.prices.grand_total },
    });
    const fr = await orderIn('fr');
    expect(fr.total.taxes).toEqual([{ title: 'Taxe de vente (NY)' }]);
    expect(fr.total.discounts).toEqual([{ label: '10 % de remise (GOLF10)' }]);
    expect(fr.carrier).toBe('Retrait sur place');
    const english = await orderIn('en');
    expect(english.total.taxes).toEqual([{ title: 'NY Sales Tax' }]);
    expect(english.payment_methods).toEqual([{ name: 'Credit Card (Authorize.net CIM)' }]);
    expect(english.shipping_method).toBe('Local Pickup - Pick up at your golf centre');
    expect(english.items[0].product_name).toBe('Tempo Swing Trainer');
    expect(fr.items[0].product_name).toBe('Entraîneur de tempo');
  });

  it('on a Japan store order read 消費税 in Japanese and Consumption tax in English; an order kept without languages keeps its words', async () => {
    const { eToken } = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost:8080' });
    const TAXES = '{ customer { orders(pageSize: 50) { items { number total { taxes { title } } } } } }';
    const titlesIn = async (language: string) => {
      const res = await gql(t.app, TAXES, { token: eToken, store: 'JP', host: 'jp.localhost:8080', language });
      return (res.body.data.customer.orders.items as { total: { taxes: { title: string }[] } }[]).flatMap((o) => o.total.taxes.map((x) => x.title));
    };
    expect(new Set(await titlesIn('ja'))).toEqual(new Set(['消費税']));
    expect(new Set(await titlesIn('en'))).toEqual(new Set(['Consumption tax']));
    // An order placed before labels had languages kept only the store's words: every reader reads those.
    await t.database.db.execute(
      sql`update commerce.orders set totals = jsonb_set(totals, '{taxes}', (select jsonb_agg(x - 'labels') from jsonb_array_elements(totals->'taxes') x))
          where customer_id in (select id from commerce.customers where email = 'player.jp@example.com') and jsonb_array_length(totals->'taxes') > 0`,
    );
    expect(new Set(await titlesIn('en'))).toEqual(new Set(['消費税']));
  });
});
