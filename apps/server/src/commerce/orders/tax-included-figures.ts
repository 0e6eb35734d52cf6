import Decimal from 'decimal.js';
import type { Db, Tx } from '../../platform/db/index.ts';
import { currencyDigits } from '../catalogue/index.ts';
import { findStore } from '../store/index.ts';
import { includedTaxPercent, taxIncludedTotals, withIncludedTax } from '../tax/index.ts';
import type { orderItems, orders } from './orders.tables.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** An order's rows, subtotal and discounts with their tax in, as a store that shows prices with tax (Japan) prints them. */
export interface TaxIncludedFigures {
  rowTotals: string[];
  subtotal: string;
  discounts: { label: string; labels?: Record<string, string>; amount: string }[];
}

/** An order's figures with tax in, as its store shows them; undefined where its prices are shown without tax. */
export async function taxIncludedFigures(db: Db | Tx, order: OrderRow, items: ItemRow[]): Promise<TaxIncludedFigures | undefined> {
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
    discounts: t.discounts.map((d) => ({ ...d, amount: d.amount.toFixed(digits) })),
  };
}

/**
 * The figures of a sale priced with its tax already in (a Japanese center's renewal package or Plus):
 * printed as sold, so the receipt reads them as the shop's Japanese receipts (税込, うち消費税).
 */
export function soldWithTaxIncluded(rowTotals: string[], discounts: { label: string; amount: string }[]): TaxIncludedFigures {
  const sum = rowTotals.reduce((total, r) => total.plus(r), new Decimal(0));
  return { rowTotals, subtotal: sum.toFixed(), discounts: discounts.filter((d) => !new Decimal(d.amount).isZero()) };
}
