import Decimal from 'decimal.js';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { taxRates, type TaxClass } from './tax.tables.ts';

/** Where a sale is taxed. */
export interface TaxPlace {
  countryCode: string;
  regionCode: string | null;
  postcode: string | null;
}

export interface TaxRate {
  title: string;
  /** The title per language (`title` where one is missing): see `taxTitleIn`. */
  titles: Record<string, string>;
  rate: Decimal;
  appliesToShipping: boolean;
  includedInPrice: boolean;
}

/**
 * The tax rates of a place for a class of product: the rows for its postcode when there are any (a
 * city's combined rate), otherwise its country's and region's rows together. The one rule every
 * sale uses (gift cards and store credit are not taxed at purchase: their lines are not taxable).
 */
export async function taxRatesAt(db: Db | Tx, place: TaxPlace, productClass: TaxClass = 'goods'): Promise<TaxRate[]> {
  const postcode = (place.postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const rows = await db
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.productClass, productClass),
        eq(taxRates.countryCode, place.countryCode),
        place.regionCode ? or(isNull(taxRates.regionCode), eq(taxRates.regionCode, place.regionCode)) : isNull(taxRates.regionCode),
        or(isNull(taxRates.postcode), sql`${postcode} like replace(${taxRates.postcode}, '*', '%')`),
      ),
    )
    .orderBy(asc(taxRates.id));
  const local = rows.filter((r) => r.postcode !== null);
  return (local.length ? local : rows).map((r) => ({
    title: r.title,
    titles: r.titles,
    rate: new Decimal(r.rate),
    appliesToShipping: r.appliesToShipping,
    includedInPrice: r.includedInPrice,
  }));
}

/** The countries with a rate for a class of product, each with its rate (the EU's VAT for digital services). */
export async function countryRates(db: Db | Tx, productClass: TaxClass): Promise<{ countryCode: string; rate: Decimal }[]> {
  const rows = await db
    .select({ countryCode: taxRates.countryCode, rate: taxRates.rate })
    .from(taxRates)
    .where(and(eq(taxRates.productClass, productClass), isNull(taxRates.regionCode), isNull(taxRates.postcode)))
    .orderBy(asc(taxRates.countryCode));
  const sums = new Map<string, Decimal>();
  for (const r of rows) sums.set(r.countryCode, (sums.get(r.countryCode) ?? new Decimal(0)).plus(r.rate));
  return [...sums].map(([countryCode, rate]) => ({ countryCode, rate }));
}

/** A rate's title in a language ("NY sales tax" reads 「NY州売上税」 to a player who reads Japanese). */
export const taxTitleIn = (rate: Pick<TaxRate, 'title' | 'titles'>, locale: string): string => rate.titles[locale] || rate.title;
