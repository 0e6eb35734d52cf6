import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { findCountry } from '../../platform/geo/countries.ts';
import type { Term } from './memberships.tables.ts';

/**
 * Standard VAT rates of the EU member states (percent), for buyers of the US launch-monitor store
 * (STSVEN) billed in the EU: digital services are taxed where the buyer is (EU OSS rules).
 * Deployment data, updated when a state changes its rate.
 */
export const EU_VAT: Readonly<Record<string, string>> = {
  AT: '20',
  BE: '21',
  BG: '20',
  CY: '19',
  CZ: '21',
  DE: '19',
  DK: '25',
  EE: '24',
  ES: '21',
  FI: '25.5',
  FR: '20',
  GR: '24',
  HR: '25',
  HU: '27',
  IE: '23',
  IT: '22',
  LT: '21',
  LU: '17',
  LV: '21',
  MT: '18',
  NL: '21',
  PL: '23',
  PT: '23',
  RO: '21',
  SE: '25',
  SI: '22',
  SK: '23',
};

/** GET /STSVEN/rest/all/V1/getCountryEU: the EU countries with their VAT rate. */
export function euCountries(): { country_id: string; name: string; vat_rate: string }[] {
  return Object.entries(EU_VAT).map(([code, rate]) => ({
    country_id: code,
    name: findCountry(code)?.full_name_english ?? code,
    vat_rate: new Decimal(rate).toFixed(2),
  }));
}

/** The VAT rate a charge carries: an EU country's in the US store, none otherwise. */
export function taxRateFor(storeCode: string, country: string | null | undefined): string {
  if (storeCode !== 'STSVEN' || !country) return '0';
  return EU_VAT[country] ?? '0';
}

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
