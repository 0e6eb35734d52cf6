import { inputOf } from '../addresses/address-form-logic';
import type { Country } from '../addresses/addresses-api';
import type { CartAddressChoice } from './checkout-api';
import type { AddressChoiceValue } from './components/address-choice';

/** A checkout address choice as the cart takes it: the saved address by id, or the new one's fields. */
export function cartAddressOf(choice: AddressChoiceValue, countries: Country[]): CartAddressChoice {
  if (choice.selected !== 'new') return { customer_address_id: Number(choice.selected) };
  const country = countries.find((c) => c.id === choice.values.countryCode);
  const input = inputOf(choice.values, country);
  return {
    address: {
      firstname: input.firstname,
      lastname: input.lastname,
      company: input.company,
      street: input.street,
      city: input.city,
      postcode: input.postcode || undefined,
      country_code: input.country_code,
      telephone: input.telephone,
      ...(input.region?.region_id ? { region_id: input.region.region_id } : input.region?.region ? { region: input.region.region } : {}),
      save_in_address_book: choice.save,
    },
  };
}
