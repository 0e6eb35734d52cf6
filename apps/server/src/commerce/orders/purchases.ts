import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { customerContacts } from '../customer/index.ts';
import { paymentIdsOfOrders } from '../payments/index.ts';
import { orderItems, orders } from './orders.tables.ts';

/** A placed order as the portal's purchase history shows it. */
export interface Purchase {
  requestId: string;
  orderNumber: string;
  total: string;
  currency: string;
  date: Date;
  studentName: string | null;
  buyerName: string;
  status: string;
  paidWith: string | null;
  items: { name: string; sku: string; quantity: number; rowTotal: string; tax: string }[];
  subtotal: string;
  taxTotal: string;
  discountTotal: string;
  taxes: { label: string; rate: string; amount: string }[];
  /** Gift codes that paid part of it: subtotal − discounts + taxes − these = total paid. */
  giftCodes: { code: string; amount: string }[];
}

/**
 * The placed orders of the shop customer of an e-mail, newest first, each with the id of the payment
 * that paid it (the spec's requestId; orders paid before this shop kept payments use their number).
 */
export async function purchasesOfEmail(db: Db, email: string): Promise<Purchase[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customerContacts, eq(customerContacts.id, orders.customerId))
    .where(and(eq(customerContacts.email, email.toLowerCase()), ne(orders.status, 'pending_payment')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.order.id);
  const [items, paid] = await Promise.all([db.select().from(orderItems).where(inArray(orderItems.orderId, ids)), paymentIdsOfOrders(db, ids)]);
  return rows.map(({ order: o }) => ({
    requestId: paid.get(o.id) ?? `ord_${o.number}`,
    orderNumber: o.number,
    total: o.grandTotal,
    currency: o.currency,
    date: o.createdAt,
    studentName: o.studentName,
    buyerName: `${o.customerFirstname} ${o.customerLastname}`.trim(),
    status: o.status,
    paidWith: o.payment.ccLast4 ? `${o.payment.ccType ?? 'Card'} •••• ${o.payment.ccLast4}` : o.payment.title,
    items: items.filter((i) => i.orderId === o.id).map((i) => ({ name: i.name, sku: i.sku, quantity: Number(i.qtyOrdered), rowTotal: i.rowTotal, tax: i.tax })),
    subtotal: o.subtotal,
    taxTotal: o.taxTotal,
    discountTotal: o.discountTotal,
    giftCodes: o.totals.giftCodes ?? [],
    taxes: o.totals.taxes,
  }));
}
