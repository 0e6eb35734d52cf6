import { describe, expect, it } from 'vitest';
import type { Country } from './addresses-api';
import { addressFieldOrder, emptyAddress, inputOf, serverAddressProblem, validateAddress } from './address-form-logic';

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

describe('serverAddressProblem', () => {
  /** A GraphQL refusal as commerce-api hands it on, with the reason and field the server gave. */
  const refused = (reason: string, field: string) => ({
    status: 200,
    code: 'graphql-input',
    message: 'Server words.',
    data: [{ message: 'Server words.', extensions: { category: 'graphql-input', field, reason, data: { reason, field } } }],
  });

  it('puts the server’s refusal on the form’s field, in the form’s own words', () => {
    expect(serverAddressProblem(refused('invalid_value', 'postcode'))).toEqual({ field: 'postcode', key: 'errors.postcode' });
    expect(serverAddressProblem(refused('required', 'regionId'))).toEqual({ field: 'regionId', key: 'errors.required' });
    expect(serverAddressProblem(refused('required', 'street'))).toEqual({ field: 'street1', key: 'errors.required' });
    expect(serverAddressProblem(refused('invalid_value', 'countryId'))).toEqual({ field: 'countryCode', key: 'errors.invalid' });
  });

  it('names no field when the server named none of the form’s', () => {
    expect(serverAddressProblem(refused('too_long', 'address'))).toBeNull();
    expect(serverAddressProblem({ status: 200, code: 'graphql-input', message: 'Something else' })).toBeNull();
    expect(serverAddressProblem(new Error('boom'))).toBeNull();
  });
});

describe('the order of the address fields', () => {
  it('asks the family name first in Japanese and Chinese, whatever the country; the given name first in English and French', () => {
    for (const country of ['US', 'JP', 'GB'])
      for (const language of ['ja', 'zh']) expect(addressFieldOrder(country, language).slice(0, 2)).toEqual(['lastname', 'firstname']);
    for (const language of ['en', 'fr']) expect(addressFieldOrder('JP', language).slice(0, 2)).toEqual(['firstname', 'lastname']);
  });

  it('puts a Japanese address in Japan’s order in Japanese: 〒, prefecture, city, street', () => {
    expect(addressFieldOrder('JP', 'ja')).toEqual([
      'lastname',
      'firstname',
      'countryCode',
      'postcode',
      'regionId',
      'city',
      'street1',
      'street2',
      'company',
      'telephone',
    ]);
    // Every field is asked once, in every order.
    for (const [country, language] of [
      ['US', 'en'],
      ['US', 'ja'],
      ['JP', 'ja'],
    ] as const)
      expect(new Set(addressFieldOrder(country, language)).size).toBe(10);
  });
});
