import { and, eq, sql } from 'drizzle-orm';
import { ServiceError } from '../../platform/errors.ts';
import { todayIn } from '../catalogue/index.ts';
import { findStore } from '../store/index.ts';
import type { CartRow, Tx } from './cart-access.ts';
import { cartRules, couponUsage, coupons } from './cart-rules.tables.ts';

const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";
/** Every refused coupon says the same (Magento's words, which tell no guesser which codes exist), with a stable reason. */
export const invalidCoupon = (kind: 'not-found' | 'rule' = 'not-found') => new ServiceError(kind, INVALID_COUPON, { data: { reason: 'coupon_not_valid' } });

/**
 * The coupon of a code when the customer may use it on this cart now: the rule is active in the
 * cart's store and dates, and neither the coupon's usage limit nor the customer's is reached.
 */
export async function usableCoupon(tx: Tx, cart: CartRow, code: string, now: Date): Promise<typeof coupons.$inferSelect> {
  const [row] = await tx
    .select({ coupon: coupons, rule: cartRules })
    .from(coupons)
    .innerJoin(cartRules, eq(cartRules.id, coupons.ruleId))
    .where(sql`lower(${coupons.code}) = lower(${code.trim()})`);
  if (!row) throw invalidCoupon();
  const { coupon, rule } = row;
  const today = todayIn(findStore(cart.storeCode)!.timezone, now);
  if (!rule.isActive || rule.couponType !== 'specific' || !rule.storeCodes.includes(cart.storeCode)) throw invalidCoupon();
  if ((rule.fromDate && today < rule.fromDate) || (rule.toDate && today > rule.toDate) || (coupon.expiresOn && today > coupon.expiresOn)) throw invalidCoupon();
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) throw invalidCoupon();
  const perCustomer = coupon.usagePerCustomer ?? rule.usesPerCustomer;
  if (perCustomer !== null) {
    const [used] = await tx
      .select()
      .from(couponUsage)
      .where(and(eq(couponUsage.couponId, coupon.id), eq(couponUsage.customerId, cart.customerId)));
    if ((used?.timesUsed ?? 0) >= perCustomer) throw invalidCoupon();
  }
  return coupon;
}

/**
 * Counts a coupon's use by an order, in the order's transaction. The conditional updates are the
 * guard: when the last use was taken meanwhile, no row changes and the order is refused.
 */
export async function spendCoupon(tx: Tx, couponId: number, customerId: number, perCustomer: number | null): Promise<boolean> {
  const spent = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`))
    .returning({ id: coupons.id });
  if (!spent.length) return false;
  const [usage] = await tx
    .insert(couponUsage)
    .values({ couponId, customerId, timesUsed: 1 })
    .onConflictDoUpdate({ target: [couponUsage.couponId, couponUsage.customerId], set: { timesUsed: sql`${couponUsage.timesUsed} + 1` } })
    .returning();
  return perCustomer === null || usage!.timesUsed <= perCustomer;
}

/** Gives a coupon's use back (the order's payment failed). */
export async function returnCoupon(tx: Tx, couponId: number, customerId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
    .where(eq(coupons.id, couponId));
  await tx
    .update(couponUsage)
    .set({ timesUsed: sql`greatest(${couponUsage.timesUsed} - 1, 0)` })
    .where(and(eq(couponUsage.couponId, couponId), eq(couponUsage.customerId, customerId)));
}
