/**
 * The create-round calendar picker (spec 000 §4), as pure functions of local dates (YYYY-MM-DD):
 * it starts at the current month, moves by month or by year, never shows a month before the
 * current one, and a move to an earlier month of the current year snaps back to today. Rounds
 * can be dated up to a year ahead (the server's limit).
 */
export interface PickerView {
  /** The month shown, YYYY-MM. */
  month: string;
  /** The chosen date, when a move chose one. */
  selected?: string;
}

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The last day a round may be dated: a year from today. */
export function latestDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + 1, m - 1, d));
  return last.toISOString().slice(0, 10);
}

export const pickerStart = (today: string): PickerView => ({ month: monthOf(today) });

function clamp(target: string, today: string): PickerView {
  if (target < monthOf(today)) return { month: monthOf(today), selected: today };
  const last = monthOf(latestDate(today));
  return { month: target > last ? last : target };
}

export const stepMonth = (view: PickerView, step: 1 | -1, today: string): PickerView => clamp(addMonths(view.month, step), today);
export const stepYear = (view: PickerView, step: 1 | -1, today: string): PickerView => clamp(addMonths(view.month, 12 * step), today);

export const canGoBack = (view: PickerView, today: string) => view.month > monthOf(today);
export const canGoForward = (view: PickerView, today: string) => view.month < monthOf(latestDate(today));

/** Days before today, or more than a year ahead, cannot be chosen. */
export const isSelectable = (date: string, today: string) => date >= today && date <= latestDate(today);

/** The weeks of a month as rows of seven dates (Monday first), null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Today in the browser's own zone, YYYY-MM-DD. */
export const localToday = (now = new Date()) => now.toLocaleDateString('en-CA');
