import type { BillingAddress } from '@golf/contracts';

/** The billing form: the country is null until typed, and shows the suggested one (the home center's) meanwhile. */
export type AddressForm = Omit<BillingAddress, 'countryId'> & { countryId: string | null };

export const EMPTY_ADDRESS: AddressForm = { firstname: '', lastname: '', street: '', city: '', postcode: '', countryId: null };

/** The address as sent: the country typed, else the one suggested (JP for a player of a Japanese center). */
export const filledAddress = (a: AddressForm, suggested: string): BillingAddress => ({ ...a, countryId: (a.countryId ?? suggested).trim().toUpperCase() });

/** The billing fields in the reader's order: Japanese and Chinese ask the family name first and write an address from the postcode down. */
export function billingFieldOrder(language: string) {
  return /^(ja|zh)/.test(language)
    ? (['lastname', 'firstname', 'postcode', 'city', 'street', 'countryId'] as const)
    : (['firstname', 'lastname', 'street', 'city', 'postcode', 'countryId'] as const);
}
