import { describe, expect, it } from 'vitest';
import { formatRunDate, storeDay } from './format';

describe('subscription dates', () => {
  it('reads billing times in the store time zone', () => {
    expect(storeDay('2026-04-10T05:00:00Z', 'America/Los_Angeles')).toBe('2026-04-09');
    expect(storeDay('2026-04-10T05:00:00Z', 'Asia/Tokyo')).toBe('2026-04-10');
    expect(formatRunDate('2026-04-10T15:00:00Z', 'America/Los_Angeles', 'en')).toBe('April 10, 2026');
    expect(formatRunDate(null, 'UTC', 'en')).toBe('—');
  });
});

describe('card expiry', () => {
  it('reads MM/YY and MM/YYYY and refuses anything else', async () => {
    const { parseExpiry } = await import('./card-token');
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 12 / 2030 ')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
  });
});
