import { commerceApi } from '@/lib/api/commerce-api';

/** A saved address of the customer's address book (spec 001 §3 Customer address). */
export interface CustomerAddress {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  telephone: string | null;
  country_code: string;
  region: { region: string | null; region_code: string | null; region_id: number | null } | null;
  default_billing: boolean;
  default_shipping: boolean;
}

export interface AddressBook {
  email: string | null;
  addresses: CustomerAddress[];
}

export interface Region {
  id: number;
  code: string;
  name: string;
}

export interface Country {
  id: string;
  full_name_locale: string | null;
  full_name_english: string | null;
  available_regions: Region[] | null;
}

/** What createCustomerAddress / updateCustomerAddress take (Magento's CustomerAddressInput). */
export interface CustomerAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  postcode: string;
  telephone: string;
  country_code: string;
  region: { region_id?: number; region?: string } | null;
  default_billing?: boolean;
  default_shipping?: boolean;
}

const ADDRESS = 'id firstname lastname company street city postcode telephone country_code region { region region_code region_id } default_billing default_shipping';
const BOOK = [{ type: 'Addresses' as const, id: 'book' }];

export const addressesApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<AddressBook, void>({
      query: () => ({ query: `query AddressBook { customer { email addresses { ${ADDRESS} } } }` }),
      transformResponse: (data: { customer: { email: string | null; addresses: CustomerAddress[] | null } }) => ({ email: data.customer.email, addresses: data.customer.addresses ?? [] }),
      providesTags: BOOK,
    }),
    /** Every country with its regions; the same for everyone, so cacheable (GET). */
    countries: build.query<Country[], void>({
      query: () => ({ query: 'query Countries { countries { id full_name_locale full_name_english available_regions { id code name } } }', method: 'GET' }),
      transformResponse: (data: { countries: Country[] }) => data.countries,
      keepUnusedDataFor: 3600,
    }),
    createAddress: build.mutation<CustomerAddress, CustomerAddressInput>({
      query: (input) => ({ query: `mutation CreateCustomerAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS} } }`, variables: { input } }),
      transformResponse: (data: { createCustomerAddress: CustomerAddress }) => data.createCustomerAddress,
      invalidatesTags: BOOK,
    }),
    updateAddress: build.mutation<CustomerAddress, { id: number; input: Partial<CustomerAddressInput> }>({
      query: ({ id, input }) => ({ query: `mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS} } }`, variables: { id, input } }),
      transformResponse: (data: { updateCustomerAddress: CustomerAddress }) => data.updateCustomerAddress,
      invalidatesTags: BOOK,
    }),
    deleteAddress: build.mutation<boolean, number>({
      query: (id) => ({ query: 'mutation DeleteCustomerAddress($id: Int!) { deleteCustomerAddress(id: $id) }', variables: { id } }),
      transformResponse: (data: { deleteCustomerAddress: boolean }) => data.deleteCustomerAddress,
      invalidatesTags: BOOK,
    }),
  }),
});

export const { useAddressBookQuery, useCountriesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressesApi;
