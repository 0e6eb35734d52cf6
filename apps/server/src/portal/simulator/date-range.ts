import { DateTime } from 'luxon';
import { invalid } from '../../platform/errors.ts';
import { isTimeZone } from '../../platform/time-zones.ts';

/** A zone the caller named, checked; UTC when none. */
export function zoneOf(timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  if (!isTimeZone(zone)) throw invalid('timeZone', `timeZone "${zone}" is not a time zone name such as Europe/London.`);
  return zone;
}

/**
 * The instants a local date range covers: from the start of `fromDate` to the end of `toDate`
 * (both inclusive) in the zone. Refuses impossible dates and a range that ends before it starts.
 */
export function instantRange(fromDate: string | undefined, toDate: string | undefined, zone: string): { from?: Date; toExclusive?: Date } {
  const parse = (value: string, field: string) => {
    const day = DateTime.fromISO(value, { zone });
    if (!day.isValid) throw invalid(field, `${field} "${value}" is not a calendar date (YYYY-MM-DD).`);
    return day.startOf('day');
  };
  const from = fromDate ? parse(fromDate, 'fromDate') : undefined;
  const to = toDate ? parse(toDate, 'toDate') : undefined;
  if (from && to && to < from) throw invalid('toDate', 'toDate must be on or after fromDate.');
  return { from: from?.toJSDate(), toExclusive: to?.plus({ days: 1 }).toJSDate() };
}

/** The local calendar date of an instant in the zone. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate() ?? instant.toISOString().slice(0, 10);
}
