let zone: string | undefined;

/**
 * The browser's IANA time zone, which screens written for the player's day are asked in ('UTC' when
 * the browser names none). Read once: asking makes a formatter, and the home and lessons screens
 * asked on every render (over 100 ms of a phone's start, profiled). The page keeps the zone it
 * opened in.
 */
export const browserTimeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
