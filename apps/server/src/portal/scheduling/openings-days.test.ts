import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { findOpenings, type Candidate, type OpeningsInput } from './openings.ts';
import { atWallClock, localIso, minutesOfDay } from './time.ts';

/**
 * The slot walk as it was written with a luxon DateTime per day (and per minute on a
 * daylight-saving day): the integer walk must answer exactly what it answered, on every kind of day.
 */
function byLuxon(input: OpeningsInput): Candidate[] {
  const { rules, durationMinutes } = input;
  const earliest = Math.max(input.from, input.now + rules.minNoticeMinutes * 60_000);
  const latest = Math.min(input.to, input.now + rules.horizonDays * 86_400_000);
  if (earliest >= latest) return [];
  const out: Candidate[] = [];
  const ranges = (hours: OpeningsInput['centerHours'], weekday: number) =>
    hours.filter((h) => h.weekday === weekday).map((h) => [minutesOfDay(h.from), minutesOfDay(h.to)] as const);
  const lastDay = DateTime.fromMillis(latest, { zone: input.centerZone }).startOf('day');
  for (let day = DateTime.fromMillis(earliest, { zone: input.centerZone }).startOf('day'); day <= lastDay; day = day.plus({ days: 1 }).startOf('day')) {
    for (const coach of input.coaches)
      for (const [a0, a1] of ranges(input.centerHours, day.weekday))
        for (const [b0, b1] of ranges(coach.hours, day.weekday)) {
          const [from, to] = [Math.max(a0, b0), Math.min(a1, b1)];
          if (from >= to) continue;
          const close = atWallClock(day, to)?.toMillis();
          if (close === undefined) continue;
          for (let m = from; m + durationMinutes <= to; m += rules.slotStepMinutes) {
            const start = atWallClock(day, m)?.toMillis();
            if (start === undefined) continue;
            const end = start + durationMinutes * 60_000;
            if (end > close || start < earliest || start >= latest) continue;
            const clashes = coach.busy.filter((b) => start < b.blockedUntil && b.start < end + rules.bufferMinutes * 60_000);
            if (clashes.length === 0) out.push({ coachId: coach.id, start, end, isFull: false });
            else if (clashes.length === 1 && clashes[0]!.start === start && clashes[0]!.end === end) out.push({ coachId: coach.id, start, end, isFull: true });
          }
        }
  }
  return out.sort((a, b) => a.start - b.start || a.coachId - b.coachId);
}

const allWeek = (from: string, to: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from, to }));

describe('findOpenings on daylight-saving days', () => {
  it('answers what a luxon walk answers, slot for slot, through both changes in zones that change at midnight, by 30 minutes, or not at all', () => {
    const zones = ['America/New_York', 'Europe/London', 'America/Havana', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata', 'UTC'];
    // The night hours, where every change falls, and 24:00. Weeks holding the 2018 changes (São Paulo still changed then, at midnight) and the 2027 ones.
    const weeks = [
      '2018-02-14',
      '2018-03-07',
      '2018-03-21',
      '2018-03-28',
      '2018-10-01',
      '2018-10-25',
      '2018-11-01',
      '2027-03-10',
      '2027-03-25',
      '2027-04-01',
      '2027-09-23',
      '2027-09-30',
      '2027-10-28',
      '2027-11-04',
    ];
    let compared = 0;
    for (const zone of zones)
      for (const week of weeks) {
        const from = Date.parse(`${week}T00:00:00Z`);
        const input: OpeningsInput = {
          centerZone: zone,
          centerHours: allWeek('00:00:00', '24:00:00'),
          coaches: [
            {
              id: 1,
              hours: [...allWeek('00:00:00', '04:30:00'), ...allWeek('21:00:00', '24:00:00')],
              busy: [{ start: from + 86_400_000, end: from + 90_000_000, blockedUntil: from + 91_800_000 }],
            },
            { id: 2, hours: allWeek('01:00:00', '03:30:00'), busy: [] },
          ],
          rules: { slotStepMinutes: 30, bufferMinutes: 30, minNoticeMinutes: 0, horizonDays: 400 },
          durationMinutes: 60,
          from,
          to: from + 7 * 86_400_000,
          now: from - 86_400_000,
        };
        const expected = byLuxon(input);
        expect(findOpenings(input)).toEqual(expected);
        compared += expected.length;
      }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('takes the first of the repeated hour on the autumn change and ends the day at the next midnight', () => {
    const night = findOpenings({
      centerZone: 'America/New_York',
      centerHours: allWeek('00:00:00', '24:00:00'),
      coaches: [{ id: 1, hours: allWeek('00:30:00', '02:30:00'), busy: [] }],
      rules: { slotStepMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 400 },
      durationMinutes: 60,
      from: Date.parse('2027-11-07T04:00:00Z'),
      to: Date.parse('2027-11-08T05:00:00Z'),
      now: Date.parse('2027-11-01T00:00:00Z'),
    });
    // 01:00 and 01:30 are the first (EDT) ones; the day is 25 hours long.
    expect(night.map((c) => localIso(c.start, 'America/New_York'))).toEqual([
      '2027-11-07T00:30:00-04:00',
      '2027-11-07T01:00:00-04:00',
      '2027-11-07T01:30:00-04:00',
    ]);
  });
});
