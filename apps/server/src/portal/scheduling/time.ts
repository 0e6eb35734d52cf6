import { DateTime, IANAZone } from 'luxon';
import type { TimeOfDay } from '@golf/contracts';
import { invalid } from '../../platform/errors.ts';
import { isTimeZone } from '../../platform/time-zones.ts';

/**
 * Local times through luxon (IANA zones from the runtime's Intl data): every conversion between a
 * wall-clock time and an instant goes through here, so daylight-saving changes are handled once.
 */

/** The zone to answer in: the caller's when given (refused when unknown), else the fallback. */
export function answerZone(timeZone: string | undefined, fallback: string): string {
  if (timeZone === undefined) return fallback;
  if (!isTimeZone(timeZone)) throw invalid('timeZone', `timeZone "${timeZone}" is not a known IANA time zone (for example Europe/London).`);
  return timeZone;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A UTC day on which the zone's offset changes: the offset before, the change's first instant, the offset after. */
interface OffsetChange {
  at: number;
  before: number;
  after: number;
}

/**
 * Offsets (minutes) of whole UTC days, by zone then day: lists and openings format hundreds of times
 * a request, and asking Intl each time was most of their cost. A day of a daylight-saving change is
 * kept as the change itself: kept as nothing, it sent every request of November 2026 back to Intl
 * (a month that starts on the United States' change day), 7 % of the appointment list's CPU.
 */
const dayOffsets = new Map<string, Map<number, number | OffsetChange>>();
let keptOffsets = 0;

const offsetOf = (kept: number | OffsetChange, ms: number) => (typeof kept === 'number' ? kept : ms < kept.at ? kept.before : kept.after);

/** The zone's UTC offset in minutes at an instant. */
export function offsetAt(ms: number, zone: string): number {
  const day = Math.floor(ms / DAY_MS);
  let days = dayOffsets.get(zone);
  const cached = days?.get(day);
  if (cached !== undefined) return offsetOf(cached, ms);
  const iana = IANAZone.create(zone);
  const start = day * DAY_MS;
  const end = start + DAY_MS - 1;
  const first = iana.offset(start);
  const last = iana.offset(end);
  let kept: number | OffsetChange = first;
  if (first !== last) {
    // The change's first instant, by halving the day (some 27 questions to Intl, once per zone and
    // day). Zones change at most once a day; luxon answers per whole second, as the changes fall.
    let lo = start;
    let hi = end;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (iana.offset(mid) === first) lo = mid;
      else hi = mid;
    }
    kept = { at: hi, before: first, after: last };
  }
  if (keptOffsets > 50_000) {
    dayOffsets.clear();
    keptOffsets = 0;
    days = undefined;
  }
  if (days === undefined) dayOffsets.set(zone, (days = new Map()));
  days.set(day, kept);
  keptOffsets++;
  return offsetOf(kept, ms);
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DD` of days since 1970-01-01, kept: a page of slots or lessons shows a few days, each many times. */
const dayNames = new Map<number, string>();
function dayName(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    if (dayNames.size > 50_000) dayNames.clear();
    name = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayNames.set(day, name);
  }
  return name;
}

/** Offsets as ISO text (+05:30), kept per minute count. */
const offsetNames = new Map<number, string>();
function offsetName(offset: number): string {
  let name = offsetNames.get(offset);
  if (name === undefined) {
    const abs = Math.abs(offset);
    name = `${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
    offsetNames.set(offset, name);
  }
  return name;
}

/** ISO 8601 with the zone's offset, to the second: 2027-03-14T10:00:00-04:00. */
export function localIso(at: Date | number, zone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const offset = offsetAt(ms, zone);
  // Wall-clock text by arithmetic (as Date's toISOString truncates it, to the second).
  const local = ms + offset * 60_000;
  const day = Math.floor(local / DAY_MS);
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor((seconds % 3600) / 60);
  return `${dayName(day)}T${two(hour)}:${two(minute)}:${two(seconds % 60)}${offsetName(offset)}`;
}

export function localDate(at: Date | number, zone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return dayName(Math.floor((ms + offsetAt(ms, zone) * 60_000) / DAY_MS));
}

/** The first instant of a local date; refuses a date that is not on the calendar. */
export function startOfLocalDate(date: string, zone: string, field = 'date'): DateTime {
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) throw invalid(field, `${field} "${date}" is not a calendar date (YYYY-MM-DD).`);
  return day.startOf('day');
}

/**
 * The first instant of local day `d` when the zone keeps one offset from three hours before it to
 * the next midnight (so midnight is neither skipped nor repeated, and 24:00 is the next midnight),
 * else null: a daylight-saving day, left to luxon.
 */
export function plainMidnight(d: number, zone: string): number | null {
  const local = d * DAY_MS;
  const offset = offsetAt(local, zone);
  const midnight = local - offset * 60_000;
  for (const probe of [midnight - 3 * HOUR_MS, midnight, midnight + DAY_MS - 1, midnight + DAY_MS]) if (offsetAt(probe, zone) !== offset) return null;
  return midnight;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first instants of a local date and of the date `days` later, in milliseconds: as
 * startOfLocalDate(date, zone).plus({ days }) answers them, by arithmetic when both midnights are
 * plain (plainMidnight), through luxon otherwise (and for any other text, so the refusal of a date
 * not on the calendar is luxon's). luxon's zone look-ups were most of the openings' own CPU.
 */
export function localDays(date: string, zone: string, days: number, field = 'date'): [number, number] {
  const parts = ISO_DATE.exec(date);
  if (parts) {
    const [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    const utc = Date.UTC(y, m - 1, d);
    const day = new Date(utc);
    if (y >= 1000 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d) {
      const first = plainMidnight(utc / DAY_MS, zone);
      const last = first === null ? null : plainMidnight(utc / DAY_MS + days, zone);
      if (first !== null && last !== null) return [first, last];
    }
  }
  const start = startOfLocalDate(date, zone, field);
  return [start.toMillis(), start.plus({ days }).toMillis()];
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
  if (minutes >= 24 * 60)
    return day
      .plus({ days: 1 })
      .startOf('day')
      .plus({ minutes: minutes - 24 * 60 });
  const at = day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 });
  return at.hour * 60 + at.minute === minutes ? at : null;
}

/** Morning before noon, afternoon before five, evening after, in the given zone. */
export function timeOfDayOf(at: number, zone: string): Exclude<TimeOfDay, 'any'> {
  const local = at + offsetAt(at, zone) * 60_000;
  const hour = Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / 3_600_000);
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
