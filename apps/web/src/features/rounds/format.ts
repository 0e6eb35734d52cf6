import { dateText } from '@/lib/format/intl-formats';
/** A round's date as the language writes it (the date is a calendar date: no zone shifts it). */
export const formatDate = (date: string, language: string, style: 'long' | 'medium' = 'medium') =>
  dateText(new Date(`${date}T12:00:00Z`), language, { dateStyle: style, timeZone: 'UTC' });

// Numbers go through the portal's one locale-aware formatter (lib/format/number).
export { formatNumber, formatPercent, formatToPar } from '@/lib/format/number';
export { formatSigned as formatGained } from '@/lib/format/number';
