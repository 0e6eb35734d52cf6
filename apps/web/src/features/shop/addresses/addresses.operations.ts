// The GraphQL operations the address book sends; `npm run codegen` reads these constants and
// generates their result and variable types (lib/api/generated/commerce-operations.ts).

const ADDRESS =
  'id firstname lastname company street city postcode telephone country_code region { region region_code region_id } default_billing default_shipping';

export const ADDRESS_BOOK = `query AddressBook { customer { email addresses { ${ADDRESS} } } }`;

export const COUNTRIES = 'query Countries { countries { id full_name_locale full_name_english available_regions { id code name } } }';

export const CREATE_CUSTOMER_ADDRESS = `mutation CreateCustomerAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS} } }`;

export const UPDATE_CUSTOMER_ADDRESS = `mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS} } }`;

export const DELETE_CUSTOMER_ADDRESS = 'mutation DeleteCustomerAddress($id: Int!) { deleteCustomerAddress(id: $id) }';
