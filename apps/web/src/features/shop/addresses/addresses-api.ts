import { commerceApi, type Shop } from '@/lib/api/commerce-api';

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

const ADDRESS =
  'id firstname lastname company street city postcode telephone country_code region { region region_code region_id } default_billing default_shipping';
/** Each shop (main, launch monitor) has its own customer account, so its own address book. */
const book = (shop: Shop) => [{ type: 'Addresses' as const, id: shop }];

export const addressesApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<AddressBook, Shop>({
      query: (shop) => ({ query: `query AddressBook { customer { email addresses { ${ADDRESS} } } }`, shop }),
      transformResponse: (data: { customer: { email: string | null; addresses: CustomerAddress[] | null } }) => ({
        email: data.customer.email,
        addresses: data.customer.addresses ?? [],
      }),
      providesTags: (_result, _error, shop) => book(shop),
    }),
    /** Every country with its regions; the same for everyone, so cacheable (GET). */
    countries: build.query<Country[], Shop>({
      query: (shop) => ({
        query: 'query Countries { countries { id full_name_locale full_name_english available_regions { id code name } } }',
        method: 'GET',
        shop,
      }),
      transformResponse: (data: { countries: Country[] }) => data.countries,
      keepUnusedDataFor: 3600,
    }),
    createAddress: build.mutation<CustomerAddress, { input: CustomerAddressInput; shop: Shop }>({
      query: ({ input, shop }) => ({
        query: `mutation CreateCustomerAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS} } }`,
        variables: { input },
        shop,
      }),
      transformResponse: (data: { createCustomerAddress: CustomerAddress }) => data.createCustomerAddress,
      invalidatesTags: (_result, _error, { shop }) => book(shop),
    }),
    updateAddress: build.mutation<CustomerAddress, { id: number; input: Partial<CustomerAddressInput>; shop: Shop }>({
      query: ({ id, input, shop }) => ({
        query: `mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS} } }`,
        variables: { id, input },
        shop,
      }),
      transformResponse: (data: { updateCustomerAddress: CustomerAddress }) => data.updateCustomerAddress,
      invalidatesTags: (_result, _error, { shop }) => book(shop),
    }),
    deleteAddress: build.mutation<boolean, { id: number; shop: Shop }>({
      query: ({ id, shop }) => ({ query: 'mutation DeleteCustomerAddress($id: Int!) { deleteCustomerAddress(id: $id) }', variables: { id }, shop }),
      transformResponse: (data: { deleteCustomerAddress: boolean }) => data.deleteCustomerAddress,
      invalidatesTags: (_result, _error, { shop }) => book(shop),
    }),
  }),
});

export const { useAddressBookQuery, useCountriesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressesApi;
