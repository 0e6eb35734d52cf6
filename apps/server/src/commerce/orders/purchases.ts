import Decimal from 'decimal.js';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { brandName } from '../../platform/payments/index.ts';
import { currencyDigits } from '../catalogue/index.ts';
import { customerContacts } from '../customer/index.ts';
import { paymentIdsOfOrders } from '../payments/index.ts';
import { findStore } from '../store/index.ts';
import { includedTaxPercent, taxIncludedTotals, withIncludedTax } from '../tax/index.ts';
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
  /**
   * Where the store shows prices with tax (Japan, 総額表示): each item's row, the subtotal and the
   * discounts with their tax in, so subtotal − discounts − gift codes = total and the taxes are
   * named as included in it.
   */
  taxIncluded?: { rowTotals: string[]; subtotal: string; discounts: { label: string; amount: string }[] };
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** An order's figures with tax in, as its store shows them; undefined where its prices are shown without tax. */
async function taxIncludedFigures(db: Db, order: OrderRow, items: ItemRow[]): Promise<Purchase['taxIncluded']> {
  const percent = await includedTaxPercent(db, findStore(order.storeCode)?.countryCode ?? '');
  if (percent.isZero()) return undefined;
  const digits = currencyDigits(order.currency);
  const t = taxIncludedTotals({
    digits,
    rows: items.map((i) => ({ rowTotal: i.rowTotal, taxPercent: i.taxPercent })),
    discounts: order.totals.discounts,
    discountTotal: order.discountTotal,
    taxTotal: order.taxTotal,
    shippingTax: order.totals.shippingTax,
  });
  return {
    rowTotals: items.map((i) => withIncludedTax(new Decimal(i.rowTotal), new Decimal(i.taxPercent), digits).toFixed(digits)),
    subtotal: t.subtotal.toFixed(digits),
    discounts: t.discounts.map((d) => ({ label: d.label, amount: d.amount.toFixed(digits) })),
  };
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
  const itemsOf = (id: number) => items.filter((i) => i.orderId === id).sort((a, b) => a.id - b.id);
  const shown = await Promise.all(rows.map(({ order }) => taxIncludedFigures(db, order, itemsOf(order.id))));
  return rows.map(({ order: o }, n) => ({
    requestId: paid.get(o.id) ?? `ord_${o.number}`,
    orderNumber: o.number,
    total: o.grandTotal,
    currency: o.currency,
    date: o.createdAt,
    studentName: o.studentName,
    buyerName: `${o.customerFirstname} ${o.customerLastname}`.trim(),
    status: o.status,
    paidWith: o.payment.ccLast4 ? `${brandName(o.payment.ccType)} •••• ${o.payment.ccLast4}` : o.payment.title,
    items: itemsOf(o.id).map((i) => ({ name: i.name, sku: i.sku, quantity: Number(i.qtyOrdered), rowTotal: i.rowTotal, tax: i.tax })),
    subtotal: o.subtotal,
    taxTotal: o.taxTotal,
    discountTotal: o.discountTotal,
    giftCodes: o.totals.giftCodes ?? [],
    taxes: o.totals.taxes,
    ...(shown[n] ? { taxIncluded: shown[n] } : {}),
  }));
}
