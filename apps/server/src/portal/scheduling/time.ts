import { DateTime, IANAZone } from 'luxon';
import type { TimeOfDay } from '@golf/contracts';
import { invalid } from '../../platform/errors.ts';

/**
 * Local times through luxon (IANA zones from the runtime's Intl data): every conversion between a
 * wall-clock time and an instant goes through here, so daylight-saving changes are handled once.
 */

/** The zone to answer in: the caller's when given (refused when unknown), else the fallback. */
export function answerZone(timeZone: string | undefined, fallback: string): string {
  if (timeZone === undefined) return fallback;
  if (!IANAZone.isValidZone(timeZone)) throw invalid('timeZone', `timeZone "${timeZone}" is not a known IANA time zone (for example Europe/London).`);
  return timeZone;
}

/** ISO 8601 with the zone's offset, to the second: 2027-03-14T10:00:00-04:00. */
export function localIso(at: Date | number, zone: string): string {
  return DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), { zone }).toISO({ suppressMilliseconds: true })!;
}

export function localDate(at: Date | number, zone: string): string {
  return DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), { zone }).toISODate()!;
}

/** The first instant of a local date; refuses a date that is not on the calendar. */
export function startOfLocalDate(date: string, zone: string, field = 'date'): DateTime {
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) throw invalid(field, `${field} "${date}" is not a calendar date (YYYY-MM-DD).`);
  return day.startOf('day');
}

/** Minutes after midnight of a `HH:MM[:SS]` time column; 24:00 is the end of the day. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * The instant a wall-clock time of a local day has, or null when that time does not exist that day
 * (skipped by a daylight-saving change). In the repeated hour of autumn, the first one is taken.
 */
export function atWallClock(day: DateTime, minutes: number): DateTime | null {
  if (minutes >= 24 * 60) return day.plus({ days: 1 }).startOf('day').plus({ minutes: minutes - 24 * 60 });
  const at = day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 });
  return at.hour * 60 + at.minute === minutes ? at : null;
}

/** Morning before noon, afternoon before five, evening after, in the given zone. */
export function timeOfDayOf(at: number, zone: string): Exclude<TimeOfDay, 'any'> {
  const hour = DateTime.fromMillis(at, { zone }).hour;
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

const MINUTE = 60_000;
/** Slots are named by their start in whole minutes since the epoch. */
export const slotNumberOf = (startMs: number) => Math.floor(startMs / MINUTE);
export const startOfSlot = (slotNumber: number) => slotNumber * MINUTE;

/** A caller's optional time zone, refused when unknown; undefined means "the center's own". */
export function checkZone(timeZone: string | undefined): string | undefined {
  return timeZone === undefined ? undefined : answerZone(timeZone, 'UTC');
}
