import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, cardPayment, cardToken, PLACE, readyToPlace, shopper } from '../../commerce/checkout/checkout-test-kit.ts';
import { newGiftCode } from '../../commerce/gift-cards/gift-code-format.ts';
import { giftCodes } from '../../commerce/gift-cards/gift-cards.tables.ts';
import { ctxOf } from '../../commerce/subscriptions/subscriptions-test-kit.ts';
import { manualClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/index.ts';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { pdfTextLines } from '../../test/pdf-text.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

// An order paid partly with a gift code and discounted by a coupon, with an e-mailed gift card
// among its lines: the receipt PDF and the confirmation e-mail show each as its own line, and the
// lines shown add up to the amount the card was charged.
const START = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

const uid = (s: string) => Buffer.from(s).toString('base64');
const round = (n: number) => Math.round(n * 100) / 100;
const sum = (list: { value: number }[]) => round(list.reduce((a, b) => a + b.value, 0));

async function orderWithGiftCodeAndCoupon() {
  const code = newGiftCode();
  await t.database.db.insert(giftCodes).values({
    code,
    storeCode: 'US',
    currency: 'USD',
    initialBalance: '20',
    balance: '20',
    expiresAt: new Date(START.getTime() + 365 * 86_400_000),
    deliverAt: START,
    sentAt: START,
  });
  const s = await shopper(t.app, 'player@example.com');
  await add(s, [
    { sku: 'TA-ALIGN', quantity: 2 },
    {
      sku: 'GC-EMAIL',
      quantity: 1,
      selected_options: [uid('giftcard/giftcard_amount/25')],
      entered_options: [{ uid: uid('giftcard/giftcard_recipient_email'), value: 'parent@example.com' }],
    },
  ]);
  for (const mutation of [
    'mutation($c: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: "GOLF10" }) { cart { id } } }',
    `mutation($c: String!) { msApplyGiftCodeToCart(cart_id: $c, gift_code: "${code}") { cart { id } } }`,
  ]) {
    const res = await s.run(mutation, { c: s.cartId });
    expect(res.body.errors).toBeUndefined();
  }
  await readyToPlace(s, cardPayment(await cardToken(t.app, '4242424242424242')));
  const placed = await s.run(PLACE, { c: s.cartId });
  expect(placed.body.errors).toBeUndefined();
  const number = placed.body.data.placeOrder.order.order_number as string;
  const [payment] = await rowsOf<{ amount: string }>(
    t.database.db,
    sql`select a.amount::text from commerce.payment_attempts a join commerce.orders o on o.id = a.order_id where o.number = ${number} and a.status = 'succeeded'`,
  );
  return { number, charged: Number(payment!.amount) };
}

describe('an order paid partly with a gift code, with a coupon', () => {
  it('lists the gift code, the coupon and the gift card as lines of their own that add up to the charge, in the receipt PDF and the e-mail', async () => {
    const { number, charged } = await orderWithGiftCodeAndCoupon();

    // The receipt PDF, as the purchase history exports it.
    const s = await signIn(t.app, 'player@example.com');
    const purchase = (await call(t.app, { method: 'GET', url: '/api/purchase', token: s.access_token })).body.data.find(
      (p: { orderNumber: string }) => p.orderNumber === number,
    );
    const exported = await call(t.app, {
      method: 'POST',
      url: '/api/receipt/export',
      token: s.access_token,
      payload: { requestId: purchase.requestId, receiptAddress: 'Jordan Lee', orderNumber: number, total: purchase.total },
    });
    expect(exported.status).toBe(200);
    const link = new URL(exported.body.data.link);
    const pdf = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const lines = await pdfTextLines(pdf.rawPayload);
    const amounts = lines.flatMap((l) => {
      const m = /^(.+) (-?)\$([\d,]+\.\d{2})$/.exec(l);
      return m ? [{ label: m[1]!, value: (m[2] ? -1 : 1) * Number(m[3]!.replace(/,/g, '')) }] : [];
    });
    const at = (label: RegExp) => amounts.findIndex((a) => label.test(a.label));
    expect(amounts.filter((a) => /^.+ × \d+$/.test(a.label)).map((a) => a.label)).toEqual([
      expect.stringMatching(/ × 2$/),
      expect.stringMatching(/Gift Card.* × 1$/i),
    ]);
    expect(amounts[at(/^Discount/)]!.value).toBeLessThan(0);
    expect(amounts[at(/^Gift code /)]).toEqual({ label: expect.stringMatching(/^Gift code \w{4}-XXXX-XXXX-XXXX$/), value: -20 });
    const subtotal = at(/^Subtotal$/);
    const total = at(/^Total paid$/);
    expect(sum(amounts.slice(0, subtotal))).toBe(amounts[subtotal]!.value);
    expect(sum(amounts.slice(subtotal, total))).toBe(charged);
    expect(amounts[total]!.value).toBe(charged);

    // The confirmation e-mail, in the same lines.
    await runDueJobs(ctxOf(t));
    await runDueJobs(ctxOf(t));
    const mails = (
      (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('player@example.com')}` })).body.data as {
        template: string;
        text: string;
      }[]
    ).filter((m) => m.template === 'order-confirmation' && m.text.includes(number));
    expect(mails).toHaveLength(1);
    const mailed = [...mails[0]!.text.matchAll(/^(.+): (−?)\$([\d,]+\.\d{2})$/gm)].map((m) => ({
      label: m[1]!,
      value: (m[2] ? -1 : 1) * Number(m[3]!.replace(/,/g, '')),
    }));
    const mailAt = (label: RegExp) => mailed.findIndex((a) => label.test(a.label));
    expect(mailed.filter((a) => / × \d+$/.test(a.label))).toHaveLength(2);
    expect(mailed[mailAt(/^Discount/)]!.value).toBeLessThan(0);
    expect(mailed[mailAt(/^Gift code /)]!.value).toBe(-20);
    const mailSubtotal = mailAt(/^Subtotal$/);
    const mailTotal = mailAt(/^Total charged$/);
    expect(sum(mailed.slice(0, mailSubtotal))).toBe(mailed[mailSubtotal]!.value);
    expect(sum(mailed.slice(mailSubtotal, mailTotal))).toBe(charged);
    expect(mailed[mailTotal]!.value).toBe(charged);
  });
});
