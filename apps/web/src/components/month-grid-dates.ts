import { dateText } from '@/lib/format/intl-formats';
/** YYYY-MM plus n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The weeks of a month as rows of seven dates (Monday first), null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A month's name and year in the reader's language. */
export const formatMonthName = (month: string, language: string) =>
  dateText(new Date(`${month}-15T12:00:00Z`), language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The full date a day button reads out, in the reader's language. */
export const formatFullDay = (date: string, language: string) => dateText(new Date(`${date}T12:00:00Z`), language, { dateStyle: 'full', timeZone: 'UTC' });
