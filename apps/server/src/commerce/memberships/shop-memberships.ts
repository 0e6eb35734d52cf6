import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction, sideBySide, type Db, type Tx } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import type { CartRow, ItemOptions } from '../cart/index.ts';
import { unableToPlace } from '../checkout/index.ts';
import { orderLinesOf, type OrderRow } from '../orders/index.ts';
import { findStore } from '../store/index.ts';
import { moveMembership } from './membership-lifecycle.ts';
import { planOfOptions, plansOf } from './shop-plans.ts';
import { termEnd } from './membership-pricing.ts';
import { newIncrementId } from './membership-purchase.service.ts';
import { cartMembershipDevices, launchMonitors, LIVE_STATUSES, membershipPlans, membershipPurchases, memberships } from './memberships.tables.ts';

/*
 * Memberships sold as products in the launch-monitor shop ("Simulator Membership", plan chosen as an
 * option). Decision: the membership attaches to the customer's registered launch monitor; with
 * several (or none) the checkout asks which one (`setMembershipDeviceOnCart`, a device of theirs or
 * 404). Writing the order holds the device's place (a pending membership, under the one-live-plan-
 * per-device index); the paid order makes it active, so it shows on the memberships page and can be
 * upgraded there. The shop's subscription renews the line, so the membership itself does not
 * auto-renew (no second charge).
 */

/** Why a shop order buying a membership is refused, in the reader's language (the checkout shows the server's sentence). */
const REFUSALS: Record<Locale, { one: string; choose: string; register: string; has: (device: string, plan: string) => string }> = {
  en: {
    one: 'A membership is for one launch monitor: buy one membership at a time.',
    choose: 'Choose the launch monitor this membership is for.',
    register: 'Register your launch monitor first (Devices & memberships): a membership is for one device.',
    has: (d, p) => `${d} already has ${p}. Upgrade it on Devices & memberships instead.`,
  },
  fr: {
    one: 'Un abonnement vaut pour un seul moniteur de lancement : achetez un abonnement à la fois.',
    choose: 'Choisissez le moniteur de lancement de cet abonnement.',
    register: 'Enregistrez d’abord votre moniteur de lancement (Appareils et abonnements) : un abonnement vaut pour un appareil.',
    has: (d, p) => `${d} a déjà ${p}. Faites plutôt évoluer cet abonnement dans Appareils et abonnements.`,
  },
  ja: {
    one: 'メンバーシップは1台の弾道測定器ごとです。1回のご注文で1つお求めください。',
    choose: 'このメンバーシップを使う弾道測定器を選んでください。',
    register: '先に弾道測定器を登録してください（デバイスとメンバーシップ）。メンバーシップは1台ごとです。',
    has: (d, p) => `${d}にはすでに「${p}」があります。デバイスとメンバーシップでアップグレードしてください。`,
  },
  zh: {
    one: '每个会员资格只用于一台弹道监测器：请一次购买一个会员资格。',
    choose: '请选择此会员资格所用的弹道监测器。',
    register: '请先登记您的弹道监测器（设备与会员）：会员资格按设备提供。',
    has: (d, p) => `${d} 已有“${p}”。请改为在“设备与会员”中升级。`,
  },
};

type Db_ = Db | Tx;

/** The customer's registered, usable launch monitors, oldest first. */
function devicesOf(db: Db_, customerId: number) {
  return db
    .select({ id: launchMonitors.id, esn: launchMonitors.esn, name: launchMonitors.name, model: launchMonitors.model })
    .from(launchMonitors)
    .where(and(eq(launchMonitors.ownerCustomerId, customerId), isNull(launchMonitors.blockedReason)))
    .orderBy(asc(launchMonitors.registeredAt), asc(launchMonitors.id));
}

/** Whether a launch-monitor shop cart's lines buy a membership. */
export async function cartBuysMembership(db: Db_, cart: Pick<CartRow, 'storeCode'>, lines: { options: ItemOptions }[]): Promise<boolean> {
  if (findStore(cart.storeCode)?.websiteCode !== 'launch_monitor' || !lines.length) return false;
  const plans = await plansOf(db, cart.storeCode);
  return lines.some((l) => planOfOptions(l.options, plans) !== null);
}

export interface MembershipDeviceChoice {
  devices: { id: number; esn: string; name: string | null; model: string }[];
  /** The device the membership will be on: the one chosen, else the customer's only device. */
  chosen: { id: number; esn: string; name: string | null; model: string } | null;
}

/** The devices a cart's membership can go on and the one it will, for the checkout to show or ask. */
export async function membershipDeviceOfCart(db: Db_, cart: Pick<CartRow, 'id' | 'customerId'>): Promise<MembershipDeviceChoice> {
  if (!cart.customerId) return { devices: [], chosen: null };
  const customerId = cart.customerId;
  const [devices, [choice]] = await sideBySide(db, [
    () => devicesOf(db, customerId),
    () => db.select().from(cartMembershipDevices).where(eq(cartMembershipDevices.cartId, cart.id)),
  ]);
  const chosen = devices.find((d) => d.id === choice?.launchMonitorId) ?? (devices.length === 1 ? devices[0]! : null);
  return { devices, chosen };
}

/** Chooses the launch monitor a cart's membership is for, in the cart's transaction: one of the customer's own devices (another's, or an unknown id, is not found). */
export async function chooseMembershipDevice(tx: Tx, cart: Pick<CartRow, 'id' | 'customerId'>, deviceId: number, now: Date): Promise<void> {
  if (!cart.customerId) throw new ServiceError('unauthenticated', 'Sign in to choose the launch monitor of your membership.');
  const [unit] = await tx
    .select()
    .from(launchMonitors)
    .where(and(eq(launchMonitors.id, deviceId), eq(launchMonitors.ownerCustomerId, cart.customerId)));
  if (!unit) throw notFound('The launch monitor');
  if (unit.blockedReason)
    throw new ServiceError('rule', `This launch monitor was reported ${unit.blockedReason}. Report it found, or choose another one.`, { field: 'device_id' });
  await tx
    .insert(cartMembershipDevices)
    .values({ cartId: cart.id, launchMonitorId: unit.id, chosenAt: now })
    .onConflictDoUpdate({ target: cartMembershipDevices.cartId, set: { launchMonitorId: unit.id, chosenAt: now } });
}

/**
 * When a shop order buying a membership is written: finds its device (chosen or only), refuses the
 * order when there is none to choose or the device already has a live plan of that family (upgrade
 * it instead), and holds the device's place with a pending membership.
 */
export async function holdMembershipOfOrder(tx: Tx, input: { order: OrderRow; cart: CartRow; now: Date; locale?: Locale }): Promise<void> {
  const { order, cart, now } = input;
  const locale = input.locale ?? 'en';
  const refuse = (message: string) => unableToPlace(message, locale);
  const words = REFUSALS[locale];
  if (cart.source !== 'shop' || findStore(order.storeCode)?.websiteCode !== 'launch_monitor') return;
  const items = await orderLinesOf(tx, order.id);
  const plans = await plansOf(tx, order.storeCode);
  const lines = items.flatMap((item) => {
    const found = planOfOptions(item.options, plans);
    return found ? [{ item, ...found }] : [];
  });
  if (!lines.length) return;
  if (lines.reduce((n, l) => n + Number(l.item.qtyOrdered), 0) > 1) throw refuse(words.one);
  const { item, plan, term } = lines[0]!;
  const { chosen, devices } = await membershipDeviceOfCart(tx, cart);
  if (!chosen) throw refuse(devices.length ? words.choose : words.register);
  const [live] = await tx
    .select({ planName: memberships.planName, names: membershipPlans.names })
    .from(memberships)
    .leftJoin(membershipPlans, and(eq(membershipPlans.storeCode, memberships.storeCode), eq(membershipPlans.sku, memberships.sku)))
    .where(
      and(
        eq(memberships.launchMonitorId, chosen.id),
        eq(memberships.family, plan.family),
        inArray(memberships.status, [...LIVE_STATUSES]),
        eq(memberships.source, 'skytrak'),
      ),
    );
  if (live) throw refuse(words.has(chosen.name ?? chosen.esn, textIn(live.names, locale, live.planName)));
  const store = findStore(order.storeCode)!;
  await tx.insert(memberships).values({
    customerId: order.customerId!,
    launchMonitorId: chosen.id,
    source: 'skytrak',
    storeCode: order.storeCode,
    sku: plan.sku,
    planName: plan.name,
    family: plan.family,
    term,
    // What was paid for the term, net: an upgrade credits it for the time left.
    price: new Decimal(item.rowTotal).minus(item.discount).toFixed(2),
    currency: order.currency,
    taxRate: new Decimal(item.taxPercent).toFixed(2),
    status: 'pending',
    startsAt: now,
    periodStart: now,
    endsAt: termEnd(now, term, store.timezone),
    autoRenew: false,
    externalId: `order-item:${item.id}`,
    createdAt: now,
    updatedAt: now,
  });
}

const membershipOfItem = (tx: Tx, customerId: number, itemIds: number[]) =>
  tx
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.customerId, customerId),
        eq(memberships.source, 'skytrak'),
        inArray(
          memberships.externalId,
          itemIds.map((id) => `order-item:${id}`),
        ),
      ),
    );

/** A declined order gives the device's place back. */
export async function releaseMembershipOfOrder(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.customerId) return;
  const items = await orderLinesOf(tx, order.id);
  if (!items.length) return;
  for (const m of await membershipOfItem(
    tx,
    order.customerId,
    items.map((i) => i.id),
  ))
    if (m.status === 'pending') await tx.delete(memberships).where(and(eq(memberships.id, m.id), eq(memberships.status, 'pending')));
}

/** The paid order starts its membership (once, however often it runs) and lists it in the membership purchases. */
export async function startMembershipOfOrder(ctx: Ctx, order: OrderRow): Promise<void> {
  if (!order.customerId || findStore(order.storeCode)?.websiteCode !== 'launch_monitor') return;
  await inTransaction(ctx.db, async (tx) => {
    const items = await orderLinesOf(tx, order.id);
    if (!items.length) return;
    const [m] = await membershipOfItem(
      tx,
      order.customerId!,
      items.map((i) => i.id),
    );
    if (m?.status !== 'pending') return;
    const now = ctx.clock.now();
    const item = items.find((i) => m.externalId === `order-item:${i.id}`)!;
    const [unit] = await tx.select({ esn: launchMonitors.esn }).from(launchMonitors).where(eq(launchMonitors.id, m.launchMonitorId));
    await moveMembership(tx, m, 'paid', { updatedAt: now });
    await tx
      .insert(membershipPurchases)
      .values({
        incrementId: newIncrementId('MS', now),
        idempotencyKey: `shop-order-item:${item.id}`,
        customerId: m.customerId,
        membershipId: m.id,
        kind: 'purchase',
        status: 'paid',
        storeCode: m.storeCode,
        sku: m.sku,
        planName: m.planName,
        esn: unit!.esn,
        amount: new Decimal(item.rowTotal).minus(item.discount).plus(item.tax).toFixed(2),
        tax: new Decimal(item.tax).toFixed(2),
        currency: m.currency,
        card: order.payment.ccLast4 ? { brand: order.payment.ccType ?? 'card', last4: order.payment.ccLast4 } : null,
        message: `Shop order ${order.number}`,
        createdAt: now,
      })
      .onConflictDoNothing();
  });
}
