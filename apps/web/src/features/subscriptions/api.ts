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
  quote: { quote_currency_code: string; items: { sku: string; name: string; qty: number; option: string | null }[]; payment: { cc_type: string | null; cc_last_4: string | null; cc_exp_month: number | null; cc_exp_year: number | null } };
  logs: SubscriptionLog[];
}

const FIELDS = `entity_id increment_id description status frequency_count frequency_unit length run_count next_run last_run retry_at ship_date subtotal
  quote { quote_currency_code items { sku name qty option } payment { cc_type cc_last_4 cc_exp_month cc_exp_year } }
  logs { log_id agent order_increment_id description status created_at }`;

const api = commerceApi.enhanceEndpoints({ addTagTypes: ['Subscription'] });

/** The customer's subscriptions (main shop) and what they may do with one. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscriptions: build.query<{ subscriptions: Subscription[]; timeZone: string }, void>({
      query: () => ({ shop: 'main', query: `query Subscriptions { subscriptions { ${FIELDS} } storeConfig { timeZone } }` }),
      transformResponse: (data: { subscriptions: Subscription[]; storeConfig: { timeZone: string } }) => ({ subscriptions: data.subscriptions, timeZone: data.storeConfig.timeZone }),
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    changeSubscriptionStatus: build.mutation<Subscription, { id: number; status: 'active' | 'paused' | 'canceled' }>({
      query: ({ id, status }) => ({ shop: 'main', query: `mutation Change($id: Int!, $s: String!) { changeSubscriptionStatus(entity_id: $id, status: $s) { ${FIELDS} } }`, variables: { id, s: status } }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    skipSubscriptionOnce: build.mutation<Subscription, number>({
      query: (id) => ({ shop: 'main', query: `mutation Skip($id: Int!) { skipSubscriptionOnce(entity_id: $id) { ${FIELDS} } }`, variables: { id } }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    rescheduleSubscription: build.mutation<Subscription, { id: number; shipDate: string }>({
      query: ({ id, shipDate }) => ({ shop: 'main', query: `mutation Move($id: Int!, $d: String!) { rescheduleSubscriptionShipDate(entity_id: $id, ship_date: $d) { ${FIELDS} } }`, variables: { id, d: shipDate } }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
  }),
});

export const { useSubscriptionsQuery, useChangeSubscriptionStatusMutation, useSkipSubscriptionOnceMutation, useRescheduleSubscriptionMutation } = subscriptionsApi;
