import { dateText } from '@/lib/format/intl-formats';
/** Magento's times ("2026-03-10 14:03:11") are UTC without a zone. */
export function parseTime(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

export const formatDate = (text: string, locale: string) => {
  const d = parseTime(text);
  return Number.isNaN(d.getTime()) ? text : dateText(d, locale, { year: 'numeric', month: 'short', day: 'numeric' });
};

export const formatDateTime = (text: string, locale: string) => {
  const d = parseTime(text);
  return Number.isNaN(d.getTime()) ? text : dateText(d, locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
};

/** The request's state: 0 pending, 1 authorized, 2 received, 3 resolved, 4 canceled. */
export const STATE = { pending: 0, authorized: 1, received: 2, resolved: 3, canceled: 4 } as const;
