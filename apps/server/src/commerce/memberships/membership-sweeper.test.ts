import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { cardGatewayOf } from '../../platform/payments/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { STUCK_AFTER_MS, sweepStuckPurchases } from './membership-sweeper.ts';
import { launchMonitors, membershipPurchases, memberships } from './memberships.tables.ts';
import { cardToken, chargeBody, ctxOf, owner, registered, type OwnerSession } from './memberships-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

const START = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let sam: OwnerSession;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  sam = await owner(t.app);
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const FUTURE = '/rest/STSVEN/V1/subscription/chargeFuture';
let nextEsn = 100;

/**
 * What a purchase leaves behind when its process dies after holding the device's place (the same
 * rows purchaseMembership writes first), optionally after the gateway charged the card.
 */
async function crashedPurchase(charged: boolean) {
  const deviceId = await registered(sam, `ST21000${nextEsn++}`);
  const db = t.database.db;
  const [unit] = await db.select().from(launchMonitors).where(eq(launchMonitors.id, deviceId));
  const now = clock.now();
  const [m] = await db
    .insert(memberships)
    .values({
      customerId: unit!.ownerCustomerId!,
      launchMonitorId: deviceId,
      source: 'skytrak',
      storeCode: 'STSVEN',
      sku: 'SKT-GAME-IMPROVE',
      planName: 'Game Improvement',
      family: 'membership',
      term: 'monthly',
      price: '9.99',
      currency: 'USD',
      status: 'pending',
      startsAt: now,
      periodStart: now,
      endsAt: new Date(now.getTime() + 31 * 86_400_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [p] = await db
    .insert(membershipPurchases)
    .values({
      incrementId: `MSTEST${nextEsn}`,
      idempotencyKey: `crash-${nextEsn}`,
      customerId: m!.customerId,
      membershipId: m!.id,
      kind: 'purchase',
      status: 'pending',
      storeCode: 'STSVEN',
      sku: 'SKT-GAME-IMPROVE',
      planName: 'Game Improvement',
      esn: unit!.esn,
      amount: '9.99',
      currency: 'USD',
      createdAt: now,
    })
    .returning();
  if (charged) {
    const charge = await cardGatewayOf(ctxOf(t)).charge({
      token: await cardToken(t.app),
      amount: '9.99',
      currency: 'USD',
      idempotencyKey: `membership-purchase:${p!.id}`,
      authenticationId: null,
    });
    expect(charge.status).toBe('approved');
  }
  return { deviceId, membershipId: m!.id, purchaseId: p!.id };
}

const purchase = async (id: number) => (await t.database.db.select().from(membershipPurchases).where(eq(membershipPurchases.id, id)))[0]!;
const membership = async (id: number) => (await t.database.db.select().from(memberships).where(eq(memberships.id, id)))[0];
const buy = async (deviceId: number) =>
  sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app) }));
const mine = (outcomes: { purchaseId: number; result: string }[], id: number) => outcomes.filter((o) => o.purchaseId === id).map((o) => o.result);

describe('the stuck-purchase sweep', () => {
  it('leaves a fresh pending purchase alone, and releases a stuck uncharged one so the device can be bought again', async () => {
    const stuck = await crashedPurchase(false);
    expect((await buy(stuck.deviceId)).body).toMatchObject({ field: 'cart.deviceId', data: { reason: 'device_has_membership' } });
    clock.advance(STUCK_AFTER_MS - 1000);
    expect(mine(await sweepStuckPurchases(ctxOf(t)), stuck.purchaseId)).toEqual([]);
    expect((await purchase(stuck.purchaseId)).status).toBe('pending');

    clock.advance(2000);
    const [a, b] = await Promise.all([sweepStuckPurchases(ctxOf(t)), sweepStuckPurchases(ctxOf(t))]);
    expect([...mine(a, stuck.purchaseId), ...mine(b, stuck.purchaseId)]).toEqual(['released']);
    expect(await purchase(stuck.purchaseId)).toMatchObject({ status: 'abandoned', message: expect.stringContaining('never charged') });
    expect(await membership(stuck.membershipId)).toBeUndefined();

    const again = await buy(stuck.deviceId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'paid', amount: '9.99' });
  });

  it('finishes a charged but unfinished purchase exactly once, however many sweeps run', async () => {
    const stuck = await crashedPurchase(true);
    clock.advance(STUCK_AFTER_MS + 1000);
    const runs = await Promise.all([1, 2, 3].map(() => sweepStuckPurchases(ctxOf(t))));
    expect(runs.flatMap((r) => mine(r, stuck.purchaseId))).toEqual(['finished']);
    expect(await purchase(stuck.purchaseId)).toMatchObject({ status: 'paid', chargeId: expect.stringMatching(/^ch_/), amount: '9.99' });
    expect(await membership(stuck.membershipId)).toMatchObject({ status: 'active', autoRenew: false });
    expect(mine(await sweepStuckPurchases(ctxOf(t)), stuck.purchaseId)).toEqual([]);
    const [charges] = await rowsOf<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from commerce.sandbox_gateway_charges where idempotency_key = ${`membership-purchase:${stuck.purchaseId}`}`,
    );
    expect(Number(charges!.n)).toBe(1);
    // The device holds its membership: a second purchase is refused.
    expect((await buy(stuck.deviceId)).status).toBe(409);
  });

  it('runs from the job queue every five minutes', async () => {
    const { definedJobNames, scheduledJobs } = await import('../../platform/jobs/registry.ts');
    await import('./membership-jobs.ts');
    expect(definedJobNames()).toContain('memberships.sweep-stuck');
    expect(scheduledJobs()).toContainEqual(['memberships.sweep-stuck', '*/5 * * * *']);
  });
});
