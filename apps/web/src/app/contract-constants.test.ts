import { describe, expect, it } from 'vitest';
import { LOCALES as CONTRACT_LOCALES, WRONG_REGION_CODE as CONTRACT_WRONG_REGION } from '@golf/contracts';
import { WRONG_REGION_CODE } from '@/features/auth/region-redirect';
import { LOCALES } from '@/lib/i18n/languages';

// The web app copies two constants of the contracts to keep TypeBox out of its bundle.
describe('constants copied from the contracts', () => {
  it('match the contracts', () => {
    expect([...LOCALES]).toEqual([...CONTRACT_LOCALES]);
    expect(WRONG_REGION_CODE).toBe(CONTRACT_WRONG_REGION);
  });
});
