import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { ctxOf } from '../../commerce/subscriptions/subscriptions-test-kit.ts';
import { manualClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/index.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { renewDuePlus } from './index.ts';

const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

const address = { firstname: 'Jordan', lastname: 'Lee', street: '230 Park Ave', city: 'New York', postcode: '10169', countryId: 'US' };
const offer = async (email: string, headers: Record<string, string> = {}, host?: string) => {
  const s = await signIn(t.app, email, { host });
  return (await call(t.app, { method: 'GET', url: '/api/subscription', token: s.access_token, headers: { ...headers, ...(host ? { host } : {}) } })).body.data;
};
const charged = async (email: string, purpose: string) =>
  (
    await rowsOf<{ amount: string }>(
      t.database.db,
      sql`select a.amount::numeric(12,2)::text as amount from commerce.payment_attempts a join portal.players p on p.id = a.player_id
          where p.email = ${email} and a.purpose = ${purpose} and a.status = 'succeeded' order by a.created_at`,
    )
  ).map((r) => r.amount);

// Plus is taxed by the one tax rule at the player's home center (its place of supply).
describe('Plus with its tax', () => {
  it('shows the Manhattan center’s 8.875 % before paying, charges exactly the total shown, and renews at it', async () => {
    const ja = await offer('player@example.com', { 'accept-language': 'ja' });
    expect(ja.plans[0]).toMatchObject({ optionTypeId: 'monthly', price: '14.99', taxName: 'NY州売上税', taxRate: '8.875' });
    const en = await offer('player@example.com', { 'accept-language': 'en' });
    const monthly = en.plans[0];
    expect(monthly).toEqual({
      optionTypeId: 'monthly',
      months: 1,
      price: '14.99',
      currency: 'USD',
      tax: '1.33',
      taxName: 'NY Sales Tax',
      taxRate: '8.875',
      isTaxInclusive: false,
      total: '16.32',
    });

    const s = await signIn(t.app, 'player@example.com');
    // A page still showing the untaxed price pays nothing and is told the total it would be.
    const stale = await call(t.app, {
      method: 'POST',
      url: '/api/subscription',
      token: s.access_token,
      payload: {
        optionTypeId: 'monthly',
        cardToken: (await cardToken(t.app, '4242424242424242')).dataValue,
        billingAddress: address,
        idempotencyKey: 'plus-tax-0000',
        expectedTotal: '14.99',
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ reason: 'total-changed', total: '16.32', currency: 'USD' });
    expect(await charged('player@example.com', 'plus')).toEqual([]);
    const bought = await call(t.app, {
      method: 'POST',
      url: '/api/subscription',
      token: s.access_token,
      payload: {
        optionTypeId: 'monthly',
        cardToken: (await cardToken(t.app, '4242424242424242')).dataValue,
        billingAddress: address,
        idempotencyKey: 'plus-tax-0001',
        expectedTotal: monthly.total,
      },
    });
    expect(bought.body.data.buyStatus).toBe('SUCCESS');
    // Was 14.99: Plus was charged with no tax.
    expect(await charged('player@example.com', 'plus')).toEqual([monthly.total]);
    const { optionTypeId: _plan, months: _months, ...lines } = monthly;
    expect(bought.body.data.subscription.lastCharge).toEqual({ ...lines, chargedAt: '2026-03-10T15:00:00.000Z' });

    clock.set(new Date('2026-04-10T15:01:00Z'));
    await renewDuePlus(ctxOf(t));
    expect(await charged('player@example.com', 'plus_renewal')).toEqual(['16.32']);
    expect((await offer('player@example.com')).subscription.lastCharge).toMatchObject({ total: '16.32', tax: '1.33', chargedAt: '2026-04-10T15:01:00.000Z' });
  });

  it('names Japan’s consumption tax as inside the yen price, and adds Ontario’s HST to the Canadian one', async () => {
    const jp = await offer('player.jp@example.com', { 'accept-language': 'ja' }, 'jp.localhost');
    expect(jp.plans[0]).toMatchObject({ price: '1980', currency: 'JPY', tax: '180', taxName: '消費税', taxRate: '10', isTaxInclusive: true, total: '1980' });
    const toronto = await offer('simulator.coach@example.com');
    expect(toronto.plans[0]).toMatchObject({ price: '18.99', currency: 'CAD', tax: '2.47', taxName: 'HST', taxRate: '13', total: '21.46' });
  });
});
