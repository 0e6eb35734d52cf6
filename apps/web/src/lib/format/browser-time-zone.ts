let zone: string | undefined;

/** Temporal's clock, where the browser has it (the Chromium 156 here does; Safari does not yet). */
type TemporalGlobal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's IANA time zone, which screens written for the player's day are asked in ('UTC' when
 * the browser names none). Read once: the page keeps the zone it opened in.
 *
 * Temporal names it in about a millisecond. Intl has to make a formatter, and the page's first one
 * loads ICU's date data: 50–160 ms in Chromium here, before home and lessons could send their data
 * requests, which carry the zone.
 */
export const browserTimeZone = () =>
  (zone ??= (globalThis as TemporalGlobal).Temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
