import { createHash } from 'node:crypto';
import type { MembershipChargeResult, UpgradePlanBody } from '@golf/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Ctx } from '../../platform/context.ts';
import { findAddress } from '../addresses/index.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { chargeCard, gatewayOfStore, vaultCard } from './membership-gateway.ts';
import type { Owner } from './membership-owner.ts';
import { prorate, withTax } from './membership-pricing.ts';
import { newIncrementId } from './membership-purchase.service.ts';
import { planOf, viewMembership } from './memberships.service.ts';
import { launchMonitors, membershipPurchases, memberships, type MembershipCard } from './memberships.tables.ts';
import { shopRenewalOf } from './shop-plan-change.ts';

/** How long one request may hold a membership it is upgrading. */
const LEASE_MS = 2 * 60_000;

type MembershipRow = typeof memberships.$inferSelect;

/**
 * The charge request's fields an upgrade carries, each held to the membership it upgrades (a client
 * sending the buy request's shape learns at once what does not fit). Answers the amount shown.
 */
async function checkChargeFields(ctx: Ctx, owner: Owner, body: UpgradePlanBody, m: MembershipRow, now: Date): Promise<string> {
  if (body.customerEmail && body.customerEmail.email.toLowerCase() !== owner.email.toLowerCase()) throw notFound('The customer');
  const cart = body.cart;
  if (cart) {
    if (cart.sku !== body.typeProduct) throw invalid('cart.sku', 'cart.sku must be the plan in typeProduct.');
    if (cart.term !== m.term) throw invalid('cart.term', `This membership is billed ${m.term}; an upgrade keeps its term.`);
    if (cart.deviceId !== m.launchMonitorId) throw invalid('cart.deviceId', 'cart.deviceId must be the device of this membership.');
    if (body.amount !== undefined && body.amount !== cart.amount) throw invalid('amount', 'amount and cart.amount differ; send the amount you showed once.');
  }
  const shown = cart?.amount ?? body.amount;
  if (shown === undefined) throw invalid('cart.amount', 'Send the amount you showed the customer in cart.amount.');
  if (body.activeDate && body.activeDate !== DateTime.fromJSDate(now, { zone: owner.store.timezone }).toISODate())
    throw invalid('activeDate', 'An upgrade starts today; leave activeDate out or send today.');
  if (body.referenceLegacyId && body.referenceLegacyId !== m.referenceLegacyId)
    throw invalid('referenceLegacyId', 'This membership carried over no such legacy plan.');
  if (body.customerAddressId) await findAddress(ctx.db, owner.customerId, body.customerAddressId);
  if (body.infoCard && body.dataValue && body.infoCard.token !== body.dataValue)
    throw invalid('dataValue', 'dataValue and infoCard.token name different cards; send one.');
  return shown;
}

/**
 * POST /rest/{storeCode}/V1/subscription/upgradePlan: moves a live membership bought here to a
 * higher plan of its family for the rest of the term, charging the prorated difference now (the
 * rule is PRORATION_RULE in membership-pricing.ts) to a new card or the stored one; the renewal
 * date stays, renewals then bill the new price (a shop-bought one's subscription moves to the new
 * plan's product option; a plan that product does not sell is refused). The amount shown must be
 * the amount charged: a different `amount` is refused with the current one. One upgrade runs at a
 * time per membership (a lease on the row) and the gateway charges once per membership, plan and term.
 */
export async function upgradePlan(ctx: Ctx, owner: Owner, body: UpgradePlanBody, urls: { baseUrl: string }): Promise<MembershipChargeResult> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(memberships)
    .innerJoin(launchMonitors, eq(launchMonitors.id, memberships.launchMonitorId))
    .where(and(eq(memberships.id, body.subscriptionID), eq(memberships.customerId, owner.customerId)));
  if (!row) throw notFound('The membership');
  const m = row.memberships;
  if (m.storeCode !== owner.store.code) throw notFound('The membership');
  const shown = await checkChargeFields(ctx, owner, body, m, now);
  if (m.source !== 'skytrak') throw new ServiceError('rule', 'Only memberships bought in this shop can be upgraded here.', { field: 'subscriptionID' });
  if (m.status !== 'active')
    throw new ServiceError('rule', 'Only an active membership can be upgraded. Renew it or send new payment info first.', {
      field: 'subscriptionID',
      data: { reason: 'not_active' },
    });
  if (row.launch_monitors.blockedReason)
    throw new ServiceError('rule', `This device was reported ${row.launch_monitors.blockedReason}. Report it found before upgrading.`, {
      field: 'subscriptionID',
      data: { reason: 'device_blocked' },
    });
  // A plan no longer sold has no rank to compare with, and the upgrade is refused below as not an
  // upgrade. Only that refusal is absorbed: a database failure must not read as "not an upgrade".
  const current = await planOf(ctx, m.storeCode, m.sku, 'subscriptionID').catch((error: unknown) => {
    if (error instanceof ServiceError && error.kind === 'invalid') return null;
    throw error;
  });
  const target = await planOf(ctx, m.storeCode, body.typeProduct, 'typeProduct');
  if (target.family !== m.family || target.rank <= (current?.rank ?? Number.MAX_SAFE_INTEGER))
    throw invalid('typeProduct', `${target.name} is not an upgrade of ${m.planName}. Choose a higher plan.`);
  // A membership its shop subscription renews changes plan there too, to a plan that product sells.
  const renewing = await shopRenewalOf(ctx, m, target);
  const newPrice = m.term === 'monthly' ? target.monthlyPrice : target.yearlyPrice;
  const { net } = prorate({ oldPrice: m.price, newPrice, periodStart: m.periodStart, endsAt: m.endsAt, now });
  const totals = withTax(net, m.taxRate);
  if (totals.total !== withTax(shown, 0).net) {
    throw new ServiceError('conflict', `The upgrade now costs ${totals.total} ${m.currency}, not ${shown}. Check the amount and pay again.`, {
      field: 'amount',
      data: { reason: 'amount_changed', amount: totals.total, tax: totals.tax, currency: m.currency },
    });
  }
  const token = body.infoCard?.token ?? body.dataValue ?? m.card?.token;
  if (!token) throw invalid('infoCard', 'There is no card on file for this membership: send new payment info.');

  // That subscription is held against billing first (a renewal extends the membership under the
  // same lease), so no renewal runs until this upgrade is paid or given up, and the claim below
  // finds the term as it was read.
  const until = new Date(now.getTime() + LEASE_MS);
  const renewal = await renewing?.hold(until);
  const [claimed] = await ctx.db
    .update(memberships)
    .set({ renewingUntil: until })
    .where(
      and(
        eq(memberships.id, m.id),
        eq(memberships.sku, m.sku),
        eq(memberships.endsAt, m.endsAt),
        eq(memberships.status, 'active'),
        sql`(${memberships.renewingUntil} is null or ${memberships.renewingUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: memberships.id });
  if (!claimed) {
    await renewal?.release();
    throw new ServiceError('conflict', 'This membership is being changed right now. Look at it again in a moment.', {
      field: 'subscriptionID',
      data: { reason: 'in_progress' },
    });
  }
  const release = async () => {
    await ctx.db.update(memberships).set({ renewingUntil: null }).where(eq(memberships.id, m.id));
    await renewal?.release();
  };

  const { gateway, name } = gatewayOfStore(ctx, m.storeCode);
  let chargeId: string | null = null;
  let card: MembershipCard | null = m.card;
  try {
    if (isPositive(totals.total)) {
      const outcome = await chargeCard(ctx, m.storeCode, {
        purpose: 'membership',
        reference: `membership:${m.id}`,
        customerId: m.customerId,
        token,
        amount: totals.total,
        currency: m.currency,
        // Once per card: a double click charges once, another card after a decline is asked afresh.
        idempotencyKey: `membership-upgrade:${m.id}:${target.sku}:${m.endsAt.toISOString()}:${body.infoCard ? `new:${digestOf(token)}` : 'stored'}`,
        merchantRef: `MU-${m.id}-${target.sku}`,
        callbackUrl: new URL(body.infoCard?.challenge_callback_url ?? '/launch-monitor/memberships', urls.baseUrl).toString(),
        baseUrl: urls.baseUrl,
        customerPresent: true,
      });
      if (outcome.kind === 'requires_action') {
        await release();
        return {
          status: 'requires_action',
          message: 'Verify the payment with your bank, then pay again.',
          increment_id: null,
          amount: totals.total,
          tax: totals.tax,
          currency: m.currency,
          nextCharge: null,
          challenge_url: outcome.challengeUrl,
          membership: null,
        };
      }
      if (outcome.kind === 'declined')
        throw new ServiceError('rule', outcome.message, {
          field: body.infoCard ? 'infoCard.token' : 'subscriptionID',
          code: 'PAYMENT_DECLINED',
          data: { declineCode: outcome.declineCode },
        });
      chargeId = outcome.charge.chargeId;
    }
    if (body.infoCard) card = await vaultCard(gateway, name, body.infoCard.token);
  } catch (error) {
    await release();
    throw error;
  }
  const incrementId = newIncrementId('MU', now);
  await inTransaction(ctx.db, async (tx) => {
    await renewal?.switchPlan(tx, now);
    await tx
      .update(memberships)
      .set({ sku: target.sku, planName: target.name, price: newPrice, card, renewingUntil: null, updatedAt: now })
      .where(eq(memberships.id, m.id));
    await tx
      .insert(membershipPurchases)
      .values({
        incrementId,
        idempotencyKey: `upgrade:${m.id}:${target.sku}:${m.endsAt.toISOString()}`,
        customerId: owner.customerId,
        membershipId: m.id,
        kind: 'upgrade',
        status: 'paid',
        storeCode: m.storeCode,
        sku: target.sku,
        planName: target.name,
        esn: row.launch_monitors.esn,
        amount: totals.total,
        tax: totals.tax,
        currency: m.currency,
        chargeId,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        createdAt: now,
      })
      .onConflictDoNothing();
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const membership = await viewMembership(ctx, owner, m.id);
  return {
    status: 'paid',
    message: `Upgraded to ${target.name}.`,
    increment_id: incrementId,
    amount: totals.total,
    tax: totals.tax,
    currency: m.currency,
    nextCharge: membership.renewsAt,
    challenge_url: null,
    membership,
  };
}

/** A short digest of a card token, to key its charge without keeping the token. */
const digestOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);

/** Whether an exact amount is above zero. */
function isPositive(amount: string): boolean {
  return Number(amount) > 0;
}
