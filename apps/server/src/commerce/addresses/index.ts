// The address book's face for the cart and checkout.
export { createAddress, findAddress, listAddresses, addressNotFound, type AddressRow } from './addresses.service.ts';
export { validateAddress, type AddressFields, type ValidAddress } from './address-rules.ts';
export { defaultBillingPlaces } from './address-reads.ts';
