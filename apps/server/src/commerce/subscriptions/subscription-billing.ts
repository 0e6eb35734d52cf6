import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { cartByMaskedId, addProducts, closeCart, createSideCart, saveCheckoutChoices, type Shopper } from '../cart/index.ts';
import { placeOrder } from '../checkout/index.ts';
import { customerById } from '../customer/index.ts';
import { latestPaymentOfCart } from '../payments/index.ts';
import { extendMembershipOfShopLine } from '../memberships/index.ts';
import { findStore } from '../store/index.ts';
import { notifyDecline, notifyPaused } from './subscription-notices.ts';
import { writeLog } from './subscription-log.ts';
import type { LogEntry } from './subscription-log-texts.ts';
import { RETRY_DAYS, runAfter, todayInZone } from './subscription-schedule.ts';
import { moveSubscription } from './subscription-lifecycle.ts';
import { subscriptionRuns, subscriptions } from './subscriptions.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** How long one process may hold a subscription it is billing before another may take it over. */
const LEASE_MINUTES = 10;
/** Subscriptions billed per claim: the rest wait for the next sweep (or another process). */
const BATCH = 20;

/**
 * Claims due subscriptions for this process: active ones whose next run has come, and failed ones
 * whose retry time has come. One statement with `FOR UPDATE SKIP LOCKED` and a lease
 * (`billing_until`), so any number of processes sweeping at once bill each run once.
 */
async function claimDue(ctx: Ctx, now: Date): Promise<SubscriptionRow[]> {
  const until = new Date(now.getTime() + LEASE_MINUTES * 60_000);
  const due = sql`select id from ${subscriptions}
    where ((${subscriptions.status} = 'active' and ${subscriptions.nextRun} <= ${now.toISOString()}::timestamptz)
        or (${subscriptions.status} = 'payment_failed' and ${subscriptions.retryAt} <= ${now.toISOString()}::timestamptz))
      and (${subscriptions.billingUntil} is null or ${subscriptions.billingUntil} < ${now.toISOString()}::timestamptz)
    order by ${subscriptions.nextRun}
    limit ${BATCH}
    for update skip locked`;
  return ctx.db
    .update(subscriptions)
    .set({ billingUntil: until })
    .where(sql`${subscriptions.id} in (${due})`)
    .returning();
}

export interface BillingOutcome {
  subscriptionId: number;
  result: 'billed' | 'declined' | 'paused' | 'failed';
  orderNumber: string | null;
}

/**
 * Bills every subscription that is due: places a new order from its quote at today's prices and
 * stock, charges the stored card, and moves it on (see billOne). Safe to run from several
 * processes at once; each due run is billed once.
 */
export async function billDueSubscriptions(ctx: Ctx): Promise<BillingOutcome[]> {
  const outcomes: BillingOutcome[] = [];
  for (;;) {
    const claimed = await claimDue(ctx, ctx.clock.now());
    if (!claimed.length) return outcomes;
    for (const sub of claimed) outcomes.push(await billOne(ctx, sub));
    if (claimed.length < BATCH) return outcomes;
  }
}

/** The cart this period bills: made once per period, whatever retries and races happen. */
async function cartOfRun(
  ctx: Ctx,
  sub: SubscriptionRow,
  shopper: Shopper,
): Promise<{ runId: number; maskedId: string; orderNumber: string | null; problem: string | null }> {
  await ctx.db.insert(subscriptionRuns).values({ subscriptionId: sub.id, dueAt: sub.nextRun, createdAt: ctx.clock.now() }).onConflictDoNothing();
  const [run] = await ctx.db
    .select()
    .from(subscriptionRuns)
    .where(and(eq(subscriptionRuns.subscriptionId, sub.id), eq(subscriptionRuns.dueAt, sub.nextRun)));
  if (run!.cartMaskedId) return { runId: run!.id, maskedId: run!.cartMaskedId, orderNumber: run!.orderNumber, problem: null };
  const cart = await createSideCart(ctx.db, shopper.customer!, shopper.store, 'subscription');
  const requests = sub.items.map((i) => ({
    sku: i.sku,
    qty: new Decimal(i.qty),
    parentSku: null,
    selected: i.selected,
    entered: i.entered.map((e) => ({ key: e.uid, value: e.value })),
  }));
  const { userErrors } = await addProducts(ctx, shopper, cart.maskedId, requests);
  if (userErrors.length) {
    await closeCart(ctx.db, { id: cart.id });
    return { runId: run!.id, maskedId: cart.maskedId, orderNumber: null, problem: userErrors[0]!.message };
  }
  const [taken] = await ctx.db
    .update(subscriptionRuns)
    .set({ cartMaskedId: cart.maskedId })
    .where(and(eq(subscriptionRuns.id, run!.id), sql`${subscriptionRuns.cartMaskedId} is null`))
    .returning();
  if (!taken) {
    // Another process made the period's cart first (its lease ran out mid-way): use that one.
    await closeCart(ctx.db, { id: cart.id });
    const [winner] = await ctx.db.select().from(subscriptionRuns).where(eq(subscriptionRuns.id, run!.id));
    return { runId: run!.id, maskedId: winner!.cartMaskedId!, orderNumber: winner!.orderNumber, problem: null };
  }
  return { runId: run!.id, maskedId: cart.maskedId, orderNumber: null, problem: null };
}

/**
 * Bills one claimed subscription. Approved: run_count + 1, last_run now, next_run the first period
 * after now (missed ones skipped), complete when run_count reaches length. Declined: payment_failed
 * with a retry after RETRY_DAYS (and a notice with a link to update the card), paused after the last
 * retry. Anything else that stops the order (a product gone, out of stock): paused. Every outcome
 * is logged with agent "system".
 */
export async function billOne(ctx: Ctx, sub: SubscriptionRow): Promise<BillingOutcome> {
  const store = findStore(sub.storeCode)!;
  const customer = await customerById(ctx.db, sub.customerId);
  const shopper: Shopper = { customer: customer!, store };
  try {
    const run = await cartOfRun(ctx, sub, shopper);
    if (run.problem) return await pause(ctx, sub, { event: 'paused_problem', params: { problem: run.problem } });
    const cart = await cartByMaskedId(ctx.db, run.maskedId);
    if (!run.orderNumber) {
      if (!sub.card) return await pause(ctx, sub, { event: 'paused_no_card', params: {} });
      await saveCheckoutChoices(ctx.db, cart!.id, {
        billingAddress: sub.billingAddress,
        shippingAddress: cart!.totals.isVirtual ? null : sub.shippingAddress,
        shippingMethod: cart!.totals.isVirtual ? null : sub.shippingMethod,
        paymentMethod: {
          code: 'authnetcim',
          purchaseOrderNumber: null,
          card: {
            token: sub.card.token,
            descriptor: null,
            ccType: sub.card.ccType,
            ccLast4: sub.card.last4,
            ccExpMonth: sub.card.expMonth,
            ccExpYear: sub.card.expYear,
            save: false,
          },
        },
      });
    }
    let orderNumber: string;
    try {
      orderNumber = (await placeOrder(ctx, shopper, run.maskedId)).number;
    } catch (error) {
      if (!(error instanceof ServiceError) || error.opts.code !== 'UNABLE_TO_PLACE_ORDER') throw error;
      const payment = await latestPaymentOfCart(ctx.db, cart!.id);
      if (payment?.status === 'failed') return await decline(ctx, sub, payment.failureCode ?? payment.failureMessage ?? 'card_declined');
      return await pause(ctx, sub, { event: 'paused_problem', params: { problem: error.message } });
    }
    return await billed(ctx, sub, run.runId, orderNumber);
  } catch (error) {
    // Never leave the lease held on an unexpected failure: the next sweep tries again.
    await ctx.db.update(subscriptions).set({ billingUntil: null }).where(eq(subscriptions.id, sub.id));
    throw error;
  }
}

async function billed(ctx: Ctx, sub: SubscriptionRow, runId: number, orderNumber: string): Promise<BillingOutcome> {
  const now = ctx.clock.now();
  const store = findStore(sub.storeCode)!;
  const runCount = sub.runCount + 1;
  const completes = sub.length > 0 && runCount >= sub.length;
  const after = sub.nextRun.getTime() > now.getTime() ? sub.nextRun : now;
  await inTransaction(ctx.db, async (tx) => {
    await tx.update(subscriptionRuns).set({ orderNumber }).where(eq(subscriptionRuns.id, runId));
    const moved = await moveSubscription(tx, sub, completes ? 'completed' : 'billed', {
      runCount,
      lastRun: now,
      nextRun: runAfter(sub.cycleStart, sub.frequencyCount, sub.frequencyUnit, after, store.timezone),
      failedAttempts: 0,
      retryAt: null,
      billingUntil: null,
      shipDate: null,
      updatedAt: now,
    });
    // A membership sold by this subscription runs one more term, in the same transaction as the renewal.
    await extendMembershipOfShopLine(tx, { customerId: sub.customerId, orderItemId: sub.sourceOrderItemId, orderNumber, now });
    await writeLog(tx, { subscriptionId: sub.id, status: 'active', agent: 'system', event: 'billed', params: { order: orderNumber }, orderNumber, at: now });
    if (moved?.status === 'complete')
      await writeLog(tx, { subscriptionId: sub.id, status: 'complete', agent: 'system', event: 'completed', params: { count: sub.length }, at: now });
  });
  return { subscriptionId: sub.id, result: 'billed', orderNumber };
}

async function decline(ctx: Ctx, sub: SubscriptionRow, reason: string): Promise<BillingOutcome> {
  const now = ctx.clock.now();
  const attempts = sub.failedAttempts + 1;
  if (attempts > RETRY_DAYS.length) return pause(ctx, sub, { event: 'paused_declined', params: { reason, times: attempts } });
  const retryAt = new Date(now.getTime() + RETRY_DAYS[attempts - 1]! * 86_400_000);
  await inTransaction(ctx.db, async (tx) => {
    await moveSubscription(tx, sub, 'declined', { failedAttempts: attempts, retryAt, billingUntil: null, updatedAt: now });
    await writeLog(tx, {
      subscriptionId: sub.id,
      status: 'payment_failed',
      agent: 'system',
      event: 'declined',
      params: { reason, attempt: attempts, of: RETRY_DAYS.length, retry: todayInZone(retryAt, findStore(sub.storeCode)!.timezone) },
      at: now,
    });
  });
  await notifyDecline(ctx, sub, reason, retryAt);
  return { subscriptionId: sub.id, result: 'declined', orderNumber: null };
}

async function pause(ctx: Ctx, sub: SubscriptionRow, why: Extract<LogEntry, { event: `paused_${string}` }>): Promise<BillingOutcome> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await moveSubscription(tx, sub, 'suspended', { retryAt: null, failedAttempts: 0, billingUntil: null, updatedAt: now });
    await writeLog(tx, { subscriptionId: sub.id, status: 'paused', agent: 'system', ...why, at: now });
  });
  await notifyPaused(ctx, sub, why);
  return { subscriptionId: sub.id, result: 'paused', orderNumber: null };
}
