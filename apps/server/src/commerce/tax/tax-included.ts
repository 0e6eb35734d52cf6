import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { ttlMemo } from '../../platform/memo.ts';
import { taxRates } from './tax.tables.ts';

/*
 * Prices shown with their tax (Japan's 総額表示): where a country's rates are marked
 * `included_in_price`, every price a consumer reads includes them, and the tax is named as
 * included ("うち消費税 ¥600"). What is charged does not change: the catalogue's prices stay net,
 * the cart taxes them as everywhere, and these figures only say the same money with its tax in.
 */

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

// Rates change with the law, not with traffic: one read per database and country a minute, shared by
// every catalogue request (which would otherwise pay one more statement each).
const memos = new WeakMap<Db | Tx, ReturnType<typeof ttlMemo<Decimal>>>();

/**
 * The percent of tax a country's shown prices include: the sum of its country-wide rates for goods
 * marked included (Japan's 10 %), 0 where prices are shown without tax (the US, Canada).
 */
export function includedTaxPercent(db: Db | Tx, countryCode: string): Promise<Decimal> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = ttlMemo<Decimal>({ ttlMs: 60_000, maxEntries: 50 })));
  return memo.get(countryCode, async () => {
    const rows = await db
      .select({ rate: taxRates.rate })
      .from(taxRates)
      .where(
        and(
          eq(taxRates.productClass, 'goods'), // the store's shown prices are of goods; other classes have rates of their own
          eq(taxRates.countryCode, countryCode),
          isNull(taxRates.regionCode),
          isNull(taxRates.postcode),
          eq(taxRates.includedInPrice, true),
        ),
      );
    return rows.reduce((sum, r) => sum.plus(r.rate), ZERO);
  });
}

/** A net amount with `percent` of tax in it, rounded half up to `digits` (the cart rounds a row's tax the same way). */
export function withIncludedTax(net: Decimal, percent: Decimal, digits: number): Decimal {
  return net.times(percent.plus(HUNDRED)).dividedBy(HUNDRED).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}

/** A cart's or order's figures, net, as they were charged. */
export interface ChargedTotals {
  digits: number;
  /** Each line's row before discounts, and the tax percent it was taxed at (0 for a gift card). */
  rows: { rowTotal: string; taxPercent: string }[];
  /** Each discount's label, with its other languages when it has them. */
  discounts: { label: string; labels?: Record<string, string>; amount: string }[];
  discountTotal: string;
  taxTotal: string;
  /** The tax on shipping (part of taxTotal). */
  shippingTax: string;
}

/** The same totals with tax in every figure: subtotal − discounts (+ shipping with its tax) = the grand total charged. */
export interface TaxIncludedTotals {
  subtotal: Decimal;
  discounts: { label: string; labels?: Record<string, string>; amount: Decimal }[];
  discountTotal: Decimal;
  /** The tax the figures include ("うち消費税"). */
  includedTax: Decimal;
}

/**
 * Totals as a store that shows prices with tax writes them. Each line is its row with its tax
 * (rounded as the cart rounds it); a discount takes off its net amount and the tax it saved, so the
 * lines shown add up to exactly what was charged: Σ rows with tax − discounts with tax + shipping
 * with its tax = grand total.
 */
export function taxIncludedTotals(t: ChargedTotals): TaxIncludedTotals {
  const subtotal = t.rows.reduce((sum, r) => sum.plus(withIncludedTax(new Decimal(r.rowTotal), new Decimal(r.taxPercent), t.digits)), ZERO);
  const netSubtotal = t.rows.reduce((sum, r) => sum.plus(r.rowTotal), ZERO);
  const itemTax = new Decimal(t.taxTotal).minus(t.shippingTax);
  // What the lines with tax came to, less what the discounted lines with tax were charged.
  const discountTotal = subtotal.minus(netSubtotal.minus(t.discountTotal).plus(itemTax));
  const netDiscount = new Decimal(t.discountTotal);
  let left = discountTotal;
  const discounts = t.discounts.map((d, i) => {
    if (i === t.discounts.length - 1) return { ...d, amount: left };
    const share = netDiscount.isZero() ? ZERO : discountTotal.times(d.amount).dividedBy(netDiscount).toDecimalPlaces(t.digits, Decimal.ROUND_HALF_UP);
    left = left.minus(share);
    return { ...d, amount: share };
  });
  return { subtotal, discounts, discountTotal, includedTax: new Decimal(t.taxTotal) };
}
