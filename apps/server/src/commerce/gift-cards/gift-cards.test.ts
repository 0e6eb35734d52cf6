import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { addProducts, createSideCart, itemRequestOf, LOCAL_PICKUP, type AddressSnapshot } from '../cart/index.ts';
import { carts } from '../cart/cart.tables.ts';
import { placeOrder } from '../checkout/index.ts';
import { ADDRESS, add, cardPayment, cardToken, PLACE, readyToPlace, shopper, type Shopper } from '../checkout/checkout-test-kit.ts';
import { customers } from '../customer/customer.tables.ts';
import { findStore } from '../store/stores.ts';
import { ctxOf } from '../subscriptions/subscriptions-test-kit.ts';
import { sendDueGiftCards } from './gift-card-issue.ts';
import { newGiftCode } from './gift-code-format.ts';
import { returnGiftCodeMoney } from './gift-code-ledger.ts';
import { CHECKS_PER_WINDOW } from './gift-cards.routes.ts';
import { giftCodeHistory, giftCodes } from './gift-cards.tables.ts';
import { rowsOf } from '../../platform/db/index.ts';

const START = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const uid = (s: string) => Buffer.from(s).toString('base64');
const CODE = /[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/;
const APPLY = `mutation($c: String!, $g: String!, $a: Float) { msApplyGiftCodeToCart(cart_id: $c, gift_code: $g, amount_applied: $a) {
  cart { applied_gift_codes { code amount { value } balance { value } } prices { grand_total { value } gift_voucher_info { total { value } codes { code amount { value } } } } } } }`;
const REMOVE =
  'mutation($c: String!, $g: String, $all: Boolean) { msRemoveGiftCodeFromCart(cart_id: $c, gift_code: $g, is_remove_all: $all) { cart { applied_gift_codes { code } prices { grand_total { value } } } } }';
const outbox = async (to: string) =>
  (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).body.data as {
    subject: string;
    text: string;
    template: string;
  }[];
const balanceOf = async (code: string) => Number((await t.database.db.select({ b: giftCodes.balance }).from(giftCodes).where(eq(giftCodes.code, code)))[0]!.b);

/** A code made by staff (not bought): for tests that only spend. */
async function staffCode(balance: string, currency = 'USD') {
  const code = newGiftCode();
  await t.database.db.insert(giftCodes).values({
    code,
    storeCode: 'US',
    currency,
    initialBalance: balance,
    balance,
    expiresAt: new Date(START.getTime() + 365 * 86_400_000),
    deliverAt: START,
    sentAt: START,
  });
  return code;
}

async function billingOnly(s: Shopper, payment: object) {
  for (const [q, v] of [
    [
      'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
      { c: s.cartId, a: ADDRESS },
    ],
    [
      'mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }',
      { c: s.cartId, p: payment },
    ],
  ] as const) {
    const res = await s.run(q, v);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  }
}

async function buyGiftCard(s: Shopper, recipient: string, amount: string, extra: { uid: string; value: string }[] = []) {
  const res = await add(s, [
    {
      sku: 'GC-EMAIL',
      quantity: 1,
      selected_options: [uid(`giftcard/giftcard_amount/${amount}`)],
      entered_options: [
        { uid: uid('giftcard/giftcard_recipient_email'), value: recipient },
        { uid: uid('giftcard/giftcard_message'), value: 'Happy birthday!' },
        ...extra,
      ],
    },
  ]);
  expect(res.body.data.addProductsToCart.user_errors).toEqual([]);
  await billingOnly(s, cardPayment(await cardToken(t.app, '4242424242424242')));
  const placed = await s.run(PLACE, { c: s.cartId });
  if (placed.body.errors) throw new Error(JSON.stringify(placed.body.errors));
  return placed.body.data.placeOrder.order.order_number as string;
}

describe('buying a gift card', () => {
  it('issues a long random code, e-mails it to the recipient with the design, and lists it for buyer and recipient', async () => {
    const buyer = await shopper(t.app);
    const orderNumber = await buyGiftCard(buyer, 'parent@example.com', '50');
    const mail = (await outbox('parent@example.com')).find((m) => m.template === 'gift-card' && m.text.includes('Happy birthday!'))!;
    expect(mail.subject).toContain('$50.00');
    const code = CODE.exec(mail.text)![0];
    expect(mail.text).toContain('/shop/gift-cards/balance');
    const [row] = await t.database.db.select().from(giftCodes).where(eq(giftCodes.code, code));
    expect(row).toMatchObject({
      balance: '50.0000',
      currency: 'USD',
      orderNumber,
      recipientEmail: 'parent@example.com',
      expiresAt: new Date('2027-03-10T15:00:00Z'),
    });
    const bought = (await buyer.run('{ customerGiftCards { code relation balance { value } order_number sent_at history { action } } }')).body.data
      .customerGiftCards;
    expect(bought.find((g: { order_number: string }) => g.order_number === orderNumber)).toMatchObject({
      code: `${code.slice(0, 4)}-XXXX-XXXX-XXXX`,
      relation: 'bought',
      balance: { value: 50 },
      history: [{ action: 'create' }, { action: 'email' }],
    });
    const recipient = await shopper(t.app, 'parent@example.com');
    const received = (await recipient.run('{ customerGiftCards { code relation order_number } }')).body.data.customerGiftCards;
    expect(received.find((g: { code: string }) => g.code === code)).toMatchObject({ relation: 'received', order_number: null });
  });

  it('charges no sales tax for a gift card: the tax comes when it is spent on goods', async () => {
    const buyer = await shopper(t.app);
    const orderNumber = await buyGiftCard(buyer, 'taxfree@example.com', '50');
    const order = (
      await buyer.run(
        'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { total { subtotal { value } total_tax { value } grand_total { value } } } } } }',
        { n: orderNumber },
      )
    ).body.data.customer.orders.items[0];
    expect(order.total).toEqual({ subtotal: { value: 50 }, total_tax: { value: 0 }, grand_total: { value: 50 } });
  });

  it('sends a gift card on the chosen day, at 9:00 in the store time zone, once', async () => {
    const buyer = await shopper(t.app, 'simulator@example.com');
    await buyGiftCard(buyer, 'later@example.com', '25', [{ uid: uid('giftcard/giftcard_delivery_date'), value: '2026-03-15' }]);
    expect((await outbox('later@example.com')).length).toBe(0);
    clock.set(new Date('2026-03-15T15:59:00Z'));
    await sendDueGiftCards(ctxOf(t));
    expect((await outbox('later@example.com')).length).toBe(0);
    clock.set(new Date('2026-03-15T16:00:00Z'));
    const [a, b] = await Promise.all([sendDueGiftCards(ctxOf(t)), sendDueGiftCards(ctxOf(t))]);
    expect(a! + b!).toBeGreaterThanOrEqual(1);
    expect((await outbox('later@example.com')).length).toBe(1);
  });
});

describe('gift codes in the cart and at checkout', () => {
  it('applies part of a code, shows it in the totals, takes the balance at placement and keeps the history', async () => {
    const code = await staffCode('50');
    const s = await shopper(t.app, 'simulator.coach@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 2 }]);
    const before = (await s.run('query($c: String!) { cart(cart_id: $c) { prices { grand_total { value } } } }', { c: s.cartId })).body.data.cart.prices
      .grand_total.value as number;
    const applied = await s.run(APPLY, { c: s.cartId, g: code.toLowerCase().replace(/-/g, ' '), a: 12.5 });
    expect(applied.body.data.msApplyGiftCodeToCart.cart).toEqual({
      applied_gift_codes: [{ code, amount: { value: 12.5 }, balance: { value: 50 } }],
      prices: {
        grand_total: { value: Math.round((before - 12.5) * 100) / 100 },
        gift_voucher_info: { total: { value: 12.5 }, codes: [{ code, amount: { value: 12.5 } }] },
      },
    });
    expect(await balanceOf(code)).toBe(50);
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4242424242424242')));
    const due = (
      await s.run('query($c: String!) { cart(cart_id: $c) { prices { grand_total { value } gift_voucher_info { total { value } } } } }', { c: s.cartId })
    ).body.data.cart.prices;
    expect(due.gift_voucher_info.total.value).toBe(12.5);
    const placed = await s.run(PLACE, { c: s.cartId });
    const number = placed.body.data.placeOrder.order.order_number;
    expect(await balanceOf(code)).toBe(37.5);
    const [order] = await rowsOf<{ grand_total: string }>(t.database.db, sql`select grand_total from commerce.orders where number = ${number}`);
    expect(Number(order!.grand_total)).toBe(due.grand_total.value);
    // The order shows the code's line, so its lines add up to what was charged.
    const total = (
      await s.run(
        `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { total { subtotal { value } discounts { amount { value } } total_tax { value }
          total_shipping { value } grand_total { value } gift_voucher_info { total { value } codes { code amount { value } } } } } } } }`,
        { n: number },
      )
    ).body.data.customer.orders.items[0].total;
    expect(total.gift_voucher_info).toEqual({ total: { value: 12.5 }, codes: [{ code: `${code.slice(0, 4)}-XXXX-XXXX-XXXX`, amount: { value: 12.5 } }] });
    const discounts = (total.discounts ?? []).reduce((sum: number, d: { amount: { value: number } }) => sum + d.amount.value, 0);
    const lines = total.subtotal.value - discounts + total.total_tax.value + total.total_shipping.value - total.gift_voucher_info.total.value;
    expect(Math.round(lines * 100) / 100).toBe(total.grand_total.value);
    const history = await t.database.db
      .select()
      .from(giftCodeHistory)
      .innerJoin(giftCodes, eq(giftCodes.id, giftCodeHistory.giftCodeId))
      .where(eq(giftCodes.code, code));
    expect(history.map((h) => [h.gift_code_history.action, h.gift_code_history.amount, h.gift_code_history.balance, h.gift_code_history.orderNumber])).toEqual([
      ['spend', '-12.5000', '37.5000', number],
    ]);
    // Refund part, then cancel the rest: the money goes back to the code, each step in its history.
    expect(await returnGiftCodeMoney(ctxOf(t), number, 'refund', '5')).toBe('5');
    expect(await balanceOf(code)).toBe(42.5);
    expect(await returnGiftCodeMoney(ctxOf(t), number, 'cancel')).toBe('7.5');
    expect(await returnGiftCodeMoney(ctxOf(t), number, 'cancel')).toBe('0');
    expect(await balanceOf(code)).toBe(50);
  });

  it('pays a whole cart with a code (payment "free") and removes one code or all', async () => {
    const big = await staffCode('500');
    const small = await staffCode('1');
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    await s.run(APPLY, { c: s.cartId, g: small });
    const both = await s.run(APPLY, { c: s.cartId, g: big });
    expect(both.body.data.msApplyGiftCodeToCart.cart.prices.grand_total.value).toBe(0);
    expect(both.body.data.msApplyGiftCodeToCart.cart.applied_gift_codes.map((g: { amount: { value: number } }) => g.amount.value)[0]).toBe(1);
    const one = await s.run(REMOVE, { c: s.cartId, g: small });
    expect(one.body.data.msRemoveGiftCodeFromCart.cart.applied_gift_codes).toEqual([{ code: big }]);
    const missing = await s.run(REMOVE, { c: s.cartId, g: small });
    expect(missing.body.errors[0].message).toBe('This gift code is not applied to the cart.');
    await readyToPlace(s, { code: 'free' });
    const placed = await s.run(PLACE, { c: s.cartId });
    expect(placed.body.errors).toBeUndefined();
    expect(await balanceOf(big)).toBeLessThan(500);
    const s2 = await shopper(t.app, 'parent@example.com');
    await add(s2, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    await s2.run(APPLY, { c: s2.cartId, g: big });
    const all = await s2.run(REMOVE, { c: s2.cartId, all: true });
    expect(all.body.data.msRemoveGiftCodeFromCart.cart.applied_gift_codes).toEqual([]);
  });

  it('refuses unknown, expired and empty codes, and a code for a cart of gift cards only', async () => {
    const s = await shopper(t.app, 'simulator@example.com');
    await add(s, [
      {
        sku: 'GC-EMAIL',
        quantity: 1,
        selected_options: [uid('giftcard/giftcard_amount/25')],
        entered_options: [{ uid: uid('giftcard/giftcard_recipient_email'), value: 'a@example.com' }],
      },
    ]);
    const code = await staffCode('30');
    const onGiftCard = await s.run(APPLY, { c: s.cartId, g: code });
    expect(onGiftCard.body.errors[0].message).toBe('There is nothing in this cart a gift code can pay for (gift codes cannot pay for gift cards).');
    expect(onGiftCard.body.errors[0].extensions).toMatchObject({ reason: 'nothing_to_pay', field: 'gift_code' });
    const unknown = await s.run(APPLY, { c: s.cartId, g: 'AAAA-BBBB-CCCC-DDDD' });
    // Each refusal carries a stable reason beside the English words, for the storefront to translate.
    expect(unknown.body.errors[0]).toMatchObject({
      message: "The gift code isn't valid. Check it and try again.",
      extensions: { category: 'graphql-input', reason: 'not_valid', data: { reason: 'not_valid' } },
    });
    await t.database.db
      .update(giftCodes)
      .set({ expiresAt: new Date(START.getTime() - 1) })
      .where(eq(giftCodes.code, code));
    expect((await s.run(APPLY, { c: s.cartId, g: code })).body.errors[0]).toMatchObject({
      message: 'This gift code has expired.',
      extensions: { reason: 'expired' },
    });
    const empty = await staffCode('0.0001');
    await t.database.db.update(giftCodes).set({ balance: '0' }).where(eq(giftCodes.code, empty));
    expect((await s.run(APPLY, { c: s.cartId, g: empty })).body.errors[0]).toMatchObject({
      message: 'This gift code has no balance left.',
      extensions: { reason: 'spent' },
    });
    expect((await s.run(APPLY, { c: s.cartId, g: empty, a: -3 })).body.errors[0].message).toBe('The amount to apply must be more than zero.');
    // A mixed cart: the code pays only for the other goods.
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    const fresh = await staffCode('1000');
    const mixed = await s.run(APPLY, { c: s.cartId, g: fresh });
    const cart = mixed.body.data.msApplyGiftCodeToCart.cart;
    expect(cart.prices.grand_total.value).toBe(25);
    // Another customer's cart is not reachable.
    const other = await shopper(t.app, 'player@example.com');
    expect((await other.run(APPLY, { c: s.cartId, g: fresh })).body.errors[0].message).toContain('cannot perform operations on cart');
  });

  it('gives the balance back when the card is declined', async () => {
    const code = await staffCode('20');
    const s = await shopper(t.app, 'simulator.coach@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    await s.run(APPLY, { c: s.cartId, g: code, a: 20 });
    await readyToPlace(s, cardPayment(await cardToken(t.app, '4000000000000002')));
    const res = await s.run(PLACE, { c: s.cartId });
    expect(res.body.errors[0].message).toContain('declined');
    expect(await balanceOf(code)).toBe(20);
    const history = await t.database.db
      .select({ action: giftCodeHistory.action, balance: giftCodeHistory.balance })
      .from(giftCodeHistory)
      .innerJoin(giftCodes, eq(giftCodes.id, giftCodeHistory.giftCodeId))
      .where(eq(giftCodes.code, code));
    expect(history).toEqual([
      { action: 'spend', balance: '0.0000' },
      { action: 'refund', balance: '20.0000' },
    ]);
  });

  it('never spends a code below zero when 20 carts place orders with it at once', async () => {
    const code = await staffCode('100');
    const ctx = ctxOf(t);
    const store = findStore('US')!;
    const people = await t.database.db.select().from(customers).limit(4);
    const address: AddressSnapshot = {
      customerAddressId: null,
      prefix: null,
      firstname: 'Jo',
      middlename: null,
      lastname: 'Player',
      suffix: null,
      company: null,
      street: ['2 Park Plaza'],
      city: 'Irvine',
      postcode: '92614',
      countryCode: 'US',
      regionCode: 'CA',
      regionName: 'California',
      regionId: null,
      telephone: '9495550134',
      fax: null,
      vatId: null,
      customerNotes: null,
      pickupLocationCode: null,
    } as AddressSnapshot;
    const jobs = [];
    for (let i = 0; i < 20; i++) {
      const customer = people[i % people.length]!;
      const shopperOf = { customer, store };
      const cart = await createSideCart(ctx.db, customer, store, 'portal');
      await addProducts(ctx, shopperOf, cart.maskedId, [itemRequestOf({ sku: 'TA-ALIGN', quantity: 1 })]);
      const token = await cardToken(t.app, '4242424242424242');
      await ctx.db
        .update(carts)
        .set({
          billingAddress: address,
          shippingAddress: address,
          shippingMethod: { carrierCode: LOCAL_PICKUP.carrierCode, methodCode: LOCAL_PICKUP.methodCode },
          paymentMethod: {
            code: 'authnetcim',
            purchaseOrderNumber: null,
            card: { token: token.dataValue, descriptor: token.dataDescriptor, ccType: 'VI', ccLast4: '4242', ccExpMonth: 12, ccExpYear: 2030, save: false },
          },
        })
        .where(eq(carts.id, cart.id));
      const { applyGiftCode } = await import('./gift-cards.service.ts');
      await applyGiftCode(ctx, shopperOf, cart.maskedId, code, 10);
      jobs.push(() => placeOrder(ctx, shopperOf, cart.maskedId));
    }
    const results = await Promise.allSettled(jobs.map((j) => j()));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(10);
    expect(refused.every((r) => /no longer has 10\.00 to spend/.test((r.reason as Error).message))).toBe(true);
    expect(await balanceOf(code)).toBe(0);
    const spends = await t.database.db
      .select()
      .from(giftCodeHistory)
      .innerJoin(giftCodes, eq(giftCodes.id, giftCodeHistory.giftCodeId))
      .where(eq(giftCodes.code, code));
    expect(spends).toHaveLength(10);
  });
});

describe('checking a gift code', () => {
  it('answers validity, balance and expiry on both paths, and limits guessing per address', async () => {
    const code = await staffCode('42.5');
    for (const url of [`/rest/V1/giftcard/check/${code}`, `/api/gift-code/${code.toLowerCase()}`]) {
      const res = await call(t.app, { method: 'GET', url, remoteAddress: '10.0.0.7' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        is_valid: true,
        code,
        balance: '42.5',
        currency: 'USD',
        expires_at: '2027-03-10T15:00:00.000Z',
        message: 'This gift code has 42.50 USD to spend.',
        reason: null,
      });
    }
    const unknown = await call(t.app, { method: 'GET', url: '/api/gift-code/AAAA-BBBB-CCCC-DDDD', remoteAddress: '10.0.0.7' });
    expect(unknown.body.data).toMatchObject({
      is_valid: false,
      reason: 'not_valid',
      message: "The gift code isn't valid. Check it and try again.",
      balance: null,
    });
    await t.database.db.update(giftCodes).set({ balance: '0' }).where(eq(giftCodes.code, code));
    const spent = await call(t.app, { method: 'GET', url: `/api/gift-code/${code}`, remoteAddress: '10.0.0.7' });
    expect(spent.body.data).toMatchObject({ is_valid: false, reason: 'spent', code, balance: '0' });
    await t.database.db.update(giftCodes).set({ balance: '42.5' }).where(eq(giftCodes.code, code));
    const bad = await call(t.app, { method: 'GET', url: '/api/gift-code/%3Cscript%3E', remoteAddress: '10.0.0.7' });
    expect(bad.status).toBe(400);
    let status = 200;
    for (let i = 0; i < CHECKS_PER_WINDOW && status === 200; i++)
      status = (await call(t.app, { method: 'GET', url: `/api/gift-code/${newGiftCode()}`, remoteAddress: '10.0.0.8' })).status;
    const limited = await call(t.app, { method: 'GET', url: `/api/gift-code/${code}`, remoteAddress: '10.0.0.8' });
    expect(limited.status).toBe(429);
    expect((await call(t.app, { method: 'GET', url: `/api/gift-code/${code}`, remoteAddress: '10.0.0.9' })).status).toBe(200);
  });
});
