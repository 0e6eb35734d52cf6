import { and, eq, isNull } from 'drizzle-orm';
import type { Locale, SubscriptionView } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { invalid, refused, ServiceError } from '../../platform/errors.ts';
import { cardsOfStore } from '../payments/index.ts';
import { closeCart, type AddressSnapshot, type Tx } from '../cart/index.ts';
import { addressOf, type CartAddressInput } from '../checkout/index.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import { findStore } from '../store/index.ts';
import { writeLog } from './subscription-log.ts';
import { dayAt, runAfter, todayInZone } from './subscription-schedule.ts';
import { logRowOf, subscriptionStatements } from './subscription-statements.ts';
import { inReadersLanguage } from './subscription-texts.ts';
import { viewOf } from './subscription-view.ts';
import { moveSubscription, SUBSCRIPTION_LIFECYCLE, SUBSCRIPTION_STATUSES, type SubscriptionEvent } from './subscription-lifecycle.ts';
import { subscriptionRuns, subscriptions, type StoredCard, type SubscriptionStatus } from './subscriptions.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Who acts: the customer (their own subscriptions only) or staff with the integration token (any). */
export type Actor = { agent: 'customer'; customerId: number } | { agent: 'staff' };

/** The statuses a person may ask for, and the lifecycle's event for each; complete and payment_failed are billing's. */
const PERSON_EVENT: Partial<Record<SubscriptionStatus, SubscriptionEvent>> = { active: 'resumed', paused: 'paused', canceled: 'canceled' };

// Each refusal carries a stable reason (and the figures its sentence needs) besides the English
// message, so the storefront says it in its reader's language.
const notFound = () => new ServiceError('not-found', 'This subscription was not found.', { data: { reason: 'not_found' } });

/** The subscription, locked for the rest of the transaction; another customer's answers not found. */
async function lockedFor(tx: Tx, actor: Actor, id: number, now: Date): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!row || (actor.agent === 'customer' && row.customerId !== actor.customerId)) throw notFound();
  if (row.billingUntil && row.billingUntil.getTime() > now.getTime())
    throw new ServiceError('conflict', 'This subscription is being billed right now. Try again in a minute.', { data: { reason: 'billing_now' } });
  return row;
}

type ReadRow = Awaited<ReturnType<ReturnType<typeof subscriptionStatements>['one']['execute']>>[number];
const viewOfRead = ({ logs, source, ...row }: ReadRow) => viewOf(row, logs.map(logRowOf), source);

async function viewOne(ctx: Ctx, id: number): Promise<SubscriptionView> {
  const [read] = await subscriptionStatements(ctx.db).one.execute({ id });
  return viewOfRead(read!);
}

/** The customer's subscriptions, newest first, each with its logs; product and plan in `locale` where the catalogue has them. */
export async function listSubscriptions(ctx: Ctx, customerId: number, locale: Locale = 'en'): Promise<SubscriptionView[]> {
  const rows = await subscriptionStatements(ctx.db).rows.execute({ customerId });
  return inReadersLanguage(
    ctx.db,
    rows.map((row) => ({ row, view: viewOfRead(row) })),
    locale,
  );
}

/** One subscription with its logs; another customer's is not found. */
export async function getSubscription(ctx: Ctx, actor: Actor, id: number, locale: Locale = 'en'): Promise<SubscriptionView> {
  const [read] = await subscriptionStatements(ctx.db).one.execute({ id });
  if (!read || (actor.agent === 'customer' && read.customerId !== actor.customerId)) throw notFound();
  const [view] = await inReadersLanguage(ctx.db, [{ row: read, view: viewOfRead(read) }], locale);
  return view!;
}

/**
 * Changes a subscription's status as a person may: pause and resume, cancel. Refuses complete and
 * payment_failed (the system's), and any change of a cancelled or complete one. Resuming after a
 * pause skips the periods missed meanwhile (never billed late); resuming after a declined card
 * bills the due period at the next sweep, with the card now stored.
 */
export async function changeSubscriptionStatus(ctx: Ctx, actor: Actor, id: number, status: string): Promise<SubscriptionView> {
  const target = status?.trim().toLowerCase() as SubscriptionStatus;
  if (!(SUBSCRIPTION_STATUSES as readonly string[]).includes(target)) throw invalid('status', 'The status must be one of active, paused or canceled.');
  if (target === 'complete' || target === 'payment_failed')
    throw new ServiceError('rule', `Only billing sets a subscription to ${target}.`, { field: 'status', data: { reason: 'billing_only', target } });
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const sub = await lockedFor(tx, actor, id, now);
    if (sub.status === target) return;
    const event = PERSON_EVENT[target]!;
    if (!SUBSCRIPTION_LIFECYCLE.next(sub.status, event))
      throw new ServiceError('rule', `A ${sub.status.replace('_', ' ')} subscription cannot be changed to ${target}.`, {
        field: 'status',
        data: { reason: 'cannot_change', status: sub.status, target },
      });
    const zone = findStore(sub.storeCode)!.timezone;
    const changes: Partial<SubscriptionRow> = { updatedAt: now };
    if (target === 'active' && sub.status === 'paused' && sub.nextRun.getTime() <= now.getTime())
      changes.nextRun = runAfter(sub.cycleStart, sub.frequencyCount, sub.frequencyUnit, now, zone);
    if (target === 'active' && sub.status === 'payment_failed') changes.retryAt = null;
    if (target !== 'active') changes.retryAt = null;
    // The row is locked (lockedFor … for update), so the move cannot lose a race here.
    await moveSubscription(tx, sub, event, changes);
    if (changes.nextRun || target === 'canceled') await closeOpenRuns(tx, id);
    await writeLog(tx, { subscriptionId: id, status: target, agent: actor.agent, event: 'status', params: { status: target }, at: now });
  });
  return viewOne(ctx, id);
}

/** Carts of periods that will not be billed any more are closed, so they are never placed later. */
async function closeOpenRuns(tx: Tx, subscriptionId: number): Promise<void> {
  const open = await tx
    .select()
    .from(subscriptionRuns)
    .where(and(eq(subscriptionRuns.subscriptionId, subscriptionId), isNull(subscriptionRuns.orderNumber)));
  for (const run of open) {
    if (run.cartMaskedId) await closeCart(tx, { maskedId: run.cartMaskedId });
    await tx.delete(subscriptionRuns).where(eq(subscriptionRuns.id, run.id));
  }
}

export interface SubscriptionUpdate {
  billingAddress?: { customer_address_id?: number | null; address?: CartAddressInput | null } | null;
  shippingAddress?: { customer_address_id?: number | null; address?: CartAddressInput | null } | null;
  /** A one-time card token from the gateway (the browser tokenized the card): it is vaulted. */
  cardToken?: string | null;
}

/**
 * Changes the billing and shipping addresses (from the address book or typed) and the card of the
 * customer's subscription. A new card on a subscription whose payment failed is tried at the next
 * sweep. Refuses cancelled and complete subscriptions.
 */
export async function updateSubscription(ctx: Ctx, customer: CommerceCustomer, id: number, input: SubscriptionUpdate): Promise<SubscriptionView> {
  if (!input.billingAddress && !input.shippingAddress && !input.cardToken)
    throw invalid('entity_id', 'Give a billing address, a shipping address or a new card to change.');
  const [own] = await ctx.db
    .select({ storeCode: subscriptions.storeCode })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customer.id)));
  if (!own) throw notFound();
  const shopper = { customer, store: findStore(own.storeCode)! };
  const billing = input.billingAddress ? await addressOf(ctx, shopper, 'billing', input.billingAddress) : null;
  const shipping = input.shippingAddress ? await addressOf(ctx, shopper, 'shipping', input.shippingAddress) : null;
  let card: StoredCard | null = null;
  if (input.cardToken) {
    const vaulted = await cardsOfStore(ctx, null).gateway.vault(input.cardToken.trim());
    card = { token: vaulted.token, ccType: vaulted.brand, last4: vaulted.last4, expMonth: vaulted.expMonth, expYear: vaulted.expYear };
  }
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const sub = await lockedFor(tx, { agent: 'customer', customerId: customer.id }, id, now);
    if (sub.status === 'canceled' || sub.status === 'complete')
      throw new ServiceError('rule', `A ${sub.status} subscription cannot be changed.`, { data: { reason: 'closed', status: sub.status } });
    const changes: Partial<SubscriptionRow> = { updatedAt: now };
    if (billing) changes.billingAddress = billing as AddressSnapshot;
    if (shipping) changes.shippingAddress = shipping as AddressSnapshot;
    if (card) {
      changes.card = card;
      if (sub.status === 'payment_failed') changes.retryAt = now;
    }
    await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
    const changed = { billing: Boolean(billing), shipping: Boolean(shipping), card: card && { brand: card.ccType, last4: card.last4 } };
    await writeLog(tx, { subscriptionId: id, status: sub.status, agent: 'customer', event: 'changed', params: changed, at: now });
  });
  return viewOne(ctx, id);
}

/** Skips the next billing once: the next run moves one period on. Only an active subscription. */
export async function skipNextRun(ctx: Ctx, actor: Actor, id: number): Promise<SubscriptionView> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const sub = await lockedFor(tx, actor, id, now);
    if (sub.status !== 'active')
      throw new ServiceError('rule', `Only an active subscription can skip a billing; this one is ${sub.status.replace('_', ' ')}.`, {
        data: { reason: 'skip_not_active', status: sub.status },
      });
    const zone = findStore(sub.storeCode)!.timezone;
    const nextRun = runAfter(sub.cycleStart, sub.frequencyCount, sub.frequencyUnit, sub.nextRun.getTime() > now.getTime() ? sub.nextRun : now, zone);
    await tx.update(subscriptions).set({ nextRun, shipDate: null, updatedAt: now }).where(eq(subscriptions.id, id));
    await closeOpenRuns(tx, id);
    await writeLog(tx, {
      subscriptionId: id,
      status: sub.status,
      agent: actor.agent,
      event: 'skipped',
      params: { from: todayInZone(sub.nextRun, zone), next: todayInZone(nextRun, zone) },
      at: now,
    });
  });
  return viewOne(ctx, id);
}

/**
 * Moves the next billing and shipment to another day (YYYY-MM-DD in the store's calendar), from
 * tomorrow up to a year ahead; later periods count from that day. Active or paused subscriptions only.
 */
export async function rescheduleShipDate(ctx: Ctx, actor: Actor, id: number, shipDate: string): Promise<SubscriptionView> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(shipDate ?? '') || Number.isNaN(Date.parse(shipDate)))
    throw refused('ship_date', 'Enter the ship date as YYYY-MM-DD.', { reason: 'ship_date_format' });
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const sub = await lockedFor(tx, actor, id, now);
    if (sub.status !== 'active' && sub.status !== 'paused')
      throw new ServiceError('rule', `A ${sub.status.replace('_', ' ')} subscription cannot be rescheduled.`, {
        data: { reason: 'reschedule_not_open', status: sub.status },
      });
    const zone = findStore(sub.storeCode)!.timezone;
    const today = todayInZone(now, zone);
    const yearAhead = todayInZone(new Date(now.getTime() + 366 * 86_400_000), zone);
    if (shipDate <= today) throw refused('ship_date', 'The ship date must be after today.', { reason: 'ship_date_past' });
    if (shipDate > yearAhead) throw refused('ship_date', 'The ship date must be within a year.', { reason: 'ship_date_far' });
    const nextRun = dayAt(shipDate, sub.nextRun, zone);
    await tx.update(subscriptions).set({ nextRun, cycleStart: nextRun, shipDate, updatedAt: now }).where(eq(subscriptions.id, id));
    await closeOpenRuns(tx, id);
    await writeLog(tx, { subscriptionId: id, status: sub.status, agent: actor.agent, event: 'moved', params: { date: shipDate }, at: now });
  });
  return viewOne(ctx, id);
}
