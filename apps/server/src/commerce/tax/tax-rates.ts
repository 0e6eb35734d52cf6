import Decimal from 'decimal.js';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { taxRates } from './tax.tables.ts';

/** Where a sale is taxed. */
export interface TaxPlace {
  countryCode: string;
  regionCode: string | null;
  postcode: string | null;
}

export interface TaxRate {
  title: string;
  rate: Decimal;
  appliesToShipping: boolean;
  includedInPrice: boolean;
}

/**
 * The tax rates of a place: the rows for its postcode when there are any (a city's combined rate),
 * otherwise its country's and region's rows together. The one rule every sale uses.
 */
export async function taxRatesAt(db: Db | Tx, place: TaxPlace): Promise<TaxRate[]> {
  const postcode = (place.postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const rows = await db
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.countryCode, place.countryCode),
        place.regionCode ? or(isNull(taxRates.regionCode), eq(taxRates.regionCode, place.regionCode)) : isNull(taxRates.regionCode),
        or(isNull(taxRates.postcode), sql`${postcode} like replace(${taxRates.postcode}, '*', '%')`),
      ),
    )
    .orderBy(asc(taxRates.id));
  const local = rows.filter((r) => r.postcode !== null);
  return (local.length ? local : rows).map((r) => ({
    title: r.title,
    rate: new Decimal(r.rate),
    appliesToShipping: r.appliesToShipping,
    includedInPrice: r.includedInPrice,
  }));
}
