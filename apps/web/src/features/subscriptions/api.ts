import { commerceApi } from '@/lib/api/commerce-api';
import type { Answered, Filled } from '@/lib/api/answered';
import type {
  ChangeSubscriptionStatusMutation,
  ChangeSubscriptionStatusMutationVariables,
  RescheduleSubscriptionShipDateMutation,
  RescheduleSubscriptionShipDateMutationVariables,
  SkipSubscriptionOnceMutation,
  SkipSubscriptionOnceMutationVariables,
  SubscriptionAddressesQuery,
  SubscriptionsQuery,
  UpdateSubscriptionMutation,
} from '@/lib/api/generated/commerce-operations';
import {
  CHANGE_SUBSCRIPTION_STATUS,
  RESCHEDULE_SUBSCRIPTION,
  SKIP_SUBSCRIPTION_ONCE,
  SUBSCRIPTION_ADDRESSES,
  SUBSCRIPTIONS,
  UPDATE_SUBSCRIPTION,
} from './subscriptions.operations';

export type SubscriptionStatus = 'active' | 'paused' | 'canceled' | 'complete' | 'payment_failed';

// The screens' types are the generated results of the operations they send (subscriptions.operations.ts).
type AnsweredSubscription = Answered<SubscriptionsQuery['subscriptions'][number]>;
/** A subscription: its quote always has a currency and a payment row (the server fills them). */
export type Subscription = Omit<AnsweredSubscription, 'quote'> & {
  quote: Filled<AnsweredSubscription['quote'], 'quote_currency_code' | 'payment'>;
};
export type SubscriptionLog = Subscription['logs'][number];
export type SubscriptionAddress = NonNullable<Subscription['quote']['billing_address']>;

/** A saved address of the customer's book, as the subscription's address choice lists it (the server fills its id, names, street, city and country). */
export type BookAddress = Filled<
  Answered<NonNullable<NonNullable<NonNullable<SubscriptionAddressesQuery['customer']>['addresses']>[number]>>,
  'id' | 'firstname' | 'lastname' | 'street' | 'city' | 'country_code'
>;

const api = commerceApi.enhanceEndpoints({ addTagTypes: ['Subscription'] });

/** The customer's subscriptions (main shop) and what they may do with one. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `language` only keys the cache: the server words the history in the request's Accept-Language.
    subscriptions: build.query<{ subscriptions: Subscription[]; timeZone: string }, { language: string }>({
      query: () => ({ shop: 'main', query: SUBSCRIPTIONS }),
      transformResponse: (data: SubscriptionsQuery) => ({
        subscriptions: data.subscriptions as Subscription[],
        timeZone: data.storeConfig!.timeZone as string,
      }),
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    changeSubscriptionStatus: build.mutation<ChangeSubscriptionStatusMutation, { id: number; status: 'active' | 'paused' | 'canceled' }>({
      query: ({ id, status }) => ({
        shop: 'main',
        query: CHANGE_SUBSCRIPTION_STATUS,
        variables: { id, s: status } satisfies ChangeSubscriptionStatusMutationVariables,
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    skipSubscriptionOnce: build.mutation<SkipSubscriptionOnceMutation, number>({
      query: (id) => ({ shop: 'main', query: SKIP_SUBSCRIPTION_ONCE, variables: { id } satisfies SkipSubscriptionOnceMutationVariables }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    rescheduleSubscription: build.mutation<RescheduleSubscriptionShipDateMutation, { id: number; shipDate: string }>({
      query: ({ id, shipDate }) => ({
        shop: 'main',
        query: RESCHEDULE_SUBSCRIPTION,
        variables: { id, d: shipDate } satisfies RescheduleSubscriptionShipDateMutationVariables,
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    updateSubscription: build.mutation<
      UpdateSubscriptionMutation,
      { id: number; paymentToken?: string; billingAddressId?: number; shippingAddressId?: number }
    >({
      query: ({ id, paymentToken, billingAddressId, shippingAddressId }) => ({
        shop: 'main',
        query: UPDATE_SUBSCRIPTION,
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
        query: SUBSCRIPTION_ADDRESSES,
      }),
      transformResponse: (data: SubscriptionAddressesQuery) => (data.customer!.addresses ?? []) as BookAddress[],
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
