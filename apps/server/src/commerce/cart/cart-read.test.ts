import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries as countQueriesOf, recordQueries } from '../../test/count-queries.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { productBySku } from '../catalogue/test-queries.ts';
import { add, shopper } from '../checkout/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Counts the statements a call sends, those inside transactions included. */
const countQueries = (run: () => Promise<unknown>) => countQueriesOf(t.database, run);

/** What a cart page reads: every line with its product, image, price range and options. */
const CART_PAGE = `query($c: String!) { cart(cart_id: $c) { id total_quantity applied_coupons { code } is_virtual
  items { uid quantity is_available errors { code }
    product { sku name url_key stock_status small_image { url label } price_range { minimum_price { final_price { value currency } regular_price { value } } } }
    prices { price { value currency } row_total { value } total_item_discount { value } discounts { label amount { value } } }
    ... on SimpleCartItem { customizable_options { label values { label value price { value type } } } }
    ... on BundleCartItem { bundle_options { label values { label quantity price } } } }
  prices { grand_total { value currency } subtotal_excluding_tax { value } applied_taxes { label amount { value } } discounts { label amount { value } } } } }`;

// Simple and virtual products, HC-DRV with custom options. No bundle: a bundle's price range reads its
// selections' prices, which some of these lines would already have cached in one cart and not the other.
const LINES = ['HC-DRV', 'TA-ALIGN', 'TA-SWING', 'TA-PUTT-MAT', 'LP-5', 'LP-10', 'AF-HYB-4', 'LS-HYB-W5', 'NW-MALLET-PT', 'CC-CART-BAG'];

describe('reading a cart', () => {
  it('takes the same number of database queries for 2 lines as for 10', async () => {
    const countFor = async (email: string, skus: string[]) => {
      const s = await shopper(t.app, email);
      const res = await add(
        s,
        skus.map((sku) => ({ sku, quantity: 1 })),
      );
      expect(res.body.data.addProductsToCart.user_errors).toEqual([]);
      // The first catalogue read of a process loads which tax its prices show (kept a minute, tax/tax-included.ts): not per cart.
      await s.run(CART_PAGE, { c: s.cartId });
      let read!: Awaited<ReturnType<typeof s.run>>;
      const queries = await countQueries(async () => (read = await s.run(CART_PAGE, { c: s.cartId })));
      expect(read.body.errors).toBeUndefined();
      return { queries, lines: read.body.data.cart.items.length };
    };
    const small = await countFor('player@example.com', LINES.slice(0, 2));
    const large = await countFor('parent@example.com', LINES);
    expect([small.lines, large.lines]).toEqual([2, 10]);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(13);
  });

  it('reads a cart with its lines and their products in three statements: the token, the cart, the lines with their products', async () => {
    const s = await shopper(t.app, 'simulator@example.com');
    expect(
      (
        await add(
          s,
          LINES.slice(0, 3).map((sku) => ({ sku, quantity: 1 })),
        )
      ).body.data.addProductsToCart.user_errors,
    ).toEqual([]);
    let read!: Awaited<ReturnType<typeof s.run>>;
    const queries = await countQueries(
      async () =>
        (read = await s.run(
          'query($c: String!) { cart(cart_id: $c) { total_quantity items { uid product { sku name } prices { row_total { value } } } prices { grand_total { value } } } }',
          { c: s.cartId },
        )),
    );
    expect(read.body.data.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(LINES.slice(0, 3));
    expect(queries).toBe(3);
  });

  it('shows a bundle line’s selection prices from the pricing of the line: they add up to its price, in three statements', async () => {
    const s = await shopper(t.app, 'simulator.coach@example.com');
    expect((await add(s, [{ sku: 'BND-STARTER', quantity: 2 }])).body.data.addProductsToCart.user_errors).toEqual([]);
    let read!: Awaited<ReturnType<typeof s.run>>;
    const queries = await countQueries(
      async () =>
        (read = await s.run(
          'query($c: String!) { cart(cart_id: $c) { items { quantity prices { price { value } row_total { value } } ... on BundleCartItem { bundle_options { values { quantity price } } } } } }',
          { c: s.cartId },
        )),
    );
    const [line] = read.body.data.cart.items as {
      quantity: number;
      prices: { price: { value: number } };
      bundle_options: { values: { quantity: number; price: number }[] }[];
    }[];
    const selections = line!.bundle_options.flatMap((o) => o.values);
    expect(selections.length).toBeGreaterThan(0);
    expect(selections.every((v) => v.price > 0)).toBe(true);
    // A dynamic bundle costs what its selections cost: each selection's price times its quantity.
    const sum = selections.reduce((total, v) => total + Math.round(v.price * v.quantity * 100), 0) / 100;
    expect(sum).toBe(line!.prices.price.value);
    expect(queries).toBe(3);
  });

  it('recomputes the totals of a changed cart in the same number of queries for 2 lines as for 10', async () => {
    const entered = async (sku: string, value: string) => {
      const product = await productBySku(t.app, sku, '... on CustomizableProductInterface { options { uid } }');
      return { sku, quantity: 1, entered_options: [{ uid: product.options[0].uid, value }] };
    };
    const countFor = async (email: string, items: object[]) => {
      const s = await shopper(t.app, email);
      await s.run('mutation { deActiveAllCustomerCart }');
      const fresh = await shopper(t.app, email);
      const res = await add(fresh, items);
      expect(res.body.data.addProductsToCart.user_errors).toEqual([]);
      const cart = (await fresh.run('query($c: String!) { cart(cart_id: $c) { items { uid product { sku } } } }', { c: fresh.cartId })).body.data.cart;
      const balls = cart.items.find((i: { product: { sku: string } }) => i.product.sku === 'AF-TOUR-BALL').uid;
      let updated!: Awaited<ReturnType<typeof fresh.run>>;
      const queries = await countQueries(async () => {
        updated = await fresh.run(
          'mutation($c: String!, $u: ID!) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_uid: $u, quantity: 2 }] }) { cart { total_quantity } errors { code } } }',
          { c: fresh.cartId, u: balls },
        );
      });
      expect(updated.body.data.updateCartItems.errors).toEqual([]);
      return { queries, lines: cart.items.length };
    };
    // Bundles, custom options and gift cards in both carts: each kind's catalogue data is one read.
    // Both shoppers have a center, so both carts are taxed (a cart with nowhere to tax reads no rates).
    const small = await countFor('parent@example.com', [{ sku: 'BND-STARTER', quantity: 1 }, await entered('AF-TOUR-BALL', 'JP')]);
    const large = await countFor('player@example.com', [
      { sku: 'BND-STARTER', quantity: 1 },
      { sku: 'BND-HOME-PRACTICE', quantity: 1 },
      await entered('AF-TOUR-BALL', 'JP'),
      await entered('HC-DRV', 'JPL'),
      await entered('LP-5', '2027-03-01'),
      ...['TA-ALIGN', 'TA-SWING', 'CC-CART-BAG', 'NW-TOUR-BALL', 'AF-HYB-4'].map((sku) => ({ sku, quantity: 1 })),
    ]);
    expect([small.lines, large.lines]).toEqual([2, 10]);
    expect(large.queries).toBe(small.queries);
  });

  it('holds the cart locked for five statements when adding to it, and answers the new cart, to the cent, without reading it again', async () => {
    await (await shopper(t.app, 'simulator.coach@example.com')).run('mutation { deActiveAllCustomerCart }');
    const s = await shopper(t.app, 'simulator.coach@example.com');
    const lines = ['AF-TOUR-BALL', 'TA-ALIGN', 'BND-STARTER', 'LP-10'].map((sku) => ({ sku, quantity: 1 }));
    expect((await add(s, lines)).body.data.addProductsToCart.user_errors).toEqual([]);
    const fields = `total_quantity items { uid quantity prices { row_total { value } } }
      prices { grand_total { value } subtotal_excluding_tax { value } applied_taxes { amount { value } } }`;
    let added!: Awaited<ReturnType<typeof s.run>>;
    const sent = await recordQueries(
      t.database,
      async () =>
        (added = await s.run(
          `mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "LP-5", quantity: 1 }]) { cart { ${fields} } user_errors { code } } }`,
          {
            c: s.cartId,
          },
        )),
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    // From the locking read to the totals stored: the cart, its lines, the line written, the gift codes, the totals.
    const locked = sent.findIndex((q) => q.includes(' for update'));
    const stored = sent.findIndex((q) => q.startsWith('update "commerce"."carts"') && q.includes('"totals"'));
    expect(stored - locked + 1).toBe(5);
    expect(sent.slice(stored + 1).filter((q) => q.includes('"commerce"."cart_items"'))).toEqual([]);
    const read = await s.run(`query($c: String!) { cart(cart_id: $c) { ${fields} } }`, { c: s.cartId });
    expect(added.body.data.addProductsToCart.cart).toEqual(read.body.data.cart);
    expect(read.body.data.cart.total_quantity).toBe(5);
  });
});
