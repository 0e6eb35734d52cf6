import Decimal from 'decimal.js';
import { ServiceError } from '../../platform/errors.ts';
import { roundMoney } from '../catalogue/index.ts';
import type { customClubOrders } from './fitting-orders.tables.ts';

export type ClubOrderRow = typeof customClubOrders.$inferSelect;

/**
 * The club order codes of spec 001 §8. The spec names the range, not each code; here:
 * 1002 the order no longer exists (deleted): the client drops it from its list;
 * 1003 the deposit was already taken (by card, gift code or nothing to pay), or is being taken now;
 * 1004 the deposit was financed; 1005 a financing application is open at the lender;
 * 1006 the clubs have shipped.
 */
export const CLUB_ORDER_CODES = { gone: 1002, depositPaid: 1003, financed: 1004, financingOpen: 1005, shipped: 1006 } as const;

export const orderGone = () => new ServiceError('not-found', 'This custom club order no longer exists. It was deleted.', { code: CLUB_ORDER_CODES.gone });

/** Why an order cannot be paid (or changed) any more, or null when it is still open for payment. */
export function closedReason(order: ClubOrderRow, now: Date): ServiceError | null {
  const leaseOver = !order.leaseUntil || order.leaseUntil <= now;
  switch (order.status) {
    case 'pending':
      return null;
    case 'deleted':
      return orderGone();
    case 'paying':
      return leaseOver ? null : new ServiceError('conflict', 'The deposit for this order is being taken right now.', { code: CLUB_ORDER_CODES.depositPaid });
    case 'ordered':
      return new ServiceError('conflict', `The deposit for this order was already paid (order ${order.orderNumber}).`, {
        code: CLUB_ORDER_CODES.depositPaid,
        data: { number: order.orderNumber },
      });
    case 'financed':
      return new ServiceError('conflict', `The deposit for this order was already paid by financing (order ${order.orderNumber}).`, {
        code: CLUB_ORDER_CODES.financed,
        data: { number: order.orderNumber },
      });
    case 'financing':
      return leaseOver
        ? null
        : new ServiceError('conflict', 'A financing application for this deposit is open at the lender. Finish or cancel it there first.', {
            code: CLUB_ORDER_CODES.financingOpen,
          });
    case 'shipped':
      return new ServiceError('conflict', 'The clubs of this order have shipped; it is paid.', { code: CLUB_ORDER_CODES.shipped });
    default: {
      const unknown: never = order.status;
      throw new Error(`unknown club order status ${String(unknown)}`);
    }
  }
}

export function assertOpen(order: ClubOrderRow, now: Date): void {
  const reason = closedReason(order, now);
  if (reason) throw reason;
}

/**
 * The deposit arithmetic, exact to the currency's minor unit: the coupon comes off the deposit, a
 * gift code pays part of what is left, the card (or lender) pays the rest, and the balance is
 * what the deposit does not cover, so due + gift + balance = subtotal − discount.
 */
export function depositFigures(order: Pick<ClubOrderRow, 'subtotal' | 'deposit' | 'currency'>, discount: Decimal.Value = 0, giftUsed: Decimal.Value = 0) {
  const subtotal = new Decimal(order.subtotal);
  const deposit = new Decimal(order.deposit);
  const off = Decimal.min(roundMoney(new Decimal(discount), order.currency), deposit);
  const gift = Decimal.min(roundMoney(new Decimal(giftUsed), order.currency), deposit.minus(off));
  const due = deposit.minus(off).minus(gift);
  const balance = subtotal.minus(deposit);
  const total = subtotal.minus(off);
  return { subtotal, deposit, discount: off, gift, due, balance, total };
}

/** A money string as clients read it: fixed to the currency's minor unit. */
export const moneyText = (value: Decimal.Value, currency: string) => roundMoney(new Decimal(value), currency).toFixed(currency === 'JPY' ? 0 : 2);
