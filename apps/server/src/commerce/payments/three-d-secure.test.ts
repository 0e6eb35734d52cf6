import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { add, cardPayment, cardToken, PLACE, readyToPlace, shopper } from '../checkout/checkout-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOOKUP = 'mutation($c: String!, $n: String!) { cardLookup(cart_id: $c, cc_number: $n, store_id: 1) { can_use_3d increment_id } }';
const MPI = `mutation($i: String!, $n: String!) { processMpi3DAuthentication(increment_id: $i, card_data: { card_name: "Jordan Player", cc_exp_month: 12, cc_exp_year: 2030, cc_number: $n }, user_agent: "vitest", challenge_callback_url: "http://localhost:8080/checkout/3ds-return") {
  error_message MessageType ResponseCode Message ReceiptId ChallengeURL ChallengeData TransStatus ThreeDSServerTransId DSTransId ECI Cavv TransStatusReason } }`;

describe('3-D Secure', () => {
  it('challenges the cardholder on a local page, returns to the shop and then charges', async () => {
    const s = await shopper(t.app);
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    const card = '4000000000003220';
    await readyToPlace(s, cardPayment(await cardToken(t.app, card)));
    // Without the verification the issuer refuses the charge, and the cart stays usable.
    const refused = await s.run(PLACE, { c: s.cartId });
    expect(refused.body.errors[0].message).toBe(
      'Unable to place order: This card needs 3-D Secure verification. Verify the payment with your bank and try again.',
    );
    const lookup = await s.run(LOOKUP, { c: s.cartId, n: card });
    expect(lookup.body.data.cardLookup).toMatchObject({ can_use_3d: true, increment_id: expect.stringMatching(/^\d{9}$/) });
    const mpi = (await s.run(MPI, { i: lookup.body.data.cardLookup.increment_id, n: card })).body.data.processMpi3DAuthentication;
    expect(mpi).toMatchObject({
      error_message: null,
      TransStatus: 'C',
      ReceiptId: lookup.body.data.cardLookup.increment_id,
      ChallengeURL: expect.stringContaining('/payments/3ds/challenge/'),
    });
    const path = new URL(mpi.ChallengeURL).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ending in 3220');
    const answered = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(answered.statusCode).toBe(303);
    const back = new URL(answered.headers.location as string);
    expect(back.pathname).toBe('/checkout/3ds-return');
    expect(back.searchParams.get('transStatus')).toBe('Y');
    expect(back.searchParams.get('threeDSServerTransId')).toBe(mpi.ThreeDSServerTransId);
    // A second answer cannot change the first.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const placed = await s.run(PLACE, { c: s.cartId });
    expect(placed.body.data.placeOrder.order.order_number).toBe(lookup.body.data.cardLookup.increment_id);
  });

  it('authenticates frictionless cards at once and reports a refusal in error_message', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    const lookup = await s.run(LOOKUP, { c: s.cartId, n: '4000000000003055' });
    expect(lookup.body.data.cardLookup.can_use_3d).toBe(true);
    const ok = (await s.run(MPI, { i: lookup.body.data.cardLookup.increment_id, n: '4000000000003055' })).body.data.processMpi3DAuthentication;
    expect(ok).toMatchObject({ TransStatus: 'Y', ECI: '05', ChallengeURL: null, error_message: null });
    expect(ok.Cavv).toBeTruthy();
    const refused = (await s.run(MPI, { i: lookup.body.data.cardLookup.increment_id, n: '4000008400001280' })).body.data.processMpi3DAuthentication;
    expect(refused).toMatchObject({ TransStatus: 'N', error_message: 'Your bank refused to verify this card. Use another card.' });
    const notEnrolled = await s.run(LOOKUP, { c: s.cartId, n: '4242424242424242' });
    expect(notEnrolled.body.data.cardLookup.can_use_3d).toBe(false);
    const badNumber = await s.run(LOOKUP, { c: s.cartId, n: '4242424242424241' });
    expect(badNumber.body.errors[0].message).toBe('The card number is not valid. Check it and try again.');
    const unknown = (await s.run(MPI, { i: '999999999', n: '4000000000003220' })).body.data.processMpi3DAuthentication;
    expect(unknown.error_message).toMatch(/could not find an open order 999999999/);
  });

  it('never stores a card number', async () => {
    await cardToken(t.app, '4000000000003220');
    const tables = ['sandbox_gateway_tokens', 'sandbox_gateway_authentications', 'sandbox_gateway_charges', 'payment_attempts', 'orders', 'carts'];
    for (const table of tables) {
      const res = await rowsOf<{ n: string }>(
        t.database.db,
        sql.raw(`select count(*) as n from commerce.${table} t where row_to_json(t)::text ~ '4000000000003220|4242424242424242|5555555555554444'`),
      );
      expect(Number(res[0]!.n), table).toBe(0);
    }
  });

  it('refuses a card the gateway cannot take when tokenizing', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/payments/sandbox/tokens',
      payload: { cardNumber: '4242424242424241', expMonth: 12, expYear: 2030 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The card number is not valid. Check it and try again.');
    const expired = await call(t.app, {
      method: 'POST',
      url: '/payments/sandbox/tokens',
      payload: { cardNumber: '4242424242424242', expMonth: 1, expYear: 2020 },
    });
    expect(expired.body.message).toBe('The card has expired or its expiry date is not valid.');
  });
});

describe('payment configuration calls', () => {
  it('says which payment methods the storefront can offer', async () => {
    const card = await call(t.app, { method: 'GET', url: '/rest/US/V1/card-payment/config' });
    expect(card.body).toMatchObject({ code: 'authnetcim', tokenizeUrl: '/payments/sandbox/tokens', threeDSecure: true });
    expect(card.body.testCards).toContainEqual({ number: '4000000000003220', behaviour: 'challenge', note: 'Visa, 3-D Secure challenge required' });
    expect((await call(t.app, { method: 'GET', url: '/rest/US/V1/affirm-payment/config?order_increment_id=100000001' })).body).toMatchObject({
      isActive: true,
      order: null,
    });
    expect((await call(t.app, { method: 'GET', url: '/rest/CA/V1/square-payment/config' })).body.isActive).toBe(false);
    expect((await call(t.app, { method: 'GET', url: '/api/affirm-payment/config' })).body).toMatchObject({
      code: 0,
      data: { isActive: true, provider: 'local-lender' },
    });
    expect((await call(t.app, { method: 'GET', url: '/rest/XX/V1/square-payment/config' })).status).toBe(404);
  });
});
