import type { IsReturnsManagerQuery, ReturnsDeskMessagesQuery, ReturnsDeskQueueQuery } from '@/lib/api/generated/commerce-operations';
import { returnsApi, type ReturnMessage, type ReturnRequest } from './api';
import { DESK_EXCHANGE, DESK_MESSAGES, DESK_QUEUE, DESK_RECEIVE, DESK_REFUND, DESK_REPLY, DESK_REVIEW, IS_RETURNS_MANAGER } from './returns.operations';

/** The staff side of returns: the same service verbs, for shop managers only. */
export const deskApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    isManager: build.query<boolean, void>({
      query: () => ({ query: IS_RETURNS_MANAGER }),
      transformResponse: (data: IsReturnsManagerQuery) => data.amRmaIsManager,
    }),
    deskQueue: build.query<ReturnRequest[], number | null>({
      query: (state) => ({ query: DESK_QUEUE, variables: { s: state } }),
      transformResponse: (data: ReturnsDeskQueueQuery) => data.amRmaManagerQueue as ReturnRequest[],
      providesTags: [{ type: 'Returns', id: 'DESK' }],
    }),
    deskMessages: build.query<ReturnMessage[], number>({
      query: (id) => ({
        query: DESK_MESSAGES,
        variables: { id },
      }),
      transformResponse: (data: ReturnsDeskMessagesQuery) => data.amRmaManagerMessages as ReturnMessage[],
      providesTags: (_r, _e, id) => [{ type: 'Returns', id: `DESK ${id}` }],
    }),
    deskReview: build.mutation<ReturnRequest, { id: number; items: { request_item_id: number; qty: number }[] }>({
      query: ({ id, items }) => ({
        query: DESK_REVIEW,
        variables: { id, i: items },
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskReceive: build.mutation<ReturnRequest, { id: number; items: { request_item_id: number; condition_id: number }[] }>({
      query: ({ id, items }) => ({
        query: DESK_RECEIVE,
        variables: { id, i: items },
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskRefund: build.mutation<unknown, { id: number; amount: string | null; key: string; method: 'card' | 'store_credit' }>({
      query: ({ id, amount, key, method }) => ({
        query: DESK_REFUND,
        variables: { id, a: amount, k: key, m: method },
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskExchange: build.mutation<unknown, number>({
      query: (id) => ({ query: DESK_EXCHANGE, variables: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Returns', id: 'DESK' },
        { type: 'Returns', id: `DESK ${id}` },
      ],
    }),
    deskReply: build.mutation<unknown, { id: number; message: string }>({
      query: ({ id, message }) => ({
        query: DESK_REPLY,
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
