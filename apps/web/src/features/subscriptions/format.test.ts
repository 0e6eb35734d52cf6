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
