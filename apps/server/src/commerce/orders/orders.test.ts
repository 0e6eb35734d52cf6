import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { shopper } from '../checkout/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ORDERS = `query($n: String) { customer { orders(filter: { number: { eq: $n } }) { total_count items { number order_number status order_date carrier
  items { __typename product_name product_sku quantity_ordered quantity_shipped product_sale_price { value currency } }
  shipments { number tracking { carrier title number } items { product_sku quantity_shipped } }
  payment_methods { name type cc_last_4 cc_type }
  total { subtotal { value } total_tax { value } taxes { title rate amount { value } } grand_total { value currency } } } } } }`;

describe('orders', () => {
  it('lists the customer orders and finds one by its exact number, with items, shipments and masked payment', async () => {
    const s = await shopper(t.app);
    const all = (await s.run(ORDERS, { n: null })).body.data.customer.orders;
    // Two shop orders and the three billings of the seeded Academy membership.
    expect(all.total_count).toBe(5);
    const delivered = all.items.find((o: { total: { grand_total: { value: number } } }) => o.total.grand_total.value === 180.67);
    const one = (await s.run(ORDERS, { n: delivered.number })).body.data.customer.orders.items;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      carrier: 'Local Pickup',
      items: [
        { product_sku: 'AF-TOUR-BALL', quantity_ordered: 3, quantity_shipped: 3, product_sale_price: { value: 49.49, currency: 'USD' } },
        { product_sku: 'TA-ALIGN', quantity_ordered: 1 },
      ],
      shipments: [{ tracking: [{ carrier: 'ups', title: 'UPS Ground', number: '1Z999AA10123456784' }] }],
      payment_methods: [{ type: 'authnetcim', cc_last_4: '4242', cc_type: 'VI' }],
      total: {
        subtotal: { value: 168.46 },
        taxes: [{ title: 'CA Sales Tax', rate: 7.25, amount: { value: 12.21 } }],
        grand_total: { value: 180.67, currency: 'USD' },
      },
    });
    expect((await s.run(ORDERS, { n: delivered.number.slice(0, 5) })).body.data.customer.orders.total_count).toBe(0);
    const byNumber = await s.run(
      'query($n: String!) { customerOrderItemByOrderNumber(order_number: $n) { order_number items { id cart_item_id product_sku } } }',
      { n: delivered.number },
    );
    expect(byNumber.body.data.customerOrderItemByOrderNumber.items.map((i: { product_sku: string }) => i.product_sku)).toEqual(['AF-TOUR-BALL', 'TA-ALIGN']);
  });

  it("answers Magento's state and the paid orders' invoice, none for an order never paid", async () => {
    const s = await shopper(t.app);
    const STATES = `query { customer { orders(pageSize: 20) { items { number status state grand_total
      invoices { id number total { grand_total { value } subtotal { value } } items { product_sku quantity_invoiced } } items { product_sku quantity_ordered } } } } }`;
    const orders = (await s.run(STATES)).body.data.customer.orders.items;
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      const paid = ['Processing', 'Complete', 'Closed'].includes(o.status);
      expect(o.state).toBe(
        { Pending: 'new', 'Pending Payment': 'pending_payment', Processing: 'processing', Complete: 'complete', Canceled: 'canceled', Closed: 'closed' }[
          o.status as string
        ],
      );
      expect(o.invoices).toHaveLength(paid ? 1 : 0);
      if (paid) {
        expect(o.invoices[0]).toMatchObject({ number: o.number, total: { grand_total: { value: o.grand_total } } });
        expect(o.invoices[0].items.map((i: { product_sku: string }) => i.product_sku)).toEqual(o.items.map((i: { product_sku: string }) => i.product_sku));
      }
    }
    const cancelled = orders[0];
    await t.database.db.execute(sql`update commerce.orders set status = 'canceled' where number = ${cancelled.number}`);
    const after = (await s.run(STATES)).body.data.customer.orders.items.find((o: { number: string }) => o.number === cancelled.number);
    expect(after).toMatchObject({ state: 'canceled', status: 'Canceled', invoices: [] });
  });

  it('puts a previous order back in the cart', async () => {
    const s = await shopper(t.app);
    const number = (await s.run(ORDERS, { n: null })).body.data.customer.orders.items.find(
      (o: { total: { grand_total: { value: number } } }) => o.total.grand_total.value === 180.67,
    ).number;
    const res = await s.run(
      'mutation($n: String!) { reorderItems(orderNumber: $n) { cart { id items { quantity product { sku } } } userInputErrors { code message path } } }',
      { n: number },
    );
    expect(res.body.data.reorderItems.userInputErrors).toEqual([]);
    expect(res.body.data.reorderItems.cart.items).toEqual([
      { quantity: 3, product: { sku: 'AF-TOUR-BALL' } },
      { quantity: 1, product: { sku: 'TA-ALIGN' } },
    ]);
  });

  it("does not show another customer's order", async () => {
    const owner = await shopper(t.app);
    const number = (await owner.run(ORDERS, { n: null })).body.data.customer.orders.items[0].number;
    const other = await shopper(t.app, 'parent@example.com');
    expect((await other.run(ORDERS, { n: number })).body.data.customer.orders.total_count).toBe(0);
    const items = await other.run('query($n: String!) { customerOrderItemByOrderNumber(order_number: $n) { order_number } }', { n: number });
    expect(items.body.errors[0]).toMatchObject({ message: `Could not find the order "${number}".`, extensions: { category: 'graphql-no-such-entity' } });
    const reorder = await other.run('mutation($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }', { n: number });
    expect(reorder.body.errors[0].message).toBe(`Cannot find order number "${number}" in store "US"`);
  });
});
