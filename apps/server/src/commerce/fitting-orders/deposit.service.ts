import Decimal from 'decimal.js';
import type { CardDepositRequest, DepositResult, ZeroDepositRequest } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { sha256 } from '../../platform/crypto.ts';
import { invalid, refused, ServiceError } from '../../platform/errors.ts';
import { cardsOfStore, chargePayment } from '../payments/index.ts';
import { assertOpen, closedReason, depositFigures, moneyText, type ClubOrderRow } from './club-order-rules.ts';
import { claimForPayment, placeBalanceOrder, releaseDiscounts, resultOf, waitForPayment } from './deposit-claim.ts';
import { couponDiscount, quoteOf, usableGiftCode } from './deposit-holds.ts';
import { ownOrder, type ClubShopper } from './fitting-orders.service.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** How long a card charge may hold an order before another request may take it over. */
const CHARGE_LEASE_MS = 2 * 60_000;

const sameAmount = (field: string, shown: string | number) => (due: Decimal) => {
  if (!due.equals(new Decimal(shown)))
    throw refused(field, `The deposit to pay is now ${due.toFixed(2)}. Check the amount and pay again.`, { reason: 'deposit_changed', amount: due.toFixed(2) });
};

/** POST tecfit/deposit/coupon/check: what a coupon takes off this order's deposit (nothing is spent). */
export async function checkDepositCoupon(ctx: Ctx, shopper: ClubShopper, input: { coupon_code: string; order_increment_id: string; mask_id?: string }) {
  return inTransaction(ctx.db, async (tx) => {
    const order = await ownOrder(tx, shopper.customer.id, input.order_increment_id);
    assertOpen(order, ctx.clock.now());
    const cart = await quoteOf(tx, order);
    if (input.mask_id && input.mask_id !== cart.maskedId) throw invalid('mask_id', 'This cart is not the quote of the order. Open the payment step again.');
    const f = depositFigures(order);
    const m = (v: Decimal) => moneyText(v, order.currency);
    try {
      const { discount, coupon } = await couponDiscount(tx, cart, order, input.coupon_code, ctx.clock.now());
      const valid = discount.greaterThan(0);
      return {
        is_valid: valid,
        message: valid ? `The coupon takes ${m(discount)} ${order.currency} off the deposit.` : 'This coupon does not apply to club deposits.',
        reason: valid ? null : 'coupon_not_for_deposit',
        coupon_code: coupon.code,
        discount: m(discount),
        deposit: m(f.deposit),
        deposit_due: m(depositFigures(order, discount).due),
      };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return {
        is_valid: false,
        message: error.message,
        // usableCoupon refuses every unusable code alike (Magento's one sentence), so one reason.
        reason: 'coupon_invalid',
        coupon_code: input.coupon_code,
        discount: m(new Decimal(0)),
        deposit: m(f.deposit),
        deposit_due: m(f.due),
      };
    }
  });
}

/** POST tecfit/deposit/gift-code/check: whether a gift code can pay part of this deposit, and how much. */
export async function checkDepositGiftCode(ctx: Ctx, shopper: ClubShopper, input: { gift_code: string; order_increment_id: string }) {
  return inTransaction(ctx.db, async (tx) => {
    const order = await ownOrder(tx, shopper.customer.id, input.order_increment_id);
    assertOpen(order, ctx.clock.now());
    const { gift, message, reason } = await usableGiftCode(tx, order, input.gift_code, ctx.clock.now());
    const usable = gift ? Decimal.min(new Decimal(gift.balance), new Decimal(order.deposit)) : new Decimal(0);
    return {
      is_valid: gift !== null,
      message,
      reason,
      gift_code_type: 'giftvoucher',
      sku: null,
      sku_id: null,
      sku_name: null,
      sku_visibility: null,
      balance: moneyText(gift?.balance ?? 0, order.currency),
      usable_amount: moneyText(usable, order.currency),
    };
  });
}

/** A closed order answers with its result when this very card paid it (a retry), otherwise its code. */
function answerClosed(order: ClubOrderRow, tokenHash: string | null, method: string): DepositResult {
  if (order.status === 'ordered' && order.depositMethod === method && order.depositTokenHash === tokenHash)
    return resultOf(order, { message: 'The deposit was already paid with this card.' });
  throw closedReason(order, new Date(0)) ?? new ServiceError('conflict', 'The deposit for this order was already paid.', { code: 1003 });
}

/**
 * POST tecfit/payment/deposit-take-payment: charges the deposit to a card token through the card
 * gateway, then places the order for the balance (checkmo). Charged once per order however many
 * requests arrive: one claims the order, the others wait for its outcome; the gateway also keeps
 * one charge per idempotency key. A card that needs 3-D Secure answers requires_action with the
 * issuer's challenge page; calling again with the same token after the challenge charges it.
 */
export async function takeCardDeposit(ctx: Ctx, shopper: ClubShopper, input: CardDepositRequest, baseUrl: string): Promise<DepositResult> {
  const request = input.deposit_request;
  const tokenHash = sha256(request.token);
  const claim = await claimForPayment(
    ctx,
    shopper,
    input,
    'paying',
    CHARGE_LEASE_MS,
    (due) => {
      sameAmount('deposit_request.amount', request.amount)(due);
      if (due.isZero())
        throw new ServiceError('rule', 'Nothing is left to pay on this deposit: use the zero-deposit payment.', {
          field: 'deposit_request',
          data: { reason: 'nothing_due' },
        });
    },
    tokenHash,
  );
  if (claim.kind === 'busy') {
    const settled = await waitForPayment(ctx, shopper, input.order_increment_id);
    if (settled.status === 'paying') throw closedReason(settled, ctx.clock.now())!;
    if (settled.status === 'pending')
      throw new ServiceError('rule', 'The deposit was not taken: the card payment made at the same time did not go through.', {
        field: 'deposit_request',
        data: { reason: 'concurrent_declined' },
      });
    return answerClosed(settled, tokenHash, 'card');
  }
  if (claim.kind === 'closed') return answerClosed(claim.order, tokenHash, 'card');

  const { order, figures } = claim;
  const { gateway, method } = cardsOfStore(ctx, order.storeCode);
  const amount = moneyText(figures.due, order.currency);
  const { charge } = await chargePayment(ctx, {
    purpose: 'club_deposit',
    reference: `club-order:${order.id}`,
    method,
    amount,
    currency: order.currency,
    idempotencyKey: `club-deposit:${order.id}:${order.attempt}`,
    customerId: order.customerId,
    token: request.token,
    authenticationId: await gateway.authenticationFor(order.incrementId, request.token),
  });
  const now = ctx.clock.now();
  if (charge.status === 'approved') {
    const placed = await inTransaction(ctx.db, (tx) =>
      placeBalanceOrder(tx, order, { depositMethod: 'card', depositChargeId: charge.chargeId, ccType: charge.brand, ccLast4: charge.last4 }, now),
    );
    return resultOf(placed);
  }
  await inTransaction(ctx.db, (tx) => releaseDiscounts(tx, order));
  if (charge.declineCode === 'authentication_required') {
    const callback = new URL(request.challenge_callback_url ?? `/fitting/orders/${encodeURIComponent(order.incrementId)}`, baseUrl);
    const mpi = await gateway.authenticateToken({
      token: request.token,
      merchantRef: order.incrementId,
      amount,
      currency: order.currency,
      callbackUrl: callback.toString(),
      baseUrl,
    });
    if (mpi.TransStatus === 'C' && mpi.ChallengeURL) {
      return resultOf(order, {
        status: 'requires_action',
        message: 'Verify the payment with your bank, then pay again.',
        challenge_url: mpi.ChallengeURL,
        deposit_paid: moneyText(0, order.currency),
      });
    }
    throw new ServiceError('rule', mpi.error_message ?? 'Your bank refused to verify this card. Use another card.', {
      field: 'deposit_request.token',
      code: 'PAYMENT_DECLINED',
      data: { declineCode: 'authentication_failed' },
    });
  }
  throw new ServiceError('rule', charge.message, { field: 'deposit_request.token', code: 'PAYMENT_DECLINED', data: { declineCode: charge.declineCode } });
}

/**
 * POST tecfit/payment/zero-deposit-take-payment: an order whose deposit is nothing (or fully paid by
 * a coupon and a gift code) is placed without a deposit request; the balance is due on delivery.
 */
export async function takeZeroDeposit(ctx: Ctx, shopper: ClubShopper, input: ZeroDepositRequest): Promise<DepositResult> {
  const claim = await claimForPayment(
    ctx,
    shopper,
    input,
    'paying',
    CHARGE_LEASE_MS,
    (due) => {
      if (!due.isZero())
        throw new ServiceError('rule', `This order has a deposit of ${due.toFixed(2)} to pay: pay it by card or financing.`, {
          field: 'deposit_request',
          data: { reason: 'deposit_due', amount: due.toFixed(2) },
        });
    },
    null,
  );
  const answer = (order: ClubOrderRow) => {
    if (order.status === 'ordered' && order.depositMethod === 'free') return resultOf(order, { message: 'This order was already placed.' });
    throw closedReason(order, new Date(0)) ?? new ServiceError('rule', 'The order was not placed. Try again.');
  };
  if (claim.kind === 'busy') return answer(await waitForPayment(ctx, shopper, input.order_increment_id));
  if (claim.kind === 'closed') return answer(claim.order);
  return resultOf(await inTransaction(ctx.db, (tx) => placeBalanceOrder(tx, claim.order, { depositMethod: 'free' }, ctx.clock.now())));
}
