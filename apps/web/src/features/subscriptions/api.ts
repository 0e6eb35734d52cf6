import { commerceApi } from '@/lib/api/commerce-api';

export type SubscriptionStatus = 'active' | 'paused' | 'canceled' | 'complete' | 'payment_failed';

export interface SubscriptionLog {
  log_id: number;
  agent: 'customer' | 'system' | 'staff';
  order_increment_id: string | null;
  description: string;
  status: SubscriptionStatus;
  created_at: string;
}

export interface SubscriptionAddress {
  firstname: string | null;
  lastname: string | null;
  street: string[] | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country_id: string | null;
}

/** A saved address of the customer's book, as the subscription's address choice lists it. */
export interface BookAddress {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string | null;
  country_code: string;
}

export interface Subscription {
  entity_id: number;
  increment_id: string;
  description: string;
  status: SubscriptionStatus;
  frequency_count: number;
  frequency_unit: 'day' | 'week' | 'month' | 'year';
  length: number;
  run_count: number;
  next_run: string;
  last_run: string | null;
  retry_at: string | null;
  ship_date: string | null;
  subtotal: number;
  quote: {
    quote_currency_code: string;
    items: { sku: string; name: string; qty: number; option: string | null }[];
    billing_address: SubscriptionAddress | null;
    shipping_address: SubscriptionAddress | null;
    payment: { cc_type: string | null; cc_last_4: string | null; cc_exp_month: number | null; cc_exp_year: number | null };
  };
  logs: SubscriptionLog[];
}

const ADDRESS = 'firstname lastname street city region postcode country_id';
const FIELDS = `entity_id increment_id description status frequency_count frequency_unit length run_count next_run last_run retry_at ship_date subtotal
  quote { quote_currency_code items { sku name qty option } payment { cc_type cc_last_4 cc_exp_month cc_exp_year }
    billing_address { ${ADDRESS} } shipping_address { ${ADDRESS} } }
  logs { log_id agent order_increment_id description status created_at }`;

const api = commerceApi.enhanceEndpoints({ addTagTypes: ['Subscription'] });

/** The customer's subscriptions (main shop) and what they may do with one. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `language` only keys the cache: the server words the history in the request's Accept-Language.
    subscriptions: build.query<{ subscriptions: Subscription[]; timeZone: string }, { language: string }>({
      query: () => ({ shop: 'main', query: `query Subscriptions { subscriptions { ${FIELDS} } storeConfig { timeZone } }` }),
      transformResponse: (data: { subscriptions: Subscription[]; storeConfig: { timeZone: string } }) => ({
        subscriptions: data.subscriptions,
        timeZone: data.storeConfig.timeZone,
      }),
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    changeSubscriptionStatus: build.mutation<Subscription, { id: number; status: 'active' | 'paused' | 'canceled' }>({
      query: ({ id, status }) => ({
        shop: 'main',
        query: `mutation Change($id: Int!, $s: String!) { changeSubscriptionStatus(entity_id: $id, status: $s) { ${FIELDS} } }`,
        variables: { id, s: status },
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    skipSubscriptionOnce: build.mutation<Subscription, number>({
      query: (id) => ({ shop: 'main', query: `mutation Skip($id: Int!) { skipSubscriptionOnce(entity_id: $id) { ${FIELDS} } }`, variables: { id } }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    rescheduleSubscription: build.mutation<Subscription, { id: number; shipDate: string }>({
      query: ({ id, shipDate }) => ({
        shop: 'main',
        query: `mutation Move($id: Int!, $d: String!) { rescheduleSubscriptionShipDate(entity_id: $id, ship_date: $d) { ${FIELDS} } }`,
        variables: { id, d: shipDate },
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    updateSubscription: build.mutation<Subscription, { id: number; paymentToken?: string; billingAddressId?: number; shippingAddressId?: number }>({
      query: ({ id, paymentToken, billingAddressId, shippingAddressId }) => ({
        shop: 'main',
        query: `mutation Update($i: SubscriptionUpdateInput!) { updateSubscription(input: $i) { ${FIELDS} } }`,
        variables: {
          i: {
            entity_id: id,
            ...(paymentToken ? { payment_token: paymentToken } : {}),
            ...(billingAddressId ? { billing_address: { customer_address_id: billingAddressId } } : {}),
            ...(shippingAddressId ? { shipping_address: { customer_address_id: shippingAddressId } } : {}),
          },
        },
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    subscriptionAddressBook: build.query<BookAddress[], void>({
      query: () => ({
        shop: 'main',
        query: 'query SubscriptionAddresses { customer { addresses { id firstname lastname street city postcode country_code } } }',
      }),
      transformResponse: (data: { customer: { addresses: BookAddress[] | null } }) => data.customer.addresses ?? [],
    }),
  }),
});

export const {
  useUpdateSubscriptionMutation,
  useSubscriptionAddressBookQuery,
  useSubscriptionsQuery,
  useChangeSubscriptionStatusMutation,
  useSkipSubscriptionOnceMutation,
  useRescheduleSubscriptionMutation,
} = subscriptionsApi;
