import { dateText } from './intl-formats';

/** The shop's times as Magento writes them ("2026-09-20 14:03:11") are UTC without a zone; ISO strings pass through. */
export function parseCommerceTime(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

/** A shop time as a short date in the reader's language ("Sep 20, 2026"), or the text as sent when it is not a time. */
export function commerceDate(text: string, language: string): string {
  const date = parseCommerceTime(text);
  return Number.isNaN(date.getTime()) ? text : dateText(date, language, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A shop time as a short day and time ("Sep 20, 2:03 PM"), or the text as sent when it is not a time. */
export function commerceDateTime(text: string, language: string): string {
  const date = parseCommerceTime(text);
  return Number.isNaN(date.getTime()) ? text : dateText(date, language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
