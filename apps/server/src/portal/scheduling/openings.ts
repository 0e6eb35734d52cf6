import { DateTime } from 'luxon';
import { atWallClock, minutesOfDay, offsetAt, plainMidnight } from './time.ts';

/** Working or opening hours of one ISO weekday, as wall-clock `HH:MM:SS` in the center's zone. */
export interface DayHours {
  weekday: number;
  from: string;
  to: string;
}

/** A coach's appointment that holds time: scheduled, or a place offered to a waiting player. */
export interface Busy {
  start: number;
  end: number;
  blockedUntil: number;
}

export interface BookingRules {
  slotStepMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

export interface OpeningsInput {
  centerZone: string;
  centerHours: DayHours[];
  coaches: { id: number; hours: DayHours[]; busy: Busy[] }[];
  rules: BookingRules;
  durationMinutes: number;
  /** Instants [from, to) the player asked about. */
  from: number;
  to: number;
  now: number;
}

export interface Candidate {
  coachId: number;
  start: number;
  end: number;
  /** Taken by exactly this slot's appointment: a player may wait for it. */
  isFull: boolean;
}

type Range = [number, number];

/** The parts of two sets of minute ranges that overlap. */
function intersect(a: Range[], b: Range[]): Range[] {
  const out: Range[] = [];
  for (const [a0, a1] of a) for (const [b0, b1] of b) if (Math.max(a0, b0) < Math.min(a1, b1)) out.push([Math.max(a0, b0), Math.min(a1, b1)]);
  return out;
}

const rangesOf = (hours: DayHours[], weekday: number): Range[] =>
  hours.filter((h) => h.weekday === weekday).map((h) => [minutesOfDay(h.from), minutesOfDay(h.to)]);

/**
 * Every slot a lesson of `durationMinutes` could take in [from, to): inside the center's opening
 * hours and the coach's working hours (wall-clock in the center's zone, daylight-saving aware), on
 * the slot grid, after the minimum notice and within the horizon, clear of the coach's other
 * appointments and their buffers. Full slots (booked by an appointment of exactly that time) are
 * returned too, marked, so players can join their waiting list.
 */
export function findOpenings(input: OpeningsInput): Candidate[] {
  const { rules, durationMinutes, centerZone: zone } = input;
  const earliest = Math.max(input.from, input.now + rules.minNoticeMinutes * 60_000);
  const latest = Math.min(input.to, input.now + rules.horizonDays * 86_400_000);
  if (earliest >= latest) return [];
  const out: Candidate[] = [];
  const bufferMs = rules.bufferMinutes * 60_000;
  const durationMs = durationMinutes * 60_000;
  // Local days by number (days since 1970-01-01 of the wall-clock date); luxon only on the rare
  // day whose offset changes, built exactly as a day-by-day luxon walk would build it.
  const lastDay = localDayOf(latest, zone);
  let previous: { midnight: number; luxon: DateTime | null } | null = null;
  for (let d = localDayOf(earliest, zone); d <= lastDay; d++) {
    const midnight = plainMidnight(d, zone);
    let day: DateTime | null = null;
    if (midnight === null)
      day =
        previous === null
          ? DateTime.fromMillis(earliest, { zone }).startOf('day')
          : (previous.luxon ?? DateTime.fromMillis(previous.midnight, { zone })).plus({ days: 1 }).startOf('day');
    previous = { midnight: midnight ?? day!.toMillis(), luxon: day };
    const weekday = (((d % 7) + 10) % 7) + 1; // 1970-01-01 was a Thursday (ISO 4)
    const open = rangesOf(input.centerHours, weekday);
    // On a day with one offset throughout, wall-clock minutes (24:00 included) map to instants by addition.
    const at = (minutes: number) => (midnight !== null && minutes <= 24 * 60 ? midnight + minutes * 60_000 : (atWallClock(day!, minutes)?.toMillis() ?? null));
    for (const coach of input.coaches) {
      for (const [from, to] of intersect(open, rangesOf(coach.hours, weekday))) {
        const close = at(to);
        if (close === null) continue;
        for (let m = from; m + durationMinutes <= to; m += rules.slotStepMinutes) {
          const start = at(m);
          if (start === null) continue; // this wall-clock time is skipped by a daylight-saving change
          const end = start + durationMs;
          if (end > close || start < earliest || start >= latest) continue;
          let clashes = 0;
          let exact = false;
          for (const b of coach.busy)
            if (start < b.blockedUntil && b.start < end + bufferMs) {
              clashes++;
              exact = b.start === start && b.end === end;
            }
          if (clashes === 0) out.push({ coachId: coach.id, start, end, isFull: false });
          else if (clashes === 1 && exact) out.push({ coachId: coach.id, start, end, isFull: true });
        }
      }
    }
  }
  return out.sort((a, b) => a.start - b.start || a.coachId - b.coachId);
}

const DAY_MS = 86_400_000;

/** The wall-clock date of an instant in a zone, as days since 1970-01-01. */
function localDayOf(ms: number, zone: string): number {
  return Math.floor((ms + offsetAt(ms, zone) * 60_000) / DAY_MS);
}
