import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zones.ts';

describe('isTimeZone', () => {
  it('accepts IANA names every time it is asked and refuses names no zone has', () => {
    for (let i = 0; i < 3; i++) {
      expect(isTimeZone('America/New_York')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });
});
