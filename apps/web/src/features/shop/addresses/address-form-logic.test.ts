import { describe, expect, it } from 'vitest';
import type { Country } from './addresses-api';
import { emptyAddress, inputOf, serverFieldOf, validateAddress } from './address-form-logic';

const US: Country = {
  id: 'US',
  full_name_locale: 'United States',
  full_name_english: 'United States',
  available_regions: [{ id: 12, code: 'CA', name: 'California' }],
};
const GB: Country = { id: 'GB', full_name_locale: 'United Kingdom', full_name_english: 'United Kingdom', available_regions: null };
const filled = {
  ...emptyAddress('US'),
  firstname: 'Jordan',
  lastname: 'Player',
  street1: '2 Park Plaza',
  city: 'Irvine',
  regionId: '12',
  postcode: '92614',
  telephone: '+1 949 555 0134',
};

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(filled, US)).toEqual({});
  });
  it('requires names, street, city and telephone', () => {
    expect(validateAddress(emptyAddress('GB'), GB)).toEqual({
      firstname: 'errors.required',
      lastname: 'errors.required',
      street1: 'errors.required',
      city: 'errors.required',
      telephone: 'errors.required',
    });
  });
  it('requires a region only where the country lists regions', () => {
    expect(validateAddress({ ...filled, regionId: '' }, US)).toEqual({ regionId: 'errors.region' });
    expect(validateAddress({ ...filled, countryCode: 'GB', regionId: '' }, GB)).toEqual({});
  });
  it('refuses a telephone without enough digits', () => {
    expect(validateAddress({ ...filled, telephone: 'call me' }, US)).toEqual({ telephone: 'errors.telephone' });
    expect(validateAddress({ ...filled, telephone: '12' }, US)).toEqual({ telephone: 'errors.telephone' });
  });
});

describe('inputOf', () => {
  it('sends the region by id where listed, else by name, and drops blank street lines', () => {
    expect(inputOf(filled, US)).toMatchObject({ street: ['2 Park Plaza'], region: { region_id: 12 }, country_code: 'US', company: null });
    expect(inputOf({ ...filled, countryCode: 'GB', regionId: '', regionText: ' Greater London ', street2: 'Flat 2' }, GB)).toMatchObject({
      street: ['2 Park Plaza', 'Flat 2'],
      region: { region: 'Greater London' },
    });
  });
});

describe('serverFieldOf', () => {
  it('finds the field a server message names', () => {
    expect(serverFieldOf('Invalid value of "12345" provided for the postcode field.')).toBe('postcode');
    expect(serverFieldOf('"regionId" is required. Enter and try again.')).toBe('regionId');
    expect(serverFieldOf('"street" is required. Enter and try again.')).toBe('street1');
    expect(serverFieldOf('Something else')).toBeNull();
  });
});
