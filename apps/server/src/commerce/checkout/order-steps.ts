import { addUnits, giveBackStock, takeStock, type StockUnits } from '../catalogue/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { ChargeResult } from '../../platform/payments/index.ts';
import {
  couponOfCode,
  closeCart,
  readBeforeTotals,
  returnCoupon,
  spendCoupon,
  storeTotalsWithNumber,
  stockNeeds,
  usableCoupon,
  type CartRow,
  type ReadBefore,
  type Tx,
} from '../cart/index.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import type { Locale } from '@golf/contracts';
import {
  discardUnpaidOrder,
  markOrderPaid,
  orderById,
  orderLinesOf,
  paymentOfCart,
  queueOrderConfirmation,
  writeOrder,
  type OrderLineRow,
  type OrderRow,
} from '../orders/index.ts';
import { beginPayment, cardsOfStore, chargePayment, detachOrder, paymentOfOrder, type PaymentAttempt } from '../payments/index.ts';
import { orderOfCart, PaymentDeclined, unableToPlace, validateForPlacement } from './placement-rules.ts';
import { runDeclinedHooks, runWrittenHooks } from './order-hooks.ts';
import { inTransaction } from '../../platform/db/index.ts';

export interface PreparedOrder {
  order: OrderRow;
  cart: CartRow;
  paymentId: string;
  /** The language of the order's confirmation e-mail: the customer's at checkout. */
  locale: Locale;
  /** The order's lines, when this call wrote them. */
  lines?: OrderLineRow[];
}

/** The units an order took from stock, from its lines (read when this request did not write them). */
async function unitsOfOrder(tx: Tx, orderId: number, written?: OrderLineRow[]): Promise<StockUnits> {
  const lines = written ?? (await orderLinesOf(tx, orderId));
  const units: StockUnits = new Map();
  for (const l of lines) for (const [id, n] of stockNeeds({ ...l, qty: l.qtyOrdered })) addUnits(units, id, n);
  return units;
}

/** A side cart its caller has just filled: nobody else knows it, so it has no order yet; and what its totals were computed from. */
export interface FilledSideCart {
  cart: CartRow;
  read: ReadBefore;
}

/**
 * Step one, in one transaction: checks the cart, takes stock and the coupon's use, and writes the
 * order. Orders that need no card are complete here (and the cart closes); card orders wait for
 * the charge as pending_payment. An unpaid order left by a crashed attempt is picked up again.
 *
 * The cart is claimed (nothing changes it meanwhile), so its lines, their catalogue data, rules and
 * tax rates are read before the transaction, on the pool: the transaction holds its connection and
 * its row locks for the writes (and the gift codes' read) only.
 */
export async function prepareOrder(ctx: Ctx, customer: CommerceCustomer, cart: CartRow, locale: Locale, sideCart?: FilledSideCart): Promise<PreparedOrder> {
  const before = sideCart?.read ?? (await readBeforeTotals(ctx.db, cart, ctx.clock.now()));
  return inTransaction(ctx.db, async (tx) => {
    const pending = sideCart ? undefined : await orderOfCart(tx, cart.id);
    if (pending) {
      const payment = await paymentOfOrder(tx, pending.id);
      if (payment) return { order: pending, cart, paymentId: payment.id, locale };
    }
    const { items, totals, couponApplies, catalogue } = await validateForPlacement(tx, cart, ctx.clock.now(), before);
    const number = await storeTotalsWithNumber(tx, cart.id, totals);
    const units: StockUnits = new Map();
    for (const item of items) for (const [id, n] of stockNeeds(item)) addUnits(units, id, n);
    if ((await takeStock(tx, units, ctx.clock.now())) !== null) throw unableToPlace('Some of the products are out of stock.');
    if (cart.couponCode && couponApplies) {
      // A coupon that no longer applies is Magento's "isn't valid"; a database failure stays what it is.
      const coupon = await usableCoupon(tx, cart, cart.couponCode, ctx.clock.now()).catch((error: unknown) => {
        if (error instanceof ServiceError) return null;
        throw error;
      });
      if (!coupon || !(await spendCoupon(tx, coupon.id, cart.customerId, coupon.usagePerCustomer)))
        throw unableToPlace("The coupon code isn't valid. Verify the code and try again.");
    }
    // A method that read a card (or other token) at checkout takes the money after the order is written.
    const paysByCard = cart.paymentMethod!.card !== null;
    const status = paysByCard ? 'pending_payment' : 'pending';
    const { order, lines } = await writeOrder(tx, {
      cart: { ...cart, totals, couponCode: couponApplies ? cart.couponCode : null },
      customer,
      number,
      totals,
      items,
      status,
      payment: paymentOfCart(cart),
      now: ctx.clock.now(),
      catalogue,
    });
    await runWrittenHooks(tx, { order, lines, cart, totals, now: ctx.clock.now(), locale });
    const payment = await beginPayment(
      tx,
      {
        purpose: 'order',
        reference: `order:${order.id}`,
        idempotencyKey: `order:${order.id}`,
        method: cart.paymentMethod!.code,
        amount: totals.grandTotal,
        currency: totals.currency,
        customerId: cart.customerId,
        cartId: cart.id,
        orderId: order.id,
        card: cart.paymentMethod!.card,
      },
      paysByCard ? 'processing' : 'succeeded',
      ctx.clock.now(),
    );
    if (!paysByCard) {
      await closeCart(tx, { id: cart.id }, ctx.clock.now());
      await queueOrderConfirmation(tx, order.id, locale);
    }
    return { order, cart: { ...cart, reservedOrderId: number }, paymentId: payment.id, locale, lines };
  });
}

/**
 * Step two: charges the card once (the gateway keeps one charge per order id however often it is
 * asked), with the purchase's 3-D Secure authentication when there is one. Approved: the order is
 * paid and the cart closes. Declined: stock and coupon go back, the unpaid order is removed and the
 * cart stays as it was, ready for another card.
 */
export async function chargeOrder(ctx: Ctx, prepared: PreparedOrder): Promise<{ order: OrderRow; payment: PaymentAttempt }> {
  const { order, cart } = prepared;
  const card = cart.paymentMethod?.card;
  if (!card) throw unableToPlace('Enter a valid payment method and try again.');
  const method = cart.paymentMethod!.code;
  const authenticationId = await cardsOfStore(ctx, cart.storeCode).gateway.authenticationFor(order.number, card.token);
  const subject = {
    purpose: 'order' as const,
    reference: `order:${order.id}`,
    idempotencyKey: `order:${order.id}`,
    method,
    amount: order.grandTotal,
    currency: order.currency,
    customerId: cart.customerId,
    cartId: cart.id,
    orderId: order.id,
    token: card.token,
    authenticationId,
    begun: true,
  };
  const outcome = await chargePayment(
    ctx,
    subject,
    async (tx, { charge, first, attempt }): Promise<{ paid: OrderRow; attempt: PaymentAttempt } | { declined: string; attempt: PaymentAttempt }> => {
      // Recorded before (a retry after a crash): its consequence was written with it.
      if (!first) {
        const row = await orderById(tx, order.id);
        return charge.status === 'approved' && row ? { paid: row, attempt } : { declined: charge.message, attempt };
      }
      if (charge.status === 'approved') return { paid: await markPaid(tx, ctx.clock.now(), prepared, charge), attempt };
      await giveBackStock(tx, await unitsOfOrder(tx, order.id, prepared.lines), ctx.clock.now());
      if (order.couponCode) {
        const coupon = await couponOfCode(tx, order.couponCode);
        if (coupon) await returnCoupon(tx, coupon.id, order.customerId);
      }
      await detachOrder(tx, prepared.paymentId);
      await runDeclinedHooks(tx, order, ctx.clock.now());
      await discardUnpaidOrder(tx, order.id);
      return { declined: charge.message, attempt: { ...attempt, orderId: null } }; // as detachOrder left it
    },
  );
  if ('paid' in outcome) return { order: outcome.paid, payment: outcome.attempt };
  throw new PaymentDeclined(outcome.declined, outcome.attempt);
}

/** An approved charge: the order is paid with the card as charged, the cart closed and the confirmation queued. */
async function markPaid(tx: Tx, now: Date, prepared: PreparedOrder, charge: ChargeResult): Promise<OrderRow> {
  const { order, cart } = prepared;
  const paid = await markOrderPaid(
    tx,
    order.id,
    {
      ...order.payment,
      ccLast4: charge.last4,
      ccExpMonth: charge.expMonth,
      ccExpYear: charge.expYear,
      ccType: charge.brand,
      cardName: charge.holderName,
      transactionId: charge.chargeId,
      threeDSecure: charge.authenticationId ? 'authenticated' : null,
    },
    now,
  );
  await closeCart(tx, { id: cart.id }, now);
  await queueOrderConfirmation(tx, order.id, prepared.locale);
  return paid;
}
