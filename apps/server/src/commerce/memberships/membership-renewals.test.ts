import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { codeHashOf } from './membership-codes.service.ts';
import { renewDueMemberships } from './membership-renewals.ts';
import { membershipCodes } from './memberships.tables.ts';
import { cardToken, chargeBody, ctxOf, owner, registered, type OwnerSession } from './memberships-test-kit.ts';
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
  // Codes on this test's clock: valid, used and expired.
  await t.database.db.insert(membershipCodes).values([
    { codeHash: codeHashOf('TEST-CARD-AAAA-2222')!, last4: '2222', storeCode: 'STSVEN', sku: 'SKT-GAME-IMPROVE', term: 'yearly', expiresOn: '2026-12-31' },
    {
      codeHash: codeHashOf('TEST-CARD-BBBB-3333')!,
      last4: '3333',
      storeCode: 'STSVEN',
      sku: 'SKT-GAME-IMPROVE',
      term: 'monthly',
      terms: 3,
      expiresOn: '2026-12-31',
    },
    { codeHash: codeHashOf('TEST-CARD-CCCC-4444')!, last4: '4444', storeCode: 'STSVEN', sku: 'SKT-GAME-IMPROVE', term: 'yearly', expiresOn: '2026-03-01' },
    { codeHash: codeHashOf('TEST-CARD-DDDD-5555')!, last4: '5555', storeCode: 'STSVCA', sku: 'SKT-GAME-IMPROVE', term: 'yearly', expiresOn: '2026-12-31' },
  ]);
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const FUTURE = '/rest/STSVEN/V1/subscription/chargeFuture';
const rows = <T extends object>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
const outbox = async (to: string) =>
  (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).body.data as { subject: string; template: string }[];
let nextEsn = 130;
const renew = async (id: number) => (await renewDueMemberships(ctxOf(t))).filter((o) => o.membershipId === id).map((o) => o.result);
const statusOf = async (id: number) =>
  (
    await rows<{ status: string; ends_at: Date; failed_attempts: number }>(
      sql`select status, ends_at, failed_attempts from commerce.memberships where id = ${id}`,
    )
  )[0]!;

async function monthly(cardNumber: string) {
  const deviceId = await registered(sam, `ST21000${nextEsn++}`);
  const res = await sam.rest(
    FUTURE,
    chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app, cardNumber) }),
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { deviceId, id: res.body.data.membership.membershipId as number };
}

describe('renewals on the job queue', () => {
  it('reminds a week before, renews with the stored card on the day, once however often the sweep runs', async () => {
    const { id } = await monthly('4242424242424242');
    clock.set(new Date(START.getTime() + 25 * DAY));
    await renewDueMemberships(ctxOf(t));
    await renewDueMemberships(ctxOf(t));
    expect((await outbox('simulator@example.com')).filter((m) => m.template === 'membership-reminder')).toHaveLength(1);
    clock.set(new Date('2026-04-10T15:00:01Z'));
    const [a, b] = await Promise.all([renew(id), renew(id)]);
    expect([...a, ...b]).toEqual(['renewed']);
    expect(new Date((await statusOf(id)).ends_at).toISOString()).toBe('2026-05-10T15:00:00.000Z');
    const [charges] = await rows<{ n: string }>(
      sql`select count(*) as n from commerce.membership_purchases where membership_id = ${id} and kind = 'renewal' and status = 'paid'`,
    );
    expect(Number(charges!.n)).toBe(1);
  });

  it('retries a declined renewal, then lapses with notice and the device loses its features', async () => {
    const { id, deviceId } = await monthly('4242424242424242');
    // The stored card starts declining (the bank's answer changes, as a real card's does).
    await t.database.db.execute(
      sql`update commerce.sandbox_gateway_tokens set behaviour = 'insufficient_funds' where token = (select card->>'token' from commerce.memberships where id = ${id})`,
    );
    clock.set(new Date('2026-04-10T15:00:01Z'));
    expect(await renew(id)).toEqual(['declined']);
    expect(await statusOf(id)).toMatchObject({ status: 'past_due', failed_attempts: 1 });
    expect((await outbox('simulator@example.com')).some((m) => m.template === 'membership-payment-failed')).toBe(true);
    // Features continue while retries are pending.
    expect((await sam.api('GET', '/api/skytrak/devices')).body.data.find((d: { deviceId: number }) => d.deviceId === deviceId).features).toContain('shot-data');
    clock.advance(1 * DAY);
    expect(await renew(id)).toEqual(['declined']);
    clock.advance(3 * DAY);
    expect(await renew(id)).toEqual(['lapsed']);
    expect((await statusOf(id)).status).toBe('lapsed');
    expect((await outbox('simulator@example.com')).some((m) => m.template === 'membership-lapsed')).toBe(true);
    expect((await sam.api('GET', '/api/skytrak/devices')).body.data.find((d: { deviceId: number }) => d.deviceId === deviceId).features).toEqual([]);
  });

  it('charges a scheduled membership on its first day and expires one without auto-renew', async () => {
    const deviceId = await registered(sam, `ST21000${nextEsn++}`);
    const later = await sam.rest(
      FUTURE,
      chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'yearly', amount: '99.99', token: await cardToken(t.app), activeDate: '2026-03-20' }),
    );
    const id = later.body.data.membership.membershipId as number;
    clock.set(new Date('2026-03-20T06:00:01Z'));
    expect(await renew(id)).toEqual(['started']);
    expect((await statusOf(id)).status).toBe('active');
    const { id: other } = await monthly('4242424242424242');
    await sam.api('PUT', '/api/skytrak/membership/status', { membershipId: other, autoRenew: false });
    clock.set(new Date('2026-04-21T00:00:00Z'));
    await renewDueMemberships(ctxOf(t));
    expect((await statusOf(other)).status).toBe('expired');
  });
});

describe('prepaid membership codes', () => {
  const VALIDATE = 'mutation($c: String!) { membershipValidateGiftCard(gift_code: $c) { is_valid message gift_code_type sku sku_id sku_name sku_visibility } }';
  const REDEEM =
    'mutation($c: String!, $e: String!, $d: Int) { redeemMembershipGiftCard(gift_code: $c, customer_email: $e, device_id: $d) { increment_id message } }';

  it('validates valid, unknown, expired and other-store codes', async () => {
    const ok = await sam.gql(VALIDATE, { c: 'test card aaaa 2222' });
    expect(ok.body.data.membershipValidateGiftCard).toMatchObject({
      is_valid: true,
      gift_code_type: 'membership',
      sku: 'SKT-GAME-IMPROVE',
      sku_id: expect.any(Number),
      sku_name: 'Game Improvement',
      sku_visibility: 'Catalog, Search',
    });
    expect((await sam.gql(VALIDATE, { c: 'TEST-CARD-ZZZZ-2222' })).body.data.membershipValidateGiftCard).toMatchObject({ is_valid: false, sku: null });
    expect((await sam.gql(VALIDATE, { c: 'TEST-CARD-CCCC-4444' })).body.data.membershipValidateGiftCard.message).toContain('expired');
    expect((await sam.gql(VALIDATE, { c: 'TEST-CARD-DDDD-5555' })).body.data.membershipValidateGiftCard.message).toContain('Canadian');
    // The client words the answer itself in the reader's language: a stable reason and the numbers.
    const CODED = 'mutation($c: String!) { membershipValidateGiftCard(gift_code: $c) { is_valid reason months detail } }';
    expect((await sam.gql(CODED, { c: 'test card aaaa 2222' })).body.data.membershipValidateGiftCard).toMatchObject({
      is_valid: true,
      reason: null,
      months: expect.any(Number),
      detail: null,
    });
    expect((await sam.gql(CODED, { c: 'TEST-CARD-ZZZZ-2222' })).body.data.membershipValidateGiftCard).toMatchObject({
      is_valid: false,
      reason: 'unknown',
      months: null,
    });
    expect((await sam.gql(CODED, { c: 'TEST-CARD-CCCC-4444' })).body.data.membershipValidateGiftCard).toMatchObject({
      reason: 'expired',
      detail: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await sam.gql(CODED, { c: 'TEST-CARD-DDDD-5555' })).body.data.membershipValidateGiftCard).toMatchObject({
      reason: 'other_store',
      detail: 'STSVCA',
    });
  });

  it('redeems a code once on the chosen device, even asked eight times at once', async () => {
    const deviceId = await registered(sam, `ST21000${nextEsn++}`);
    const results = await Promise.all(Array.from({ length: 8 }, () => sam.gql(REDEEM, { c: 'TEST-CARD-AAAA-2222', e: 'simulator@example.com', d: deviceId })));
    const done = results.filter((r) => r.body.data?.redeemMembershipGiftCard);
    expect(done).toHaveLength(1);
    expect(done[0]!.body.data.redeemMembershipGiftCard).toMatchObject({
      increment_id: expect.stringMatching(/^MP/),
      message: expect.stringContaining('Game Improvement'),
    });
    expect(results.filter((r) => r.body.errors).every((r) => /already used/.test(r.body.errors[0].message))).toBe(true);
    expect(results.filter((r) => r.body.errors).every((r) => r.body.errors[0].extensions.error_code === 'code_used')).toBe(true);
    const device = (await sam.api('GET', '/api/skytrak/devices')).body.data.find((d: { deviceId: number }) => d.deviceId === deviceId);
    expect(device.features).toContain('shot-data');
  });

  it('refuses another customer’s e-mail, another owner’s device and a stolen device', async () => {
    const caseyDevice = (await casey.api('GET', '/api/skytrak/devices')).body.data[0].deviceId;
    const wrongEmail = await sam.gql(REDEEM, { c: 'TEST-CARD-BBBB-3333', e: 'simulator.coach@example.com', d: caseyDevice });
    expect(wrongEmail.body.errors[0].extensions.category).toBe('graphql-no-such-entity');
    const stranger = await sam.gql(REDEEM, { c: 'TEST-CARD-BBBB-3333', e: 'simulator@example.com', d: caseyDevice });
    expect(stranger.body.errors[0].extensions.category).toBe('graphql-no-such-entity');
    const deviceId = await registered(sam, `ST21000${nextEsn++}`);
    await sam.api('PUT', '/api/skytrak/device/report', { deviceId, status: 'stolen' });
    const stolen = await sam.gql(REDEEM, { c: 'TEST-CARD-BBBB-3333', e: 'simulator@example.com', d: deviceId });
    expect(stolen.body.errors[0].message).toContain('stolen');
    expect((await sam.gql(VALIDATE, { c: 'TEST-CARD-BBBB-3333' })).body.data.membershipValidateGiftCard.is_valid).toBe(true);
  });
});
