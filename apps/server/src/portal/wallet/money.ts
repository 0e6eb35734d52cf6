import Decimal from 'decimal.js';
import { storesOfRegion, type Region } from '../../platform/regions.ts';
import { findStore } from '../../commerce/store/index.ts';

/** The currency a player pays in: their region's main shop's currency. */
export function currencyOfRegion(region: string): string {
  return findStore(storesOfRegion(region as Region).main)?.currency ?? 'USD';
}

/** Minor digits of a currency (yen has none), as Intl knows them. */
export function digitsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount as the exact decimal string the API sends (2 digits, 0 for yen). */
export function moneyString(value: Decimal.Value, currency: string): string {
  return new Decimal(value).toDecimalPlaces(digitsOf(currency), Decimal.ROUND_HALF_UP).toFixed(digitsOf(currency));
}
