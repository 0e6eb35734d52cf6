import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { DepositResult, FinancedDepositRequest } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { financingGatewayOf } from '../../platform/payments/index.ts';
import { closedReason, moneyText } from './club-order-rules.ts';
import { claimForPayment, placeBalanceOrder, releaseDiscounts, resultOf } from './deposit-claim.ts';
import { ownOrder, type ClubShopper } from './fitting-orders.service.ts';
import { moveClubOrder } from './club-order-lifecycle.ts';
import { customClubOrders } from './fitting-orders.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** How long the customer has to answer at the lender before the order can be paid another way. */
const APPLICATION_MS = 30 * 60_000;

/**
 * POST tecfit/payment/affirm/deposit-take-payment. Without a checkout token it opens a financing
 * application for the deposit at the lender and answers `redirect` with the lender's page; the order
 * waits in `financing`. With the checkout token the lender gave back, it authorizes the loan and
 * places the order for the balance (checkmo); a declined or expired application gives the coupon and
 * gift code back and the order can be paid another way. The loan is captured when the clubs ship.
 */
export async function takeFinancedDeposit(ctx: Ctx, shopper: ClubShopper, input: FinancedDepositRequest, baseUrl: string): Promise<DepositResult> {
  const lender = financingGatewayOf(ctx);
  const request = input.deposit_request;
  if (request.checkout_token) return authorizeFinancing(ctx, shopper, input.order_increment_id, request.checkout_token);

  const claim = await claimForPayment(
    ctx,
    shopper,
    input,
    'financing',
    APPLICATION_MS,
    (due) => {
      if (request.amount !== undefined && !due.equals(new Decimal(request.amount)))
        throw new ServiceError('invalid', `The deposit to pay is now ${due.toFixed(2)}. Check the amount and pay again.`, { field: 'deposit_request.amount' });
      if (due.lessThan(lender.limits.min) || due.greaterThan(lender.limits.max)) {
        throw new ServiceError('rule', `Financing is offered for deposits from ${lender.limits.min} to ${lender.limits.max}. Pay this deposit by card.`, {
          field: 'deposit_request',
        });
      }
    },
    null,
  );
  if (claim.kind !== 'claimed')
    throw closedReason(claim.kind === 'closed' ? claim.order : await ownOrder(ctx.db, shopper.customer.id, input.order_increment_id), new Date(0))!;
  const { order, figures } = claim;
  const page = `/fitting/orders/${encodeURIComponent(order.incrementId)}`;
  const checkout = await lender.openCheckout({
    merchantRef: order.incrementId,
    amount: figures.due.toFixed(2),
    currency: order.currency,
    confirmUrl: new URL(request.confirm_url ?? `${page}?financing=approved`, baseUrl).toString(),
    cancelUrl: new URL(request.cancel_url ?? page, baseUrl).toString(),
    baseUrl,
    expiresAt: order.leaseUntil!,
  });
  return resultOf(order, {
    status: 'redirect',
    message: 'Continue at the lender to choose a plan.',
    redirect_url: checkout.redirectUrl,
    checkout_token: checkout.checkoutToken,
    deposit_paid: moneyText(0, order.currency),
  });
}

async function authorizeFinancing(ctx: Ctx, shopper: ClubShopper, incrementId: string, checkoutToken: string): Promise<DepositResult> {
  const order = await ownOrder(ctx.db, shopper.customer.id, incrementId);
  if (order.status === 'financed' || order.status === 'shipped') {
    if (order.depositChargeId && order.depositMethod === 'affirm') return resultOf(order, { message: 'The deposit was already financed.' });
  }
  if (order.status !== 'financing')
    throw (
      closedReason(order, new Date(0)) ??
      new ServiceError('rule', 'This order has no open financing application. Apply again.', { field: 'deposit_request.checkout_token' })
    );
  const charge = await financingGatewayOf(ctx).authorize(checkoutToken, order.incrementId, ctx.clock.now());
  if (charge.status === 'authorized') {
    const placed = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx.select().from(customClubOrders).where(eq(customClubOrders.id, order.id)).for('update');
      if (row!.status !== 'financing') return row!;
      return placeBalanceOrder(tx, row!, { depositMethod: 'affirm', depositChargeId: charge.chargeId }, ctx.clock.now(), 'financed');
    });
    return resultOf(placed);
  }
  if (charge.status === 'unknown') throw invalid('deposit_request.checkout_token', 'The lender does not know this checkout token. Apply for financing again.');
  if (charge.status === 'open') throw new ServiceError('rule', charge.message, { field: 'deposit_request.checkout_token' });
  // Declined or expired: the hold is given back and the deposit can be paid another way.
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(customClubOrders).where(eq(customClubOrders.id, order.id)).for('update');
    if (row!.status === 'financing') await releaseDiscounts(tx, row!);
  });
  throw new ServiceError('rule', charge.message, { field: 'deposit_request', code: 'FINANCING_DECLINED' });
}

/**
 * The clubs shipped (back office): the order becomes shipped and a financed deposit's loan is
 * captured at the lender, once. Only a paid order ships.
 */
export async function shipCustomClubOrder(ctx: Ctx, incrementId: string): Promise<{ order_increment_id: string; status: string; captured: boolean }> {
  const [order] = await ctx.db.select().from(customClubOrders).where(eq(customClubOrders.incrementId, incrementId));
  if (!order) throw notFound(`The custom club order "${incrementId}"`);
  if (order.status === 'shipped') return { order_increment_id: incrementId, status: 'shipped', captured: order.depositMethod === 'affirm' };
  if (order.status !== 'ordered' && order.status !== 'financed')
    throw new ServiceError('rule', 'Only an order whose deposit is paid can ship.', { field: 'order_increment_id' });
  let captured = false;
  if (order.status === 'financed') {
    const charge = await financingGatewayOf(ctx).capture(order.incrementId);
    if (!charge) throw new ServiceError('rule', 'The lender has no authorized loan for this order to capture.');
    captured = true;
  }
  await moveClubOrder(ctx.db, order, 'shipped', { shippedAt: ctx.clock.now() });
  return { order_increment_id: incrementId, status: 'shipped', captured };
}
