/**
 * The appointment calendar's rules (spec 000 §4), as pure functions of local dates (YYYY-MM-DD):
 * on load the selected date is the first appointment dated today or later, else the first one;
 * the month never goes before the current one.
 */
import { addMonths } from '@/components/month-grid-dates';
import { dateText } from '@/lib/format/intl-formats';

export interface Dated {
  date: string;
}

export function initialSelectedDate(appointments: Dated[], today: string): string {
  const sorted = [...appointments].sort((a, b) => a.date.localeCompare(b.date));
  return (sorted.find((a) => a.date >= today) ?? sorted[0])?.date ?? today;
}

export const monthOf = (date: string) => date.slice(0, 7);

/** Next month starts on its first day; going back to the current month returns to today. */
export function moveMonth(month: string, step: 1 | -1, today: string): { month: string; selected: string; isCurrentMonth: boolean } {
  const target = addMonths(month, step);
  if (target <= monthOf(today)) return { month: monthOf(today), selected: today, isCurrentMonth: true };
  return { month: target, selected: `${target}-01`, isCurrentMonth: false };
}

/** Today as a local date in a time zone. */
export const todayIn = (timeZone: string, now = new Date()) => dateText(now, 'en-CA', { timeZone });
