import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import { orderItems, orders, orderShipments } from './orders.tables.ts';
import type { OrderRow } from './order-writer.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof orderShipments.$inferSelect;

export interface OrdersQuery {
  filter?: {
    number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null;
    status?: { eq?: string | null; in?: (string | null)[] | null } | null;
    order_date?: { from?: string | null; to?: string | null } | null;
    grand_total?: { from?: string | null; to?: string | null } | null;
  } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
  storeCode: string | null;
}

/** Orders the customer sees: every placed order (an unpaid one waiting on its card is not placed yet). */
const visible = (customerId: number) => and(eq(orders.customerId, customerId), ne(orders.status, 'pending_payment'));

/** The customer's orders, filtered (number is an exact match unless `match`), newest first by default. */
export async function listOrders(
  db: Db,
  customerId: number,
  q: OrdersQuery,
): Promise<{ rows: OrderRow[]; total: number; pageSize: number; currentPage: number }> {
  const pageSize = Math.min(Math.max(q.pageSize ?? 20, 1), 100);
  const currentPage = Math.max(q.currentPage ?? 1, 1);
  if (!Number.isInteger(pageSize) || !Number.isInteger(currentPage)) throw new ServiceError('invalid', 'currentPage and pageSize must be whole numbers.');
  const where: (SQL | undefined)[] = [visible(customerId)];
  if (q.storeCode) where.push(eq(orders.storeCode, q.storeCode));
  const f = q.filter;
  if (f?.number?.eq) where.push(eq(orders.number, f.number.eq));
  if (f?.number?.in?.length)
    where.push(
      inArray(
        orders.number,
        f.number.in.filter((n): n is string => !!n),
      ),
    );
  if (f?.number?.match) where.push(sql`${orders.number} like ${`%${f.number.match.replace(/[%_\\]/g, '')}%`}`);
  if (f?.status?.eq) where.push(eq(orders.status, f.status.eq as OrderRow['status']));
  if (f?.order_date?.from) where.push(gte(orders.createdAt, new Date(f.order_date.from)));
  if (f?.order_date?.to) where.push(lte(orders.createdAt, new Date(f.order_date.to)));
  if (f?.grand_total?.from) where.push(gte(orders.grandTotal, f.grand_total.from));
  if (f?.grand_total?.to) where.push(lte(orders.grandTotal, f.grand_total.to));
  for (const d of [f?.order_date?.from, f?.order_date?.to]) if (d && Number.isNaN(Date.parse(d))) throw new ServiceError('invalid', `"${d}" is not a date.`);
  const condition = and(...where);
  const direction = q.sort?.sort_direction === 'ASC' ? asc : desc;
  const order = q.sort?.sort_field === 'NUMBER' ? [direction(orders.number)] : [direction(orders.createdAt), direction(orders.id)];
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(...order)
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(condition),
  ]);
  return { rows, total: n, pageSize, currentPage };
}

/** One of the customer's orders by its exact number; another customer's order is not found. */
export async function orderByNumber(db: Db, customerId: number, number: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(visible(customerId), eq(orders.number, number.trim())));
  if (!row) throw new ServiceError('not-found', `Could not find the order "${number}".`);
  return row;
}

export async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[][]> {
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  return orderIds.map((id) => rows.filter((r) => r.orderId === id));
}

export async function shipmentsOfOrders(db: Db, orderIds: readonly number[]): Promise<ShipmentRow[][]> {
  const rows = await db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]))
    .orderBy(asc(orderShipments.id));
  return orderIds.map((id) => rows.filter((r) => r.orderId === id));
}

/** The date of the customer's first order, for CustomerOrders.date_of_first_order. */
export async function firstOrderDate(db: Db, customerId: number): Promise<Date | null> {
  const [row] = await db.select({ at: orders.createdAt }).from(orders).where(visible(customerId)).orderBy(asc(orders.createdAt)).limit(1);
  return row?.at ?? null;
}
