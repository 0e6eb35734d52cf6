import { DateTime } from 'luxon';
import type { FrequencyUnit } from './subscriptions.tables.ts';

/**
 * After a declined card: retry one day, then three, then five days later (nine days in all),
 * then pause. The reference module does not retry at all; card updaters at most banks settle
 * within a few days, and a week and a bit keeps a monthly plan inside its own period.
 */
export const RETRY_DAYS = [1, 3, 5] as const;
/** The reminder goes out this long before each billing (ParadoxLabs' advance period is 7 days; 3 suits monthly plans). */
export const REMINDER_DAYS = 3;

/** The k-th billing after `start`, counted in the store's calendar (so months keep their day and DST never shifts the hour). */
export function runAt(start: Date, count: number, unit: FrequencyUnit, k: number, zone: string): Date {
  return DateTime.fromJSDate(start, { zone })
    .plus({ [`${unit}s`]: count * k })
    .toJSDate();
}

/**
 * The first billing of the cycle strictly after `after`: missed periods are skipped, never
 * billed late. Counting from the cycle's start keeps the day of the month (31 Jan → 28 Feb → 31 Mar).
 */
export function runAfter(start: Date, count: number, unit: FrequencyUnit, after: Date, zone: string): Date {
  let k = 1;
  // Jump close first (periods counted at their longest, so never past the answer): a daily plan
  // years behind does not loop day by day.
  const days = { day: 1, week: 7, month: 31, year: 366 }[unit] * count;
  const behind = Math.floor((after.getTime() - start.getTime()) / (days * 86_400_000)) - 2;
  if (behind > 1) k = behind;
  for (;;) {
    const at = runAt(start, count, unit, k, zone);
    if (at.getTime() > after.getTime()) return at;
    k++;
  }
}

/** A store calendar day (YYYY-MM-DD) at the time of day of `like`, as an instant. */
export function dayAt(day: string, like: Date, zone: string): Date {
  const t = DateTime.fromJSDate(like, { zone });
  return DateTime.fromISO(day, { zone }).set({ hour: t.hour, minute: t.minute, second: 0, millisecond: 0 }).toJSDate();
}

export const todayInZone = (now: Date, zone: string) => DateTime.fromJSDate(now, { zone }).toISODate()!;
