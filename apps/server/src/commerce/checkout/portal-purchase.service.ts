import type { Ctx } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { listAddresses } from '../addresses/index.ts';
import { cartById, addProducts, closeCart, createSideCart, itemRequestOf, LOCAL_PICKUP, type AddressSnapshot } from '../cart/index.ts';
import { ensureCustomer } from '../customer/index.ts';
import { customerById } from '../customer/index.ts';
import {
  awaitVerification,
  cardsOfStore,
  failPayment,
  foldRetryIntoRequest,
  latestPaymentOfCart,
  paymentById,
  type PaymentAttempt,
} from '../payments/index.ts';
import { orderById, type OrderRow } from '../orders/index.ts';
import { findStore } from '../store/index.ts';
import { PLACEMENT_LEASE_SECONDS, placeAndCharge, placeOrder } from './place-order.service.ts';
import { paymentChoiceOf } from './payment-method.service.ts';
import { PaymentDeclined } from './placement-rules.ts';

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

type PaymentRow = PaymentAttempt;

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
  const payment = paymentChoiceOf({ code: 'authnetcim', authnetcim: { acceptjs_value: input.cardToken, acceptjs_key: 'COMMON.ACCEPT.INAPP.PAYMENT' } });
  // Billed and paid as chosen from the start: the totals computed when the items go in are the ones placed (a virtual cart is taxed at its billing address).
  // Made with its placement lease taken: nobody else knows the cart, so nothing claims it after.
  const cart = await createSideCart(ctx.db, customer, store, 'portal', input.studentName, {
    billingAddress: address,
    paymentMethod: payment,
    placingFor: PLACEMENT_LEASE_SECONDS,
  });
  const shopper = { customer, store };
  // Goods are picked up at the same address: set with the items, so the totals are priced once with it.
  const whenGoods = { shippingAddress: address, shippingMethod: { carrierCode: LOCAL_PICKUP.carrierCode, methodCode: LOCAL_PICKUP.methodCode } };
  const {
    cart: filled,
    userErrors,
    read,
  } = await addProducts(
    ctx,
    shopper,
    cart.maskedId,
    input.items.map((i) => itemRequestOf({ sku: i.sku, quantity: i.quantity })),
    { fresh: cart, whenGoods },
  );
  if (userErrors.length) {
    await closeCart(ctx.db, { id: cart.id });
    throw new ServiceError('rule', `${input.items.length > 1 ? 'An item cannot be bought: ' : ''}${userErrors[0]!.message}`, { field: 'items' });
  }
  let placed: { order: OrderRow; payment?: PaymentRow } | undefined;
  let declined: PaymentRow | undefined;
  try {
    placed = await placeAndCharge(ctx, shopper, cart.maskedId, undefined, { cart: filled, read });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.opts.code !== 'UNABLE_TO_PLACE_ORDER') throw error;
    if (error instanceof PaymentDeclined) declined = error.attempt;
  }
  // The charge this placement recorded, approved or declined; read back only when the placement failed before charging.
  const latest = placed?.payment ?? declined ?? (await latestPaymentOfCart(ctx.db, cart.id));
  if (!latest) throw new ServiceError('rule', 'The purchase could not be placed. Check the items and try again.');
  if (latest.status === 'failed' && latest.failureCode === 'authentication_required')
    return challenge(ctx, latest, input.cardToken, input.baseUrl, input.returnPath);
  return statusOf(ctx, latest, placed?.order);
}

/**
 * The issuer wants 3-D Secure: the declined attempt becomes the purchase's pending request, with the
 * bank's challenge page. The cart keeps its order number (the authentication is made for it) and
 * its items; /api/payment/status completes the purchase once the cardholder has answered.
 */
async function challenge(ctx: Ctx, attempt: PaymentRow, cardToken: string, baseUrl: string, returnPath: string): Promise<PortalPaymentStatus> {
  const cart = await cartById(ctx.db, attempt.cartId!);
  const returnUrl = new URL(returnPath, baseUrl);
  returnUrl.searchParams.set('requestId', attempt.id);
  const mpi = await cardsOfStore(ctx, cart!.storeCode).gateway.authenticateToken({
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
    const row = await failPayment(ctx.db, attempt.id, { code: 'authentication_failed', message, now: ctx.clock.now() });
    await closeCart(ctx.db, { id: attempt.cartId! });
    return statusOf(ctx, row);
  }
  const row = await awaitVerification(ctx.db, attempt.id, { challengeUrl: mpi.ChallengeURL, threeDsTransId: mpi.ThreeDSServerTransId, now: ctx.clock.now() });
  return statusOf(ctx, row);
}

/**
 * A pending 3-D Secure purchase after the challenge: authenticated, the order is placed and charged
 * (once, however many polls arrive together: placeOrder holds the cart) and its outcome is recorded
 * on this request, the retry's own row folded into it; refused, the request fails and the cart
 * closes; still open, nothing changes.
 */
async function completeChallenge(ctx: Ctx, p: PaymentRow, customer: { id: number; email: string; firstname: string; lastname: string }): Promise<PaymentRow> {
  const cart = await cartById(ctx.db, p.cartId!);
  const state = p.threeDsTransId ? await cardsOfStore(ctx, cart!.storeCode).gateway.authenticationStatus(p.threeDsTransId) : null;
  if (state === 'C') return p;
  if (state !== 'Y' && state !== 'A') {
    const row = await failPayment(ctx.db, p.id, {
      code: 'authentication_failed',
      message: 'Your bank could not verify this card. Use another card.',
      now: ctx.clock.now(),
      onlyFrom: 'requires_action',
    });
    await closeCart(ctx.db, { id: p.cartId! });
    return row;
  }
  try {
    await placeOrder(ctx, { customer, store: findStore(cart!.storeCode)! }, cart!.maskedId);
  } catch (error) {
    if (!(error instanceof ServiceError) || (error.opts.code !== 'UNABLE_TO_PLACE_ORDER' && error.opts.code !== 'CART_NOT_ACTIVE')) throw error;
  }
  return inTransaction(ctx.db, async (tx) => {
    const row = await foldRetryIntoRequest(tx, p, ctx.clock.now());
    if (row.status === 'failed') await closeCart(tx, { id: p.cartId! });
    return row;
  });
}

/** `placed`: the order this request just placed, when it did (not read again). */
async function statusOf(ctx: Ctx, p: PaymentRow, placed?: OrderRow): Promise<PortalPaymentStatus> {
  const order = !p.orderId ? undefined : placed?.id === p.orderId ? placed : await orderById(ctx.db, p.orderId);
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
  const payment = await paymentById(ctx.db, requestId);
  const customer = payment?.customerId && payment.cartId ? await customerById(ctx.db, payment.customerId) : undefined;
  if (!payment || !customer || customer.email !== email.toLowerCase()) throw new ServiceError('not-found', 'Payment request was not found.');
  return statusOf(ctx, payment.status === 'requires_action' ? await completeChallenge(ctx, payment, customer) : payment);
}
