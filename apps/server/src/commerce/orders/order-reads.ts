import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import type { OrderLineRow, OrderRow } from './order-writer.ts';
import { orderItems, orders } from './orders.tables.ts';

// Orders' reads for other domains: rows by id (batched by id lists, one statement each), and
// read-only subqueries for a domain that joins orders into its own single statement.

export type { OrderLineRow };
type Reader = Db | Tx;

/** An order by id, or undefined. */
export async function orderById(db: Reader, id: number): Promise<OrderRow | undefined> {
  const [row] = await (db as Db).select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Orders by id, in no particular order (one statement). */
export async function ordersByIds(db: Reader, ids: readonly number[]): Promise<OrderRow[]> {
  return ids.length
    ? (db as Db)
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]))
    : [];
}

/** The order of a number (`orders.number` is unique). */
export async function orderByNumber(db: Reader, number: string): Promise<OrderRow | undefined> {
  const [row] = await (db as Db).select().from(orders).where(eq(orders.number, number));
  return row;
}

/** The order written for a cart, if any (`orders.cart_id` is unique). */
export async function orderOfCart(db: Reader, cartId: number): Promise<OrderRow | undefined> {
  const [row] = await (db as Db).select().from(orders).where(eq(orders.cartId, cartId));
  return row;
}

/** One of the customer's orders; another customer's order is undefined. */
export async function orderOfCustomer(db: Reader, customerId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row;
}

/** The customer's complete orders of a store, newest first. */
export async function completeOrdersOf(db: Reader, customerId: number, storeCode: string): Promise<OrderRow[]> {
  return (db as Db)
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.storeCode, storeCode), eq(orders.status, 'complete')))
    .orderBy(desc(orders.createdAt));
}

/** Locks an order's row until the transaction ends, so changes to it (refunds, returns) queue. */
export async function lockOrder(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
}

/** An order's lines in id order, optionally of one product type. */
export async function orderLinesOf(db: Reader, orderId: number, productType?: string): Promise<OrderLineRow[]> {
  return (db as Db)
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), productType ? eq(orderItems.productType, productType) : undefined))
    .orderBy(asc(orderItems.id));
}

/** The lines of some orders in id order (one statement). */
export async function orderLinesIn(db: Reader, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  return orderIds.length
    ? (db as Db)
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.id))
    : [];
}

/** Order lines by their ids (one statement). */
export async function orderLinesByIds(db: Reader, ids: readonly number[]): Promise<OrderLineRow[]> {
  return ids.length
    ? (db as Db)
        .select()
        .from(orderItems)
        .where(inArray(orderItems.id, [...ids]))
    : [];
}

const query = new QueryBuilder();

/** Orders' heads (no totals, addresses or payment) as a read-only subquery to join. */
export const orderHeads = query
  .select({
    id: orders.id,
    number: orders.number,
    customerId: orders.customerId,
    storeCode: orders.storeCode,
    status: orders.status,
    currency: orders.currency,
    createdAt: orders.createdAt,
  })
  .from(orders)
  .as('order_heads');

/** Order lines' names and quantities as a read-only subquery to join. */
export const orderLineHeads = query
  .select({
    id: orderItems.id,
    orderId: orderItems.orderId,
    productId: orderItems.productId,
    variantId: orderItems.variantId,
    productType: orderItems.productType,
    sku: orderItems.sku,
    name: orderItems.name,
    urlKey: orderItems.urlKey,
    qtyOrdered: orderItems.qtyOrdered,
    qtyRefunded: orderItems.qtyRefunded,
  })
  .from(orderItems)
  .as('order_line_heads');

/** SQL for the id of the order with a number (null if none), for a statement of another domain. */
export const orderIdOfNumberSql = (number: SQL) => sql<number | null>`(select o.id from ${orders} o where o.number = ${number})`;

/**
 * SQL for one order line as JSON (prices and tax as text, its order's id and cart as quoteId), for a
 * statement of another domain; `more` adds fields made from the line's product id (e.g. its weight).
 */
export function orderLineJsonSql<T>(lineId: SQL, more: (productId: SQL) => Record<string, SQL> = () => ({})) {
  const extra = Object.entries(more(sql`i.product_id`)).map(([key, value]) => sql`, ${sql.raw(`'${key}'`)}, ${value}`);
  return sql<T | null>`(select json_build_object('quoteId', o.cart_id, 'orderId', o.id, 'price', i.price::text, 'rowTotal', i.row_total::text,
      'discount', i.discount::text, 'tax', i.tax::text, 'taxPercent', i.tax_percent::text, 'productId', i.product_id, 'productType', i.product_type${sql.join(extra)})
    from ${orderItems} i join ${orders} o on o.id = i.order_id
    where i.id = ${lineId})`;
}
