import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import type * as GatewayModule from './membership-gateway.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { STUCK_AFTER_MS, sweepStuckPurchases } from './membership-sweeper.ts';
import { membershipPurchases, memberships } from './memberships.tables.ts';
import { cardToken, chargeBody, ctxOf, owner, reference, registered, type OwnerSession } from './memberships-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

/**
 * A purchase that runs so late the sweep settles it meanwhile: `during` runs inside the purchase,
 * before or after the gateway charges the card (the moment a slow or frozen process would resume).
 */
const during: { before?: () => Promise<void>; after?: () => Promise<void> } = {};
vi.mock('./membership-gateway.ts', async (original) => {
  const real = await original<typeof GatewayModule>();
  return {
    ...real,
    chargeCard: async (...args: Parameters<typeof real.chargeCard>) => {
      await during.before?.();
      const outcome = await real.chargeCard(...args);
      await during.after?.();
      return outcome;
    },
  };
});

const START = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let sam: OwnerSession;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  sam = await owner(t.app);
});
afterAll(() => t.close());
beforeEach(() => {
  clock.set(START);
  delete during.before;
  delete during.after;
});

const FUTURE = '/rest/STSVEN/V1/subscription/chargeFuture';
const sweepLate = async () => {
  clock.advance(STUCK_AFTER_MS + 1000);
  await sweepStuckPurchases(ctxOf(t));
};
const rows = <T extends object>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

describe('a purchase the sweep settles while it is still running', () => {
  it('released before the charge: the late charge is refunded and the buyer told to pay again', async () => {
    const deviceId = await registered(sam, 'ST21000100');
    const ref = reference();
    during.before = sweepLate;
    const res = await sam.rest(
      FUTURE,
      chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app), ref }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ field: 'cart.reference', data: { reason: 'purchase_abandoned' } });
    const [charge] = await rows<{ status: string; amount: string; refunded_amount: string }>(
      sql`select c.status, c.amount, c.refunded_amount from commerce.sandbox_gateway_charges c join commerce.membership_purchases p on c.idempotency_key = 'membership-purchase:' || p.id where p.idempotency_key like ${`%:${ref}`}`,
    );
    expect(charge).toMatchObject({ status: 'approved', amount: '9.9900', refunded_amount: '9.9900' });
    // The device is free again, and the same reference keeps answering that the payment was cancelled.
    delete during.before;
    expect(
      (await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app), ref })))
        .body,
    ).toMatchObject({ data: { reason: 'purchase_abandoned' } });
    expect(
      (await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app) }))).status,
    ).toBe(200);
  });

  it('finished by the sweep after the charge: the purchase answers paid once and keeps the card for renewals', async () => {
    const deviceId = await registered(sam, 'ST21000101');
    during.after = sweepLate;
    const res = await sam.rest(FUTURE, chargeBody(sam, { deviceId, sku: 'SKT-GAME-IMPROVE', term: 'monthly', amount: '9.99', token: await cardToken(t.app) }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'paid', amount: '9.99' });
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.id, res.body.data.membership.membershipId));
    expect(m).toMatchObject({ status: 'active', autoRenew: true, card: { last4: '4242' } });
    const paid = await t.database.db.select().from(membershipPurchases).where(eq(membershipPurchases.membershipId, m!.id));
    expect(paid.map((p) => p.status)).toEqual(['paid']);
  });
});
