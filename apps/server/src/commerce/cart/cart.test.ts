import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../test/harness.ts';
import { productBySku } from '../catalogue/test-queries.ts';
import { add, ADDRESS, shopper } from '../checkout/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CART = `query($c: String!) { cart(cart_id: $c) { total_quantity alert { type message } applied_coupons { code }
  items { __typename uid quantity product { sku }
    prices { price { value } row_total { value } total_item_discount { value } }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on VirtualCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label } configured_variant { sku } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
    ... on GiftCardCartItem { amount { value } recipient_email } }
  prices { grand_total { value currency } subtotal_excluding_tax { value } discounts { label amount { value } } applied_taxes { label amount { value } }
    omni_payment_information { grand_total tax_amount discount_amount } } } }`;

describe('adding products of every type', () => {
  it('adds simple, configurable, bundle, virtual with options, subscription and gift card products', async () => {
    const s = await shopper(t.app);
    const polo = await productBySku(
      t.app,
      'FL-POLO-M',
      '... on ConfigurableProduct { configurable_options { attribute_code values { uid label } } variants { product { sku stock_status } attributes { code label } } }',
    );
    const inStock = polo.variants.find((v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK');
    const uids = inStock.attributes.map(
      (a: { code: string; label: string }) =>
        polo.configurable_options
          .find((o: { attribute_code: string }) => o.attribute_code === a.code)
          .values.find((v: { label: string }) => v.label === a.label).uid,
    );
    const membership = await productBySku(
      t.app,
      'MEM-ACADEMY',
      '... on CustomizableProductInterface { options { uid ... on CustomizableDropDownOption { value { uid title } } } }',
    );
    const monthly = membership.options[0].value.find((v: { title: string }) => v.title === 'Monthly').uid;
    const balls = await productBySku(t.app, 'AF-TOUR-BALL', '... on CustomizableProductInterface { options { uid } }');
    const result = await add(s, [
      { sku: 'TA-ALIGN', quantity: 1 },
      { sku: 'FL-POLO-M', quantity: 1, selected_options: uids },
      { sku: inStock.product.sku, parent_sku: 'FL-POLO-M', quantity: 1 },
      { sku: 'BND-STARTER', quantity: 1 },
      { sku: 'MEM-ACADEMY', quantity: 1, selected_options: [monthly] },
      { sku: 'AF-TOUR-BALL', quantity: 3, entered_options: [{ uid: balls.options[0].uid, value: 'JP' }] },
      {
        sku: 'GC-EMAIL',
        quantity: 1,
        selected_options: [Buffer.from('giftcard/giftcard_amount/50').toString('base64')],
        entered_options: [{ uid: Buffer.from('giftcard/giftcard_recipient_email').toString('base64'), value: 'friend@example.com' }],
      },
    ]);
    expect(result.body.data.addProductsToCart.user_errors).toEqual([]);
    const cart = (await s.run(CART, { c: s.cartId })).body.data.cart;
    // The configurable product chosen twice, by options and by parent_sku, is one line of 2.
    expect(cart.items.map((i: { __typename: string }) => i.__typename)).toEqual([
      'SimpleCartItem',
      'ConfigurableCartItem',
      'BundleCartItem',
      'VirtualCartItem',
      'SimpleCartItem',
      'GiftCardCartItem',
    ]);
    expect(cart.items[1]).toMatchObject({ quantity: 2, configured_variant: { sku: inStock.product.sku } });
    expect(cart.items[2].bundle_options.map((o: { label: string }) => o.label)).toEqual(['Putter', 'Hybrid', 'Golf balls']);
    expect(cart.items[3].customizable_options).toEqual([{ label: 'Plan', values: [{ label: 'Monthly', value: 'Monthly' }] }]);
    // Three dozen balls reach the 10% tier (54.99 → 49.49) plus 5.00 personalisation.
    expect(cart.items[4].prices.price.value).toBe(54.49);
    expect(cart.items[5]).toMatchObject({ amount: { value: 50 }, recipient_email: 'friend@example.com' });
  });

  it('refuses what cannot be added with Magento user errors, adding the rest', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    const res = await add(s, [
      { sku: 'NOPE', quantity: 1 },
      { sku: 'FL-PRACTICE-BALL', quantity: 1 },
      { sku: 'LS-HYB-W5', quantity: 50 },
      { sku: 'FL-POLO-M', quantity: 1 },
      { sku: 'MEM-ACADEMY', quantity: 1 },
      { sku: 'TA-ALIGN', quantity: 0 },
      { sku: 'TA-ALIGN', quantity: 2 },
    ]);
    expect(res.body.data.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      { code: 'NOT_SALABLE', message: 'This product is out of stock.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' },
      { code: 'REQUIRED_PARAMETER_MISSING', message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." },
      { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' },
    ]);
    expect(res.body.data.addProductsToCart.cart.total_quantity).toBe(2);
  });

  it('words the refusals in the language the storefront asks in (Accept-Language)', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    const inJapanese = (query: string, variables: object) => gql(t.app, query, { token: s.token, store: 'US', language: 'ja', variables });
    const added = await inJapanese(
      'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code message } } }',
      {
        c: s.cartId,
        i: [
          { sku: 'NOPE', quantity: 1 },
          { sku: 'LS-HYB-W5', quantity: 50 },
          { sku: 'TA-ALIGN', quantity: 1 },
        ],
      },
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'SKU「NOPE」の商品が見つかりません' },
      { code: 'INSUFFICIENT_STOCK', message: 'ご希望の数量は在庫がありません' },
    ]);
    const updated = await inJapanese(
      'mutation($c: String!) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_id: 999999, quantity: 2 }] }) { errors { code message } } }',
      { c: s.cartId },
    );
    expect(updated.body.data.updateCartItems.errors).toEqual([{ code: 'COULD_NOT_FIND_CART_ITEM', message: 'カートに商品 999999 が見つかりません。' }]);
  });

  it('adds the same product from eight requests at once to one line of the sum', async () => {
    // Each add must see the line the one before it wrote (lines read after the cart is locked): else two insert it and one fails.
    const s = await shopper(t.app, 'simulator.coach@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(s, [{ sku: 'TA-ALIGN', quantity: 1 }])));
    expect(answers.map((a) => a.body.errors ?? a.body.data.addProductsToCart.user_errors)).toEqual(Array(8).fill([]));
    const cart = (await s.run(CART, { c: s.cartId })).body.data.cart;
    expect(cart.items.map((i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity])).toEqual([['TA-ALIGN', 8]]);
  });
});

describe('quantities, coupons, taxes and totals', () => {
  it('sells whole units only unless the product is sold in fractions, on add and on change', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    const half = await add(s, [{ sku: 'TA-ALIGN', quantity: 1.5 }]);
    expect(half.body.data.addProductsToCart.user_errors).toEqual([
      expect.objectContaining({ code: 'INVALID_PARAMETER_VALUE', message: 'This product is sold in whole units only. Enter a whole number.' }),
    ]);
    await add(s, [{ sku: 'TA-ALIGN', quantity: 2 }]);
    const lineOf = async () =>
      (await s.run(CART, { c: s.cartId })).body.data.cart.items.find((i: { product: { sku: string } }) => i.product.sku === 'TA-ALIGN');
    const line = await lineOf();
    expect(Number.isInteger(line.quantity)).toBe(true);
    const changed = await s.run(
      'mutation($c: String!, $u: ID!) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_uid: $u, quantity: 2.5 }] }) { errors { code message } } }',
      { c: s.cartId, u: line.uid },
    );
    expect(changed.body.data.updateCartItems.errors).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'This product is sold in whole units only. Enter a whole number.' },
    ]);
    expect((await lineOf()).quantity).toBe(line.quantity);
    // A product sold by length takes fractions.
    const byLength = (on: boolean) =>
      t.database.db.execute(
        sql`update commerce.product_stock set is_qty_decimal = ${on} where product_id = (select id from commerce.products where sku = 'TA-SWING')`,
      );
    await byLength(true);
    try {
      expect((await add(s, [{ sku: 'TA-SWING', quantity: 1.5 }])).body.data.addProductsToCart.user_errors).toEqual([]);
    } finally {
      await byLength(false);
    }
  });

  it('updates and removes items, applies and removes coupons, taxes by region', async () => {
    const s = await shopper(t.app, 'simulator@example.com');
    await add(s, [
      { sku: 'TA-ALIGN', quantity: 1 },
      { sku: 'TA-SWING', quantity: 1 },
    ]);
    const cart = (await s.run(CART, { c: s.cartId })).body.data.cart;
    const [align, swing] = cart.items;
    const updated = await s.run(
      'mutation($c: String!, $u: ID!) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_uid: $u, quantity: 3 }, { cart_item_id: 999999, quantity: 1 }] }) { cart { total_quantity } errors { code message } } }',
      { c: s.cartId, u: align.uid },
    );
    expect(updated.body.data.updateCartItems).toEqual({
      cart: { total_quantity: 4 },
      errors: [{ code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999999.' }],
    });
    const removed = await s.run(
      'mutation($c: String!, $u: ID!) { removeItemFromCart(input: { cart_id: $c, cart_item_uid: $u }) { cart { total_quantity prices { grand_total { value } } } } }',
      { c: s.cartId, u: swing.uid },
    );
    expect(removed.body.data.removeItemFromCart.cart).toEqual({ total_quantity: 3, prices: { grand_total: { value: 59.97 } } });
    const bad = await s.run('mutation($c: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: "NOPE" }) { cart { id } } }', { c: s.cartId });
    expect(bad.body.errors[0].message).toBe("The coupon code isn't valid. Verify the code and try again.");
    const expired = await s.run('mutation($c: String!) { applyCouponToCart(cart_id: $c, coupon_code: "SUMMER2024") { cart { id } } }', { c: s.cartId });
    expect(expired.body.errors[0].message).toBe("The coupon code isn't valid. Verify the code and try again.");
    const tooSmall = await s.run('mutation($c: String!) { applyCouponToCart(cart_id: $c, coupon_code: "SAVE20") { cart { id } } }', { c: s.cartId });
    expect(tooSmall.body.errors[0].message).toBe("The coupon code isn't valid. Verify the code and try again.");
    // The same reason for every refused code (a guesser learns nothing), for the storefront to translate.
    for (const refused of [bad, expired, tooSmall]) expect(refused.body.errors[0].extensions.reason).toBe('coupon_not_valid');
    const ok = await s.run(
      'mutation($c: String!) { applyCouponToCart(cart_id: $c, coupon_code: "golf10") { cart { applied_coupons { code } prices { grand_total { value } discounts { label amount { value } } } } } }',
      { c: s.cartId },
    );
    expect(ok.body.data.applyCouponToCart.cart).toEqual({
      applied_coupons: [{ code: 'GOLF10' }],
      prices: { grand_total: { value: 53.97 }, discounts: [{ label: '10% off (GOLF10)', amount: { value: 6 } }] },
    });
    const second = await s.run('mutation($c: String!) { applyCouponToCart(cart_id: $c, coupon_code: "SAVE20") { cart { id } } }', { c: s.cartId });
    expect(second.body.errors[0]).toMatchObject({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      extensions: { reason: 'coupon_already_applied' },
    });
    // Irvine, California (92614): the city's 7.75 % (state 7.25 % and local) on the discounted 53.97.
    await s.run(
      'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { c: s.cartId, a: ADDRESS },
    );
    const taxed = (await s.run(CART, { c: s.cartId })).body.data.cart.prices;
    expect(taxed).toMatchObject({
      grand_total: { value: 58.15 },
      applied_taxes: [{ label: 'CA Sales Tax', amount: { value: 4.18 } }],
      omni_payment_information: { grand_total: 58.15, tax_amount: 4.18, discount_amount: -6 },
    });
    const off = await s.run(
      'mutation($c: String!) { removeCouponFromCart(input: { cart_id: $c }) { cart { applied_coupons { code } prices { grand_total { value } } } } }',
      { c: s.cartId },
    );
    expect(off.body.data.removeCouponFromCart.cart).toEqual({ applied_coupons: null, prices: { grand_total: { value: 64.62 } } });
  });

  it('keeps the totals computed when the cart changed: a price change shows at the next change, not on a read', async () => {
    const first = await shopper(t.app, 'player@example.com');
    await first.run('mutation { deActiveAllCustomerCart }');
    const s = await shopper(t.app, 'player@example.com');
    await add(s, [{ sku: 'HC-DRV', quantity: 1 }]);
    await t.database.db.execute(
      sql`update commerce.product_prices set price = '45.00' where store_code = 'US' and product_id = (select id from commerce.products where sku = 'HC-DRV')`,
    );
    const read = (await s.run(CART, { c: s.cartId })).body.data.cart;
    // 39.99 and the estimated sales tax of the player's center (Manhattan: New York City's 8.875 %).
    expect(read.prices.grand_total.value).toBe(43.54);
    await add(s, [{ sku: 'HC-DRV', quantity: 1 }]);
    const changed = (await s.run(CART, { c: s.cartId })).body.data.cart;
    expect(changed.prices.grand_total.value).toBe(97.99);
  });

  it('records the omni-channel set and closes every cart of the customer', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    const set = await s.run('mutation($c: String!) { setOmniSelectedSet(cart_id: $c, omni_selected_set: "center-irvine") { omni_selected_set } }', {
      c: s.cartId,
    });
    expect(set.body.data.setOmniSelectedSet.omni_selected_set).toBe('center-irvine');
    expect((await s.run('mutation { deActiveAllCustomerCart }')).body.data.deActiveAllCustomerCart).toBe(true);
    const fresh = (await s.run('{ customerCart { id total_quantity } }')).body.data.customerCart;
    expect(fresh.id).not.toBe(s.cartId);
    expect(fresh.total_quantity).toBe(0);
  });
});
