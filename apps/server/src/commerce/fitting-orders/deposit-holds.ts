import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { ServiceError, refused } from '../../platform/errors.ts';
import { cartRuleById, activeCartById, returnCoupon, spendCoupon, usableCoupon, type CartRow, type Tx } from '../cart/index.ts';
import { depositFigures, type ClubOrderRow } from './club-order-rules.ts';
import { moveClubOrder } from './club-order-lifecycle.ts';
import { customClubOrders, depositGiftCodes } from './fitting-orders.tables.ts';

/**
 * What a coupon takes off a deposit. Only whole-order coupons apply (no item conditions or SKU
 * limits: a deposit has no items of the catalogue): a percentage of the deposit, or a fixed
 * amount, never more than the deposit.
 */
export async function couponDiscount(tx: Tx, cart: CartRow, order: ClubOrderRow, code: string, now: Date) {
  const coupon = await usableCoupon(tx, cart, code, now);
  const rule = await cartRuleById(tx, coupon.ruleId);
  const deposit = new Decimal(order.deposit);
  const limited = (rule!.actionSkus?.length ?? 0) > 0 || Object.keys(rule!.conditions ?? {}).length > 0;
  const raw = limited
    ? new Decimal(0)
    : rule!.actionType === 'by_percent'
      ? deposit.times(rule!.discountAmount).dividedBy(100)
      : new Decimal(rule!.discountAmount);
  const discount = depositFigures(order, raw).discount;
  return { coupon, rule: rule!, discount };
}

/** Why a gift code cannot pay a deposit, a stable word the client words in its reader's language. */
export type GiftRefusal = 'gift_invalid' | 'gift_other_store' | 'gift_spent';

/** A gift code usable in the order's store and currency now, or why not (`reason`, with the English `message`). */
export async function usableGiftCode(
  tx: Tx,
  order: ClubOrderRow,
  code: string,
  now: Date,
): Promise<{ gift: typeof depositGiftCodes.$inferSelect; message: string; reason: null } | { gift: null; message: string; reason: GiftRefusal }> {
  const [gift] = await tx
    .select()
    .from(depositGiftCodes)
    .where(sql`lower(${depositGiftCodes.code}) = lower(${code.trim()})`);
  if (!gift || !gift.isActive || (gift.expiresAt && gift.expiresAt <= now))
    return { gift: null, message: "The gift code isn't valid. Check it and try again.", reason: 'gift_invalid' };
  if (!gift.storeCodes.includes(order.storeCode) || gift.currency !== order.currency)
    return { gift: null, message: 'This gift code cannot be used in this store.', reason: 'gift_other_store' };
  if (new Decimal(gift.balance).isZero()) return { gift: null, message: 'This gift code has no balance left.', reason: 'gift_spent' };
  return { gift, message: 'The gift code can pay part of the deposit.', reason: null };
}

/** The order's quote (converted clubs): coupons are checked against it, as Magento checks them against a cart. */
export async function quoteOf(tx: Tx, order: ClubOrderRow): Promise<CartRow> {
  const cart = order.cartId ? await activeCartById(tx, order.cartId) : undefined;
  if (!cart)
    throw new ServiceError('rule', 'Open the payment step of this order again: its clubs must be converted to a cart (convertCustomClubToCart) first.', {
      field: 'order_increment_id',
    });
  return cart;
}

/**
 * Takes the coupon use and the gift code amount for a payment about to start, in the payment's
 * transaction, with conditional updates (a coupon at its limit or a spent gift balance refuses),
 * and writes them on the order so a failed payment can give them back.
 */
export async function holdDiscounts(
  tx: Tx,
  order: ClubOrderRow,
  input: { coupon_used?: { code: string; discount: string | number }; giftvoucher_deposit_used?: { code: string; amount: string | number } },
  now: Date,
) {
  const cart = await quoteOf(tx, order);
  let discount = new Decimal(0);
  let couponId: number | null = null;
  let couponCode: string | null = null;
  if (input.coupon_used) {
    const checked = await couponDiscount(tx, cart, order, input.coupon_used.code, now);
    if (!checked.discount.greaterThan(0))
      throw refused('coupon_used', 'This coupon gives no discount on the deposit; pay without it.', { reason: 'coupon_not_for_deposit' });
    if (!checked.discount.equals(new Decimal(input.coupon_used.discount)))
      throw refused('coupon_used.discount', `The coupon now takes ${checked.discount.toFixed(2)} off the deposit. Check the amount and pay again.`, {
        reason: 'coupon_changed',
        amount: checked.discount.toFixed(2),
      });
    const perCustomer = checked.coupon.usagePerCustomer ?? checked.rule.usesPerCustomer;
    if (!(await spendCoupon(tx, checked.coupon.id, order.customerId, perCustomer)))
      throw new ServiceError('rule', "The coupon code isn't valid any more: it has been used up.", {
        field: 'coupon_used',
        data: { reason: 'coupon_used_up' },
      });
    discount = checked.discount;
    couponId = checked.coupon.id;
    couponCode = checked.coupon.code;
  }
  let giftUsed = new Decimal(0);
  let giftCode: string | null = null;
  if (input.giftvoucher_deposit_used) {
    const usable = await usableGiftCode(tx, order, input.giftvoucher_deposit_used.code, now);
    if (!usable.gift) throw refused('giftvoucher_deposit_used.code', usable.message, { reason: usable.reason });
    const gift = usable.gift;
    const wanted = new Decimal(input.giftvoucher_deposit_used.amount);
    const room = depositFigures(order, discount).deposit.minus(discount);
    if (wanted.lessThanOrEqualTo(0) || wanted.greaterThan(room))
      throw refused('giftvoucher_deposit_used.amount', `A gift code can pay between 0 and ${room.toFixed(2)} of this deposit.`, {
        reason: 'gift_amount_range',
        amount: room.toFixed(2),
      });
    const spent = await tx
      .update(depositGiftCodes)
      .set({ balance: sql`${depositGiftCodes.balance} - ${wanted.toFixed(4)}` })
      .where(and(eq(depositGiftCodes.id, gift.id), sql`${depositGiftCodes.balance} >= ${wanted.toFixed(4)}`))
      .returning({ id: depositGiftCodes.id });
    if (!spent.length)
      throw refused('giftvoucher_deposit_used.amount', `The gift code has less than ${wanted.toFixed(2)} left. Check its balance.`, {
        reason: 'gift_balance_short',
        amount: wanted.toFixed(2),
      });
    giftUsed = wanted;
    giftCode = gift.code;
  }
  await tx
    .update(customClubOrders)
    .set({ couponId, couponCode, discount: discount.toFixed(4), giftCode, giftUsed: giftUsed.toFixed(4) })
    .where(eq(customClubOrders.id, order.id));
  return depositFigures(order, discount, giftUsed);
}

/**
 * Gives back what a failed (or abandoned) payment held: the coupon use and the gift code amount.
 * Only the request that moves the order back to pending gives them back, so nothing is given twice.
 */
export async function releaseDiscounts(tx: Tx, order: ClubOrderRow): Promise<void> {
  const released = await moveClubOrder(tx, order, 'released', {
    leaseUntil: null,
    couponId: null,
    couponCode: null,
    discount: '0',
    giftCode: null,
    giftUsed: '0',
    depositCharged: '0',
    depositTokenHash: null,
  });
  if (!released) return;
  if (order.couponId) await returnCoupon(tx, order.couponId, order.customerId);
  if (order.giftCode && new Decimal(order.giftUsed).greaterThan(0)) {
    await tx
      .update(depositGiftCodes)
      .set({ balance: sql`${depositGiftCodes.balance} + ${order.giftUsed}` })
      .where(sql`lower(${depositGiftCodes.code}) = lower(${order.giftCode})`);
  }
}
