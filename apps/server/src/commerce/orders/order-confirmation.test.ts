import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { call, gql, startTestApp, type TestApp } from '../../test/harness.ts';
import { add, cardPayment, cardToken, PLACE, readyToPlace, shopper } from '../checkout/checkout-test-kit.ts';
import { newGiftCode } from '../gift-cards/gift-code-format.ts';
import { giftCodes } from '../gift-cards/gift-cards.tables.ts';
import { ctxOf } from '../subscriptions/subscriptions-test-kit.ts';

// Every placed order is confirmed by e-mail, once, in the customer's language, with lines that add
// up to what the card was charged (a gift code's part shown as its own line).
const START = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

const mailsTo = async (to: string) =>
  (
    (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).body.data as {
      subject: string;
      text: string;
      template: string;
    }[]
  ).filter((m) => m.template === 'order-confirmation');
/** The amounts of a message's "label: amount" lines, in order, as numbers (a leading − subtracts). */
const amountsOf = (text: string) =>
  [...text.matchAll(/^(.+): (−?)[^\d\n]*([\d,]+(?:\.\d+)?)\s*$/gm)].map((m) => ({ label: m[1]!, value: (m[2] ? -1 : 1) * Number(m[3]!.replace(/,/g, '')) }));

describe('order confirmation e-mail', () => {
  it('confirms a card order once, with the gift code on its own line, the lines adding up to the charge', async () => {
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
    const s = await shopper(t.app, 'simulator.coach@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 2 }]);
    await s.run('mutation($c: String!, $g: String!) { msApplyGiftCodeToCart(cart_id: $c, gift_code: $g) { cart { id } } }', { c: s.cartId, g: code });
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4242424242424242')));
    const placed = await s.run(PLACE, { c: s.cartId });
    const number = placed.body.data.placeOrder.order.order_number as string;
    const charged = (
      await s.run('query($n: String!) { customer { email orders(filter: { number: { eq: $n } }) { items { total { grand_total { value } } } } } }', {
        n: number,
      })
    ).body.data.customer;
    await runDueJobs(ctxOf(t));
    await runDueJobs(ctxOf(t));
    const mails = (await mailsTo(charged.email)).filter((m) => m.text.includes(number));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your order ${number} is confirmed`);
    expect(mail.text).toContain(`Gift code ${code.slice(0, 4)}-XXXX-XXXX-XXXX: −$20.00`);
    expect(mail.text).not.toContain(code);
    expect(mail.text).toMatch(/Visa •••• 4242/);
    expect(mail.text).toContain(`/shop/orders/${number}`);
    const amounts = amountsOf(mail.text);
    const totalAt = amounts.findIndex((a) => a.label === 'Total charged');
    const total = amounts[totalAt]!;
    expect(total.value).toBe(charged.orders.items[0].total.grand_total.value);
    // Lines (items) add up to the subtotal; subtotal, discounts, taxes, shipping and gift codes to the total.
    const subtotalAt = amounts.findIndex((a) => a.label === 'Subtotal');
    const sum = (list: { value: number }[]) => Math.round(list.reduce((a, b) => a + b.value, 0) * 100) / 100;
    expect(sum(amounts.slice(0, subtotalAt))).toBe(amounts[subtotalAt]!.value);
    expect(sum(amounts.slice(subtotalAt, totalAt))).toBe(total.value);
  });

  it('writes it in the language the customer shopped in', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-SWING', quantity: 1 }]);
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4242424242424242')));
    const placed = await gql(t.app, PLACE, { token: s.token, variables: { c: s.cartId }, store: 'US', language: 'ja' });
    const number = placed.body.data.placeOrder.order.order_number as string;
    await runDueJobs(ctxOf(t));
    const mail = (await mailsTo('parent@example.com')).find((m) => m.text.includes(number))!;
    expect(mail.subject).toBe(`ご注文 ${number} を承りました`);
    expect(mail.text).toContain('ご請求額');
  });

  it('sends nothing for a declined card', async () => {
    const s = await shopper(t.app, 'simulator@example.com');
    await add(s, [{ sku: 'TA-SWING', quantity: 1 }]);
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4000000000000002')));
    const before = (await mailsTo('simulator@example.com')).length;
    const placed = await s.run(PLACE, { c: s.cartId });
    expect(placed.body.errors?.[0]?.message ?? placed.body.data?.placeOrder?.errors?.[0]?.code).toBeTruthy();
    await runDueJobs(ctxOf(t));
    expect((await mailsTo('simulator@example.com')).length).toBe(before);
  });
});
