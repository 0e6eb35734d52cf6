import { commerceApi } from '@/lib/api/commerce-api';
import type { Answered, Filled } from '@/lib/api/answered';
import type {
  AddReturnTrackingMutation,
  CloseReturnMutation,
  PlaceReturnMutation,
  RateReturnMutation,
  RemoveReturnTrackingMutation,
  ReturnableOrdersQuery,
  ReturnMessagesQuery,
  ReturnQuery,
  ReturnsQuery,
  ReturnSettingsQuery,
  SendReturnMessageMutation,
} from '@/lib/api/generated/commerce-operations';
import type { FilledAnswer } from '@/lib/api/money';
import {
  ADD_RETURN_TRACKING,
  CLOSE_RETURN,
  PLACE_RETURN,
  RATE_RETURN,
  REMOVE_RETURN_TRACKING,
  RETURN,
  RETURN_MESSAGES,
  RETURN_SETTINGS,
  RETURNABLE_ORDERS,
  RETURNS,
  SEND_RETURN_MESSAGE,
} from './returns.operations';

/** Returns (RMA) of the main shop, with Amasty RMA's GraphQL names (spec 001 §2, §7). */

// The screens' types are the generated results of returns.operations.ts. Amasty's SDL leaves
// nearly every field nullable; Filled names those the server always fills.
type AnsweredRequest = FilledAnswer<NonNullable<ReturnQuery['getAmRmaReturnById']>>;
export type ReturnStatus = Filled<NonNullable<AnsweredRequest['status']>, 'label' | 'state' | 'color'>;
export type ReturnItem = Filled<
  NonNullable<AnsweredRequest['request_items']>[number],
  'qty' | 'request_qty' | 'reason_id' | 'condition_id' | 'resolution_id' | 'item_status' | 'refunded_amount'
>;
export type ReturnTracking = Filled<NonNullable<AnsweredRequest['tracking_numbers']>[number], 'tracking_code' | 'tracking_number' | 'is_customer'>;
/** A refund of returned items: to the card, or as store credit (a gift code). */
export type ReturnRefund = Omit<NonNullable<AnsweredRequest['refunds']>[number], 'method'> & { method: 'card' | 'store_credit' };
export type ReturnRequest = Omit<
  Filled<AnsweredRequest, 'order_increment_id' | 'created_at' | 'modified_at' | 'ticket_number'>,
  'status' | 'request_items' | 'tracking_numbers' | 'refunds'
> & { status: ReturnStatus; request_items: ReturnItem[]; tracking_numbers: ReturnTracking[]; refunds: ReturnRefund[] };

type AnsweredMessage = Answered<NonNullable<NonNullable<ReturnMessagesQuery['getAmRmaRequestMessages']>[number]>>;
export type ReturnMessage = Filled<AnsweredMessage, 'is_manager' | 'is_system' | 'files'>;

type AnsweredOrder = Answered<NonNullable<NonNullable<ReturnableOrdersQuery['getAmRmaOrderList']>[number]>>;
type AnsweredReturnable = NonNullable<AnsweredOrder['items']>[number];
export type ReturnableItem = Omit<Filled<AnsweredReturnable, 'available_qty' | 'is_returnable'>, 'resolutions'> & {
  resolutions: Filled<NonNullable<AnsweredReturnable['resolutions']>[number], 'label'>[];
};
export type ReturnableOrder = Omit<Filled<AnsweredOrder, 'created_at'>, 'items'> & { items: ReturnableItem[] };

type AnsweredSettings = Answered<NonNullable<ReturnSettingsQuery['getAmRmaSettings']>>;
type Labelled<T extends { label: string | null }> = Filled<T, 'label'>;
export type ReturnSettings = Omit<
  Filled<AnsweredSettings, 'isChatEnabled' | 'isReturnPolicyEnabled' | 'maxAttachmentSize'>,
  'allReasons' | 'allConditions' | 'allResolutions' | 'shippingCarriers' | 'allStatuses'
> & {
  allReasons: Labelled<NonNullable<AnsweredSettings['allReasons']>[number]>[];
  allConditions: Labelled<NonNullable<AnsweredSettings['allConditions']>[number]>[];
  allResolutions: Filled<NonNullable<AnsweredSettings['allResolutions']>[number], 'label' | 'status'>[];
  shippingCarriers: Labelled<NonNullable<AnsweredSettings['shippingCarriers']>[number]>[];
  allStatuses: ReturnStatus[];
};

export interface ReturnFilters {
  status?: number;
  fromDate?: string;
  toDate?: string;
  orderId?: string;
  /** Part of a returned product's name, as the customer reads it. */
  productName?: string;
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

/** What close, untrack and rate answer: whether it failed, and the server's sentence. */
export type CommonOutput = Filled<NonNullable<CloseReturnMutation['closeAmRmaCustomerReturnRequest']>, 'error' | 'message'>;

const api = commerceApi.enhanceEndpoints({ addTagTypes: ['Returns'] });

export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    returnSettings: build.query<ReturnSettings, void>({
      query: () => ({
        query: RETURN_SETTINGS,
      }),
      transformResponse: (data: ReturnSettingsQuery) => data.getAmRmaSettings as ReturnSettings,
    }),
    returns: build.query<ReturnRequest[], ReturnFilters>({
      query: (f) => ({
        query: RETURNS,
        variables: {
          status: f.status ?? null,
          from: f.fromDate || null,
          to: f.toDate || null,
          order: f.orderId || null,
          product: f.productName?.trim() || null,
          tracking: f.trackingNumber || null,
          sort: f.sort ?? 'createdAt',
        },
      }),
      transformResponse: (data: ReturnsQuery) => data.getAmRmaReturnsForCurrentCustomer as ReturnRequest[],
      providesTags: [{ type: 'Returns', id: 'LIST' }],
    }),
    returnRequest: build.query<ReturnRequest, number>({
      query: (id) => ({ query: RETURN, variables: { id } }),
      transformResponse: (data: ReturnQuery) => data.getAmRmaReturnById as ReturnRequest,
      providesTags: (_r, _e, id) => [{ type: 'Returns', id }],
    }),
    returnableOrders: build.query<ReturnableOrder[], void>({
      query: () => ({
        query: RETURNABLE_ORDERS,
      }),
      transformResponse: (data: ReturnableOrdersQuery) => data.getAmRmaOrderList as ReturnableOrder[],
      providesTags: [{ type: 'Returns', id: 'ORDERS' }],
    }),
    returnMessages: build.query<ReturnMessage[], { hash: string; after?: number }>({
      query: ({ hash, after }) => ({
        query: RETURN_MESSAGES,
        variables: { h: hash, l: after ?? null },
      }),
      transformResponse: (data: ReturnMessagesQuery) => data.getAmRmaRequestMessages as ReturnMessage[],
    }),
    placeReturn: build.mutation<ReturnRequest, PlaceReturnInput>({
      query: (input) => ({
        query: PLACE_RETURN,
        variables: { i: input },
      }),
      transformResponse: (data: PlaceReturnMutation) => data.placeAmRmaCustomerReturnRequest as ReturnRequest,
      invalidatesTags: [{ type: 'Returns', id: 'LIST' }, { type: 'Returns', id: 'ORDERS' }, 'Orders'],
    }),
    closeReturn: build.mutation<CommonOutput, number>({
      query: (id) => ({ query: CLOSE_RETURN, variables: { id } }),
      transformResponse: (data: CloseReturnMutation) => data.closeAmRmaCustomerReturnRequest as CommonOutput,
      invalidatesTags: (_r, _e, id) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
        { type: 'Returns', id: 'ORDERS' },
      ],
    }),
    addTracking: build.mutation<ReturnTracking, { id: number; hash: string; code: string; number: string }>({
      query: ({ hash, code, number }) => ({
        query: ADD_RETURN_TRACKING,
        variables: { i: { hash, code, number } },
      }),
      transformResponse: (data: AddReturnTrackingMutation) => data.addAmRmaTrackingNumber as ReturnTracking,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
      ],
    }),
    removeTracking: build.mutation<CommonOutput, { id: number; hash: string; trackingId: number }>({
      query: ({ hash, trackingId }) => ({
        query: REMOVE_RETURN_TRACKING,
        variables: { i: { hash, tracking_id: trackingId } },
      }),
      transformResponse: (data: RemoveReturnTrackingMutation) => data.removeAmRmaTrackingNumber as CommonOutput,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Returns', id },
        { type: 'Returns', id: 'LIST' },
      ],
    }),
    sendMessage: build.mutation<ReturnMessage, { id: number; hash: string; message: string; files: { filehash: string; filename: string }[] }>({
      query: ({ hash, message, files }) => ({
        query: SEND_RETURN_MESSAGE,
        variables: { i: { hash, message, files } },
      }),
      transformResponse: (data: SendReturnMessageMutation) => data.sendAmRmaMessage as ReturnMessage,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Returns', id }],
    }),
    rateReturn: build.mutation<CommonOutput, { id: number; hash: string; rating: number; comment: string }>({
      query: ({ hash, rating, comment }) => ({
        query: RATE_RETURN,
        variables: { i: { hash, rating, comment } },
      }),
      transformResponse: (data: RateReturnMutation) => data.rateAmRmaReturnRequest as CommonOutput,
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
