import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../cart/cart-rules.tables.ts';
import { sandboxGatewayCharges } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { cardToken, clubCustomer, CONVERT, convert, copyOrder, type ClubCustomer } from './club-orders-test-kit.ts';
import { customClubOrders, depositGiftCodes } from './fitting-orders.tables.ts';
import { rowsOf } from '../../platform/db/index.ts';

let t: TestApp;
let clock: ManualClock;
let jordan: ClubCustomer;
beforeAll(async () => {
  clock = manualClock(new Date('2026-03-10T15:00:00Z'));
  t = await startTestApp({}, { clock });
  jordan = await clubCustomer(t.app);
});
afterAll(() => t.close());

const PAY = 'tecfit/payment/deposit-take-payment';
const FINANCE = 'tecfit/payment/affirm/deposit-take-payment';
const ZERO = 'tecfit/payment/zero-deposit-take-payment';
const orderRow = async (id: string) => (await t.database.db.select().from(customClubOrders).where(eq(customClubOrders.incrementId, id)))[0]!;
const chargesOf = async (id: string) => {
  const row = await orderRow(id);
  return t.database.db
    .select()
    .from(sandboxGatewayCharges)
    .where(like(sandboxGatewayCharges.idempotencyKey, `club-deposit:${row.id}:%`));
};
const timesUsed = async (code: string) =>
  (
    await t.database.db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${code})`)
  )[0]!.timesUsed;
const giftBalance = async (code: string) => (await t.database.db.select().from(depositGiftCodes).where(eq(depositGiftCodes.code, code)))[0]!.balance;
const errorCode = async (id: string) => (await jordan.gql(CONVERT, { i: id })).body.errors?.[0]?.extensions?.error_code;

async function freshOrder() {
  const id = await copyOrder(t.database.db, 'CC100001');
  await convert(jordan, id);
  return id;
}

describe('deposit by card', () => {
  it('takes the deposit less a coupon and a gift code, places the order for the balance (checkmo), and adds up to the total', async () => {
    const id = await freshOrder();
    const before = await timesUsed('GOLF10');
    const token = await cardToken(t.app, '4242424242424242');
    // Deposit 531.90, GOLF10 takes 53.19, the gift code pays 100: the card pays 378.71.
    const paid = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '378.71', token },
      coupon_used: { code: 'GOLF10', discount: '53.19' },
      giftvoucher_deposit_used: { code: 'GIFT-FIT-BIG', amount: '100' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'succeeded',
      order_number: expect.stringMatching(/^\d{9}$/),
      deposit_paid: '378.71',
      gift_used: '100.00',
      discount: '53.19',
      balance: '1241.10',
      balance_method: 'checkmo',
      total: '1719.81',
    });
    const d = paid.body.data;
    expect((Number(d.deposit_paid) * 100 + Number(d.gift_used) * 100 + Number(d.balance) * 100) / 100).toBe(Number(d.total));
    expect(await timesUsed('GOLF10')).toBe(before + 1);
    expect(await giftBalance('GIFT-FIT-BIG')).toBe('4900.0000');
    const charges = await chargesOf(id);
    expect(charges.map((c) => [c.amount, c.status])).toEqual([['378.7100', 'approved']]);
    const view = await call(t.app, { method: 'GET', url: `/api/v3/tecfit/custom-club?id=${id}`, token: jordan.access });
    expect(view.body.data).toMatchObject({
      status: 'ordered',
      deposit_method: 'card',
      balance_method: 'checkmo',
      card: { cc_type: 'VI', cc_last4: '4242' },
      order_number: d.order_number,
    });
    // A retry with the same card answers the same order; another card is told it is paid (1003).
    expect((await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '378.71', token } })).body.data.order_number).toBe(d.order_number);
    const other = await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '378.71', token: await cardToken(t.app, '5555555555554444') } });
    expect(other.body.code).toBe(1003);
    expect(await errorCode(id)).toBe(1003);
    expect(await chargesOf(id)).toHaveLength(1);
  });

  it('takes one deposit under 20 concurrent requests (a double click or a retry)', async () => {
    const id = await freshOrder();
    const token = await cardToken(t.app, '4242424242424242');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '531.90', token } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.order_number)).size).toBe(1);
    const charges = await chargesOf(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount).toBe('531.9000');
    expect((await orderRow(id)).depositCharged).toBe('531.9000');
  });

  it('asks for 3-D Secure on the bank’s page, then charges the same card once', async () => {
    const id = await freshOrder();
    const token = await cardToken(t.app, '4000000000003220');
    const first = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '481.90', token, challenge_callback_url: '/fitting/orders/x' },
      coupon_used: { code: 'FITTING50', discount: '50' },
    });
    expect(first.body.data).toMatchObject({
      status: 'requires_action',
      challenge_url: expect.stringContaining('/payments/3ds/challenge/'),
      order_number: null,
    });
    // The coupon is given back while the bank waits.
    expect((await orderRow(id)).status).toBe('pending');
    const path = new URL(first.body.data.challenge_url).pathname;
    const answered = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(answered.statusCode).toBe(303);
    expect(new URL(answered.headers.location as string).pathname).toBe('/fitting/orders/x');
    const paid = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '481.90', token },
      coupon_used: { code: 'FITTING50', discount: '50' },
    });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', deposit_paid: '481.90', discount: '50.00' });
    expect((await chargesOf(id)).map((c) => c.status)).toEqual(['declined', 'approved']);
  });

  it('gives the coupon and gift amount back when the card is declined, and refuses wrong amounts naming the field', async () => {
    const id = await freshOrder();
    const before = await timesUsed('GOLF10');
    const balance = await giftBalance('GIFT-FIT-100');
    const token = await cardToken(t.app, '4000000000000002');
    const declined = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '378.71', token },
      coupon_used: { code: 'GOLF10', discount: '53.19' },
      giftvoucher_deposit_used: { code: 'GIFT-FIT-100', amount: '100' },
    });
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ code: 'PAYMENT_DECLINED', message: expect.stringMatching(/declined/i), data: { declineCode: 'card_declined' } });
    expect(await timesUsed('GOLF10')).toBe(before);
    expect(await giftBalance('GIFT-FIT-100')).toBe(balance);
    expect((await orderRow(id)).status).toBe('pending');

    const good = await cardToken(t.app, '4242424242424242');
    const wrongAmount = await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '500', token: good } });
    expect(wrongAmount.body).toMatchObject({
      field: 'deposit_request.amount',
      message: 'The deposit to pay is now 531.90. Check the amount and pay again.',
      data: { reason: 'deposit_changed', amount: '531.90' },
    });
    const wrongDiscount = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '521.90', token: good },
      coupon_used: { code: 'GOLF10', discount: '10' },
    });
    expect(wrongDiscount.body).toMatchObject({ field: 'coupon_used.discount', data: { reason: 'coupon_changed', amount: '53.19' } });
    const zeroDiscount = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '531.90', token: good },
      coupon_used: { code: 'SAVE20', discount: '0' },
    });
    expect(zeroDiscount.body).toMatchObject({ field: 'coupon_used', data: { reason: 'coupon_not_for_deposit' } });
    const tooMuchGift = await jordan.post(PAY, {
      order_increment_id: id,
      deposit_request: { amount: '1', token: good },
      giftvoucher_deposit_used: { code: 'GIFT-FIT-100', amount: '530.90' },
    });
    expect(tooMuchGift.body).toMatchObject({ field: 'giftvoucher_deposit_used.amount', data: { reason: 'gift_balance_short', amount: '530.90' } });
    expect((await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: 'ten', token: good } })).body.field).toMatch(/amount/);
    expect((await jordan.post(PAY, { order_increment_id: id })).body.field).toBe('deposit_request');
    // Addresses first: an order without billing is refused with the address step's message.
    const unbilled = await copyOrder(t.database.db, 'CC100001', { billingAddress: null });
    await convert(jordan, unbilled);
    expect((await jordan.post(PAY, { order_increment_id: unbilled, deposit_request: { amount: '531.90', token: good } })).body).toMatchObject({
      field: 'billing_address',
      message: 'Add the billing address before paying the deposit.',
    });
    // Another customer's order is not found.
    expect((await jordan.post(PAY, { order_increment_id: 'CC200001', deposit_request: { amount: '1', token: good } })).status).toBe(404);
  });

  it('lets another request take over a charge whose process died (its lease lapsed)', async () => {
    const id = await freshOrder();
    await t.database.db
      .update(customClubOrders)
      .set({ status: 'paying', leaseUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(customClubOrders.incrementId, id));
    expect(await errorCode(id)).toBe(1003);
    clock.advance(120_000);
    const token = await cardToken(t.app, '4242424242424242');
    expect((await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '531.90', token } })).body.data.status).toBe('succeeded');
  });
});

describe('zero deposit', () => {
  it('places an order with nothing to pay, without a deposit request, once', async () => {
    const id = await copyOrder(t.database.db, 'CC100003');
    await convert(jordan, id);
    const token = await cardToken(t.app, '4242424242424242');
    expect((await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '0', token } })).body.message).toMatch(/zero-deposit/);
    const placed = await jordan.post(ZERO, { order_increment_id: id });
    expect(placed.body.data).toMatchObject({
      status: 'succeeded',
      deposit_paid: '0.00',
      balance: '349.00',
      total: '349.00',
      balance_method: 'checkmo',
      order_number: expect.stringMatching(/^\d{9}$/),
    });
    expect((await jordan.post(ZERO, { order_increment_id: id })).body.data.order_number).toBe(placed.body.data.order_number);
    expect(await chargesOf(id)).toHaveLength(0);
    // A deposit with something to pay cannot be skipped.
    const owed = await freshOrder();
    expect((await jordan.post(ZERO, { order_increment_id: owed })).body.message).toBe(
      'This order has a deposit of 531.90 to pay: pay it by card or financing.',
    );
    // A gift code covering the whole deposit makes it a zero deposit.
    const covered = await freshOrder();
    const viaGift = await jordan.post(ZERO, { order_increment_id: covered, giftvoucher_deposit_used: { code: 'GIFT-FIT-BIG', amount: '531.90' } });
    expect(viaGift.body.data).toMatchObject({ status: 'succeeded', deposit_paid: '0.00', gift_used: '531.90', balance: '1241.10', total: '1773.00' });
  });
});

describe('financing', () => {
  const openApplication = async (id: string) => {
    const res = await jordan.post(FINANCE, {
      order_increment_id: id,
      deposit_request: { amount: '531.90', confirm_url: `/fitting/orders/${id}?financing=approved`, cancel_url: `/fitting/orders/${id}` },
    });
    expect(res.body.data).toMatchObject({ status: 'redirect', redirect_url: expect.stringContaining('/payments/financing/') });
    return res.body.data as { redirect_url: string; checkout_token: string };
  };

  it('sends the customer to the lender, authorizes the approved loan, places the order and captures on shipment', async () => {
    const id = await freshOrder();
    const app = await openApplication(id);
    // While the lender waits, the order answers 1005.
    expect(await errorCode(id)).toBe(1005);
    const path = new URL(app.redirect_url).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$531.90');
    expect(page.body).toContain('$88.65'); // 6 months at 0 % APR
    const answered = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve&term=6',
    });
    expect(answered.statusCode).toBe(303);
    const back = new URL(answered.headers.location as string);
    expect(back.pathname).toBe(`/fitting/orders/${id}`);
    expect(back.searchParams.get('checkout_token')).toBe(app.checkout_token);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

    const authorized = await jordan.post(FINANCE, { order_increment_id: id, deposit_request: { checkout_token: app.checkout_token } });
    expect(authorized.body.data).toMatchObject({ status: 'succeeded', deposit_paid: '531.90', balance: '1241.10', balance_method: 'checkmo' });
    // Authorizing again answers the same order; the order answers 1004 to the modal.
    expect((await jordan.post(FINANCE, { order_increment_id: id, deposit_request: { checkout_token: app.checkout_token } })).body.data.order_number).toBe(
      authorized.body.data.order_number,
    );
    expect(await errorCode(id)).toBe(1004);

    const ship = (as?: string) =>
      call(t.app, { method: 'POST', url: '/rest/US/V1/tecfit/omni/custom-club/ship', token: as, payload: { order_increment_id: id } });
    expect((await ship(jordan.token)).status).toBe(401);
    expect((await ship(t.config.secrets.integrationToken)).body.data).toEqual({ order_increment_id: id, status: 'shipped', captured: true });
    expect(
      await rowsOf<{ status: string; term_months: number }>(
        t.database.db,
        sql`select status, term_months from commerce.lender_checkouts where merchant_ref = ${id}`,
      ),
    ).toEqual([{ status: 'captured', term_months: 6 }]);
    expect(await errorCode(id)).toBe(1006);
  });

  it('gives the deposit back to the customer when the lender declines, so it can be paid by card', async () => {
    const id = await freshOrder();
    const before = await timesUsed('FITTING50');
    const res = await jordan.post(FINANCE, {
      order_increment_id: id,
      deposit_request: { amount: '481.90' },
      coupon_used: { code: 'FITTING50', discount: '50.00' },
    });
    expect(await timesUsed('FITTING50')).toBe(before + 1);
    const path = new URL(res.body.data.redirect_url).pathname;
    const answered = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    });
    const back = new URL(answered.headers.location as string);
    expect(back.searchParams.get('financing')).toBe('declined');
    const refused = await jordan.post(FINANCE, { order_increment_id: id, deposit_request: { checkout_token: back.searchParams.get('checkout_token')! } });
    expect(refused.body).toMatchObject({ code: 'FINANCING_DECLINED', message: 'The lender declined the financing. Choose another way to pay the deposit.' });
    expect(await timesUsed('FITTING50')).toBe(before);
    expect((await orderRow(id)).status).toBe('pending');
    const token = await cardToken(t.app, '4242424242424242');
    expect((await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '531.90', token } })).body.data.status).toBe('succeeded');
  });

  it('refuses deposits outside the lender’s limits, unknown tokens, and a card while the application is open', async () => {
    const small = await copyOrder(t.database.db, 'CC100001', { deposit: '20.0000' });
    await convert(jordan, small);
    expect((await jordan.post(FINANCE, { order_increment_id: small, deposit_request: { amount: '20' } })).body.message).toBe(
      'Financing is offered for deposits from 50 to 17500. Pay this deposit by card.',
    );
    const id = await freshOrder();
    await openApplication(id);
    const token = await cardToken(t.app, '4242424242424242');
    expect((await jordan.post(PAY, { order_increment_id: id, deposit_request: { amount: '531.90', token } })).body.code).toBe(1005);
    expect((await jordan.post(FINANCE, { order_increment_id: id, deposit_request: { checkout_token: 'unknown-token-123' } })).body.field).toBe(
      'deposit_request.checkout_token',
    );
    // The application lapses after 30 minutes: the order can be paid by card.
    const id2 = await freshOrder();
    await openApplication(id2);
    clock.advance(31 * 60_000);
    expect((await jordan.post(PAY, { order_increment_id: id2, deposit_request: { amount: '531.90', token } })).body.data.status).toBe('succeeded');
  });
});
