import Decimal from 'decimal.js';
import { and, asc, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { onTransaction, statementCache, type Db, type Tx } from '../../platform/db/index.ts';
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

/** A class's country-wide rows (no region, no postcode): what countryRates sums per country. */
const countryWide = (productClass: TaxClass | Placeholder) =>
  and(eq(taxRates.productClass, productClass), isNull(taxRates.regionCode), isNull(taxRates.postcode));

// The rule's reads, prepared once per database handle (and run on a caller's transaction through
// onTransaction): every cart total, renewal, Plus offer and membership price asks them, and building
// and planning the select cost more than running it. A place without a region matches only the
// rows without one (`region_code = null` is never true); '' is the postcode of a place without one.
// A `Db` given to onTransaction is not a transaction it knows, so the set is built on the `Db` itself.
const taxStatements = statementCache((db: Db) => {
  const productClass = sql.placeholder('productClass');
  return {
    ratesAt: db
      .select()
      .from(taxRates)
      .where(
        and(
          eq(taxRates.productClass, productClass),
          eq(taxRates.countryCode, sql.placeholder('countryCode')),
          or(isNull(taxRates.regionCode), sql`${taxRates.regionCode} = ${sql.placeholder('regionCode')}::text`),
          or(isNull(taxRates.postcode), sql`${sql.placeholder('postcode')}::text like replace(${taxRates.postcode}, '*', '%')`),
        ),
      )
      .orderBy(asc(taxRates.id))
      .prepare('tax_rates_at'),
    countryRates: db
      .select({ countryCode: taxRates.countryCode, rate: taxRates.rate })
      .from(taxRates)
      .where(countryWide(productClass))
      .orderBy(asc(taxRates.countryCode))
      .prepare('tax_country_rates'),
  };
});

/**
 * The tax rates of a place for a class of product: the rows for its postcode when there are any (a
 * city's combined rate), otherwise its country's and region's rows together. The one rule every
 * sale uses (gift cards and store credit are not taxed at purchase: their lines are not taxable).
 */
export async function taxRatesAt(db: Db | Tx, place: TaxPlace, productClass: TaxClass = 'goods'): Promise<TaxRate[]> {
  const postcode = (place.postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const rows = await onTransaction(db as Tx, taxStatements, (s) => s.ratesAt).execute({
    productClass,
    countryCode: place.countryCode,
    regionCode: place.regionCode || null,
    postcode,
  });
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
  const rows = await onTransaction(db as Tx, taxStatements, (s) => s.countryRates).execute({ productClass });
  const sums = new Map<string, Decimal>();
  for (const r of rows) sums.set(r.countryCode, (sums.get(r.countryCode) ?? new Decimal(0)).plus(r.rate));
  return [...sums].map(([countryCode, rate]) => ({ countryCode, rate }));
}

/**
 * countryRates as one JSON object (country code → the country's summed rate, as text), for another
 * domain's read to carry in its own statement: the membership plans' page reads it with its owner.
 */
export const countryRatesJson = (productClass: TaxClass) =>
  sql<Record<string, string>>`(select coalesce(json_object_agg(r.country_code, r.rate order by r.country_code), '{}'::json)
    from (select ${taxRates.countryCode} as country_code, sum(${taxRates.rate})::text as rate from ${taxRates} where ${countryWide(productClass)} group by 1) r)`;

/** A rate's title in a language ("NY sales tax" reads 「NY州売上税」 to a player who reads Japanese). */
export const taxTitleIn = (rate: Pick<TaxRate, 'title' | 'titles'>, locale: string): string => rate.titles[locale] || rate.title;
