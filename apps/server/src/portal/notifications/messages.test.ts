import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@golf/contracts';
import { instantIn } from './messages.ts';

const luxon = (at: string, zone: string, locale: string) => DateTime.fromISO(at, { zone }).setLocale(locale).toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);

describe('instantIn (a notice time with a formatter kept per language and zone)', () => {
  it('reads exactly as luxon wrote it, every 96 hours 41 minutes over 18 months, through daylight-saving changes, in every language', () => {
    const zones = [
      'America/Los_Angeles',
      'America/Denver',
      'America/St_Johns',
      'Europe/London',
      'Asia/Tokyo',
      'Asia/Shanghai',
      'Australia/Lord_Howe',
      'UTC',
      'Etc/UTC',
    ];
    const different: string[] = [];
    for (const locale of LOCALES)
      for (const zone of zones)
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 6, 1); t += 5801 * 60_000) {
          const at = new Date(t).toISOString();
          if (instantIn(at, zone, locale) !== luxon(at, zone, locale)) different.push(`${locale} ${zone} ${at}`);
        }
    expect(different).toEqual([]);
  });

  it('leaves what it cannot format to luxon: an unknown zone, a fixed offset, a local time', () => {
    for (const [at, zone] of [
      ['2026-03-08T10:00:00.000Z', 'Mars/Olympus'],
      ['2026-03-08T10:00:00.000Z', 'UTC+3'],
      ['2026-03-08T10:00:00', 'America/New_York'],
      ['not a time', 'Asia/Tokyo'],
    ])
      expect(instantIn(at!, zone!, 'ja')).toBe(luxon(at!, zone!, 'ja'));
  });
});
