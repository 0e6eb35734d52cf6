import { describe, expect, it } from 'vitest';
import { findOpenings, type OpeningsInput } from './openings.ts';
import { localIso } from './time.ts';

const allWeek = (from: string, to: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from, to }));
const z = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

function input(over: Partial<OpeningsInput> = {}): OpeningsInput {
  return {
    centerZone: z,
    centerHours: allWeek('08:00:00', '20:00:00'),
    coaches: [{ id: 1, hours: allWeek('09:00:00', '12:00:00'), busy: [] }],
    rules: { slotStepMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 120, horizonDays: 400 },
    durationMinutes: 60,
    from: at('2027-01-11T05:00:00Z'),
    to: at('2027-01-12T05:00:00Z'),
    now: at('2027-01-01T00:00:00Z'),
    ...over,
  };
}

const starts = (i: OpeningsInput) => findOpenings(i).map((c) => localIso(c.start, z).slice(11, 16));

describe('findOpenings', () => {
  it('offers every step inside the working hours that fits the whole lesson', () => {
    expect(starts(input())).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('keeps to the center opening hours when the coach works longer', () => {
    expect(starts(input({ centerHours: allWeek('10:00:00', '20:00:00') }))).toEqual(['10:00', '10:30', '11:00']);
  });

  it('keeps the buffer after another appointment and marks the exact booked slot as full', () => {
    const busy = [{ start: at('2027-01-11T15:00:00Z'), end: at('2027-01-11T16:00:00Z'), blockedUntil: at('2027-01-11T16:30:00Z') }];
    const found = findOpenings(
      input({
        coaches: [{ id: 1, hours: allWeek('09:00:00', '13:00:00'), busy }],
        rules: { slotStepMinutes: 30, bufferMinutes: 30, minNoticeMinutes: 0, horizonDays: 400 },
      }),
    );
    // 09:00 would end at 10:00 and need its own 30-minute buffer before the 10:00 lesson.
    expect(found.map((c) => [localIso(c.start, z).slice(11, 16), c.isFull])).toEqual([
      ['10:00', true],
      ['11:30', false],
      ['12:00', false],
    ]);
  });

  it('refuses slots inside the minimum notice and beyond the horizon', () => {
    expect(starts(input({ now: at('2027-01-11T14:00:00Z') }))).toEqual(['11:00']);
    expect(findOpenings(input({ rules: { slotStepMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 3 } }))).toEqual([]);
  });

  it('keeps wall-clock hours across the spring daylight-saving change and skips the missing hour', () => {
    const before = findOpenings(input({ from: at('2027-03-13T05:00:00Z'), to: at('2027-03-14T05:00:00Z') }));
    const after = findOpenings(input({ from: at('2027-03-15T04:00:00Z'), to: at('2027-03-16T04:00:00Z') }));
    expect(new Date(before[0]!.start).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(new Date(after[0]!.start).toISOString()).toBe('2027-03-15T13:00:00.000Z');
    const night = findOpenings(
      input({
        coaches: [{ id: 1, hours: allWeek('01:00:00', '04:00:00'), busy: [] }],
        centerHours: allWeek('00:00:00', '24:00:00'),
        from: at('2027-03-14T05:00:00Z'),
        to: at('2027-03-15T04:00:00Z'),
      }),
    );
    expect(night.map((c) => localIso(c.start, z))).toEqual(['2027-03-14T01:00:00-05:00', '2027-03-14T01:30:00-05:00', '2027-03-14T03:00:00-04:00']);
  });

  it('answers only the asked window, for several coaches in start order', () => {
    const coaches = [
      { id: 2, hours: allWeek('11:00:00', '12:00:00'), busy: [] },
      { id: 1, hours: allWeek('10:00:00', '11:30:00'), busy: [] },
    ];
    const found = findOpenings(input({ coaches, from: at('2027-01-11T15:00:00Z'), to: at('2027-01-11T16:01:00Z') }));
    expect(found.map((c) => [c.coachId, localIso(c.start, z).slice(11, 16)])).toEqual([
      [1, '10:00'],
      [1, '10:30'],
      [2, '11:00'],
    ]);
  });
});
