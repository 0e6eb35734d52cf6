/**
 * The create-round calendar picker (spec 000 §4), as pure functions of local dates (YYYY-MM-DD).
 * A round is logged on the day it was played: any day from a year before today up to today (the
 * server's rule, in the player's zone); later days cannot be chosen. It starts at the current
 * month and moves by month or by year within that range, snapping to its ends.
 */
import { addMonths } from '@/components/month-grid-dates';
import { dateText } from '@/lib/format/intl-formats';

export interface PickerView {
  /** The month shown, YYYY-MM. */
  month: string;
  /** The chosen date, when a move chose one. */
  selected?: string;
}

/** How far back a round may be dated, in days (the server's PLAY_DATE_DAYS_BACK). */
export const DAYS_BACK = 365;

export const monthOf = (date: string) => date.slice(0, 7);

/** The first day a round may be dated: a year before today. */
export function earliestDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - DAYS_BACK)).toISOString().slice(0, 10);
}

export const pickerStart = (today: string): PickerView => ({ month: monthOf(today) });

function clamp(target: string, today: string): PickerView {
  if (target > monthOf(today)) return { month: monthOf(today) };
  const first = monthOf(earliestDate(today));
  return { month: target < first ? first : target };
}

export const stepMonth = (view: PickerView, step: 1 | -1, today: string): PickerView => clamp(addMonths(view.month, step), today);
export const stepYear = (view: PickerView, step: 1 | -1, today: string): PickerView => clamp(addMonths(view.month, 12 * step), today);

export const canGoBack = (view: PickerView, today: string) => view.month > monthOf(earliestDate(today));
export const canGoForward = (view: PickerView, today: string) => view.month < monthOf(today);

/** Days after today, or more than a year back, cannot be chosen. */
export const isSelectable = (date: string, today: string) => date <= today && date >= earliestDate(today);

/** Today in the browser's own zone, YYYY-MM-DD. */
export const localToday = (now = new Date()) => dateText(now, 'en-CA');
