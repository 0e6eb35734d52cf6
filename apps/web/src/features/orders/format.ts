import { formatMoney as formatAmount } from '@/lib/format/money';
import { NO_VALUE } from '@/lib/format/number';

// Amounts and dates as the customer reads them: in their language, the amount in its own currency.

/** The shop's dates, shared with returns (lib/format/commerce-time.ts). */
export { commerceDate as formatOrderDate, parseCommerceTime as parseOrderTime } from '@/lib/format/commerce-time';

/** An amount the server computed (a number or an exact decimal string), formatted, never recomputed. */
export function formatMoney(value: number | string | null | undefined, currency: string | null | undefined, locale: string): string {
  return value === null || value === undefined || !currency ? NO_VALUE : formatAmount({ value, currency }, locale);
}

/** A card's expiry as printed on it: MM/YY. */
export function cardExpiry(month: string | null, year: string | null): string | null {
  if (!month || !year) return null;
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}
