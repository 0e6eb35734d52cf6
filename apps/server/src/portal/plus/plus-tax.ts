import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { LOCALES, type Locale, type PlusPrice } from '@golf/contracts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { taxRatesAt, taxTitleIn, type TaxRate } from '../../commerce/tax/index.ts';
import { centerRows } from '../account/index.ts';
import { digitsOf, moneyString } from '../wallet/index.ts';

/** A Plus charge's lines as its receipt prints them: the price with its tax, the tax named in every language. */
export type PlusChargeLines = PlusPrice & { taxNames: Record<string, string> };

/** A home center's address, as the tax rule reads it. */
export interface CenterAddress {
  country: string;
  state: string | null;
  postalCode: string | null;
}

/** Plus's tax rates at a home center's address (none without a center). */
export async function ratesAtCenter(db: Db | Tx, center: CenterAddress | null | undefined): Promise<TaxRate[]> {
  return center
    ? taxRatesAt(db, { countryCode: center.country, regionCode: center.state || null, postcode: center.postalCode || null }, 'center_membership')
    : [];
}

async function ratesAtHomeCenter(db: Db | Tx, centerId: number | null): Promise<TaxRate[]> {
  const [center] = centerId
    ? await db
        .select({ country: centerRows.country, state: centerRows.state, postalCode: centerRows.postalCode })
        .from(centerRows)
        .where(eq(centerRows.id, centerId))
    : [];
  return ratesAtCenter(db, center);
}

const namesIn = (rates: TaxRate[], locale: string) => rates.map((r) => taxTitleIn(r, locale)).join(' + ');

/** A Plus price with its tax at these rates (from `ratesAtCenter`), as the offer shows it. */
export function priceWith(rates: TaxRate[], price: string, currency: string, locale: Locale): PlusPrice {
  const rate = rates.reduce((sum, r) => sum.plus(r.rate), new Decimal(0));
  const isTaxInclusive = rates.some((r) => r.includedInPrice);
  const net = new Decimal(price);
  const tax = (isTaxInclusive ? net.times(rate).dividedBy(rate.plus(100)) : net.times(rate).dividedBy(100)).toDecimalPlaces(
    digitsOf(currency),
    Decimal.ROUND_HALF_UP,
  );
  return {
    price: moneyString(net, currency),
    currency,
    tax: moneyString(tax, currency),
    taxName: namesIn(rates, locale),
    taxRate: rate.toString(),
    isTaxInclusive,
    total: moneyString(isTaxInclusive ? net : net.plus(tax), currency),
  };
}

/**
 * A Plus period's price with its tax, from the one tax rule. Plus is a digital service supplied at
 * the player's home center, so its place of supply is the home center's address: known before any
 * billing address, so the offer shows the final total and the card is charged exactly that, at
 * purchase and at every renewal. Taxed as `center_membership` there (NY: 8.875 % added; Japan:
 * 10 % inside the yen price). A player with no home center has no place of supply: no tax.
 */
export async function plusPriceAt(db: Db | Tx, centerId: number | null, price: string, currency: string, locale: Locale): Promise<PlusPrice> {
  return priceWith(await ratesAtHomeCenter(db, centerId), price, currency, locale);
}

/** The same price as a charge's lines, kept with the charge so its receipt reads the tax's name in any language. */
export async function plusChargeLinesAt(db: Db | Tx, centerId: number | null, price: string, currency: string, locale: Locale): Promise<PlusChargeLines> {
  const rates = await ratesAtHomeCenter(db, centerId);
  return { ...priceWith(rates, price, currency, locale), taxNames: Object.fromEntries(LOCALES.map((l) => [l, namesIn(rates, l)])) };
}
