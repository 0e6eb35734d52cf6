import { commerceApi } from '@/lib/api/commerce-api';

/** Returns (RMA) of the main shop, with Amasty RMA's GraphQL names (spec 001 §2, §7). */

export interface ReturnStatus {
  status_id: number;
  label: string;
  state: number;
  color: string;
}

export interface ReturnItem {
  request_item_id: number;
  order_item_id: number;
  qty: number;
  request_qty: number;
  reason_id: number;
  condition_id: number;
  resolution_id: number;
  item_status: number;
  product_name: string | null;
  product_url_key: string | null;
  refunded_amount: number;
}

export interface ReturnTracking {
  tracking_id: number;
  tracking_code: string;
  tracking_number: string;
  is_customer: boolean;
}

export interface ReturnRequest {
  request_id: number;
  url_hash: string;
  order_increment_id: string;
  created_at: string;
  modified_at: string;
  status: ReturnStatus;
  customer_name: string | null;
  rating: number | null;
  rating_comment: string | null;
  shipping_label: string | null;
  packing_slip: string | null;
  ticket_number: string;
  instruction: string | null;
  exchange_order_number: string | null;
  request_items: ReturnItem[];
  tracking_numbers: ReturnTracking[];
  refunds: {
    refund_id: number;
    amount: { value: number; currency: string };
    method: 'card' | 'store_credit';
    gift_code_amount: { value: number; currency: string } | null;
    store_credit_code: string | null;
    status: string;
  }[];
}

export interface ReturnMessage {
  message_id: number;
  created: string;
  username: string;
  message: string | null;
  is_manager: boolean;
  is_system: boolean;
  files: { filename: string; filepath: string | null }[];
}

export interface ReturnableItem {
  order_item_id: number;
  product_name: string | null;
  product_sku: string | null;
  available_qty: number;
  is_returnable: boolean;
  no_returnable_reason: number | null;
  resolutions: { resolution_id: number; label: string }[];
}

export interface ReturnableOrder {
  order_id: number;
  order_number: string;
  created_at: string;
  items: ReturnableItem[];
}

export interface ReturnSettings {
  isChatEnabled: boolean;
  isReturnPolicyEnabled: boolean;
  policyUrl: string | null;
  maxAttachmentSize: number;
  allReasons: { reason_id: number; label: string }[];
  allConditions: { condition_id: number; label: string }[];
  allResolutions: { resolution_id: number; label: string; status: number }[];
  shippingCarriers: { code: string; label: string }[];
  allStatuses: ReturnStatus[];
}

export interface ReturnFilters {
  status?: number;
  fromDate?: string;
  toDate?: string;
  orderId?: string;
  productUrlKey?: string;
  trackingNumber?: string;
  sort?: 'createdAt' | 'modifiedAt' | 'status';
}

export interface PlaceReturnInput {
  order_id: number;
  return_items: { order_item_id: number; qty: number; reason: number; condition: number; resolution: number; return: 1 }[];
  comment?: string;
  files?: { filehash: string; filename: string }[];
  policy_allowed: number;
}

export interface CommonOutput {
  error: boolean;
  message: string;
}

const REQUEST = `request_id url_hash order_increment_id created_at modified_at customer_name rating rating_comment shipping_label packing_slip ticket_number instruction exchange_order_number
  status { status_id label state color }
  request_items { request_item_id order_item_id qty request_qty reason_id condition_id resolution_id item_status product_name product_url_key refunded_amount }
  tracking_numbers { tracking_id tracking_code tracking_number is_customer }
  refunds { refund_id amount { value currency } method gift_code_amount { value currency } store_credit_code status }`;
const MESSAGE = 'message_id created username message is_manager is_system files { filename filepath }';

const api = commerceApi.enhanceEndpoints({ addTagTypes: ['Returns'] });

export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    returnSettings: build.query<ReturnSettings, void>({
      query: () => ({
        query: `{ getAmRmaSettings { isChatEnabled isReturnPolicyEnabled policyUrl maxAttachmentSize allReasons { reason_id label } allConditions { condition_id label }
          allResolutions { resolution_id label status } shippingCarriers { code label } allStatuses { status_id label state color } } }`,
      }),
      transformResponse: (data: { getAmRmaSettings: ReturnSettings }) => data.getAmRmaSettings,
    }),
    returns: build.query<ReturnRequest[], ReturnFilters>({
      query: (f) => ({
        query: `query Returns($status: Int, $from: String, $to: String, $order: String, $product: String, $tracking: String, $sort: String) {
          getAmRmaReturnsForCurrentCustomer(status: $status, fromDate: $from, toDate: $to, orderId: $order, productUrlKey: $product, trackingNumber: $tracking, sort: $sort) { ${REQUEST} } }`,
        variables: {
          status: f.status ?? null,
          from: f.fromDate || null,
          to: f.toDate || null,
          order: f.orderId || null,
          product: f.productUrlKey || null,
          tracking: f.trackingNumber || null,
          sort: f.sort ?? 'createdAt',
        },
      }),
      transformResponse: (data: { getAmRmaReturnsForCurrentCustomer: ReturnRequest[] }) => data.getAmRmaReturnsForCurrentCustomer,
      providesTags: [{ type: 'Returns', id: 'LIST' }],
    }),
    returnRequest: build.query<ReturnRequest, number>({
      query: (id) => ({ query: `query Return($id: Int!) { getAmRmaReturnById(request_id: $id) { ${REQUEST} } }`, variables: { id } }),
      transformResponse: (data: { getAmRmaReturnById: ReturnRequest }) => data.getAmRmaReturnById,
      providesTags: (_r, _e, id) => [{ type: 'Returns', id }],
    }),
    returnableOrders: build.query<ReturnableOrder[], void>({
      query: () => ({
        query: `{ getAmRmaOrderList { order_id order_number created_at items { order_item_id product_name product_sku available_qty is_returnable no_returnable_reason resolutions { resolution_id label } } } }`,
      }),
      transformResponse: (data: { getAmRmaOrderList: ReturnableOrder[] }) => data.getAmRmaOrderList,
      providesTags: [{ type: 'Returns', id: 'ORDERS' }],
    }),
    returnMessages: build.query<ReturnMessage[], { hash: string; after?: number }>({
      query: ({ hash, after }) => ({
        query: `query Messages($h: String!, $l: Int) { getAmRmaRequestMessages(hash: $h, last_message_id: $l) { ${MESSAGE} } }`,
        variables: { h: hash, l: after ?? null },
      }),
      transformResponse: (data: { getAmRmaRequestMessages: ReturnMessage[] }) => data.getAmRmaRequestMessages,
    }),
    placeReturn: build.mutation<ReturnRequest, PlaceReturnInput>({
      query: (input) => ({
        query: `mutation Place($i: PlaceAmRmaReturnRequestInput!) { placeAmRmaCustomerReturnRequest(input: $i) { ${REQUEST} } }`,
        variables: { i: input },
      }),
      transformResponse: (data: { placeAmRmaCustomerReturnRequest: ReturnRequest }) => data.placeAmRmaCustomerReturnRequest,
      invalidatesTags: [{ type: 'Returns', id: 'LIST' }, { type: 'Returns', id: 'ORDERS' }, 'Orders'],
    }),
    closeReturn: build.mutation<CommonOutput, number>({
      query: (id) => ({ query: 'mutation Close($id: Int!) { closeAmRmaCustomerReturnRequest(id: $id) { error message } }', variables: { id } }),
      transformResponse: (data: { closeAmRmaCustomerReturnRequest: CommonOutput }) => data.closeAmRmaCustomerReturnRequest,
      invalidatesTags: (_r, _e, id) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
        { type: 'Returns', id: 'ORDERS' },
      ],
    }),
    addTracking: build.mutation<ReturnTracking, { id: number; hash: string; code: string; number: string }>({
      query: ({ hash, code, number }) => ({
        query:
          'mutation Track($i: AddAmRmaTrackingNumberInput!) { addAmRmaTrackingNumber(input: $i) { tracking_id tracking_code tracking_number is_customer } }',
        variables: { i: { hash, code, number } },
      }),
      transformResponse: (data: { addAmRmaTrackingNumber: ReturnTracking }) => data.addAmRmaTrackingNumber,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
      ],
    }),
    removeTracking: build.mutation<CommonOutput, { id: number; hash: string; trackingId: number }>({
      query: ({ hash, trackingId }) => ({
        query: 'mutation Untrack($i: RemoveAmRmaTrackingNumberInput!) { removeAmRmaTrackingNumber(input: $i) { error message } }',
        variables: { i: { hash, tracking_id: trackingId } },
      }),
      transformResponse: (data: { removeAmRmaTrackingNumber: CommonOutput }) => data.removeAmRmaTrackingNumber,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
      ],
    }),
    sendMessage: build.mutation<ReturnMessage, { id: number; hash: string; message: string; files: { filehash: string; filename: string }[] }>({
      query: ({ hash, message, files }) => ({
        query: `mutation Send($i: SendAmRmaMessageInput!) { sendAmRmaMessage(input: $i) { ${MESSAGE} } }`,
        variables: { i: { hash, message, files } },
      }),
      transformResponse: (data: { sendAmRmaMessage: ReturnMessage }) => data.sendAmRmaMessage,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Returns', id }],
    }),
    rateReturn: build.mutation<CommonOutput, { id: number; hash: string; rating: number; comment: string }>({
      query: ({ hash, rating, comment }) => ({
        query: 'mutation Rate($i: RateAmRmaReturnRequest!) { rateAmRmaReturnRequest(input: $i) { error message } }',
        variables: { i: { hash, rating, comment } },
      }),
      transformResponse: (data: { rateAmRmaReturnRequest: CommonOutput }) => data.rateAmRmaReturnRequest,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useReturnSettingsQuery,
  useReturnsQuery,
  useReturnRequestQuery,
  useReturnableOrdersQuery,
  useLazyReturnMessagesQuery,
  usePlaceReturnMutation,
  useCloseReturnMutation,
  useAddTrackingMutation,
  useRemoveTrackingMutation,
  useSendMessageMutation,
  useRateReturnMutation,
} = returnsApi;
