import { and, eq, sql } from 'drizzle-orm';
import { nullableJsonb, setTo, statementCache, type Db } from '../../platform/db/index.ts';
import { orderItems, orders, type OrderPayment, type OrderStatus } from './orders.tables.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * A card purchase's order statements, prepared once per pool: building the order's insert (some
 * forty columns) cost several times what running it did. Run on the placement's transaction with
 * onTransaction.
 */
function prepareAll(db: Db) {
  const orderId = p('orderId');
  const invoiced = db.$with('invoiced').as(
    db
      .update(orderItems)
      .set({ qtyInvoiced: sql`${orderItems.qtyOrdered}` })
      .where(eq(orderItems.orderId, orderId))
      .returning({ id: orderItems.id }),
  );
  return {
    insert: db
      .insert(orders)
      .values({
        number: p('number'),
        createdAt: p('now'),
        updatedAt: p('now'),
        cartId: p('cartId'),
        customerId: p('customerId'),
        storeCode: p('storeCode'),
        source: p('source'),
        status: p('status'),
        email: p('email'),
        customerFirstname: p('customerFirstname'),
        customerLastname: p('customerLastname'),
        currency: p('currency'),
        subtotal: p('subtotal'),
        discountTotal: p('discountTotal'),
        taxTotal: p('taxTotal'),
        shippingTotal: p('shippingTotal'),
        grandTotal: p('grandTotal'),
        totals: p('totals'),
        couponCode: p('couponCode'),
        billingAddress: nullableJsonb('billingAddress'),
        shippingAddress: nullableJsonb('shippingAddress'),
        carrierCode: p('carrierCode'),
        carrierTitle: p('carrierTitle'),
        shippingMethod: p('shippingMethod'),
        payment: p('payment'),
        studentName: p('studentName'),
      })
      .returning()
      .prepare('order_insert'),
    // markOrderPaid's move from pending_payment (to the lifecycle's `status`), its lines invoiced in the same statement.
    paid: db
      .with(invoiced)
      .update(orders)
      .set({ payment: setTo<OrderPayment>('payment'), updatedAt: setTo<Date>('now'), status: setTo<OrderStatus>('status') })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning()
      .prepare('order_paid'),
  };
}

export const orderStatements = statementCache(prepareAll);
