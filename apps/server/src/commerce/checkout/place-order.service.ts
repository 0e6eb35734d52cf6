import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { cartById, cartErrors, cartForCustomer, claimPlacement, releasePlacement, type Shopper } from '../cart/index.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { latestPaymentOfCart, type PaymentAttempt } from '../payments/index.ts';
import { chargeOrder, prepareOrder, type FilledSideCart } from './order-steps.ts';
import { orderOfCart, unableToPlace } from './placement-rules.ts';
import { runPaidHooks } from './order-hooks.ts';

/** How long one request may hold a cart's placement before another may take it over (a crashed process). */
export const PLACEMENT_LEASE_SECONDS = 60;
const WAIT_MS = 25_000;

/**
 * Places a cart's order exactly once. Concurrent and repeated calls (double click, retry, a second
 * tab) wait for the one that holds the cart and answer its order; when that one's payment was
 * declined they answer the decline. Stock and coupon uses are taken in the order's transaction;
 * a declined card gives them back, deletes the unpaid order and leaves the cart as it was.
 */
export async function placeOrder(ctx: Ctx, shopper: Shopper, maskedId: string, locale?: Locale): Promise<OrderRow> {
  return (await placeAndCharge(ctx, shopper, maskedId, locale)).order;
}

/**
 * placeOrder, answering the card payment it recorded too (when it charged one). A side cart its
 * caller has just filled (`sideCart`) may come with its placement lease taken when it was made.
 */
export async function placeAndCharge(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  locale?: Locale,
  sideCart?: FilledSideCart,
): Promise<{ order: OrderRow; payment?: PaymentAttempt }> {
  let cart = sideCart?.cart ?? (await cartForCustomer(ctx.db, maskedId, shopper.customer, shopper.store, { allowInactive: true }));
  const customer = shopper.customer as CommerceCustomer;
  const started = ctx.clock.now(); // payment attempts are stamped by the same clock
  const deadline = Date.now() + WAIT_MS;
  let waited = false;
  for (;;) {
    const existing = sideCart ? undefined : await orderOfCart(ctx.db, cart.id);
    if (existing && existing.status !== 'pending_payment') return { order: existing };
    if (!cart.isActive) throw cartErrors.inactive();
    if (waited) {
      const failed = await latestPaymentOfCart(ctx.db, cart.id, started);
      if (failed?.status === 'failed') throw unableToPlace(failed.failureMessage ?? 'The payment was declined.');
    }
    const claimed = sideCart?.cart.placingUntil ? sideCart.cart : await claimPlacement(ctx.db, cart.id, PLACEMENT_LEASE_SECONDS);
    if (claimed) {
      cart = claimed;
      break;
    }
    if (Date.now() > deadline) throw cartErrors.busy();
    waited = true;
    await new Promise((r) => setTimeout(r, 50));
    cart = (await cartById(ctx.db, cart.id))!;
  }
  try {
    // Without the customer's language (a renewal run by a job), the store's own.
    const prepared = await prepareOrder(ctx, customer, cart, locale ?? (shopper.store.code === 'JP' ? 'ja' : 'en'), sideCart && { cart, read: sideCart.read });
    const placed = prepared.order.status === 'pending_payment' ? await chargeOrder(ctx, prepared) : { order: prepared.order };
    await runPaidHooks(ctx, placed.order, cart, prepared.lines);
    return placed;
  } catch (error) {
    // A placed order closed the cart, and its lease with it; a failed placement gives the cart back.
    await releasePlacement(ctx.db, cart.id);
    throw error;
  }
}
