import Decimal from 'decimal.js';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import { orderByNumber, orderLinesOf } from '../orders/index.ts';
import { findStore } from '../store/index.ts';
import { moveMembership } from './membership-lifecycle.ts';
import { termEnd } from './membership-pricing.ts';
import { newIncrementId } from './membership-purchase.service.ts';
import { planOfOptions, plansOf } from './shop-plans.ts';
import { launchMonitors, LIVE_STATUSES, membershipPurchases, memberships } from './memberships.tables.ts';

/**
 * A paid renewal of the shop subscription that sold a membership (the subscription started from
 * order line `orderItemId`) extends that membership by one term from where it ends, in the
 * caller's transaction, and lists the renewal in the membership purchases (once per renewal order).
 * Decision: a membership that expired while the renewal was retried resumes, unless its device has
 * since taken another plan of that family; then nothing is extended. Declined renewals never come
 * here, and a cancelled subscription stops calling, so the membership runs to the end of its term.
 */
export async function extendMembershipOfShopLine(tx: Tx, input: { customerId: number; orderItemId: number; orderNumber: string; now: Date }): Promise<void> {
  const { customerId, orderItemId, orderNumber, now } = input;
  const [m] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.customerId, customerId), eq(memberships.source, 'skytrak'), eq(memberships.externalId, `order-item:${orderItemId}`)));
  if (!m || !['active', 'past_due', 'expired'].includes(m.status)) return;
  if (m.status === 'expired') {
    const [other] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.launchMonitorId, m.launchMonitorId),
          eq(memberships.family, m.family),
          inArray(memberships.status, [...LIVE_STATUSES]),
          ne(memberships.id, m.id),
        ),
      );
    if (other) return;
  }
  const order = await orderByNumber(tx, orderNumber);
  const [item] = order ? await orderLinesOf(tx, order.id) : [];
  if (!item) return;
  const [unit] = await tx.select({ esn: launchMonitors.esn }).from(launchMonitors).where(eq(launchMonitors.id, m.launchMonitorId));
  // The term runs on the plan the renewal paid for (the membership's, since an upgrade moves the
  // subscription with it), so what was charged and what runs never disagree.
  const paid = planOfOptions(item.options, await plansOf(tx, m.storeCode))?.plan;
  const plan = paid && paid.family === m.family ? { sku: paid.sku, planName: paid.name } : { sku: m.sku, planName: m.planName };
  const net = new Decimal(item.rowTotal).minus(item.discount);
  const [listed] = await tx
    .insert(membershipPurchases)
    .values({
      incrementId: newIncrementId('MS', now),
      idempotencyKey: `shop-renewal:${orderNumber}`,
      customerId: m.customerId,
      membershipId: m.id,
      kind: 'renewal',
      status: 'paid',
      storeCode: m.storeCode,
      ...plan,
      esn: unit!.esn,
      amount: net.plus(item.tax).toFixed(2),
      tax: new Decimal(item.tax).toFixed(2),
      currency: m.currency,
      card: order!.payment.ccLast4 ? { brand: order!.payment.ccType ?? 'card', last4: order!.payment.ccLast4 } : null,
      message: `Shop order ${orderNumber}`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: membershipPurchases.id });
  if (!listed) return; // this renewal order already extended it
  const timezone = findStore(m.storeCode)?.timezone ?? 'UTC';
  // The new term follows the paid one, so the membership ends when the subscription's next charge is due.
  // (One resumed long after its end starts its term now.)
  const from = termEnd(m.endsAt, m.term, timezone) > now ? m.endsAt : now;
  await moveMembership(tx, m, 'renewed', {
    periodStart: from,
    endsAt: termEnd(from, m.term, timezone),
    ...plan,
    price: net.toFixed(2),
    taxRate: new Decimal(item.taxPercent).toFixed(2),
    updatedAt: now,
  });
}
