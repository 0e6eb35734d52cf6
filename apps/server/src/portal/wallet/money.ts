import Decimal from 'decimal.js';
import { storesOfRegion, type Region } from '../../platform/regions.ts';
import { findStore } from '../../commerce/store/index.ts';
import { currencyDigits } from '../../commerce/catalogue/index.ts';

/** The currency a player pays in: their region's main shop's currency. */
export function currencyOfRegion(region: string): string {
  return findStore(storesOfRegion(region as Region).main)?.currency ?? 'USD';
}

/**
 * Minor digits of a currency (yen has none), as Intl knows them: the shop's figure, worked out once
 * per currency (building an Intl.NumberFormat for each amount was a large part of the bucks,
 * coupon, renewal and gear answers' CPU).
 */
export const digitsOf = currencyDigits;

/** An amount as the exact decimal string the API sends (2 digits, 0 for yen). */
export function moneyString(value: Decimal.Value, currency: string): string {
  const digits = digitsOf(currency);
  return new Decimal(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits);
}
