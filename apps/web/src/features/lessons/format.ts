import { dateText } from '@/lib/format/intl-formats';
/** Dates and times as the player reads them: in their language, in the zone the answer names. */
export function formatDay(date: string, locale: string): string {
  return dateText(new Date(`${date}T12:00:00Z`), locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

export function formatTime(iso: string, timeZone: string, locale: string): string {
  return dateText(new Date(iso), locale, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** Date (with its year: history reaches back years) and time. */
export function formatDateTime(iso: string, timeZone: string, locale: string): string {
  return dateText(new Date(iso), locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** A short date without the year, for appointments in the coming weeks. */
export function formatShortDate(iso: string, timeZone: string, locale: string): string {
  return dateText(new Date(iso), locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
}
