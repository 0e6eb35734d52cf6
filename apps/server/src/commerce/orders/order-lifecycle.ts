import { and, eq, sql, type WithSubquery } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { onTransaction, setTo, statementCache, type Db, type Tx } from '../../platform/db/index.ts';
import { lifecycle } from '../../platform/lifecycle.ts';
import { ORDER_STATUSES, orderItems, orders, type OrderPayment, type OrderStatus } from './orders.tables.ts';
import type { OrderRow } from './order-writer.ts';

export { ORDER_STATUSES, type OrderStatus };

/** What moves an order on (Magento's order states): payment, shipment, refund, cancellation. */
export const ORDER_EVENTS = ['paid', 'invoiced', 'shipped', 'refunded', 'canceled'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * A card order waits in pending_payment until its charge is approved; an order with nothing to
 * charge by card (check/money order, free) waits in pending until invoiced. Complete means shipped;
 * closed means refunded in full. canceled and closed are final.
 */
export const ORDER_LIFECYCLE = lifecycle<OrderStatus, OrderEvent>(
  'order',
  {
    pending_payment: { paid: 'processing', canceled: 'canceled' },
    pending: { invoiced: 'processing', canceled: 'canceled' },
    processing: { shipped: 'complete', refunded: 'closed', canceled: 'canceled' },
    complete: { refunded: 'closed' },
    canceled: {},
    closed: {},
  },
  { paid: 'be paid', invoiced: 'be invoiced', shipped: 'be shipped', refunded: 'be refunded in full', canceled: 'be canceled' },
);

/**
 * Moves an order by `event` from the status the caller read, with what changes with it. Refuses a
 * move the table does not allow (409); answers null when another request moved the order first
 * (the update is conditional on that status, so two racing moves never both apply).
 */
export async function moveOrder(
  db: Db | Tx,
  order: Pick<OrderRow, 'id' | 'status'>,
  event: OrderEvent,
  fields: Omit<PgUpdateSetSource<typeof orders>, 'id' | 'status'> = {},
  alongside?: WithSubquery,
): Promise<OrderRow | null> {
  const status = ORDER_LIFECYCLE.target(order.status, event);
  // `alongside`: a change that goes with the move, sent in the same statement (a data-modifying CTE).
  const [moved] = await (alongside ? db.with(alongside) : db)
    .update(orders)
    .set({ ...fields, status })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  return moved ?? null;
}

/**
 * The move every card purchase makes (pending_payment, paid), with the order's lines invoiced in the
 * same statement, prepared once per pool: moveOrder builds its update on every call.
 */
const paidStatement = statementCache((db: Db) => {
  const orderId = sql.placeholder('orderId');
  const invoiced = db.$with('invoiced').as(
    db
      .update(orderItems)
      .set({ qtyInvoiced: sql`${orderItems.qtyOrdered}` })
      .where(eq(orderItems.orderId, orderId))
      .returning({ id: orderItems.id }),
  );
  return db
    .with(invoiced)
    .update(orders)
    .set({ payment: setTo<OrderPayment>('payment'), updatedAt: setTo<Date>('now'), status: ORDER_LIFECYCLE.target('pending_payment', 'paid') })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
    .returning()
    .prepare('order_paid');
});

/** A card order paid, its lines invoiced with it; null when another request moved the order first. */
export async function movePendingOrderToPaid(tx: Tx, orderId: number, payment: OrderPayment, now: Date): Promise<OrderRow | null> {
  const [paid] = await onTransaction(tx, paidStatement, (s) => s).execute({ orderId, payment, now });
  return paid ?? null;
}
