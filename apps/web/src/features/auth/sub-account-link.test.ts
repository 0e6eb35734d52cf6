import { describe, expect, it } from 'vitest';
import { subAccountOf, withoutSubAccount } from './sub-account-link';

describe('the sub-account link parameter', () => {
  it('names the family member a page is for', () => {
    expect(subAccountOf('/lessons?subAccount=12')).toBe(12);
    expect(subAccountOf('/lessons?tab=history&subAccount=7#next')).toBe(7);
  });

  it('names nobody without a whole positive id', () => {
    for (const path of [
      '/lessons',
      '/lessons?subAccount=',
      '/lessons?subAccount=0',
      '/lessons?subAccount=-3',
      '/lessons?subAccount=1.5',
      '/lessons?subAccount=abc',
    ])
      expect(subAccountOf(path)).toBeNull();
  });

  it('leaves the rest of the address as it was once the choice is made', () => {
    expect(withoutSubAccount('/lessons?tab=history&subAccount=7#next')).toBe('/lessons?tab=history#next');
    expect(withoutSubAccount('/home?subAccount=7')).toBe('/home');
  });
});
