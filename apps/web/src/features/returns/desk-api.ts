import { returnsApi, type ReturnMessage, type ReturnRequest } from './api';

/** The staff side of returns: the same service verbs, for shop managers only. */
const REQUEST = `request_id url_hash order_increment_id created_at modified_at customer_name rating rating_comment shipping_label packing_slip ticket_number instruction exchange_order_number
  status { status_id label state color }
  request_items { request_item_id order_item_id qty request_qty reason_id condition_id resolution_id item_status product_name product_url_key refunded_amount }
  tracking_numbers { tracking_id tracking_code tracking_number is_customer }
  refunds { refund_id amount { value currency } method gift_code_amount { value currency } store_credit_code status }`;

export const deskApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    isManager: build.query<boolean, void>({
      query: () => ({ query: '{ amRmaIsManager }' }),
      transformResponse: (data: { amRmaIsManager: boolean }) => data.amRmaIsManager,
    }),
    deskQueue: build.query<ReturnRequest[], number | null>({
      query: (state) => ({ query: `query Queue($s: Int) { amRmaManagerQueue(state: $s) { ${REQUEST} } }`, variables: { s: state } }),
      transformResponse: (data: { amRmaManagerQueue: ReturnRequest[] }) => data.amRmaManagerQueue,
      providesTags: [{ type: 'Returns', id: 'DESK' }],
    }),
    deskMessages: build.query<ReturnMessage[], number>({
      query: (id) => ({
        query:
          'query M($id: Int!) { amRmaManagerMessages(request_id: $id) { message_id created username message is_manager is_system files { filename filepath } } }',
        variables: { id },
      }),
      transformResponse: (data: { amRmaManagerMessages: ReturnMessage[] }) => data.amRmaManagerMessages,
      providesTags: (_r, _e, id) => [{ type: 'Returns', id: `DESK ${id}` }],
    }),
    deskReview: build.mutation<ReturnRequest, { id: number; items: { request_item_id: number; qty: number }[] }>({
      query: ({ id, items }) => ({
        query: `mutation R($id: Int!, $i: [AmRmaManagerReviewInput!]!) { amRmaManagerReviewItems(request_id: $id, items: $i) { request_id } }`,
        variables: { id, i: items },
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskReceive: build.mutation<ReturnRequest, { id: number; items: { request_item_id: number; condition_id: number }[] }>({
      query: ({ id, items }) => ({
        query: `mutation R($id: Int!, $i: [AmRmaManagerReceiveInput!]!) { amRmaManagerReceiveItems(request_id: $id, items: $i) { request_id } }`,
        variables: { id, i: items },
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskRefund: build.mutation<unknown, { id: number; amount: string | null; key: string; method: 'card' | 'store_credit' }>({
      query: ({ id, amount, key, method }) => ({
        query:
          'mutation F($id: Int!, $a: String, $k: String!, $m: String) { amRmaManagerRefund(request_id: $id, amount: $a, idempotency_key: $k, method: $m) { refund_id status } }',
        variables: { id, a: amount, k: key, m: method },
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskExchange: build.mutation<unknown, number>({
      query: (id) => ({ query: 'mutation X($id: Int!) { amRmaManagerExchange(request_id: $id) { request_id } }', variables: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskReply: build.mutation<unknown, { id: number; message: string }>({
      query: ({ id, message }) => ({
        query: 'mutation S($id: Int!, $m: String) { amRmaManagerSendMessage(request_id: $id, message: $m) { message_id } }',
        variables: { id, m: message },
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Returns', id: `DESK ${id}` }],
    }),
  }),
});

export const {
  useIsManagerQuery,
  useDeskQueueQuery,
  useDeskMessagesQuery,
  useDeskReviewMutation,
  useDeskReceiveMutation,
  useDeskRefundMutation,
  useDeskExchangeMutation,
  useDeskReplyMutation,
} = deskApi;
