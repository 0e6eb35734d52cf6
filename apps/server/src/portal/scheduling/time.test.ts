import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { localDate, localDays, localIso, startOfLocalDate, timeOfDayOf } from './time.ts';

describe('local time formatting', () => {
  it('agrees with luxon every 20 minutes through both daylight-saving changes, in several zones', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
    const ranges = [
      Date.parse('2027-03-13T00:00:00Z'),
      Date.parse('2027-03-27T00:00:00Z'),
      Date.parse('2027-10-02T00:00:00Z'),
      Date.parse('2027-10-30T00:00:00Z'),
      Date.parse('2027-11-06T00:00:00Z'),
    ];
    for (const zone of zones) {
      for (const start of ranges) {
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 20 * 60_000) {
          const lux = DateTime.fromMillis(ms, { zone });
          expect(localIso(ms, zone)).toBe(lux.toISO({ suppressMilliseconds: true, includeOffset: true })!.replace(/Z$/, '+00:00'));
          expect(localDate(ms, zone)).toBe(lux.toISODate());
        }
      }
    }
  });

  it('keeps the day of a daylight-saving change and still agrees with luxon to the second around the change', () => {
    // The United States' change of 2026-11-01 (06:00 UTC in New York), a half-hour one (Lord Howe), and London's spring change.
    const changes = [
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2027-04-03T15:00:00Z'],
      ['Europe/London', '2027-03-28T01:00:00Z'],
    ] as const;
    for (const [zone, iso] of changes) {
      const at = Date.parse(iso);
      const luxon = (ms: number) => DateTime.fromMillis(Math.floor(ms / 1000) * 1000, { zone }).toISO({ suppressMilliseconds: true, includeOffset: true });
      // Twice: the first pass keeps the day, the second answers from what it kept.
      for (let pass = 0; pass < 2; pass++) {
        for (let ms = at - 90_000; ms < at + 90_000; ms += 500) expect(localIso(ms, zone)).toBe(luxon(ms));
        for (let ms = at - 12 * 3_600_000; ms < at + 12 * 3_600_000; ms += 7 * 60_000) expect(localIso(ms, zone)).toBe(luxon(ms));
      }
      // The instants really straddle a change.
      expect(localIso(at - 1000, zone).slice(-6)).not.toBe(localIso(at, zone).slice(-6));
    }
  });

  it('agrees with luxon before 1970 and far ahead, to the second, from a Date or a number', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      for (const iso of ['1965-07-04T23:59:59.999Z', '1969-12-31T23:30:00Z', '2099-12-31T22:45:17.5Z']) {
        const ms = Date.parse(iso);
        const lux = DateTime.fromMillis(Math.floor(ms / 1000) * 1000, { zone });
        expect(localIso(new Date(ms), zone)).toBe(lux.toISO({ suppressMilliseconds: true, includeOffset: true }));
        expect(localDate(ms, zone)).toBe(lux.toISODate());
      }
    }
  });

  it('names the time of day in the asked zone', () => {
    const ms = Date.parse('2027-01-11T15:00:00Z');
    expect(timeOfDayOf(ms, 'America/New_York')).toBe('morning');
    expect(timeOfDayOf(ms, 'Europe/Paris')).toBe('afternoon');
    expect(timeOfDayOf(ms, 'Asia/Dubai')).toBe('evening');
  });

  it('finds the first instants of local dates as luxon does, midnight daylight-saving changes included', () => {
    const zones = ['America/New_York', 'America/Santiago', 'America/Havana', 'Asia/Beirut', 'Australia/Lord_Howe', 'UTC'];
    for (const zone of zones) {
      for (let ms = Date.parse('2027-01-01T00:00:00Z'); ms < Date.parse('2028-01-01T00:00:00Z'); ms += 86_400_000) {
        const date = new Date(ms).toISOString().slice(0, 10);
        for (const days of [1, 7]) {
          const start = startOfLocalDate(date, zone);
          expect(localDays(date, zone, days)).toEqual([start.toMillis(), start.plus({ days }).toMillis()]);
        }
      }
    }
    expect(localDays('20261201', 'Asia/Tokyo', 1)[0]).toBe(startOfLocalDate('20261201', 'Asia/Tokyo').toMillis());
    for (const date of ['2026-02-30', '2026-13-01', '2026-1-1', 'tomorrow'])
      expect(() => localDays(date, 'Asia/Tokyo', 1)).toThrow(`"${date}" is not a calendar date`);
  });
});
