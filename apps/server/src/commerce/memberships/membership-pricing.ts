import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { findCountry } from '../../platform/geo/countries.ts';
import type { Db } from '../../platform/db/index.ts';
import { countryRates, countryRatesJson, taxRatesAt } from '../tax/index.ts';
import type { Term } from './memberships.tables.ts';

// The store whose buyers billed in the EU pay their country's VAT on memberships (a digital service,
// taxed where the buyer is under the EU's one-stop shop). The rates are commerce/tax's.
const VAT_STORE = 'STSVEN';

/** GET /STSVEN/rest/all/V1/getCountryEU: the EU countries with their VAT rate on digital services. */
export async function euCountries(db: Db): Promise<{ country_id: string; name: string; vat_rate: string }[]> {
  return (await countryRates(db, 'digital_service')).map((r) => ({
    country_id: r.countryCode,
    name: findCountry(r.countryCode)?.full_name_english ?? r.countryCode,
    vat_rate: r.rate.toFixed(2),
  }));
}

/** The VAT rate (percent) a membership charge carries, from the one tax rule: the buyer's country's in the US store, none otherwise. */
export async function membershipTaxRate(db: Db, storeCode: string, country: string | null | undefined): Promise<string> {
  if (storeCode !== VAT_STORE || !country) return '0';
  const rates = await taxRatesAt(db, { countryCode: country, regionCode: null, postcode: null }, 'digital_service');
  return rates.reduce((sum, r) => sum.plus(r.rate), new Decimal(0)).toFixed();
}

/** Every country's VAT rate for the billing-country picker, as a column of another read (country code → rate). */
export const membershipRatesJson = () => countryRatesJson('digital_service');

/** The picker's rates from those read with membershipRatesJson: none outside the VAT store. */
export const membershipRatesOf = (storeCode: string, rates: Record<string, string>): Map<string, string> =>
  storeCode !== VAT_STORE ? new Map() : new Map(Object.entries(rates));

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Net price plus tax, each rounded half up to the cent. */
export function withTax(net: Decimal.Value, rate: Decimal.Value): { net: string; tax: string; total: string } {
  const n = money(new Decimal(net));
  const tax = money(n.times(rate).div(100));
  return { net: n.toFixed(2), tax: tax.toFixed(2), total: n.plus(tax).toFixed(2) };
}

/** The end of a term that starts at `from`: one calendar month or year later in the store's zone. */
export function termEnd(from: Date, term: Term, timezone: string): Date {
  const start = DateTime.fromJSDate(from, { zone: timezone });
  return (term === 'monthly' ? start.plus({ months: 1 }) : start.plus({ years: 1 })).toJSDate();
}

/** The rule shown before paying for an upgrade, and applied by `prorate`. */
export const PRORATION_RULE =
  'An upgrade is charged now for the rest of your current term only: (new plan price − current plan price) × time left ÷ term length, rounded to the cent, plus any VAT. Your renewal date stays the same; from then on the new plan price applies.';

/**
 * The upgrade price for the rest of the term: the price difference times the share of the term
 * left (to the second), rounded half up to the cent. Never below zero.
 */
export function prorate(input: { oldPrice: string; newPrice: string; periodStart: Date; endsAt: Date; now: Date }): {
  net: Decimal;
  daysLeft: number;
  termDays: number;
} {
  const term = input.endsAt.getTime() - input.periodStart.getTime();
  const left = Math.max(0, Math.min(term, input.endsAt.getTime() - input.now.getTime()));
  const diff = Decimal.max(0, new Decimal(input.newPrice).minus(input.oldPrice));
  return {
    net: money(diff.times(left).div(term)),
    daysLeft: Math.max(left > 0 ? 1 : 0, Math.round(left / 86_400_000)),
    termDays: Math.round(term / 86_400_000),
  };
}
