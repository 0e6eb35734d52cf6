import { describe, expect, it } from 'vitest';
import { dateText, dateTimeFormat, numberFormat } from './intl-formats';

const day = new Date('2026-03-08T15:30:00Z');

describe('kept Intl formatters', () => {
  it('write a date as toLocaleString does, in each language and zone', () => {
    const cases: [string, Intl.DateTimeFormatOptions][] = [
      ['fr', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }],
      ['ja', { dateStyle: 'full', timeZone: 'Asia/Tokyo' }],
      ['zh', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }],
      ['en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Paris' }],
    ];
    for (const [language, options] of cases) expect(dateText(day, language, options)).toBe(day.toLocaleString(language, options));
    // Without fields, the day in numbers, as toLocaleDateString writes it.
    expect(dateText(day, 'en')).toBe(day.toLocaleDateString('en'));
  });

  it('write the next day in Tokyo for a New York evening', () => {
    expect(dateText(new Date('2026-03-08T23:30:00-05:00'), 'en-CA', { timeZone: 'Asia/Tokyo' })).toBe('2026-03-09');
  });

  it('answer "Invalid Date" for a date that is not one, as toLocaleString does, instead of throwing', () => {
    expect(dateText(new Date('not a date'), 'en', { dateStyle: 'medium' })).toBe('Invalid Date');
  });

  it('make one formatter per language and options, and use it again', () => {
    expect(dateTimeFormat('fr', { dateStyle: 'medium' })).toBe(dateTimeFormat('fr', { dateStyle: 'medium' }));
    expect(dateTimeFormat('fr', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('ja', { dateStyle: 'medium' }));
    expect(numberFormat('en', { style: 'currency', currency: 'JPY' })).toBe(numberFormat('en', { style: 'currency', currency: 'JPY' }));
  });
});
