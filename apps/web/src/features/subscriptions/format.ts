import { dateText, dateTimeFormat } from '@/lib/format/intl-formats';
/** A billing time as the store keeps its calendar (the store's time zone), in the reader's language. */
export function formatRunDate(iso: string | null, timeZone: string, locale: string): string {
  if (!iso) return '—';
  return dateText(new Date(iso), locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
}

/** The store's calendar day (YYYY-MM-DD) of an instant: the reschedule field starts from it. */
export function storeDay(iso: string, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}
