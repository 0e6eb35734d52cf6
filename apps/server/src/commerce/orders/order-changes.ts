import { and, eq, sql } from 'drizzle-orm';
import { ServiceError } from '../../platform/errors.ts';
import { paymentTitle, type Tx } from '../cart/index.ts';
import { orderItems, orders, type OrderPayment } from './orders.tables.ts';
import { movePendingOrderToPaid } from './order-lifecycle.ts';
import type { OrderRow } from './order-writer.ts';

/**
 * A card order's charge was approved: it is paid (processing), with the card as charged, and its lines
 * invoiced, in one statement (the lines' update rides along as a CTE). When another request moved the
 * order first the update matches nothing and the caller's transaction, lines included, rolls back.
 */
export async function markOrderPaid(tx: Tx, orderId: number, payment: OrderPayment, now: Date): Promise<OrderRow> {
  const paid = await movePendingOrderToPaid(tx, orderId, payment, now);
  if (!paid) throw new ServiceError('conflict', 'This order was already paid or discarded. Open your orders to see where it stands.');
  return paid;
}

/** An order whose payment was declined never existed for the customer: it goes (its lines with it), only while unpaid. */
export async function discardUnpaidOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(orders).where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')));
}

/** A refund paid for these lines: their refunded quantities grow, never past what was shipped. */
export async function recordRefundedQuantities(tx: Tx, lines: { orderItemId: number; qty: string | number }[]): Promise<void> {
  for (const l of lines)
    await tx
      .update(orderItems)
      .set({ qtyRefunded: sql`least(${orderItems.qtyRefunded} + ${l.qty}, ${orderItems.qtyShipped})` })
      .where(eq(orderItems.id, l.orderItemId));
}

// Titled by the payment-method registry, the one source of every method's title.
const noPayment = (): OrderPayment => ({
  method: 'free',
  title: paymentTitle('free'),
  ccLast4: null,
  ccExpMonth: null,
  ccExpYear: null,
  ccType: null,
  cardName: null,
  purchaseOrderNumber: null,
  transactionId: null,
  threeDSecure: null,
});

/**
 * The order of an exchange: the returned lines sent again at no charge, to the original order's
 * customer and addresses, under a new number.
 */
export async function writeExchangeOrder(
  tx: Tx,
  input: { original: OrderRow; number: string; lines: { item: typeof orderItems.$inferSelect; qty: string }[]; now: Date },
): Promise<OrderRow> {
  const o = input.original;
  const [exchange] = await tx
    .insert(orders)
    .values({
      number: input.number,
      customerId: o.customerId,
      storeCode: o.storeCode,
      source: 'exchange',
      status: 'processing',
      email: o.email,
      customerFirstname: o.customerFirstname,
      customerLastname: o.customerLastname,
      currency: o.currency,
      subtotal: '0',
      discountTotal: '0',
      taxTotal: '0',
      shippingTotal: '0',
      grandTotal: '0',
      totals: { discounts: [], taxes: [], shippingTax: '0' },
      billingAddress: o.billingAddress,
      shippingAddress: o.shippingAddress,
      carrierCode: o.carrierCode,
      carrierTitle: o.carrierTitle,
      shippingMethod: o.shippingMethod,
      payment: noPayment(),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  await tx.insert(orderItems).values(
    input.lines.map(({ item, qty }) => ({
      orderId: exchange!.id,
      productId: item.productId,
      variantId: item.variantId,
      sku: item.sku,
      name: item.name,
      urlKey: item.urlKey,
      productType: item.productType,
      qtyOrdered: qty,
      qtyInvoiced: qty,
      price: '0',
      originalPrice: item.originalPrice,
      rowTotal: '0',
      discount: '0',
      tax: '0',
      taxPercent: '0',
      options: item.options,
    })),
  );
  return exchange!;
}
