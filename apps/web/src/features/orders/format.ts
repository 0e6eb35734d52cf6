import { formatMoney as formatAmount } from '@/lib/format/money';
import { NO_VALUE } from '@/lib/format/number';
import { dateText } from '@/lib/format/intl-formats';

/** Amounts and dates as the customer reads them: in their language, the amount in its own currency. */

/** An amount the server computed (a number or an exact decimal string), formatted, never recomputed. */
export function formatMoney(value: number | string | null | undefined, currency: string | null | undefined, locale: string): string {
  return value === null || value === undefined || !currency ? NO_VALUE : formatAmount({ value, currency }, locale);
}

/** Magento's order times ("2026-09-20 14:03:11") are UTC without a zone; ISO strings pass through. */
export function parseOrderTime(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

export function formatOrderDate(text: string, locale: string): string {
  const date = parseOrderTime(text);
  return Number.isNaN(date.getTime()) ? text : dateText(date, locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A card's expiry as printed on it: MM/YY. */
export function cardExpiry(month: string | null, year: string | null): string | null {
  if (!month || !year) return null;
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}
