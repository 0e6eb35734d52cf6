import Decimal from 'decimal.js';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import { refused, ServiceError } from '../../platform/errors.ts';
import { bucksCredits, bucksSpends, playerCoupons } from './wallet.tables.ts';

type CouponRow = typeof playerCoupons.$inferSelect;

/**
 * Takes `amount` bucks from the player's unexpired credits, the one expiring first first, inside
 * the payment's transaction. The credits are locked (FOR UPDATE) and each decrement is conditional
 * on what is left, so concurrent spends wait for each other and never take more than there is.
 * Refuses (rule) when the balance is short.
 */
export async function spendBucks(tx: Tx, playerId: number, amount: Decimal, ref: string, now: Date): Promise<void> {
  if (amount.lessThanOrEqualTo(0)) return;
  const rows = await tx
    .select({ id: bucksCredits.id, remaining: bucksCredits.remaining })
    .from(bucksCredits)
    .where(and(eq(bucksCredits.playerId, playerId), gt(bucksCredits.remaining, '0'), or(isNull(bucksCredits.expiresAt), gt(bucksCredits.expiresAt, now))))
    .orderBy(sql`${bucksCredits.expiresAt} asc nulls last`, asc(bucksCredits.id))
    .for('update');
  let left = amount;
  for (const row of rows) {
    if (left.lessThanOrEqualTo(0)) break;
    const take = Decimal.min(left, row.remaining);
    const [taken] = await tx
      .update(bucksCredits)
      .set({ remaining: sql`${bucksCredits.remaining} - ${take.toFixed(2)}` })
      .where(and(eq(bucksCredits.id, row.id), sql`${bucksCredits.remaining} >= ${take.toFixed(2)}`))
      .returning({ id: bucksCredits.id });
    if (!taken) continue;
    await tx.insert(bucksSpends).values({ creditId: row.id, ref, amount: take.toFixed(2), createdAt: now });
    left = left.minus(take);
  }
  if (left.greaterThan(0))
    throw new ServiceError('rule', 'You do not have that many bucks left. Lower the bucks to use.', { field: 'bucks', data: { reason: 'bucks-spent' } });
}

/** Gives back every buck a payment took (a declined card); safe to repeat: the spends go with it. */
export async function giveBackBucks(tx: Tx, ref: string): Promise<void> {
  const spends = await tx.delete(bucksSpends).where(eq(bucksSpends.ref, ref)).returning();
  for (const s of spends) {
    await tx
      .update(bucksCredits)
      .set({ remaining: sql`least(${bucksCredits.amount}, ${bucksCredits.remaining} + ${s.amount})` })
      .where(eq(bucksCredits.id, s.creditId));
  }
}

/** A pending, unexpired coupon of the player by code, or a 400 naming couponCode. */
export async function usableCoupon(tx: Tx, playerId: number, code: string, now: Date): Promise<CouponRow> {
  const [row] = await tx
    .select()
    .from(playerCoupons)
    .where(and(eq(playerCoupons.playerId, playerId), sql`upper(${playerCoupons.code}) = upper(${code})`));
  if (!row) throw refused('couponCode', `There is no coupon ${code} on your account. Check the code.`, { reason: 'coupon-unknown', code });
  if (row.status === 1) throw refused('couponCode', `The coupon ${row.code} has already been used.`, { reason: 'coupon-used', code: row.code });
  if (row.expiresAt && row.expiresAt <= now) throw refused('couponCode', `The coupon ${row.code} has expired.`, { reason: 'coupon-expired', code: row.code });
  return row;
}

/** Uses a coupon once: a conditional update from pending to used, so two payments cannot both use it. */
export async function spendCoupon(tx: Tx, couponId: number, ref: string, now: Date): Promise<void> {
  const [used] = await tx
    .update(playerCoupons)
    .set({ status: 1, usedRef: ref, usedAt: now })
    .where(and(eq(playerCoupons.id, couponId), eq(playerCoupons.status, 0), or(isNull(playerCoupons.expiresAt), gt(playerCoupons.expiresAt, now))))
    .returning({ id: playerCoupons.id });
  if (!used) throw refused('couponCode', 'This coupon has just been used or has expired.', { reason: 'coupon-taken' });
}

/** Makes a coupon pending again after the payment that used it failed. */
export async function giveBackCoupon(tx: Tx, ref: string): Promise<void> {
  await tx.update(playerCoupons).set({ status: 0, usedRef: null, usedAt: null }).where(eq(playerCoupons.usedRef, ref));
}

/** The discount a coupon gives on `price` (never more than the price), in the currency's digits. */
export function couponDiscount(coupon: CouponRow, price: Decimal, digits: number): Decimal {
  const off = coupon.kind === 'percent' ? price.times(coupon.value).dividedBy(100).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP) : new Decimal(coupon.value);
  return Decimal.min(off, price);
}
