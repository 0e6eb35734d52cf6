import { setTimeout as sleep } from 'node:timers/promises';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale, RenewalOrder, RenewalRequest } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { randomToken } from '../../platform/crypto.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { notFound, refused } from '../../platform/errors.ts';
import type { ChargeResult } from '../../platform/payments/index.ts';
import { cardMethodOf, cardsOfStore, chargePayment } from '../../commerce/payments/index.ts';
import { giveBackGiftCodesFor, spendGiftCodeFor } from '../../commerce/gift-cards/index.ts';
import { notify } from '../notifications/index.ts';
import { grantCreditPacks } from '../scheduling/index.ts';
import { creditReferrerOnFirstPayment, giveBackBucks, giveBackCoupon, REFERRAL_BUCKS, spendBucks, spendCoupon } from '../wallet/index.ts';
import { playerOfCaller, priceRenewal } from './renewal-plans.ts';
import { renewalOrderNumber } from './renewal-purchases.ts';
import { renewalOrders, renewalPackages } from './renewal.tables.ts';

type OrderRow = typeof renewalOrders.$inferSelect;

const orderNumberOf = (o: OrderRow) => renewalOrderNumber(o.number);

function view(o: OrderRow): RenewalOrder {
  return {
    requestId: o.id,
    status: o.status,
    orderNumber: o.status === 'succeeded' ? orderNumberOf(o) : null,
    quote: o.quote,
    message: o.message,
    declineCode: o.declineCode,
    challengeUrl: o.status === 'requires_action' ? o.challengeUrl : null,
    creditsAdded: o.status === 'succeeded' ? { lesson: o.lessonCredits, practice: o.practiceCredits } : { lesson: 0, practice: 0 },
  };
}

async function orderOf(ctx: Ctx, playerId: number, id: string): Promise<OrderRow> {
  const [row] = await ctx.db
    .select()
    .from(renewalOrders)
    .where(and(eq(renewalOrders.id, id), eq(renewalOrders.playerId, playerId)));
  if (!row) throw notFound('Renewal order');
  return row;
}

/**
 * Paid: the order succeeds once (a conditional update), the package's credits land in lesson
 * credits in the same transaction, and a referred player's first paid package credits their
 * referrer's bucks.
 */
async function complete(ctx: Ctx, order: OrderRow, chargeId: string | null): Promise<OrderRow> {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const [done] = await tx
      .update(renewalOrders)
      .set({ status: 'succeeded', chargeId, paidAt: now, challengeUrl: null, message: null })
      .where(and(eq(renewalOrders.id, order.id), inArray(renewalOrders.status, ['processing', 'requires_action'])))
      .returning();
    if (!done) return { row: (await tx.select().from(renewalOrders).where(eq(renewalOrders.id, order.id)))[0]!, referrer: null };
    const [pkg] = await tx.select().from(renewalPackages).where(eq(renewalPackages.id, done.packageId));
    const expiresAt = new Date(now.getTime() + pkg!.validDays * 86_400_000);
    const packs = [
      { kind: 'lesson', total: pkg!.lessonCredits },
      { kind: 'practice', total: pkg!.practiceCredits },
    ].filter((p) => p.total > 0);
    await grantCreditPacks(
      tx,
      packs.map((p) => ({ playerId: done.playerId, kind: p.kind, name: pkg!.name, total: p.total, purchasedAt: now, expiresAt })),
    );
    const referrer = await creditReferrerOnFirstPayment(tx, done.playerId, now);
    return { row: done, referrer };
  });
  if (result.referrer) {
    await notify(ctx, result.referrer, {
      kind: 'referral-credit',
      message: 'referral-credit',
      params: { name: '', amount: REFERRAL_BUCKS.replace(/\.00$/, '') },
      sourceId: `referral-credit:${order.playerId}`,
    });
  }
  return result.row;
}

/** Declined or refused: the order fails once and the coupon, bucks and gift code go back. */
async function fail(ctx: Ctx, order: OrderRow, message: string, chargeId: string | null, declineCode: string | null): Promise<OrderRow> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const [done] = await tx
      .update(renewalOrders)
      .set({ status: 'failed', message, declineCode, chargeId, challengeUrl: null })
      .where(and(eq(renewalOrders.id, order.id), inArray(renewalOrders.status, ['processing', 'requires_action'])))
      .returning();
    if (!done) return (await tx.select().from(renewalOrders).where(eq(renewalOrders.id, order.id)))[0]!;
    await giveBackCoupon(tx, order.id);
    await giveBackBucks(tx, order.id);
    await giveBackGiftCodesFor(tx, order.id, now);
    return done;
  });
}

async function settle(ctx: Ctx, order: OrderRow, charge: ChargeResult, baseUrl: string): Promise<OrderRow> {
  if (charge.status === 'approved') return complete(ctx, order, charge.chargeId);
  if (charge.declineCode !== 'authentication_required' || order.attempt > 0)
    return fail(ctx, order, charge.message, charge.chargeId, charge.declineCode ?? 'card_declined');
  // The issuer wants 3-D Secure: open the bank's page; it returns to the renewal screen, which asks /api/payment/status.
  const callbackUrl = new URL('/renewal', baseUrl);
  callbackUrl.searchParams.set('requestId', order.id);
  const mpi = await cardsOfStore(ctx, null).gateway.authenticateToken({
    token: order.cardToken!,
    merchantRef: order.id,
    amount: order.quote.total,
    currency: order.quote.currency,
    callbackUrl: callbackUrl.toString(),
    baseUrl,
  });
  if (mpi.TransStatus === 'C' && mpi.ChallengeURL) {
    const [row] = await ctx.db
      .update(renewalOrders)
      .set({ status: 'requires_action', challengeUrl: mpi.ChallengeURL, threeDsTransId: mpi.ThreeDSServerTransId })
      .where(and(eq(renewalOrders.id, order.id), eq(renewalOrders.status, 'processing')))
      .returning();
    return row ?? (await orderOf(ctx, order.playerId, order.id));
  }
  if (mpi.TransStatus === 'Y' || mpi.TransStatus === 'A') return chargeAuthenticated(ctx, order, baseUrl);
  return fail(ctx, order, mpi.error_message ?? 'Your bank refused to verify this card. Use another card.', null, 'authentication_failed');
}

/** A renewal's charge: one key per order and attempt (the first, and the one after 3-D Secure). */
function paymentOf(order: OrderRow, attempt: number) {
  return {
    purpose: 'renewal' as const,
    reference: `renewal:${order.id}`,
    method: cardMethodOf(null),
    amount: order.quote.total,
    currency: order.quote.currency,
    idempotencyKey: `renewal:${order.id}:${attempt}`,
    playerId: order.playerId,
    token: order.cardToken!,
  };
}

/** The charge after 3-D Secure: one key per order, so every poll that gets here charges once. */
async function chargeAuthenticated(ctx: Ctx, order: OrderRow, baseUrl: string): Promise<OrderRow> {
  const authenticationId = await cardsOfStore(ctx, null).gateway.authenticationFor(order.id, order.cardToken!);
  const [moved] = await ctx.db.update(renewalOrders).set({ attempt: 1 }).where(eq(renewalOrders.id, order.id)).returning();
  const { charge } = await chargePayment(ctx, { ...paymentOf(order, 1), authenticationId });
  return settle(ctx, moved!, charge, baseUrl);
}

/**
 * POST /api/v2/renewal: prices the package with the coupon, bucks and gift code, holds them with
 * the order (one transaction: the coupon by a conditional update, bucks and the code under row
 * locks, never below zero), then charges the card once per order. The same idempotency key
 * answers the same order, so a double click pays once. A card asking for 3-D Secure answers
 * requires_action with the bank's page; /api/payment/status finishes it.
 */
export async function renew(ctx: Ctx, caller: PlayerCaller, input: RenewalRequest, baseUrl: string, locale: Locale = 'en'): Promise<RenewalOrder> {
  const existing = await orderByKey(ctx, caller.subjectId, input.idempotencyKey);
  if (existing) return view(existing.status === 'processing' ? await settledOrder(ctx, caller.subjectId, input.idempotencyKey) : existing);
  const player = await playerOfCaller(ctx.db, caller);
  const now = ctx.clock.now();
  const id = `rn_${randomToken(12)}`;
  const created = await inTransaction(ctx.db, async (tx) => {
    const priced = await priceRenewal(tx, player, input, now, locale);
    if (new Decimal(priced.quote.total).greaterThan(0) && !input.cardToken)
      throw refused('cardToken', 'Enter a card: the coupon, bucks and gift code do not cover the total.', { reason: 'card-needed' });
    const [row] = await tx
      .insert(renewalOrders)
      .values({
        id,
        playerId: player.id,
        idempotencyKey: input.idempotencyKey,
        packageId: priced.pkg.id,
        quote: priced.quote,
        cardToken: input.cardToken ?? null,
        status: 'processing',
        lessonCredits: priced.pkg.lessonCredits,
        practiceCredits: priced.pkg.practiceCredits,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (priced.couponId) await spendCoupon(tx, priced.couponId, id, now);
    await spendBucks(tx, player.id, new Decimal(priced.quote.bucksUsed), id, now);
    if (priced.giftCode) await spendGiftCodeFor(tx, priced.giftCode, new Decimal(priced.quote.giftUsed), id, now);
    return row;
  }).catch(async (error: unknown) => {
    // A double click whose twin committed first may find its coupon used: it answers the twin's order.
    if (await orderByKey(ctx, caller.subjectId, input.idempotencyKey)) return null;
    throw error;
  });
  if (!created) return view(await settledOrder(ctx, caller.subjectId, input.idempotencyKey));
  if (new Decimal(created.quote.total).isZero()) return view(await complete(ctx, created, null));
  const { charge } = await chargePayment(ctx, paymentOf(created, 0));
  return view(await settle(ctx, created, charge, baseUrl));
}

// How long a double click's twin waits for the first request to hear from the bank: the gateway
// answers in well under a second, and a twin that still sees "processing" would be shown a failure.
const TWIN_WAIT_MS = 15_000;

/**
 * The order a repeated idempotency key names, once its first request has finished charging: a double
 * click (or a retry after a dropped answer) answers the same outcome as the first click. Elapsed
 * wall time, not the service clock: this bounds a wait, it is not business time.
 */
async function settledOrder(ctx: Ctx, playerId: number, idempotencyKey: string): Promise<OrderRow> {
  const started = performance.now();
  for (;;) {
    const row = (await orderByKey(ctx, playerId, idempotencyKey))!;
    if (row.status !== 'processing' || performance.now() - started > TWIN_WAIT_MS) return row;
    await sleep(50);
  }
}

/** The player's order under an idempotency key, if any. */
async function orderByKey(ctx: Ctx, playerId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(renewalOrders)
    .where(and(eq(renewalOrders.playerId, playerId), eq(renewalOrders.idempotencyKey, idempotencyKey)));
  return row;
}

/** Whether a payment request id is a renewal's (GET /api/payment/status serves both kinds). */
export const isRenewalRequest = (requestId: string) => requestId.startsWith('rn_');

/** GET /api/payment/status for a renewal: after the 3-D Secure page, charges and completes it. */
export async function renewalStatus(ctx: Ctx, caller: PlayerCaller, requestId: string, baseUrl: string): Promise<RenewalOrder> {
  const order = await orderOf(ctx, caller.subjectId, requestId);
  if (order.status !== 'requires_action' || !order.threeDsTransId) return view(order);
  const state = await cardsOfStore(ctx, null).gateway.authenticationStatus(order.threeDsTransId);
  if (state === 'C') return view(order);
  if (state !== 'Y' && state !== 'A')
    return view(await fail(ctx, order, 'Your bank could not verify this card. Use another card.', null, 'authentication_failed'));
  return view(await chargeAuthenticated(ctx, order, baseUrl));
}
