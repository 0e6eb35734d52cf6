import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../addresses/address-form-logic';
import { cartAddressOf } from './checkout-address';

const US = { id: 'US', full_name_locale: null, full_name_english: 'United States', available_regions: [{ id: 12, code: 'CA', name: 'California' }] };

describe('cartAddressOf', () => {
  it('sends a saved address by its id', () => {
    expect(cartAddressOf({ selected: '7', values: emptyAddress(), save: false }, [US])).toEqual({ customer_address_id: 7 });
  });
  it('sends a new address with its region id and the save choice', () => {
    const values = {
      ...emptyAddress('US'),
      firstname: 'J',
      lastname: 'P',
      street1: '1 Main',
      city: 'Irvine',
      regionId: '12',
      postcode: '92614',
      telephone: '9495550134',
    };
    expect(cartAddressOf({ selected: 'new', values, save: true }, [US])).toEqual({
      address: {
        firstname: 'J',
        lastname: 'P',
        company: null,
        street: ['1 Main'],
        city: 'Irvine',
        postcode: '92614',
        country_code: 'US',
        telephone: '9495550134',
        region_id: 12,
        save_in_address_book: true,
      },
    });
  });
});
