import type { MembershipChargeBody, MembershipChargeResult } from '@golf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Ctx } from '../../platform/context.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { findAddress } from '../addresses/index.ts';
import { chargeCard, gatewayOfStore, purchaseChargeKey, refundMembershipCharge, vaultCard } from './membership-gateway.ts';
import type { Owner } from './membership-owner.ts';
import { membershipTaxRate, termEnd, withTax } from './membership-pricing.ts';
import { planOf, viewMembership } from './memberships.service.ts';
import { launchMonitors, membershipPurchases, memberships, type MembershipCard } from './memberships.tables.ts';
import { moveMembership } from './membership-lifecycle.ts';

/** How far ahead a membership may be bought to start. */
const MAX_DAYS_AHEAD = 365;
/** A unique constraint refused the write (drizzle wraps the driver's error as its cause). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++)
    if (e.code === '23505') return true;
  return false;
};

export const newIncrementId = (prefix: string, now: Date) =>
  `${prefix}${DateTime.fromJSDate(now, { zone: 'utc' }).toFormat('yyMMdd')}${randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase()
    .padEnd(6, 'X')}`;

async function ownDevice(ctx: Ctx, owner: Owner, deviceId: number, field: string) {
  const [unit] = await ctx.db
    .select()
    .from(launchMonitors)
    .where(and(eq(launchMonitors.id, deviceId), eq(launchMonitors.ownerCustomerId, owner.customerId)));
  if (!unit) throw notFound('The device');
  if (unit.blockedReason)
    throw new ServiceError('rule', `This device was reported ${unit.blockedReason}. Report it found before buying a membership for it.`, {
      field,
      data: { reason: 'device_blocked' },
    });
  return unit;
}

/** When the membership starts: the carried-over legacy plan's end, the chosen day, or now. */
async function startOf(ctx: Ctx, owner: Owner, body: MembershipChargeBody, deviceId: number, family: string, now: Date) {
  let start = now;
  if (body.activeDate) {
    const day = DateTime.fromISO(body.activeDate, { zone: owner.store.timezone }).startOf('day');
    if (!day.isValid) throw invalid('activeDate', 'Give the start day as YYYY-MM-DD.');
    if (day.toJSDate() > new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000))
      throw invalid('activeDate', `A membership can start at most ${MAX_DAYS_AHEAD} days from today.`);
    if (day.toJSDate() > now) start = day.toJSDate();
  }
  let legacy: typeof memberships.$inferSelect | null = null;
  if (body.referenceLegacyId) {
    const [row] = await ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.customerId, owner.customerId), eq(memberships.source, 'legacy'), eq(memberships.externalId, body.referenceLegacyId)));
    if (!row) throw notFound('The legacy plan');
    if (row.launchMonitorId !== deviceId)
      throw invalid('referenceLegacyId', 'This legacy plan belongs to another of your devices. Choose that device to carry it over.');
    if (row.family !== family) throw invalid('referenceLegacyId', 'This legacy plan cannot be carried over to a plan of another kind.');
    const [taken] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.customerId, owner.customerId),
          eq(memberships.referenceLegacyId, body.referenceLegacyId),
          inArray(memberships.status, ['pending', 'scheduled', 'active', 'past_due']),
        ),
      );
    if (row.status === 'replaced' || taken) throw new ServiceError('conflict', 'This legacy plan was already carried over.', { field: 'referenceLegacyId' });
    legacy = row;
    // The new plan takes over when the legacy one ends: nothing is paid twice.
    if (row.endsAt > start) start = row.endsAt;
  }
  return { start, legacy };
}

/**
 * POST /rest/STSVEN/V1/subscription/chargeFuture and /rest/STSVCA/V1/subscription/chargeMoneris:
 * buys a membership for one of the owner's devices. Charged now by card (3-D Secure when the bank
 * asks; Moneris in the Canadian store) when it starts today; when it starts later (a chosen day or
 * a carried-over legacy plan's end) the card is kept and charged that day by the renewal job.
 * Idempotent per `cart.reference`; the device's place in the plan family is taken before the
 * charge, so two purchases for one device never both pay. Refuses a total other than the server's.
 */
export async function purchaseMembership(ctx: Ctx, owner: Owner, body: MembershipChargeBody, urls: { baseUrl: string }): Promise<MembershipChargeResult> {
  const store = owner.store;
  if (body.customerEmail.email.toLowerCase() !== owner.email.toLowerCase()) throw notFound('The customer');
  const unit = await ownDevice(ctx, owner, body.cart.deviceId, 'cart.deviceId');
  const plan = await planOf(ctx, store.code, body.cart.sku, 'cart.sku');
  const now = ctx.clock.now();
  const { start, legacy } = await startOf(ctx, owner, body, unit.id, plan.family, now);
  const country = body.customerAddressId ? (await findAddress(ctx.db, owner.customerId, body.customerAddressId)).countryCode : body.countryId;
  const taxRate = await membershipTaxRate(ctx.db, store.code, country);
  const price = body.cart.term === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  const totals = withTax(price, taxRate);
  if (totals.total !== withTax(body.cart.amount, 0).net) {
    throw new ServiceError('conflict', `The total is ${totals.total} ${store.currency}, not ${body.cart.amount}. Check the total and pay again.`, {
      field: 'cart.amount',
      data: { reason: 'amount_changed', amount: totals.total, tax: totals.tax, currency: store.currency },
    });
  }
  const startsLater = start > now;
  const key = `membership:${owner.customerId}:${body.cart.reference}`;
  const requestHash = sha256(JSON.stringify([store.code, plan.sku, body.cart.term, unit.id, totals.total, start.toISOString()]));

  const earlier = await settledPurchase(ctx, owner, key, requestHash);
  if (earlier) return earlier;

  const ends = termEnd(start, body.cart.term, store.timezone);
  let purchaseId: number;
  let membershipId: number;
  try {
    ({ purchaseId, membershipId } = await inTransaction(ctx.db, async (tx) => {
      const [m] = await tx
        .insert(memberships)
        .values({
          customerId: owner.customerId,
          launchMonitorId: unit.id,
          source: 'skytrak',
          storeCode: store.code,
          sku: plan.sku,
          planName: plan.name,
          family: plan.family,
          term: body.cart.term,
          price,
          currency: store.currency,
          taxRate,
          status: 'pending',
          startsAt: start,
          periodStart: start,
          endsAt: ends,
          autoRenew: true,
          referenceLegacyId: legacy?.externalId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: memberships.id });
      const [p] = await tx
        .insert(membershipPurchases)
        .values({
          incrementId: newIncrementId('MS', now),
          idempotencyKey: key,
          customerId: owner.customerId,
          membershipId: m!.id,
          kind: 'purchase',
          status: 'pending',
          storeCode: store.code,
          sku: plan.sku,
          planName: plan.name,
          esn: unit.esn,
          amount: totals.total,
          tax: totals.tax,
          currency: store.currency,
          requestHash,
          createdAt: now,
        })
        .returning({ id: membershipPurchases.id });
      return { purchaseId: p!.id, membershipId: m!.id };
    }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await settledPurchase(ctx, owner, key, requestHash, true);
    if (raced) return raced;
    throw new ServiceError(
      'conflict',
      `This device already has a ${plan.family === 'membership' ? 'membership' : plan.name} that is live or being paid. Upgrade it, or wait for it to end.`,
      { field: 'cart.deviceId', data: { reason: 'device_has_membership' } },
    );
  }

  const { gateway, name } = gatewayOfStore(ctx, store.code);
  // Gives the device's place back, unless the stuck-purchase sweep already settled this purchase.
  const undo = () =>
    inTransaction(ctx.db, async (tx) => {
      await tx.delete(membershipPurchases).where(and(eq(membershipPurchases.id, purchaseId), eq(membershipPurchases.status, 'pending')));
      await tx.delete(memberships).where(and(eq(memberships.id, membershipId), eq(memberships.status, 'pending')));
    });
  let chargeId: string | null = null;
  let card: MembershipCard;
  try {
    if (!startsLater) {
      const outcome = await chargeCard(ctx, store.code, {
        purpose: 'membership',
        reference: `membership-purchase:${purchaseId}`,
        customerId: owner.customerId,
        token: body.infoCard.token,
        amount: totals.total,
        currency: store.currency,
        idempotencyKey: purchaseChargeKey(purchaseId),
        merchantRef: `MS-${owner.customerId}-${body.cart.reference}`,
        callbackUrl: new URL(body.infoCard.challenge_callback_url ?? '/launch-monitor/memberships', urls.baseUrl).toString(),
        baseUrl: urls.baseUrl,
        customerPresent: true,
      });
      if (outcome.kind !== 'approved') {
        await undo();
        if (outcome.kind === 'requires_action')
          return {
            status: 'requires_action',
            message: 'Verify the payment with your bank, then pay again.',
            increment_id: null,
            amount: totals.total,
            tax: totals.tax,
            currency: store.currency,
            nextCharge: null,
            challenge_url: outcome.challengeUrl,
            membership: null,
          };
        throw new ServiceError('rule', outcome.message, { field: 'infoCard.token', code: 'PAYMENT_DECLINED', data: { declineCode: outcome.declineCode } });
      }
      chargeId = outcome.charge.chargeId;
    }
    card = await vaultCard(gateway, name, body.infoCard.token);
  } catch (error) {
    if (chargeId === null) await undo().catch(() => undefined);
    throw error;
  }
  // Only a purchase still pending is finished here: the stuck-purchase sweep (membership-sweeper.ts)
  // may have settled it meanwhile if this request ran very late.
  const finished = await inTransaction(ctx.db, async (tx) => {
    const [p] = await tx
      .update(membershipPurchases)
      .set({ status: startsLater ? 'scheduled' : 'paid', chargeId, card: { brand: card.brand, last4: card.last4 } })
      .where(and(eq(membershipPurchases.id, purchaseId), eq(membershipPurchases.status, 'pending')))
      .returning({ id: membershipPurchases.id });
    if (p) await moveMembership(tx, { id: membershipId, status: 'pending' }, startsLater ? 'paid_ahead' : 'paid', { card, updatedAt: now });
    return Boolean(p);
  });
  if (!finished)
    await afterSweep(ctx, {
      purchaseId,
      membershipId,
      chargeId,
      card,
      amount: totals.total,
      currency: store.currency,
      storeCode: store.code,
      customerId: owner.customerId,
    });
  return (await settledPurchase(ctx, owner, key, requestHash))!;
}

/** A purchase the stuck-purchase sweep released: the buyer pays again with a new reference. */
const abandoned = () =>
  new ServiceError('conflict', 'This payment took too long and was cancelled; any charge was refunded to your card. Pay again.', {
    field: 'cart.reference',
    data: { reason: 'purchase_abandoned' },
  });

/**
 * A purchase the sweep settled while this request was still running: finished from the gateway's
 * record (the card is kept now), or released, in which case the charge just made is refunded.
 */
async function afterSweep(
  ctx: Ctx,
  p: {
    purchaseId: number;
    membershipId: number;
    chargeId: string | null;
    card: MembershipCard;
    amount: string;
    currency: string;
    storeCode: string;
    customerId: number;
  },
) {
  const [row] = await ctx.db.select({ status: membershipPurchases.status }).from(membershipPurchases).where(eq(membershipPurchases.id, p.purchaseId));
  if (row?.status === 'paid') {
    await ctx.db
      .update(memberships)
      .set({ card: p.card, autoRenew: true })
      .where(and(eq(memberships.id, p.membershipId), eq(memberships.status, 'active')));
    return;
  }
  if (p.chargeId)
    await refundMembershipCharge(ctx, p.storeCode, {
      purchaseId: p.purchaseId,
      customerId: p.customerId,
      chargeId: p.chargeId,
      amount: p.amount,
      currency: p.currency,
    });
  throw abandoned();
}

/**
 * The answer of a purchase already made with this key (retried, or raced and waited for); null when
 * there is none. A key reused for another purchase is refused.
 */
async function settledPurchase(ctx: Ctx, owner: Owner, key: string, requestHash: string, wait = false): Promise<MembershipChargeResult | null> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await ctx.db
      .select()
      .from(membershipPurchases)
      .where(and(eq(membershipPurchases.idempotencyKey, key), inArray(membershipPurchases.status, ['pending', 'paid', 'scheduled', 'abandoned'])));
    if (!row) return null;
    if (row.status === 'abandoned') throw abandoned();
    if (row.requestHash !== requestHash)
      throw new ServiceError('conflict', 'This purchase reference was already used for another purchase. Start the purchase again.', {
        field: 'cart.reference',
      });
    if (row.status !== 'pending') {
      const membership = row.membershipId ? await viewMembership(ctx, owner, row.membershipId) : null;
      return {
        status: row.status === 'scheduled' ? 'scheduled' : 'paid',
        message:
          row.status === 'scheduled'
            ? `Your membership starts on ${membership?.startsAt.slice(0, 10)}; your card will be charged then.`
            : 'Thank you: your membership is active.',
        increment_id: row.incrementId,
        amount: row.amount,
        tax: row.tax,
        currency: row.currency,
        nextCharge: membership ? (row.status === 'scheduled' ? membership.startsAt : membership.renewsAt) : null,
        challenge_url: null,
        membership,
      };
    }
    // Another request is charging this purchase now: wait for its outcome (a few seconds at most).
    if (!wait || attempt >= 100)
      throw new ServiceError('conflict', 'This purchase is being paid right now. Wait a moment and look at your memberships.', {
        field: 'cart.reference',
        data: { reason: 'in_progress' },
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
