import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { brandName } from '../../platform/payments/index.ts';
import { labelIn, paymentTitle, type Labelled } from '../cart/index.ts';
import { customerContacts } from '../customer/index.ts';
import { paymentIdsOfOrders } from '../payments/index.ts';
import { orderItems, orders } from './orders.tables.ts';
import { taxIncludedFigures, type TaxIncludedFigures } from './tax-included-figures.ts';

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
  /**
   * Where the store shows prices with tax (Japan, 総額表示): each item's row, the subtotal and the
   * discounts with their tax in, so subtotal − discounts − gift codes = total and the taxes are
   * named as included in it.
   */
  taxIncluded?: TaxIncludedFigures;
}

/**
 * The placed orders of the shop customer of an e-mail, newest first, each with the id of the payment
 * that paid it (the spec's requestId; orders paid before this shop kept payments use their number),
 * their method, tax and discount names in `locale`.
 */
export async function purchasesOfEmail(db: Db, email: string, locale: Locale = 'en'): Promise<Purchase[]> {
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
  const itemsOf = (id: number) => items.filter((i) => i.orderId === id).sort((a, b) => a.id - b.id);
  const shown = await Promise.all(rows.map(({ order }) => taxIncludedFigures(db, order, itemsOf(order.id))));
  const labelled = <T extends Labelled>(x: T) => ({ ...x, label: labelIn(x, locale) });
  return rows.map(({ order: o }, n) => ({
    requestId: paid.get(o.id) ?? `ord_${o.number}`,
    orderNumber: o.number,
    total: o.grandTotal,
    currency: o.currency,
    date: o.createdAt,
    studentName: o.studentName,
    buyerName: `${o.customerFirstname} ${o.customerLastname}`.trim(),
    status: o.status,
    paidWith: o.payment.ccLast4 ? `${brandName(o.payment.ccType)} •••• ${o.payment.ccLast4}` : paymentTitle(o.payment.method, locale, o.payment.title),
    items: itemsOf(o.id).map((i) => ({ name: i.name, sku: i.sku, quantity: Number(i.qtyOrdered), rowTotal: i.rowTotal, tax: i.tax })),
    subtotal: o.subtotal,
    taxTotal: o.taxTotal,
    discountTotal: o.discountTotal,
    giftCodes: o.totals.giftCodes ?? [],
    taxes: o.totals.taxes.map(labelled),
    ...(shown[n] ? { taxIncluded: { ...shown[n], discounts: shown[n].discounts.map(labelled) } } : {}),
  }));
}
