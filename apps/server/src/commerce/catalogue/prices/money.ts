import Decimal from 'decimal.js';

/**
 * Money arithmetic. Prices are read from numeric columns as strings and computed as decimals, never
 * as floats; a value becomes a JavaScript number only when it is written into a GraphQL `Float`
 * (Magento's Money.value), after rounding to the currency's minor unit, where the shortest decimal
 * form of that number is exactly the rounded amount ("19.99", "39800").
 */
export type Amount = Decimal;

export const ZERO = new Decimal(0);
export const amount = (value: string | number | Decimal): Amount => new Decimal(value);

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency: 2 for USD and CAD, 0 for JPY. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** Rounded half up to the currency's minor unit, as shops round prices. */
export function roundMoney(value: Amount, currency: string): Amount {
  return value.toDecimalPlaces(currencyDigits(currency), Decimal.ROUND_HALF_UP);
}

/** The GraphQL Money object: the rounded value and its currency code. */
export function money(value: Amount, currency: string): { value: number; currency: string } {
  return { value: Number(roundMoney(value, currency).toFixed()), currency };
}

// Amounts stored at a currency's minor unit or finer than a whole unit, by digits: "19.99", "-5", "39800".
const STORED = [/^-?\d+$/, /^-?\d+(\.\d)?$/, /^-?\d+(\.\d{1,2})?$/, /^-?\d+(\.\d{1,3})?$/];

/**
 * Money from an amount kept as text (a cart's or order's totals). Text already at the currency's
 * minor unit is its own rounding, so it is read as it is: the cart read spent 3 % of its CPU
 * building decimals only to round them to themselves (profile).
 */
export function moneyOfText(value: string, currency: string): { value: number; currency: string } {
  return STORED[currencyDigits(currency)]?.test(value) ? { value: Number(value), currency } : money(new Decimal(value), currency);
}

/** A plain rounded number (Magento's option, bundle and tier prices are bare Floats). */
export function moneyNumber(value: Amount, currency: string): number {
  return Number(roundMoney(value, currency).toFixed());
}

/** Magento's ProductDiscount: what the final price takes off the regular price. */
export function discountOf(regular: Amount, final: Amount, currency: string): { amount_off: number; percent_off: number } {
  const off = Decimal.max(regular.minus(final), ZERO);
  const roundedOff = roundMoney(off, currency);
  const percent = regular.isZero() ? ZERO : off.dividedBy(regular).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { amount_off: Number(roundedOff.toFixed()), percent_off: Number(percent.toFixed()) };
}

/** `percent` of `base` (percent option and bundle selection prices, percentage tiers). */
export function percentOf(base: Amount, percent: Amount | string): Amount {
  return base.times(percent).dividedBy(100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a store's time zone, for special price dates. */
export function todayIn(timeZone: string, now: Date): string {
  // Building a formatter costs far more than using one: keep one per zone.
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}
