/** The browser's IANA time zone, which screens written for the player's day are asked in ('UTC' when the browser names none). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
