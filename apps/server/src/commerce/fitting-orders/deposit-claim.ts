import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { DepositResult } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { closeCart, nextOrderNumber, type Tx } from './deposit-deps.ts';
import { closedReason, depositFigures, moneyText, type ClubOrderRow } from './club-order-rules.ts';
import { addressIn } from './club-order-view.ts';
import { holdDiscounts, releaseDiscounts } from './deposit-holds.ts';
import type { ClubShopper } from './fitting-orders.service.ts';
import { ownOrder } from './fitting-orders.service.ts';
import { moveClubOrder } from './club-order-lifecycle.ts';
import { customClubOrders } from './fitting-orders.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

export interface DepositInput {
  order_increment_id: string;
  set_information?: { billing_address?: Parameters<typeof addressIn>[0]; shipping_address?: Parameters<typeof addressIn>[0]; is_pickup?: boolean };
  coupon_used?: { code: string; discount: string | number };
  giftvoucher_deposit_used?: { code: string; amount: string | number };
}

type Claim = { kind: 'claimed'; order: ClubOrderRow; figures: ReturnType<typeof depositFigures> } | { kind: 'busy' } | { kind: 'closed'; order: ClubOrderRow };

/**
 * Starts a deposit payment in one transaction with the order row locked: applies set_information,
 * checks the addresses, holds the coupon and gift code, checks the amount the client shows, and
 * moves the order to `paying` (or `financing`) until `leaseMs` from now. Of any number of
 * concurrent calls one claims; the others see it busy. A payment whose lease lapsed (its process
 * died) is given back first, so the order can be paid again.
 */
export async function claimForPayment(
  ctx: Ctx,
  shopper: ClubShopper,
  input: DepositInput,
  to: 'paying' | 'financing',
  leaseMs: number,
  expect: (due: Decimal) => void,
  tokenHash: string | null,
): Promise<Claim> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    let order = await ownOrder(tx, shopper.customer.id, input.order_increment_id, true);
    const reason = closedReason(order, now);
    if (reason) return order.status === 'paying' ? { kind: 'busy' as const } : { kind: 'closed' as const, order };
    if (order.status !== 'pending') {
      await releaseLapsed(tx, order);
      order = await ownOrder(tx, shopper.customer.id, input.order_increment_id, true);
    }
    const info = input.set_information;
    if (info?.billing_address) order.billingAddress = addressIn(info.billing_address);
    if (info?.is_pickup) Object.assign(order, { isPickup: true, shippingAddress: order.centerAddress });
    else if (info?.shipping_address) Object.assign(order, { isPickup: false, shippingAddress: addressIn(info.shipping_address) });
    if (!order.billingAddress)
      throw new ServiceError('rule', 'Add the billing address before paying the deposit.', { field: 'billing_address', data: { reason: 'billing_missing' } });
    if (!order.isPickup && !order.shippingAddress)
      throw new ServiceError('rule', 'Add the shipping address, or choose pickup at the center, before paying the deposit.', {
        field: 'shipping_address',
        data: { reason: 'shipping_missing' },
      });
    await tx
      .update(customClubOrders)
      .set({ billingAddress: order.billingAddress, shippingAddress: order.shippingAddress, isPickup: order.isPickup })
      .where(eq(customClubOrders.id, order.id));
    const figures = await holdDiscounts(tx, order, input, now);
    expect(figures.due);
    // The row is locked (ownOrder … for update), so the move cannot lose a race here.
    const claimed = await moveClubOrder(tx, order, to === 'paying' ? 'pay' : 'finance', {
      attempt: sql`${customClubOrders.attempt} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      depositCharged: figures.due.toFixed(4),
      depositTokenHash: tokenHash,
    });
    return { kind: 'claimed' as const, order: claimed!, figures };
  });
}

/** Gives back a payment that never finished (lease over): its coupon and gift amount. The lender expires its own checkouts. */
async function releaseLapsed(tx: Tx, order: ClubOrderRow) {
  await releaseDiscounts(tx, order);
}

/** Marks the deposit paid and places the order for the balance, paid by check/money order (checkmo) on delivery. */
export async function placeBalanceOrder(
  tx: Tx,
  order: ClubOrderRow,
  fields: Partial<typeof customClubOrders.$inferInsert>,
  now: Date,
  status: 'ordered' | 'financed' = 'ordered',
) {
  const number = await nextOrderNumber(tx);
  const figures = depositFigures(order, order.discount, order.giftUsed);
  // From the status as it is now (a lapsed lease may have been released meanwhile), for this attempt only.
  const [current] = await tx.select({ status: customClubOrders.status }).from(customClubOrders).where(eq(customClubOrders.id, order.id)).for('update');
  const row = await moveClubOrder(
    tx,
    { id: order.id, status: current!.status },
    status === 'ordered' ? 'paid' : 'financed',
    { ...fields, orderNumber: number, balance: figures.balance.toFixed(4), balanceMethod: 'checkmo', paidAt: now, leaseUntil: null },
    eq(customClubOrders.attempt, order.attempt),
  );
  if (order.cartId) await closeCart(tx, { id: order.cartId });
  return row!;
}

/** The answer of a deposit call for an order in its current state. */
export function resultOf(order: ClubOrderRow, extra: Partial<DepositResult> = {}): DepositResult {
  const f = depositFigures(order, order.discount, order.giftUsed);
  const m = (v: Decimal) => moneyText(v, order.currency);
  const isPaid = order.status === 'ordered' || order.status === 'financed' || order.status === 'shipped';
  return {
    status: isPaid ? 'succeeded' : 'requires_action',
    message: isPaid ? `Deposit paid. The balance of ${m(f.balance)} ${order.currency} is due on delivery.` : 'Finish the payment.',
    order_increment_id: order.incrementId,
    order_number: order.orderNumber,
    currency: order.currency,
    deposit_paid: m(new Decimal(order.depositCharged)),
    gift_used: m(f.gift),
    discount: m(f.discount),
    balance: m(f.balance),
    balance_method: isPaid ? 'checkmo' : null,
    total: m(f.total),
    challenge_url: null,
    redirect_url: null,
    checkout_token: null,
    ...extra,
  };
}

/** Waits for a payment another request is making on this order, then reads where it ended. */
export async function waitForPayment(ctx: Ctx, shopper: ClubShopper, incrementId: string, timeoutMs = 30_000): Promise<ClubOrderRow> {
  const started = performance.now();
  for (;;) {
    const order = await ownOrder(ctx.db, shopper.customer.id, incrementId);
    if (order.status !== 'paying' || performance.now() - started > timeoutMs) return order;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

export { releaseDiscounts };
