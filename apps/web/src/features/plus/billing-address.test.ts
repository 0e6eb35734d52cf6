import { describe, expect, it } from 'vitest';
import { billingFieldOrder, EMPTY_ADDRESS, filledAddress } from './billing-address';

describe('the Plus billing address', () => {
  const typed = { ...EMPTY_ADDRESS, firstname: '太郎', lastname: '山田', street: '銀座4-1', city: '中央区', postcode: '104-0061' };

  it('sends the home center’s country until another is typed (it was always US)', () => {
    expect(filledAddress(typed, 'JP').countryId).toBe('JP');
    expect(filledAddress({ ...typed, countryId: ' ca ' }, 'JP').countryId).toBe('CA');
    // A cleared field is left empty, for the form to ask for it, not silently refilled.
    expect(filledAddress({ ...typed, countryId: '' }, 'JP').countryId).toBe('');
  });

  it('asks the family name first and the postcode before the street in Japanese and Chinese', () => {
    expect(billingFieldOrder('ja')).toEqual(['lastname', 'firstname', 'postcode', 'city', 'street', 'countryId']);
    expect(billingFieldOrder('zh')).toEqual(['lastname', 'firstname', 'postcode', 'city', 'street', 'countryId']);
    expect(billingFieldOrder('en')).toEqual(['firstname', 'lastname', 'street', 'city', 'postcode', 'countryId']);
  });
});
