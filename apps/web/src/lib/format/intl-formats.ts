/**
 * Intl formatters kept per language and options, for the page's life. Making a formatter costs a
 * phone far more than using one: profiled at the start of the home page, a formatter made on each
 * render only to read the browser's time zone took 141 ms of its 930 ms of script, and the lessons
 * calendar made one for each day it labelled. `Date.prototype.toLocaleDateString` and its kin make
 * a new one on every call, so screens format through these instead.
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.DisplayNames>();

function keep<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.DisplayNames>(
  kind: string,
  language: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let found = kept.get(key) as T | undefined;
  if (!found) {
    found = make();
    kept.set(key, found);
  }
  return found;
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}) =>
  keep('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  keep('number', language, options, () => new Intl.NumberFormat(language, options));

export const listFormat = (language: string, options: Intl.ListFormatOptions = {}) =>
  keep('list', language, options, () => new Intl.ListFormat(language, options));

export const displayNames = (language: string, options: Intl.DisplayNamesOptions) =>
  keep('names', language, options, () => new Intl.DisplayNames(language, options));

/**
 * A date (and time) as `toLocaleString` writes it, through a kept formatter. The options name the
 * fields to show; without any, the day in numbers, as `toLocaleDateString` gives. A date that is not
 * one reads "Invalid Date", as there, instead of throwing as a formatter does.
 */
export function dateText(date: Date, language: string, options?: Intl.DateTimeFormatOptions): string {
  return Number.isNaN(date.getTime()) ? String(date) : dateTimeFormat(language, options).format(date);
}
