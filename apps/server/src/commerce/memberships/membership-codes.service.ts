import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Ctx } from '../../platform/context.ts';
import { sha256 } from '../../platform/crypto.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { consumeHits } from '../../platform/rate-limit.ts';
import { normalizeGiftCode } from '../gift-cards/index.ts';
import type { Owner } from './membership-owner.ts';
import { termEnd } from './membership-pricing.ts';
import { newIncrementId } from './membership-purchase.service.ts';
import { launchMonitors, LIVE_STATUSES, membershipCodes, membershipPlans, membershipPurchases, memberships } from './memberships.tables.ts';
import { moveMembership } from './membership-lifecycle.ts';

/** Code checks and redemptions per customer in ten minutes: plenty for people, hopeless for guessing 79-bit codes. */
const TRIES_PER_WINDOW = 20;

/** The hash a prepaid code is kept under; null when the text cannot be a code. */
export function codeHashOf(typed: string): string | null {
  const code = normalizeGiftCode(typed);
  return code ? sha256(code) : null;
}

export interface CodeCheck {
  is_valid: boolean;
  message: string;
  gift_code_type: string | null;
  sku: string | null;
  sku_id: number | null;
  sku_name: string | null;
  sku_visibility: string | null;
  /** Why a code is refused, for the client to word: format, unknown, other_store, used, expired; null when valid. */
  reason: string | null;
  /** The months of membership a valid code gives. */
  months: number | null;
  /** The day a refused code expired on (reason expired), or the store it is sold for (reason other_store). */
  detail: string | null;
}

const refused = (message: string, reason: string, detail: string | null): CodeCheck => ({
  is_valid: false,
  message,
  gift_code_type: null,
  sku: null,
  sku_id: null,
  sku_name: null,
  sku_visibility: null,
  reason,
  months: null,
  detail,
});

async function findCode(ctx: Ctx, owner: Owner, typed: string) {
  await consumeHits(ctx.db, [{ key: `membership-code:${owner.customerId}`, max: TRIES_PER_WINDOW, windowSeconds: 600 }]);
  const hash = codeHashOf(typed);
  if (!hash)
    return { code: undefined, problem: 'A prepaid code has 16 letters and digits, as printed on the card (dashes optional).', reason: 'format', detail: null };
  const [code] = await ctx.db.select().from(membershipCodes).where(eq(membershipCodes.codeHash, hash));
  if (!code) return { code: undefined, problem: 'We do not know this code. Check it against the card and try again.', reason: 'unknown', detail: null };
  const today = DateTime.fromJSDate(ctx.clock.now(), { zone: owner.store.timezone }).toISODate()!;
  if (code.storeCode !== owner.store.code)
    return {
      code,
      problem: `This card is sold for the ${code.storeCode === 'STSVCA' ? 'Canadian' : 'United States'} store and can only be used there.`,
      reason: 'other_store',
      detail: code.storeCode,
    };
  if (code.redeemedAt) return { code, problem: 'This code was already used.', reason: 'used', detail: null };
  if (code.expiresOn < today) return { code, problem: `This code expired on ${code.expiresOn}.`, reason: 'expired', detail: code.expiresOn };
  return { code, problem: null, today, reason: null, detail: null };
}

/**
 * membershipValidateGiftCard: whether a prepaid membership code can be redeemed in this store, and
 * the plan it gives (spec §7). Rate-limited per customer; never says more about a code than
 * whether it is usable.
 */
export async function validateMembershipCode(ctx: Ctx, owner: Owner, typed: string): Promise<CodeCheck> {
  const { code, problem, reason, detail } = await findCode(ctx, owner, typed);
  if (problem || !code) return refused(problem!, reason ?? 'unknown', detail);
  const [plan] = await ctx.db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.storeCode, code.storeCode), eq(membershipPlans.sku, code.sku)));
  const months = code.term === 'yearly' ? 12 * code.terms : code.terms;
  return {
    is_valid: true,
    message: `This code gives ${months} month${months === 1 ? '' : 's'} of ${plan?.name ?? code.sku}.`,
    gift_code_type: 'membership',
    sku: code.sku,
    sku_id: plan?.id ?? null,
    sku_name: plan?.name ?? code.sku,
    sku_visibility: plan?.isSold ? 'Catalog, Search' : 'Not Visible Individually',
    reason: null,
    months,
    detail: null,
  };
}

/**
 * redeemMembershipGiftCard: spends a prepaid code on one of the owner's devices (the only one, or
 * `deviceId`), starting that plan now, or adding its time to the same plan already live there. A
 * code redeems once, even when asked twice at the same moment (a conditional update spends it in
 * the transaction that writes the membership); a blocked device cannot take one.
 */
export async function redeemMembershipCode(
  ctx: Ctx,
  owner: Owner,
  input: { code: string; email: string; deviceId: number | null },
): Promise<{ increment_id: string; message: string }> {
  if (input.email.toLowerCase() !== owner.email.toLowerCase()) throw notFound('The customer');
  const { code, problem, reason } = await findCode(ctx, owner, input.code);
  if (problem || !code) throw new ServiceError('rule', problem!, { field: 'gift_code', code: `code_${reason ?? 'unknown'}` });
  const units = await ctx.db.select().from(launchMonitors).where(eq(launchMonitors.ownerCustomerId, owner.customerId));
  const unit = input.deviceId ? units.find((u) => u.id === input.deviceId) : units.length === 1 ? units[0] : undefined;
  if (input.deviceId && !unit) throw notFound('The device');
  if (!unit)
    throw invalid(
      'device_id',
      units.length ? 'Choose the device this membership is for.' : 'Register your launch monitor first: a membership is for one device.',
    );
  if (unit.blockedReason)
    throw new ServiceError('rule', `This device was reported ${unit.blockedReason}: a membership cannot be redeemed on it.`, {
      field: 'device_id',
      code: 'device_blocked',
    });
  const [plan] = await ctx.db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.storeCode, code.storeCode), eq(membershipPlans.sku, code.sku)));
  if (!plan)
    throw new ServiceError('rule', 'The plan of this card is no longer offered. Contact support to exchange it.', {
      field: 'gift_code',
      code: 'code_plan_withdrawn',
    });
  const now = ctx.clock.now();
  const today = DateTime.fromJSDate(now, { zone: owner.store.timezone }).toISODate()!;
  const extend = (from: Date) => {
    let end = from;
    for (let i = 0; i < code.terms; i++) end = termEnd(end, code.term, owner.store.timezone);
    return end;
  };
  return inTransaction(ctx.db, async (tx) => {
    const [spent] = await tx
      .update(membershipCodes)
      .set({ redeemedAt: now, redeemedBy: owner.customerId })
      .where(and(eq(membershipCodes.id, code.id), isNull(membershipCodes.redeemedAt), gte(membershipCodes.expiresOn, today)))
      .returning({ id: membershipCodes.id });
    if (!spent) throw new ServiceError('rule', 'This code was already used.', { field: 'gift_code', code: 'code_used' });
    const [live] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.launchMonitorId, unit.id),
          eq(memberships.family, plan.family),
          eq(memberships.source, 'skytrak'),
          inArray(memberships.status, [...LIVE_STATUSES]),
        ),
      )
      .for('update');
    let membershipId: number;
    let message: string;
    if (live) {
      if (live.sku !== plan.sku || live.status === 'pending' || live.status === 'scheduled') {
        throw new ServiceError('rule', `This device already has ${live.planName}. Use this card when it ends, or on another device.`, {
          field: 'device_id',
          code: 'device_has_membership',
        });
      }
      const from = live.endsAt > now ? live.endsAt : now;
      const endsAt = extend(from);
      await moveMembership(tx, live, 'extended', {
        endsAt,
        failedAttempts: 0,
        retryAt: null,
        updatedAt: now,
        periodStart: sql`case when ${memberships.endsAt} > ${now.toISOString()}::timestamptz then ${memberships.periodStart} else ${now.toISOString()}::timestamptz end`,
      });
      membershipId = live.id;
      message = `${plan.name} on ${unit.name ?? unit.model} now runs until ${endsAt.toISOString().slice(0, 10)}.`;
    } else {
      const endsAt = extend(now);
      const [m] = await tx
        .insert(memberships)
        .values({
          customerId: owner.customerId,
          launchMonitorId: unit.id,
          source: 'skytrak',
          storeCode: code.storeCode,
          sku: plan.sku,
          planName: plan.name,
          family: plan.family,
          term: code.term,
          price: code.term === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice,
          currency: plan.currency,
          status: 'active',
          startsAt: now,
          periodStart: now,
          endsAt,
          autoRenew: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: memberships.id });
      membershipId = m!.id;
      message = `${plan.name} is active on ${unit.name ?? unit.model} until ${endsAt.toISOString().slice(0, 10)}.`;
    }
    await tx.update(membershipCodes).set({ membershipId }).where(eq(membershipCodes.id, code.id));
    const incrementId = newIncrementId('MP', now);
    await tx.insert(membershipPurchases).values({
      incrementId,
      idempotencyKey: `prepaid:${code.id}`,
      customerId: owner.customerId,
      membershipId,
      kind: 'prepaid',
      status: 'paid',
      storeCode: code.storeCode,
      sku: plan.sku,
      planName: plan.name,
      esn: unit.esn,
      amount: '0',
      tax: '0',
      currency: plan.currency,
      createdAt: now,
    });
    return { increment_id: incrementId, message };
  });
}
