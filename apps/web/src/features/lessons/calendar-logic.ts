/**
 * The appointment calendar's rules (spec 000 §4), as pure functions of local dates (YYYY-MM-DD):
 * on load the selected date is the first appointment dated today or later, else the first one;
 * the month never goes before the current one.
 */
export interface Dated {
  date: string;
}

export function initialSelectedDate(appointments: Dated[], today: string): string {
  const sorted = [...appointments].sort((a, b) => a.date.localeCompare(b.date));
  return (sorted.find((a) => a.date >= today) ?? sorted[0])?.date ?? today;
}

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Next month starts on its first day; going back to the current month returns to today. */
export function moveMonth(month: string, step: 1 | -1, today: string): { month: string; selected: string; isCurrentMonth: boolean } {
  const target = addMonths(month, step);
  if (target <= monthOf(today)) return { month: monthOf(today), selected: today, isCurrentMonth: true };
  return { month: target, selected: `${target}-01`, isCurrentMonth: false };
}

/** The weeks of a month as rows of seven dates (Monday first), null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Today as a local date in a time zone. */
export const todayIn = (timeZone: string, now = new Date()) => now.toLocaleDateString('en-CA', { timeZone });
