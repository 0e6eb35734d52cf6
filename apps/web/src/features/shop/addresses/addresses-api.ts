import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import type { Answered, Filled } from '@/lib/api/answered';
import type {
  AddressBookQuery,
  CountriesQuery,
  CreateCustomerAddressMutation,
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables,
  UpdateCustomerAddressMutation,
} from '@/lib/api/generated/commerce-operations';
import { ADDRESS_BOOK, COUNTRIES, CREATE_CUSTOMER_ADDRESS, DELETE_CUSTOMER_ADDRESS, UPDATE_CUSTOMER_ADDRESS } from './addresses.operations';

type AnsweredAddress = Answered<NonNullable<NonNullable<NonNullable<AddressBookQuery['customer']>['addresses']>[number]>>;

/**
 * A saved address of the customer's address book (spec 001 §3 Customer address): the generated
 * result of addresses.operations.ts, with the fields the server always fills.
 */
export type CustomerAddress = Filled<
  AnsweredAddress,
  'id' | 'firstname' | 'lastname' | 'street' | 'city' | 'country_code' | 'default_billing' | 'default_shipping'
>;

export interface AddressBook {
  email: string | null;
  addresses: CustomerAddress[];
}

type AnsweredCountry = Answered<NonNullable<NonNullable<CountriesQuery['countries']>[number]>>;
export type Region = Filled<NonNullable<AnsweredCountry['available_regions']>[number], 'id' | 'code' | 'name'>;
export type Country = Filled<Omit<AnsweredCountry, 'available_regions'>, 'id'> & { available_regions: Region[] | null };

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

/** Each shop (main, launch monitor) has its own customer account, so its own address book. */
const book = (shop: Shop) => [{ type: 'Addresses' as const, id: shop }];

export const addressesApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<AddressBook, Shop>({
      query: (shop) => ({ query: ADDRESS_BOOK, shop }),
      transformResponse: (data: AddressBookQuery) => ({
        email: data.customer!.email,
        addresses: (data.customer!.addresses ?? []) as CustomerAddress[],
      }),
      providesTags: (_result, _error, shop) => book(shop),
    }),
    /** Every country with its regions; the same for everyone, so cacheable (GET). */
    countries: build.query<Country[], Shop>({
      query: (shop) => ({
        query: COUNTRIES,
        method: 'GET',
        shop,
      }),
      transformResponse: (data: CountriesQuery) => data.countries as Country[],
      keepUnusedDataFor: 3600,
    }),
    createAddress: build.mutation<CustomerAddress, { input: CustomerAddressInput; shop: Shop }>({
      query: ({ input, shop }) => ({
        query: CREATE_CUSTOMER_ADDRESS,
        variables: { input },
        shop,
      }),
      transformResponse: (data: CreateCustomerAddressMutation) => data.createCustomerAddress as CustomerAddress,
      invalidatesTags: (_result, _error, { shop }) => book(shop),
    }),
    updateAddress: build.mutation<CustomerAddress, { id: number; input: Partial<CustomerAddressInput>; shop: Shop }>({
      query: ({ id, input, shop }) => ({
        query: UPDATE_CUSTOMER_ADDRESS,
        variables: { id, input },
        shop,
      }),
      transformResponse: (data: UpdateCustomerAddressMutation) => data.updateCustomerAddress as CustomerAddress,
      invalidatesTags: (_result, _error, { shop }) => book(shop),
    }),
    deleteAddress: build.mutation<boolean, { id: number; shop: Shop }>({
      query: ({ id, shop }) => ({ query: DELETE_CUSTOMER_ADDRESS, variables: { id } satisfies DeleteCustomerAddressMutationVariables, shop }),
      transformResponse: (data: DeleteCustomerAddressMutation) => data.deleteCustomerAddress as boolean,
      invalidatesTags: (_result, _error, { shop }) => book(shop),
    }),
  }),
});

export const { useAddressBookQuery, useCountriesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressesApi;
