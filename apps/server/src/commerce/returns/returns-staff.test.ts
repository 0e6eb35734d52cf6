import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { outboxMessages } from '../../platform/messaging/outbox.tables.ts';
import { sandboxGatewayCharges } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { productStock } from '../catalogue/products/products.tables.ts';
import { paidOrder, PLACE, placeInput, RETURN_FIELDS, shopper, type Shopper } from './returns-test-kit.ts';

const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
let customer: Shopper;
let manager: Shopper;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  customer = await shopper(t.app);
  manager = await shopper(t.app, 'shop.manager@example.com');
});
afterAll(() => t.close());

const db = () => t.database.db;
const REVIEW = `mutation($id: Int!, $items: [AmRmaManagerReviewInput!]!) { amRmaManagerReviewItems(request_id: $id, items: $items) { ${RETURN_FIELDS} } }`;
const RECEIVE = `mutation($id: Int!, $items: [AmRmaManagerReceiveInput!]!) { amRmaManagerReceiveItems(request_id: $id, items: $items) { ${RETURN_FIELDS} } }`;
const REFUND = `mutation($id: Int!, $a: String, $k: String!) { amRmaManagerRefund(request_id: $id, amount: $a, idempotency_key: $k) { refund_id amount { value currency } status } }`;
const BY_HASH = `query($h: String!) { getAmRmaReturnByHash(hash: $h) { ${RETURN_FIELDS} } }`;

/** A placed request for two of the balls and the alignment sticks of a fresh order, authorized and received. */
async function received(opts: { condition?: number } = {}) {
  const { order, items, chargeId } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 5 });
  const r = (
    await customer.run(PLACE, {
      i: placeInput(order.id, [
        { id: items[0]!.id, qty: 2 },
        { id: items[1]!.id, qty: 1 },
      ]),
    })
  ).body.data.placeAmRmaCustomerReturnRequest;
  const ids = r.request_items.map((i: { request_item_id: number }) => i.request_item_id);
  const reviewed = await manager.run(REVIEW, { id: r.request_id, items: ids.map((id: number) => ({ request_item_id: id, qty: id === ids[0] ? 2 : 1 })) });
  expect(reviewed.body.data.amRmaManagerReviewItems.status.status_id).toBe(4);
  const got = await manager.run(RECEIVE, { id: r.request_id, items: ids.map((id: number) => ({ request_item_id: id, condition_id: opts.condition ?? 1 })) });
  expect(got.body.data.amRmaManagerReceiveItems.status.status_id).toBe(7);
  return { order, items, chargeId, r, ids };
}

describe('the staff side', () => {
  it('is for shop managers only', async () => {
    const res = await customer.run('{ amRmaManagerQueue { request_id } }');
    expect(res.body.errors[0].extensions.category).toBe('graphql-authorization');
    expect((await customer.run('{ amRmaIsManager }')).body.data.amRmaIsManager).toBe(false);
    expect((await manager.run('{ amRmaIsManager }')).body.data.amRmaIsManager).toBe(true);
    const queue = (await manager.run('{ amRmaManagerQueue(state: 0) { request_id status { state } } }')).body.data.amRmaManagerQueue;
    expect(queue.every((q: { status: { state: number } }) => q.status.state === 0)).toBe(true);
    expect((await manager.run('{ amRmaManagerQueue(state: 9) { request_id } }')).body.errors[0].extensions.field).toBe('state');
  });

  it('names each customer in their name’s own order: a Japanese name family name first', async () => {
    const names = ((await manager.run('{ amRmaManagerQueue { customer_name } }')).body.data.amRmaManagerQueue as { customer_name: string }[]).map(
      (q) => q.customer_name,
    );
    expect(names).toContain('佐藤 翔太');
    expect(names).not.toContain('翔太 佐藤');
    // The seeded chat of the Japanese customer's return, too.
    const queue = (await manager.run('{ amRmaManagerQueue { request_id customer_name } }')).body.data.amRmaManagerQueue as {
      request_id: number;
      customer_name: string;
    }[];
    const theirs = queue.find((q) => q.customer_name === '佐藤 翔太')!;
    const chat = (await manager.run('query($id: Int!) { amRmaManagerMessages(request_id: $id) { username } }', { id: theirs.request_id })).body.data
      .amRmaManagerMessages as { username: string }[];
    expect(chat.map((m) => m.username)).toContain('佐藤 翔太');
  });

  it('authorizes with a label and slip, follows tracking, receives into stock, refunds once, and the customer rates', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 5 });
    const r = (
      await customer.run(PLACE, {
        i: placeInput(order.id, [
          { id: items[0]!.id, qty: 2 },
          { id: items[1]!.id, qty: 1 },
        ]),
      })
    ).body.data.placeAmRmaCustomerReturnRequest;
    const [balls, sticks] = r.request_items.map((i: { request_item_id: number }) => i.request_item_id);
    expect(
      (
        await manager.run(REVIEW, {
          id: r.request_id,
          items: [
            { request_item_id: balls, qty: 3 },
            { request_item_id: sticks, qty: 1 },
          ],
        })
      ).body.errors[0].extensions.field,
    ).toBe('items[0].qty');
    const approved = (
      await manager.run(REVIEW, {
        id: r.request_id,
        items: [
          { request_item_id: balls, qty: 2 },
          { request_item_id: sticks, qty: 0 },
        ],
      })
    ).body.data.amRmaManagerReviewItems;
    expect(approved.status).toEqual({ status_id: 4, label: 'Approved', state: 1 });
    expect(approved.request_items.map((i: { item_status: number }) => i.item_status)).toEqual([1, 4]);
    const label = new URL(approved.shipping_label.url);
    const pdf = await t.app.inject({ method: 'GET', url: label.pathname + label.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(approved.packing_slip.url).toContain('slip');

    const tracked = await customer.run(
      'mutation($h: String!) { addAmRmaTrackingNumber(input: { hash: $h, code: "ups", number: "1Z999AA10123456784" }) { tracking_id } }',
      { h: r.url_hash },
    );
    const shipped = (await customer.run(BY_HASH, { h: r.url_hash })).body.data.getAmRmaReturnByHash;
    expect(shipped.status).toEqual({ status_id: 6, label: 'Shipped', state: 1 });
    expect(shipped.tracking_numbers).toEqual([
      { tracking_id: tracked.body.data.addAmRmaTrackingNumber.tracking_id, tracking_code: 'ups', tracking_number: '1Z999AA10123456784', is_customer: true },
    ]);

    const [before] = await db().select().from(productStock).where(eq(productStock.productId, items[0]!.productId));
    const got = (await manager.run(RECEIVE, { id: r.request_id, items: [{ request_item_id: balls, condition_id: 2 }] })).body.data.amRmaManagerReceiveItems;
    expect(got.status.status_id).toBe(7);
    const [after] = await db().select().from(productStock).where(eq(productStock.productId, items[0]!.productId));
    if (before!.manageStock) expect(Number(after!.qty)).toBe(Number(before!.qty) + 2);

    const limit = approved.request_items[0].refund_limit;
    expect((await manager.run(REFUND, { id: r.request_id, a: (limit + 0.01).toFixed(2), k: 'refund-too-much-1' })).body.errors[0].message).toContain('At most');
    const refunds = await Promise.all(Array.from({ length: 5 }, () => manager.run(REFUND, { id: r.request_id, a: null, k: `refund-${r.request_id}-once` })));
    const ids = new Set(refunds.map((x) => x.body.data.amRmaManagerRefund.refund_id));
    expect(ids.size).toBe(1);
    expect(refunds[0]!.body.data.amRmaManagerRefund).toMatchObject({ amount: { value: limit, currency: 'USD' }, status: 'succeeded' });
    const [charge] = await db().select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.id, order.payment.transactionId!));
    expect(Number(charge!.refundedAmount)).toBeCloseTo(limit, 2);
    expect((await manager.run(REFUND, { id: r.request_id, a: '1.00', k: 'refund-second-time' })).body.errors[0].message).toMatch(
      /received return|Nothing is left/,
    );

    const resolved = (await customer.run(BY_HASH, { h: r.url_hash })).body.data.getAmRmaReturnByHash;
    expect(resolved.status).toEqual({ status_id: 9, label: 'Completed', state: 3 });
    const onOrder = await customer.run(
      'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { credit_memos { number total { grand_total { value } } items { product_sku quantity_refunded } } items { quantity_refunded } } } } }',
      { n: order.number },
    );
    expect(onOrder.body.data.customer.orders.items[0].credit_memos).toEqual([
      { number: expect.any(String), total: { grand_total: { value: limit } }, items: [{ product_sku: 'AF-TOUR-BALL', quantity_refunded: 2 }] },
    ]);
    expect(onOrder.body.data.customer.orders.items[0].items[0].quantity_refunded).toBe(2);
    const chat = (await customer.run('query($h: String!) { getAmRmaRequestMessages(hash: $h) { message is_system } }', { h: r.url_hash })).body.data
      .getAmRmaRequestMessages;
    expect(chat.filter((m: { is_system: boolean }) => m.is_system).map((m: { message: string }) => m.message)).toEqual([
      'Status changed to "New".',
      'Status changed to "Approved".',
      'Status changed to "Shipped".',
      'Status changed to "Delivered".',
      expect.stringMatching(/^Status changed to "Completed"\. \$\d+\.\d\d was refunded to the card ending 4242\.$/),
    ]);
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, 'return-status'), eq(outboxMessages.recipient, 'player@example.com')));
    expect(mails.filter((m) => m.body.includes(String(r.request_id).padStart(6, '0')))).toHaveLength(5);

    const rate = (rating: number) =>
      customer.run('mutation($h: String!, $r: Int!) { rateAmRmaReturnRequest(input: { hash: $h, rating: $r, comment: "Quick and fair" }) { error message } }', {
        h: r.url_hash,
        r: rating,
      });
    expect((await rate(6)).body.data.rateAmRmaReturnRequest.error).toBe(true);
    expect((await rate(5)).body.data.rateAmRmaReturnRequest).toEqual({ error: false, message: 'Thank you for rating your return.' });
    expect((await rate(4)).body.data.rateAmRmaReturnRequest).toEqual({ error: true, message: 'This return has already been rated.' });
    const rated = (await customer.run(BY_HASH, { h: r.url_hash })).body.data.getAmRmaReturnByHash;
    expect(rated).toMatchObject({ rating: 5, status: { status_id: 11 } });
  });

  it('refunds part of the amount, never more than was paid, with 20 concurrent refunds', async () => {
    const { r, chargeId } = await received({ condition: 3 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => manager.run(REFUND, { id: r.request_id, a: '10.00', k: `partial-${r.request_id}-${n}` })),
    );
    const ok = results.filter((x) => x.body.data?.amRmaManagerRefund);
    expect(ok).toHaveLength(1);
    for (const x of results) expect(x.status).toBeLessThan(500);
    const [charge] = await db().select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.id, chargeId));
    expect(charge!.refundedAmount).toBe('10.0000');
    expect((await manager.run(REFUND, { id: r.request_id, a: '-5', k: 'negative-refund' })).body.errors[0].extensions.field).toBe('amount');
  });

  it('resolves by exchange: a new order of the same goods at no charge', async () => {
    const { r } = await received();
    const done = (await manager.run(`mutation($id: Int!) { amRmaManagerExchange(request_id: $id) { ${RETURN_FIELDS} } }`, { id: r.request_id })).body.data
      .amRmaManagerExchange;
    expect(done.status.status_id).toBe(9);
    const replacement = await customer.run(
      'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { total { grand_total { value } } items { product_sku quantity_ordered } } } } }',
      { n: done.exchange_order_number },
    );
    expect(replacement.body.data.customer.orders.items[0]).toEqual({
      total: { grand_total: { value: 0 } },
      items: [
        { product_sku: 'AF-TOUR-BALL', quantity_ordered: 2 },
        { product_sku: 'TA-ALIGN', quantity_ordered: 1 },
      ],
    });
    expect(
      (await manager.run(`mutation($id: Int!) { amRmaManagerExchange(request_id: $id) { request_id } }`, { id: r.request_id })).body.errors[0].message,
    ).toContain('Only a received return');
  });

  it('answers the chat as a manager; the customer sees it flagged', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 5 });
    const r = (await customer.run(PLACE, { i: placeInput(order.id, [{ id: items[1]!.id, qty: 1 }]) })).body.data.placeAmRmaCustomerReturnRequest;
    const sent = await manager.run(
      'mutation($id: Int!) { amRmaManagerSendMessage(request_id: $id, message: "Please send a photo of the box.") { message_id is_manager username } }',
      { id: r.request_id },
    );
    expect(sent.body.data.amRmaManagerSendMessage).toMatchObject({ is_manager: true, username: 'Dana (Golf Academy shop)' });
    const chat = (await customer.run('query($h: String!) { getAmRmaRequestMessages(hash: $h) { message is_manager } }', { h: r.url_hash })).body.data
      .getAmRmaRequestMessages;
    expect(chat.at(-1)).toEqual({ message: 'Please send a photo of the box.', is_manager: true });
    const rejected = (await manager.run(REVIEW, { id: r.request_id, items: [{ request_item_id: r.request_items[0].request_item_id, qty: 0 }] })).body.data
      .amRmaManagerReviewItems;
    expect(rejected.status).toEqual({ status_id: 13, label: 'Rejected', state: 4 });
  });
});
