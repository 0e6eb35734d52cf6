import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { cardToken, chargeBody, owner, reference, registered, type OwnerSession } from './memberships-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

const START = new Date('2026-03-10T15:00:00Z');
const DAY = 86_400_000;
const clock = manualClock(START);
let t: TestApp;
let sam: OwnerSession;
let casey: OwnerSession;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  sam = await owner(t.app);
  casey = await owner(t.app, 'simulator.coach@example.com');
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const FUTURE = '/rest/STSVEN/V1/subscription/chargeFuture';
const MONERIS = '/rest/STSVCA/V1/subscription/chargeMoneris';
const UPGRADE = (store: string) => `/rest/${store}/V1/subscription/upgradePlan`;
const rows = <T extends object>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
let nextEsn = 130;
const freshDevice = (o: OwnerSession) => registered(o, `ST21000${nextEsn++}`);

describe('plans and EU countries', () => {
  it('lists each store’s plans in its currency with the proration rule', async () => {
    const us = (await sam.api('GET', '/api/skytrak/membership/plans')).body.data;
    expect(us).toMatchObject({ storeCode: 'STSVEN', currency: 'USD', prorationRule: expect.stringContaining('time left') });
    expect(us.plans.find((p: { sku: string }) => p.sku === 'SKT-PLAY-IMPROVE')).toMatchObject({
      monthlyPrice: '19.99',
      yearlyPrice: '199.99',
      currency: 'USD',
    });
    const ca = (await casey.api('GET', '/api/skytrak/membership/plans')).body.data;
    expect(ca.plans.find((p: { sku: string }) => p.sku === 'SKT-PLAY-IMPROVE')).toMatchObject({ yearlyPrice: '269.99', currency: 'CAD' });
    const eu = await t.app.inject({ method: 'GET', url: '/STSVEN/rest/all/V1/getCountryEU' });
    expect(eu.json()).toEqual(expect.arrayContaining([{ country_id: 'DE', name: 'Germany', vat_rate: '19.00' }]));
  });

  it('prices each plan with VAT for a chosen billing country: the totals a purchase then charges', async () => {
    const none = (await sam.api('GET', '/api/skytrak/membership/plans')).body.data;
    expect(none.billing).toMatchObject({ country: null, vatRate: '0.00' });
    expect(none.billing.countries).toEqual(
      expect.arrayContaining([
        { country_id: 'DE', vat_rate: '19.00' },
        { country_id: 'US', vat_rate: '0.00' },
      ]),
    );
    expect(none.plans.find((p: { sku: string }) => p.sku === 'SKT-GAME-IMPROVE')).toMatchObject({ monthlyTax: '0.00', monthlyTotal: '9.99' });
    const de = (await sam.api('GET', '/api/skytrak/membership/plans?country=DE')).body.data;
    expect(de.billing).toMatchObject({ country: 'DE', vatRate: '19.00' });
    expect(de.plans.find((p: { sku: string }) => p.sku === 'SKT-GAME-IMPROVE')).toMatchObject({
      monthlyPrice: '9.99',
      monthlyTax: '1.90',
      monthlyTotal: '11.89',
      yearlyTax: '19.00',
      yearlyTotal: '118.99',
    });
    const bad = await sam.api('GET', '/api/skytrak/membership/plans?country=germany');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('country');
    // The Canadian store charges no VAT: no country to choose.
    const ca = (await casey.api('GET', '/api/skytrak/membership/plans?country=DE')).body.data;
    expect(ca.billing).toEqual({ country: 'DE', vatRate: '0.00', countries: [] });
  });
});

describe('buying a membership', () => {
  it('charges the US store by card, activates it, keeps the card and lists the purchase', async () => {
    const deviceId = await freshDevice(sam);
    const res = await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-PLAY-IMPROVE', term: 'yearly', amount: '199.99', token: await cardToken(t.app) }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'paid',
      amount: '199.99',
      tax: '0.00',
      currency: 'USD',
      increment_id: expect.stringMatching(/^MS/),
      membership: { status: 'active', autoRenew: true, card: { last4: '4242' }, endsAt: '2027-03-10T16:00:00.000Z', renewsAt: '2027-03-10T16:00:00.000Z' },
    });
    // A year on in the store's zone (America/Denver): 9 a.m. on 10 March, before daylight saving time starts in 2027.
    const devices = (await sam.api('GET', '/api/skytrak/devices')).body.data;
    expect(devices.find((d: { deviceId: number }) => d.deviceId === deviceId).features).toContain('course-play');
    const purchases = (await sam.api('GET', '/api/skytrak/purchase?page=1&size=50')).body.data;
    expect(purchases.items.find((p: { increment_id: string }) => p.increment_id === res.body.data.increment_id)).toMatchObject({
      increment_id: res.body.data.increment_id,
      kind: 'purchase',
      status: 'paid',
      amount: '199.99',
    });
    const [stored] = await rows<{ card: { token: string } }>(sql`select card from commerce.memberships where id = ${res.body.data.membership.membershipId}`);
    expect(stored!.card.token).toMatch(/^vault_/);
  });

  it('adds EU VAT, refuses a total other than the server’s and a stranger’s device', async () => {
    const deviceId = await freshDevice(sam);
    const token = await cardToken(t.app);
    const wrong = await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token, countryId: 'DE' }));
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ field: 'cart.amount', data: { amount: '11.89', tax: '1.90' } });
    const right = await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '11.89', token, countryId: 'DE' }));
    expect(right.body.data).toMatchObject({ status: 'paid', amount: '11.89', tax: '1.90' });
    // Its upgrade carries the same VAT, shown apart from the prorated price.
    expect(right.body.data.membership.upgrades.find((u: { sku: string }) => u.sku === 'SKT-PLAY-IMPROVE')).toMatchObject({
      net: '10.00',
      tax: '1.90',
      vatRate: '19.00',
      amount: '11.90',
    });
    const caseyDevice = (await casey.api('GET', '/api/skytrak/devices')).body.data[0].deviceId;
    const stranger = await sam.rest(FUTURE, chargeBody(sam, { deviceId: caseyDevice, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token }));
    expect(stranger.status).toBe(404);
  });

  it('asks for 3-D Secure, then charges once after the challenge', async () => {
    const deviceId = await freshDevice(sam);
    const token = await cardToken(t.app, '4000000000003220');
    const ref = reference();
    const body = chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'yearly', amount: '99.99', token, ref });
    const first = await sam.rest(FUTURE, body);
    expect(first.body.data).toMatchObject({ status: 'requires_action', challenge_url: expect.stringContaining('/payments/3ds/challenge/'), membership: null });
    const answered = await t.app.inject({
      method: 'POST',
      url: new URL(first.body.data.challenge_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(answered.statusCode).toBe(303);
    const paid = await sam.rest(FUTURE, body);
    expect(paid.body.data).toMatchObject({ status: 'paid', amount: '99.99' });
    expect((await sam.rest(FUTURE, body)).body.data.increment_id).toBe(paid.body.data.increment_id);
  });

  it('refuses a declined card, leaving nothing behind', async () => {
    const deviceId = await freshDevice(sam);
    const res = await sam.rest(
      FUTURE,
      chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'yearly', amount: '99.99', token: await cardToken(t.app, '4000000000000002') }),
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'PAYMENT_DECLINED', field: 'infoCard.token', data: { declineCode: 'card_declined' } });
    const [left] = await rows<{ n: string }>(sql`select count(*) as n from commerce.memberships where launch_monitor_id = ${deviceId}`);
    expect(Number(left!.n)).toBe(0);
  });

  it('charges one of many purchases for one device at the same moment, and a retried reference once', async () => {
    const deviceId = await freshDevice(sam);
    const ref = reference();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => cardToken(t.app)));
    const results = await Promise.all(
      tokens.map((token, i) =>
        sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'yearly', amount: '99.99', token, ref: i < 3 ? ref : undefined })),
      ),
    );
    const paid = results.filter((r) => r.status === 200);
    expect(new Set(paid.map((r) => r.body.data.increment_id)).size).toBe(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(
      results.filter((r) => r.status !== 200).map(() => [409, expect.any(String)]),
    );
    const [charges] = await rows<{ n: string }>(
      sql`select count(*) as n from commerce.sandbox_gateway_charges where idempotency_key like 'membership-purchase:%' and status = 'approved' and token in ${tokens}`,
    );
    expect(Number(charges!.n)).toBe(1);
  });

  it('charges the Canadian store through Moneris in CAD', async () => {
    const deviceId = await freshDevice(casey);
    const res = await casey.rest(
      MONERIS,
      chargeBody(casey, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '12.99', token: await cardToken(t.app, '5555555555554444') }),
    );
    expect(res.body.data).toMatchObject({ status: 'paid', currency: 'CAD', amount: '12.99', membership: { storeCode: 'STSVCA', card: { brand: 'MC' } } });
    const [txn] = await rows<{ trans_type: string; response_code: string; amount: string }>(
      sql`select trans_type, response_code, amount from commerce.moneris_transactions order by id desc limit 1`,
    );
    expect(txn).toMatchObject({ trans_type: '00', response_code: '027', amount: '12.99' });
    // The US path is not the Canadian customer's store for Moneris, and Moneris declines as Moneris does.
    const declined = await casey.rest(
      MONERIS,
      chargeBody(casey, {
        deviceId: await freshDevice(casey),
        sku: 'SKT-GAME-IMPROVE',
        term: 'monthly',
        amount: '12.99',
        token: await cardToken(t.app, '4000000000009995'),
      }),
    );
    expect(declined.body).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: expect.stringContaining('insufficient funds'),
      data: { declineCode: 'insufficient_funds' },
    });
  });

  it('schedules a plan that starts later: the card is kept and nothing is charged now', async () => {
    const deviceId = await freshDevice(sam);
    const res = await sam.rest(
      FUTURE,
      chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'yearly', amount: '99.99', token: await cardToken(t.app), activeDate: '2026-04-01' }),
    );
    expect(res.body.data).toMatchObject({
      status: 'scheduled',
      nextCharge: '2026-04-01T06:00:00.000Z',
      membership: { status: 'scheduled', startsAt: '2026-04-01T06:00:00.000Z' },
    });
    const items = (await sam.api('GET', '/api/skytrak/purchase?size=50')).body.data.items;
    expect(items.find((p: { increment_id: string }) => p.increment_id === res.body.data.increment_id)).toMatchObject({ status: 'scheduled', amount: '99.99' });
  });

  it('carries a legacy plan over: the new plan starts when the legacy one ends', async () => {
    const studio = (await sam.api('GET', '/api/skytrak/devices')).body.data.find((d: { name: string }) => d.name === 'Studio').deviceId;
    const legacy = (await sam.api('GET', '/api/skytrak/membership?source=legacy')).body.data[0];
    // The list names the legacy plan's own id, which the purchase sends to carry it over.
    const [ext] = await rows<{ external_id: string }>(sql`select external_id from commerce.memberships where id = ${legacy.membershipId}`);
    expect(legacy).toMatchObject({ source: 'legacy', referenceLegacyId: null, legacyId: ext!.external_id });
    const res = await sam.rest(
      FUTURE,
      chargeBody(sam, {
        deviceId: studio,
        sku: 'SKT-PLAY-IMPROVE',
        term: 'yearly',
        amount: '199.99',
        token: await cardToken(t.app),
        referenceLegacyId: ext!.external_id,
      }),
    );
    expect(res.body).toMatchObject({ code: 0 });
    expect(res.body.data.membership).toMatchObject({ startsAt: legacy.endsAt, referenceLegacyId: ext!.external_id });
    expect(res.body.data.status).toBe('scheduled');
    // The legacy plan runs to its end; carrying it over twice is refused.
    expect((await sam.api('GET', '/api/skytrak/membership?source=legacy')).body.data[0].status).toBe('active');
    const twice = await sam.rest(
      FUTURE,
      chargeBody(sam, {
        deviceId: studio,
        sku: 'SKT-PLAY-IMPROVE',
        term: 'yearly',
        amount: '199.99',
        token: await cardToken(t.app),
        referenceLegacyId: ext!.external_id,
      }),
    );
    expect(twice).toMatchObject({ status: 409, body: { field: 'referenceLegacyId' } });
  });
});

describe('memberships from every source', () => {
  it('lists simulation, legacy and skytrak memberships, filters by source, and keeps others’ out', async () => {
    const all = (await sam.api('GET', '/api/skytrak/membership?source=simulation,legacy,skytrak')).body.data as { source: string }[];
    expect(new Set(all.map((m) => m.source))).toEqual(new Set(['simulation', 'legacy', 'skytrak']));
    const sim = (await sam.api('GET', '/api/skytrak/membership?source=simulation')).body.data;
    expect(sim.every((m: { source: string }) => m.source === 'simulation')).toBe(true);
    expect((await sam.api('GET', '/api/skytrak/membership?source=store')).status).toBe(400);
    const caseys = (await casey.api('GET', '/api/skytrak/membership')).body.data[0];
    expect((await sam.api('PUT', '/api/skytrak/membership/status', { membershipId: caseys.membershipId, autoRenew: false })).status).toBe(404);
  });

  it('turns auto-renew off and on; a simulator-bought membership is changed in the simulator', async () => {
    const mine = (await sam.api('GET', '/api/skytrak/membership?source=skytrak')).body.data.find(
      (m: { status: string; autoRenew: boolean }) => m.status === 'active' && m.autoRenew,
    );
    const off = await sam.api('PUT', '/api/skytrak/membership/status', { membershipId: mine.membershipId, autoRenew: false });
    expect(off.body.data).toMatchObject({ autoRenew: false, renewsAt: null });
    expect((await sam.api('PUT', '/api/skytrak/membership/status', { membershipId: mine.membershipId, autoRenew: true })).body.data.autoRenew).toBe(true);
    const sim = (await sam.api('GET', '/api/skytrak/membership?source=simulation')).body.data[0];
    const refused = await sam.api('PUT', '/api/skytrak/membership/status', { membershipId: sim.membershipId, autoRenew: false });
    expect(refused.status).toBe(422);
  });
});

describe('upgrading a plan', () => {
  it('charges the prorated difference shown, keeps the renewal date and switches the plan', async () => {
    const deviceId = await freshDevice(sam);
    const bought = (
      await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'yearly', amount: '99.99', token: await cardToken(t.app) }))
    ).body.data.membership;
    clock.advance(73 * DAY); // 292 of 365 days left
    const shown = (await sam.api('GET', '/api/skytrak/membership?source=skytrak')).body.data.find(
      (m: { membershipId: number }) => m.membershipId === bought.membershipId,
    );
    const option = shown.upgrades.find((u: { sku: string }) => u.sku === 'SKT-PLAY-IMPROVE');
    // (199.99 − 99.99) × 292 / 365 = 80.00
    expect(option).toMatchObject({ amount: '80.00', daysLeft: 292, termDays: 365, oldPrice: '99.99', newPrice: '199.99' });
    const wrong = await sam.rest(UPGRADE('STSVEN'), { subscriptionID: bought.membershipId, typeProduct: 'SKT-PLAY-IMPROVE', amount: '100.00' });
    expect(wrong.body).toMatchObject({ field: 'amount', data: { amount: '80.00' } });
    // The buy request's fields, each held to the membership, and the flat card-token fields.
    const full = chargeBody(sam, { deviceId, sku: 'SKT-PLAY-IMPROVE', term: 'yearly', amount: '80.00', token: await cardToken(t.app) });
    const { infoCard, ...fields } = full;
    const body = { ...fields, subscriptionID: bought.membershipId, typeProduct: 'SKT-PLAY-IMPROVE', payment_method: 'authnetcim', dataValue: infoCard.token };
    const refusals: [object, number, string][] = [
      [{ cart: { ...body.cart, term: 'monthly' } }, 400, 'cart.term'],
      [{ cart: { ...body.cart, sku: 'SKT-GAME-IMPROVE' } }, 400, 'cart.sku'],
      [{ cart: { ...body.cart, deviceId: deviceId + 1000 } }, 400, 'cart.deviceId'],
      [{ activeDate: '2030-01-01' }, 400, 'activeDate'],
      [{ referenceLegacyId: 'LEGACY-1' }, 400, 'referenceLegacyId'],
      [{ infoCard: { token: 'another-card-token' } }, 400, 'dataValue'],
      [{ customerEmail: { email: 'someone.else@example.com' } }, 404, ''],
    ];
    for (const [change, status, field] of refusals) {
      const res = await sam.rest(UPGRADE('STSVEN'), { ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(status);
      if (field) expect(res.body.field).toBe(field);
    }
    const results = await Promise.all(Array.from({ length: 4 }, () => sam.rest(UPGRADE('STSVEN'), body)));
    const done = results.filter((r) => r.status === 200);
    expect(done).toHaveLength(1);
    expect(done[0]!.body.data).toMatchObject({
      status: 'paid',
      amount: '80.00',
      membership: { sku: 'SKT-PLAY-IMPROVE', price: '199.99', endsAt: bought.endsAt },
    });
    const [charges] = await rows<{ n: string }>(
      sql`select count(*) as n from commerce.sandbox_gateway_charges where idempotency_key like ${`membership-upgrade:${bought.membershipId}:%`}`,
    );
    expect(Number(charges!.n)).toBe(1);
    const down = await sam.rest(UPGRADE('STSVEN'), { subscriptionID: bought.membershipId, typeProduct: 'SKT-GAME-IMPROVE', amount: '0' });
    expect(down).toMatchObject({ status: 400, body: { field: 'typeProduct' } });
  });

  it('upgrades in the Canadian store with new payment info, and another owner’s membership answers 404', async () => {
    const deviceId = await freshDevice(casey);
    const bought = (
      await casey.rest(MONERIS, chargeBody(casey, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '12.99', token: await cardToken(t.app) }))
    ).body.data.membership;
    const option = (await casey.api('GET', '/api/skytrak/membership')).body.data.find((m: { membershipId: number }) => m.membershipId === bought.membershipId)
      .upgrades[0];
    expect(option).toMatchObject({ sku: 'SKT-PLAY-IMPROVE', amount: '14.00', currency: 'CAD' });
    expect((await sam.rest(UPGRADE('STSVEN'), { subscriptionID: bought.membershipId, typeProduct: 'SKT-PLAY-IMPROVE', amount: '14.00' })).status).toBe(404);
    const res = await casey.rest(UPGRADE('STSVCA'), {
      subscriptionID: bought.membershipId,
      typeProduct: 'SKT-PLAY-IMPROVE',
      amount: '14.00',
      payment_method: 'moneris',
      infoCard: { token: await cardToken(t.app, '5555555555554444') },
    });
    expect(res.body.data).toMatchObject({ status: 'paid', amount: '14.00', membership: { sku: 'SKT-PLAY-IMPROVE', card: { brand: 'MC', last4: '4444' } } });
  });
});

describe('membership charges in the portal’s purchase history', () => {
  type Entry = { requestId: string; orderNumber: string; total: string; status: string; items: { name: string; rowTotal: string }[] };
  const history = async (o: OwnerSession, language = 'en') =>
    (await o.api('GET', '/api/purchase', undefined, { 'accept-language': language })).body.data as Entry[];

  it('lists a paid membership with its VAT, in the reader’s language, with a receipt that adds up; not a declined one, and not to another player', async () => {
    // Below the units the other tests take (from ST21000130 up).
    const esn = 'ST21000120';
    const deviceId = await registered(sam, esn);
    const declined = await sam.rest(
      FUTURE,
      chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app, '4000000000000002') }),
    );
    expect(declined.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const paid = await sam.rest(
      FUTURE,
      chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '11.89', token: await cardToken(t.app), countryId: 'DE' }),
    );
    expect(paid.body.data).toMatchObject({ status: 'paid', amount: '11.89', tax: '1.90' });
    const number = paid.body.data.increment_id as string;

    const entry = (await history(sam)).find((p) => p.orderNumber === number);
    expect(entry).toMatchObject({ total: '11.89', status: 'complete', items: [{ name: `Game Improvement (ESN ${esn})`, rowTotal: '9.99' }] });
    // The declined attempt is no purchase: the device's one entry is the paid one.
    expect((await history(sam)).filter((p) => p.items[0]!.name.includes(esn)).map((p) => p.orderNumber)).toEqual([number]);
    expect((await history(sam, 'ja')).find((p) => p.orderNumber === number)!.items[0]!.name).toBe(`ゲーム上達 (ESN ${esn})`);

    const receipt = await sam.api('POST', '/api/receipt/export', { requestId: entry!.requestId, receiptAddress: 'Sam Trak', total: '11.89' });
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.html).toContain('VAT (19%)');
    expect(receipt.body.data.html).toContain('1.90');
    expect(receipt.body.data.html).toContain('11.89');

    expect((await history(casey)).some((p) => p.orderNumber === number)).toBe(false);
    const stranger = await casey.api('POST', '/api/receipt/export', { requestId: entry!.requestId, receiptAddress: 'Casey' });
    expect(stranger.status).toBe(404);
  });
});
