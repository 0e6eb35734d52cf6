import { and, desc, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { cardGatewayOf } from '../../platform/payments/index.ts';
import { listAddresses } from '../addresses/index.ts';
import { addProducts, carts, createSideCart, itemRequestOf, LOCAL_PICKUP, type AddressSnapshot } from '../cart/index.ts';
import { ensureCustomer } from '../customer/index.ts';
import { customers } from '../customer/index.ts';
import { payments } from '../payments/index.ts';
import { orders } from '../orders/index.ts';
import { findStore } from '../store/index.ts';
import { placeOrder } from './place-order.service.ts';
import { paymentChoiceOf } from './payment-method.service.ts';

export interface PortalPaymentStatus {
  requestId: string;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed';
  orderNumber: string | null;
  total: string;
  currency: string;
  message: string | null;
  /** The gateway's reason for a failed payment, for the screen to word. */
  declineCode: string | null;
  challengeUrl: string | null;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * A purchase made from the portal (recommended gear, renewals): shop products, paid with a card token,
 * for the buyer or a family member. It is a shop order like any other, on a cart of its own so the
 * customer's shop cart is untouched; billed (and, for goods, picked up) at the default address.
 */
export async function purchaseForPortal(
  ctx: Ctx,
  input: {
    email: string;
    firstname: string;
    lastname: string;
    storeCode: string;
    items: { sku: string; quantity: number }[];
    cardToken: string;
    studentName: string | null;
    baseUrl: string;
    returnPath: string;
  },
): Promise<PortalPaymentStatus> {
  const store = findStore(input.storeCode)!;
  const customer = await ensureCustomer(ctx.db, input);
  const book = await listAddresses(ctx.db, customer.id);
  const billing = book.find((a) => a.isDefaultBilling);
  if (!billing) throw new ServiceError('rule', 'Add a billing address to your shop address book before paying.', { field: 'billingAddress' });
  const address: AddressSnapshot = { ...billing, customerAddressId: billing.id, customerNotes: null, pickupLocationCode: null };
  const cart = await createSideCart(ctx.db, customer, store, 'portal', input.studentName);
  const shopper = { customer, store };
  const { cart: filled, userErrors } = await addProducts(
    ctx,
    shopper,
    cart.maskedId,
    input.items.map((i) => itemRequestOf({ sku: i.sku, quantity: i.quantity })),
  );
  if (userErrors.length) {
    await ctx.db.update(carts).set({ isActive: false }).where(eq(carts.id, cart.id));
    throw new ServiceError('rule', `${input.items.length > 1 ? 'An item cannot be bought: ' : ''}${userErrors[0]!.message}`, { field: 'items' });
  }
  const payment = paymentChoiceOf({ code: 'authnetcim', authnetcim: { acceptjs_value: input.cardToken, acceptjs_key: 'COMMON.ACCEPT.INAPP.PAYMENT' } });
  await ctx.db
    .update(carts)
    .set({
      billingAddress: address,
      ...(filled.totals.isVirtual
        ? {}
        : { shippingAddress: address, shippingMethod: { carrierCode: LOCAL_PICKUP.carrierCode, methodCode: LOCAL_PICKUP.methodCode } }),
      paymentMethod: payment,
    })
    .where(eq(carts.id, cart.id));
  try {
    await placeOrder(ctx, shopper, cart.maskedId);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.opts.code !== 'UNABLE_TO_PLACE_ORDER') throw error;
  }
  const [latest] = await ctx.db.select().from(payments).where(eq(payments.cartId, cart.id)).orderBy(desc(payments.createdAt)).limit(1);
  if (!latest) throw new ServiceError('rule', 'The purchase could not be placed. Check the items and try again.');
  if (latest.status === 'failed' && latest.failureCode === 'authentication_required')
    return challenge(ctx, latest, input.cardToken, input.baseUrl, input.returnPath);
  return statusOf(ctx, latest);
}

/**
 * The issuer wants 3-D Secure: the declined attempt becomes the purchase's pending request, with the
 * bank's challenge page. The cart keeps its order number (the authentication is made for it) and
 * its items; /api/payment/status completes the purchase once the cardholder has answered.
 */
async function challenge(ctx: Ctx, attempt: PaymentRow, cardToken: string, baseUrl: string, returnPath: string): Promise<PortalPaymentStatus> {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.id, attempt.cartId));
  const returnUrl = new URL(returnPath, baseUrl);
  returnUrl.searchParams.set('requestId', attempt.id);
  const mpi = await cardGatewayOf(ctx).authenticateToken({
    token: cardToken,
    merchantRef: cart!.reservedOrderId!,
    amount: attempt.amount,
    currency: attempt.currency,
    callbackUrl: returnUrl.toString(),
    baseUrl,
  });
  if (mpi.TransStatus !== 'C' || !mpi.ChallengeURL) {
    // Refused outright (or not enrolled after all): the decline stands and the cart closes.
    const message = mpi.error_message ?? 'Your bank refused to verify this card. Use another card.';
    const [row] = await ctx.db
      .update(payments)
      .set({ failureCode: 'authentication_failed', failureMessage: message, updatedAt: ctx.clock.now() })
      .where(eq(payments.id, attempt.id))
      .returning();
    await ctx.db.update(carts).set({ isActive: false }).where(eq(carts.id, attempt.cartId));
    return statusOf(ctx, row!);
  }
  const [row] = await ctx.db
    .update(payments)
    .set({
      status: 'requires_action',
      challengeUrl: mpi.ChallengeURL,
      threeDsTransId: mpi.ThreeDSServerTransId,
      failureCode: null,
      failureMessage: null,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(payments.id, attempt.id))
    .returning();
  return statusOf(ctx, row!);
}

/**
 * A pending 3-D Secure purchase after the challenge: authenticated, the order is placed and charged
 * (once, however many polls arrive together: placeOrder holds the cart) and its outcome is recorded
 * on this request, the retry's own row folded into it; refused, the request fails and the cart
 * closes; still open, nothing changes.
 */
async function completeChallenge(ctx: Ctx, p: PaymentRow, customer: { id: number; email: string; firstname: string; lastname: string }): Promise<PaymentRow> {
  const state = p.threeDsTransId ? await cardGatewayOf(ctx).authenticationStatus(p.threeDsTransId) : null;
  if (state === 'C') return p;
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.id, p.cartId));
  if (state !== 'Y' && state !== 'A') {
    const [row] = await ctx.db
      .update(payments)
      .set({
        status: 'failed',
        challengeUrl: null,
        failureCode: 'authentication_failed',
        failureMessage: 'Your bank could not verify this card. Use another card.',
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'requires_action')))
      .returning();
    await ctx.db.update(carts).set({ isActive: false }).where(eq(carts.id, p.cartId));
    return row ?? (await paymentRow(ctx, p.id));
  }
  try {
    await placeOrder(ctx, { customer, store: findStore(cart!.storeCode)! }, cart!.maskedId);
  } catch (error) {
    if (!(error instanceof ServiceError) || (error.opts.code !== 'UNABLE_TO_PLACE_ORDER' && error.opts.code !== 'CART_NOT_ACTIVE')) throw error;
  }
  return ctx.db.transaction(async (tx) => {
    const [retry] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.cartId, p.cartId), ne(payments.id, p.id)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!retry) return (await tx.select().from(payments).where(eq(payments.id, p.id)))[0]!;
    await tx.delete(payments).where(eq(payments.id, retry.id));
    const { status, orderId, gatewayChargeId, threeDsTransId, ccType, ccLast4, ccExpMonth, ccExpYear, failureCode, failureMessage } = retry;
    const [row] = await tx
      .update(payments)
      .set({
        status,
        orderId,
        gatewayChargeId,
        threeDsTransId,
        ccType,
        ccLast4,
        ccExpMonth,
        ccExpYear,
        failureCode,
        failureMessage,
        challengeUrl: null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(payments.id, p.id))
      .returning();
    if (status === 'failed') await tx.update(carts).set({ isActive: false }).where(eq(carts.id, p.cartId));
    return row!;
  });
}

async function paymentRow(ctx: Ctx, id: string): Promise<PaymentRow> {
  return (await ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;
}

async function statusOf(ctx: Ctx, p: typeof payments.$inferSelect): Promise<PortalPaymentStatus> {
  const [order] = p.orderId ? await ctx.db.select({ number: orders.number }).from(orders).where(eq(orders.id, p.orderId)) : [];
  return {
    requestId: p.id,
    status: p.status,
    orderNumber: order?.number ?? null,
    total: p.amount,
    currency: p.currency,
    message: p.failureMessage,
    declineCode: p.status === 'failed' ? (p.failureCode ?? 'card_declined') : null,
    challengeUrl: p.status === 'requires_action' ? p.challengeUrl : null,
  };
}

/** A payment request of the shop customer of this e-mail; another customer's is not found. */
export async function paymentStatus(ctx: Ctx, email: string, requestId: string): Promise<PortalPaymentStatus> {
  const [row] = await ctx.db
    .select({ p: payments, c: customers })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(and(eq(payments.id, requestId), eq(customers.email, email.toLowerCase())));
  if (!row) throw new ServiceError('not-found', 'Payment request was not found.');
  return statusOf(ctx, row.p.status === 'requires_action' ? await completeChallenge(ctx, row.p, row.c) : row.p);
}
