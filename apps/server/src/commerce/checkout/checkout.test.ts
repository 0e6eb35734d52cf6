import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { add, cardPayment, cardToken, PLACE, readyToPlace, shopper } from './checkout-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: string }>(t.database.db, query))[0]!.n);
const stockOf = async (sku: string) =>
  Number(
    (
      await rowsOf<{ qty: string }>(
        t.database.db,
        sql`select s.qty from commerce.product_stock s join commerce.products p on p.id = s.product_id where p.sku = ${sku}`,
      )
    )[0]!.qty,
  );

describe('placing an order', () => {
  it("answers Magento's messages for what is missing, in order", async () => {
    const s = await shopper(t.app, 'parent@example.com');
    const empty = await s.run(PLACE, { c: s.cartId });
    expect(empty.body.errors[0]).toMatchObject({
      message: 'Unable to place order: A server error stopped your order from being placed. Please try to place your order again',
      extensions: { error_code: 'UNABLE_TO_PLACE_ORDER' },
    });
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    expect((await s.run(PLACE, { c: s.cartId })).body.errors[0].message).toBe(
      'Unable to place order: The shipping address is missing. Set the address and try again.',
    );
    await s.run(
      'mutation($c: String!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: null, address: { firstname: "A", lastname: "B", street: ["1 King St"], city: "Toronto", region: "ON", postcode: "M5X 1A9", country_code: "CA", telephone: "4165550190" } }] }) { cart { id } } }',
      { c: s.cartId },
    );
    expect((await s.run(PLACE, { c: s.cartId })).body.errors[0].message).toBe(
      'Unable to place order: The shipping method is missing. Select the shipping method and try again.',
    );
    await s.run(
      'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "localPickup", method_code: "flatrate" }] }) { cart { id } } }',
      { c: s.cartId },
    );
    await s.run('mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', {
      c: s.cartId,
    });
    expect((await s.run(PLACE, { c: s.cartId })).body.errors[0].message).toBe('Unable to place order: Enter a valid payment method and try again.');
    const free = await s.run('mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "free" } }) { cart { id } } }', {
      c: s.cartId,
    });
    expect(free.body.errors[0].message).toBe('The requested Payment Method is not available.');
  });

  it('charges a card once and places one order under 20 concurrent placeOrder calls', async () => {
    const s = await shopper(t.app);
    await add(s, [{ sku: 'TA-SWING', quantity: 1 }]);
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4242 4242 4242 4242')));
    const before = await stockOf('TA-SWING');
    const results = await Promise.all(Array.from({ length: 20 }, () => s.run(PLACE, { c: s.cartId })));
    const numbers = new Set(results.map((r) => r.body.data?.placeOrder?.order?.order_number).filter(Boolean));
    expect(numbers.size).toBe(1);
    expect(results.every((r) => !r.body.errors)).toBe(true);
    const [number] = [...numbers];
    expect(await count(sql`select count(*) as n from commerce.orders where number = ${number}`)).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from commerce.sandbox_gateway_charges where status = 'approved' and idempotency_key like 'order:%' and amount > 0 and created_at > now() - interval '1 minute' and token in (select token from commerce.sandbox_gateway_tokens where last4 = '4242')`,
      ),
    ).toBe(1);
    expect(await stockOf('TA-SWING')).toBe(before - 1);
    // The cart is closed; asking again answers the same order.
    const again = await s.run(PLACE, { c: s.cartId });
    expect(again.body.data.placeOrder.order.order_number).toBe(number);
    const read = await s.run('query($c: String!) { cart(cart_id: $c) { id } }', { c: s.cartId });
    expect(read.body.errors[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
    const order = await s.run(
      'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { number status payment_methods { type cc_last_4 cc_exp_month cc_exp_year cc_type } total { grand_total { value currency } } } } } }',
      { n: number },
    );
    expect(order.body.data.customer.orders.items[0]).toMatchObject({
      status: 'Processing',
      payment_methods: [{ type: 'authnetcim', cc_last_4: '4242', cc_exp_month: '12', cc_exp_year: '2030', cc_type: 'VI' }],
    });
  });

  it('reserves nothing when the card is declined, and a retry with another card succeeds', async () => {
    const s = await shopper(t.app, 'simulator@example.com');
    await add(s, [{ sku: 'CC-CART-BAG', quantity: 1 }]);
    const applied = await s.run(
      'mutation($c: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: "SAVE20" }) { cart { applied_coupons { code } prices { discounts { label amount { value } } } } } }',
      { c: s.cartId },
    );
    expect(applied.body.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'SAVE20' }]);
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4000000000000002')));
    const stock = await stockOf('CC-CART-BAG');
    const used = await count(sql`select times_used as n from commerce.coupons where code = 'SAVE20'`);
    const declined = await s.run(PLACE, { c: s.cartId });
    expect(declined.body.errors[0]).toMatchObject({
      message: 'Unable to place order: Your card was declined. Use another card or contact your bank.',
      extensions: { error_code: 'UNABLE_TO_PLACE_ORDER' },
    });
    expect(await stockOf('CC-CART-BAG')).toBe(stock);
    expect(await count(sql`select times_used as n from commerce.coupons where code = 'SAVE20'`)).toBe(used);
    const cart = await s.run('query($c: String!) { cart(cart_id: $c) { items { product { sku } } applied_coupons { code } } }', { c: s.cartId });
    expect(cart.body.data.cart).toEqual({ items: [{ product: { sku: 'CC-CART-BAG' } }], applied_coupons: [{ code: 'SAVE20' }] });
    await s.run('mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }', {
      c: s.cartId,
      p: cardPayment(await cardToken(t.app, '5555555555554444')),
    });
    const paid = await s.run(PLACE, { c: s.cartId });
    expect(paid.body.data.placeOrder.order.order_number).toMatch(/^\d{9}$/);
    expect(await stockOf('CC-CART-BAG')).toBe(stock - 1);
    expect(await count(sql`select times_used as n from commerce.coupons where code = 'SAVE20'`)).toBe(used + 1);
  });

  it('sells the last unit once under 100 concurrent checkouts', async () => {
    await t.database.db.execute(
      sql`update commerce.product_stock set qty = 1 where product_id = (select id from commerce.products where sku = 'NW-MALLET-PT')`,
    );
    const first = await shopper(t.app);
    await add(first, [{ sku: 'NW-MALLET-PT', quantity: 1 }]);
    await readyToPlace(first, cardPayment(await cardToken(t.app, '4242424242424242')));
    // 99 more customers with the same ready cart, copied row for row.
    const db = t.database.db;
    await db.execute(
      sql`insert into commerce.customers (email, firstname, lastname) select 'buyer' || g || '@example.com', 'Buyer', 'No ' || g from generate_series(1, 99) g`,
    );
    await db.execute(sql`insert into commerce.carts (masked_id, customer_id, store_code, source, is_active, email, billing_address, shipping_address, shipping_method, payment_method, totals)
      select 'bulk-' || c.id, c.id, k.store_code, k.source, true, c.email, k.billing_address, k.shipping_address, k.shipping_method, k.payment_method, k.totals
      from commerce.customers c, commerce.carts k where c.email like 'buyer%@example.com' and k.masked_id = ${first.cartId}`);
    await db.execute(sql`insert into commerce.cart_items (cart_id, product_id, variant_id, product_type, qty, options, options_key)
      select b.id, i.product_id, i.variant_id, i.product_type, i.qty, i.options, i.options_key from commerce.carts b, commerce.cart_items i join commerce.carts k on k.id = i.cart_id
      where b.masked_id like 'bulk-%' and k.masked_id = ${first.cartId}`);
    await db.execute(sql`insert into commerce.customer_tokens (token_hash, customer_id, store_code, expires_at)
      select encode(sha256(('bulk-token-' || c.id)::bytea), 'hex'), c.id, 'US', now() + interval '1 hour' from commerce.customers c where c.email like 'buyer%@example.com'`);
    const buyers = await rowsOf<{ id: number; masked_id: string }>(
      db,
      sql`select c.id, k.masked_id from commerce.customers c join commerce.carts k on k.customer_id = c.id where k.masked_id like 'bulk-%'`,
    );
    const { gql } = await import('../../test/harness.ts');
    const attempts = [
      first.run(PLACE, { c: first.cartId }),
      ...buyers.map((b) => gql(t.app, PLACE, { token: `bulk-token-${b.id}`, store: 'US', variables: { c: b.masked_id } })),
    ];
    const results = await Promise.all(attempts);
    const placed = results.filter((r) => r.body.data?.placeOrder?.order);
    expect(results).toHaveLength(100);
    expect(placed).toHaveLength(1);
    expect(results.filter((r) => r.body.errors?.[0]?.message === 'Unable to place order: Some of the products are out of stock.')).toHaveLength(99);
    expect(await stockOf('NW-MALLET-PT')).toBe(0);
  }, 120_000);

  it("refuses another customer's cart with Magento's message", async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app, 'parent@example.com');
    const res = await other.run('query($c: String!) { cart(cart_id: $c) { id } }', { c: owner.cartId });
    expect(res.body.errors[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${owner.cartId}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const place = await other.run(PLACE, { c: owner.cartId });
    expect(place.body.errors[0].message).toBe(`The current user cannot perform operations on cart "${owner.cartId}"`);
    const unknown = await other.run('query { cart(cart_id: "nope") { id } }');
    expect(unknown.body.errors[0].message).toBe('Could not find a cart with ID "nope"');
  });
});
