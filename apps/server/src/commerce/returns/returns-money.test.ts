import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { sandboxGatewayCharges, sandboxGatewayRefunds } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { ctxOf } from '../subscriptions/subscriptions-test-kit.ts';
import { newGiftCode } from '../gift-cards/gift-code-format.ts';
import { giftCodeHistory, giftCodes, orderGiftCodes } from '../gift-cards/gift-cards.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { shareOfUnits } from './refund-allocation.ts';
import { paidOrder, PLACE, placeInput, shopper, type Shopper } from './returns-test-kit.ts';

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
const REVIEW =
  'mutation($id: Int!, $items: [AmRmaManagerReviewInput!]!) { amRmaManagerReviewItems(request_id: $id, items: $items) { request_items { request_item_id refund_limit } } }';
const RECEIVE =
  'mutation($id: Int!, $items: [AmRmaManagerReceiveInput!]!) { amRmaManagerReceiveItems(request_id: $id, items: $items) { status { status_id } } }';
const REFUND = `mutation($id: Int!, $a: String, $k: String!, $m: String) { amRmaManagerRefund(request_id: $id, amount: $a, idempotency_key: $k, method: $m) {
  refund_id amount { value } method gift_code_amount { value } store_credit_code status } }`;

/** A fresh paid order whose first line is 3 units for 10.00 in all (no discount, no tax): 10/3 does not divide. */
async function threeForTen() {
  const { order, items, chargeId } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 5 });
  await db()
    .update(orderItems)
    .set({ qtyOrdered: '3', qtyShipped: '3', qtyInvoiced: '3', rowTotal: '10', price: '3.3333', discount: '0', tax: '0' })
    .where(eq(orderItems.id, items[0]!.id));
  await db().update(sandboxGatewayCharges).set({ amount: '100' }).where(eq(sandboxGatewayCharges.id, chargeId));
  return { order, line: items[0]!, chargeId };
}

/** Places a request for `qty` of the line, authorizes `accept` of it, receives it. */
async function receivedReturn(orderId: number, lineId: number, qty: number, accept = qty) {
  const placed = await customer.run(PLACE, { i: placeInput(orderId, [{ id: lineId, qty }]) });
  if (placed.body.errors) throw new Error(JSON.stringify(placed.body.errors));
  const r = placed.body.data.placeAmRmaCustomerReturnRequest;
  const item = r.request_items[0].request_item_id;
  const reviewed = (await manager.run(REVIEW, { id: r.request_id, items: [{ request_item_id: item, qty: accept }] })).body.data.amRmaManagerReviewItems;
  expect(
    (await manager.run(RECEIVE, { id: r.request_id, items: [{ request_item_id: item, condition_id: 1 }] })).body.data.amRmaManagerReceiveItems.status.status_id,
  ).toBe(7);
  return {
    id: r.request_id as number,
    hash: r.url_hash as string,
    placedLimit: r.request_items[0].refund_limit as number,
    limit: reviewed.request_items[0].refund_limit as number,
  };
}

async function giftPaid(orderNumber: string, paid: string) {
  const code = newGiftCode();
  const [row] = await db()
    .insert(giftCodes)
    .values({
      code,
      storeCode: 'US',
      currency: 'USD',
      initialBalance: '50',
      balance: String(50 - Number(paid)),
      expiresAt: new Date('2027-03-10T00:00:00Z'),
      deliverAt: clock.now(),
      sentAt: clock.now(),
    })
    .returning();
  await db().insert(orderGiftCodes).values({ orderNumber, giftCodeId: row!.id, amount: paid });
  return row!;
}

describe('refund amounts', () => {
  it('shares money over units by largest remainder', () => {
    const ten = new Decimal(10);
    expect([1, 2, 3].map((n) => shareOfUnits(ten, new Decimal(3), new Decimal(n), 2).toFixed())).toEqual(['3.34', '6.67', '10']);
    expect(shareOfUnits(new Decimal('0.05'), new Decimal(3), new Decimal(1), 0).toFixed()).toBe('0');
    expect(shareOfUnits(new Decimal(1000), new Decimal(3), new Decimal(1), 0).toFixed()).toBe('334');
  });

  it('refunds every unit returned one at a time: exactly what was paid, not a cent under', async () => {
    const { order, line, chargeId } = await threeForTen();
    const limits: number[] = [];
    for (let n = 0; n < 3; n++) {
      const r = await receivedReturn(order.id, line.id, 1);
      limits.push(r.limit);
      expect((await manager.run(REFUND, { id: r.id, k: `unit-${order.id}-${n}` })).body.data.amRmaManagerRefund.status).toBe('succeeded');
    }
    expect(limits).toEqual([3.34, 3.33, 3.33]);
    const [charge] = await db().select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.id, chargeId));
    expect(charge!.refundedAmount).toBe('10.0000');
  });

  it('keeps the sum exact when a manager accepts fewer units than asked and the rest come back later', async () => {
    const { order, line } = await threeForTen();
    const first = await receivedReturn(order.id, line.id, 3, 2);
    expect([first.placedLimit, first.limit]).toEqual([10, 6.67]);
    const second = await receivedReturn(order.id, line.id, 1);
    expect(second.limit).toBe(3.33);
  });
});

describe('gift codes and store credit', () => {
  it('gives a gift code its money back first, then the card; the history says so', async () => {
    const { order, line, chargeId } = await threeForTen();
    const code = await giftPaid(order.number, '4');
    const one = await receivedReturn(order.id, line.id, 1);
    const first = (await manager.run(REFUND, { id: one.id, k: `gift-first-${order.id}` })).body.data.amRmaManagerRefund;
    expect(first).toMatchObject({ amount: { value: 3.34 }, method: 'card', gift_code_amount: { value: 3.34 }, status: 'succeeded' });
    expect(await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.chargeId, chargeId))).toHaveLength(0);
    const two = await receivedReturn(order.id, line.id, 2);
    const second = (await manager.run(REFUND, { id: two.id, k: `gift-then-card-${order.id}` })).body.data.amRmaManagerRefund;
    expect(second).toMatchObject({ amount: { value: 6.66 }, gift_code_amount: { value: 0.66 }, status: 'succeeded' });
    const [charge] = await db().select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.id, chargeId));
    expect(charge!.refundedAmount).toBe('6.0000');
    const [after] = await db().select().from(giftCodes).where(eq(giftCodes.id, code.id));
    expect(after!.balance).toBe('50.0000');
    const history = await db().select().from(giftCodeHistory).where(eq(giftCodeHistory.giftCodeId, code.id));
    expect(history.map((h) => [h.action, h.amount, h.orderNumber])).toEqual([
      ['refund', '3.3400', order.number],
      ['refund', '0.6600', order.number],
    ]);
    const chat = (await customer.run('query($h: String!) { getAmRmaRequestMessages(hash: $h) { message is_system } }', { h: two.hash })).body.data
      .getAmRmaRequestMessages;
    expect(chat.at(-1).message).toMatch(/\$6\.00 was refunded to the card ending \d{4}\. \$0\.66 went back to the gift codes that paid for the order\.$/);
  });

  it('e-mails a paid refund once, in lines that add up to the amount refunded', async () => {
    const { order, line } = await threeForTen();
    await giftPaid(order.number, '4');
    const back = await receivedReturn(order.id, line.id, 2);
    const answer = await manager.run(REFUND, { id: back.id, k: `refund-mail-${order.id}` });
    expect(answer.body.errors).toBeUndefined();
    const refund = answer.body.data.amRmaManagerRefund;
    expect(refund).toMatchObject({ amount: { value: 6.67 }, gift_code_amount: { value: 4 }, status: 'succeeded' });
    await runDueJobs(ctxOf(t));
    await runDueJobs(ctxOf(t));
    const mails = (
      (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('player@example.com')}` })).body.data as {
        template: string;
        text: string;
      }[]
    ).filter((m) => m.template === 'refund-confirmation' && m.text.includes(order.number));
    expect(mails).toHaveLength(1);
    const amounts = [...mails[0]!.text.matchAll(/^(.+): \$([\d.]+)$/gm)].map((m) => ({ label: m[1]!, value: Number(m[2]) }));
    const total = amounts.find((a) => a.label === 'Total refunded')!.value;
    expect(total).toBe(6.67);
    const item = amounts.filter((a) => a.label.includes(' × '));
    expect(item.map((a) => a.label)).toEqual([`${line.name} × 2`]);
    expect(item.reduce((n, a) => n + a.value, 0)).toBeCloseTo(total, 2);
    const card = amounts.find((a) => a.label.startsWith('Back to your card'))!;
    const gift = amounts.find((a) => a.label.startsWith('Back to the order'))!;
    expect(card.label).toMatch(/•••• \d{4}$/);
    expect(card.value + gift.value).toBeCloseTo(total, 2);
  });

  it('never gives the gift codes more than they paid, with refunds of one order at once', async () => {
    const { order, line } = await threeForTen();
    const code = await giftPaid(order.number, '5');
    const a = await receivedReturn(order.id, line.id, 1);
    const b = await receivedReturn(order.id, line.id, 2);
    const results = await Promise.all([a, b, a, b].map((r, n) => manager.run(REFUND, { id: r.id, k: `together-${order.id}-${r.id}-${n % 2}` })));
    for (const res of results) expect(res.status).toBeLessThan(500);
    const [row] = await db().select().from(orderGiftCodes).where(eq(orderGiftCodes.giftCodeId, code.id));
    expect(row!.returned).toBe('5.0000');
    const refunds = new Map(
      results
        .map((res) => res.body.data?.amRmaManagerRefund)
        .filter(Boolean)
        .map((r) => [r.refund_id, r]),
    );
    expect(refunds.size).toBe(2);
    const gift = [...refunds.values()].reduce((s, r) => s.plus(r.gift_code_amount.value), new Decimal(0));
    expect(gift.toFixed(2)).toBe('5.00');
  });

  it('refunds as store credit: a new gift code the customer sees in their gift cards and can spend', async () => {
    const { order, line } = await threeForTen();
    const r = await receivedReturn(order.id, line.id, 2);
    expect((await manager.run(REFUND, { id: r.id, k: `credit-bad-${order.id}`, m: 'cash' })).body.errors[0].extensions.field).toBe('method');
    const credit = (await manager.run(REFUND, { id: r.id, k: `credit-${order.id}`, m: 'store_credit' })).body.data.amRmaManagerRefund;
    expect(credit).toMatchObject({
      amount: { value: 6.67 },
      method: 'store_credit',
      gift_code_amount: { value: 0 },
      status: 'succeeded',
      store_credit_code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/),
    });
    const again = (await manager.run(REFUND, { id: r.id, k: `credit-${order.id}`, m: 'store_credit' })).body.data.amRmaManagerRefund;
    expect(again.store_credit_code).toBe(credit.store_credit_code);
    const mine = (await customer.run('{ customerGiftCards { code relation balance { value } sender_name } }')).body.data.customerGiftCards;
    expect(mine.find((g: { code: string }) => g.code === credit.store_credit_code)).toMatchObject({
      relation: 'received',
      balance: { value: 6.67 },
      sender_name: expect.stringContaining('Store credit for return'),
    });
    const shown = (
      await customer.run('query($h: String!) { getAmRmaReturnByHash(hash: $h) { status { state } refunds { method store_credit_code amount { value } } } }', {
        h: r.hash,
      })
    ).body.data.getAmRmaReturnByHash;
    expect(shown).toEqual({
      status: { state: 3 },
      refunds: [{ method: 'store_credit', store_credit_code: credit.store_credit_code, amount: { value: 6.67 } }],
    });
    const check = await t.app.inject({ method: 'GET', url: `/api/gift-code/${credit.store_credit_code}` });
    expect(check.json().data).toMatchObject({ is_valid: true, balance: '6.67' });
  });

  it('refuses a card refund of an order paid neither by card nor gift codes', async () => {
    const { order, line } = await threeForTen();
    await db()
      .update(orders)
      .set({ payment: { ...order.payment, method: 'checkmo', transactionId: null } })
      .where(eq(orders.id, order.id));
    const r = await receivedReturn(order.id, line.id, 1);
    expect((await manager.run(REFUND, { id: r.id, k: `no-card-${order.id}` })).body.errors[0].message).toContain('store credit');
    expect((await manager.run(REFUND, { id: r.id, k: `no-card-credit-${order.id}`, m: 'store_credit' })).body.data.amRmaManagerRefund.status).toBe('succeeded');
  });
});
