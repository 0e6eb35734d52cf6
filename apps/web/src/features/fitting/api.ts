import type {
  CustomClubOrder,
  DepositResult,
  FittingSessionDetail,
  FittingSessionSummary,
  FittingType,
  PutterSessionDetail,
  PutterSessionSummary,
} from '@golf/contracts';
import { commerceApi } from '@/lib/api/commerce-api';
import type {
  ConvertCustomClubToCartMutation,
  ConvertCustomClubToCartMutationVariables,
  ListCustomClubOrderQuery,
  ListCustomClubOrderQueryVariables,
} from '@/lib/api/generated/commerce-operations';
import { portalApi } from '@/lib/api/portal-api';
import { CONVERT_CUSTOM_CLUB_TO_CART, LIST_CUSTOM_CLUB_ORDER } from './fitting.operations';

/** Fitting sessions (portal) and the club orders they lead to (commerce REST with the customer token). */
const api = portalApi.enhanceEndpoints({ addTagTypes: ['ClubOrder'] });

export interface ClubCall {
  store: string;
  token: string;
}
const rest = ({ store, token }: ClubCall, path: string, body: object) => ({
  url: `rest/${encodeURIComponent(store)}/V1/${path}`,
  method: 'POST',
  body,
  headers: { authorization: `Bearer ${token}` },
});

export interface CouponCheck {
  is_valid: boolean;
  message: string;
  coupon_code: string;
  discount: string;
  deposit_due: string;
}
export interface GiftCheck {
  is_valid: boolean;
  message: string;
  balance: string;
  usable_amount: string;
}
export interface ClubAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_id: string;
  telephone?: string | null;
}
export interface DepositInput {
  order_increment_id: string;
  coupon_used?: { code: string; discount: string };
  giftvoucher_deposit_used?: { code: string; amount: string };
}

export const fittingApi = api.injectEndpoints({
  endpoints: (build) => ({
    fittingSessions: build.query<{ items: FittingSessionSummary[]; total: number }, void>({
      query: () => ({ url: 'api/v3/tecfit/session', params: { page: 1, pageSize: 50 } }),
    }),
    fittingSession: build.query<FittingSessionDetail, { sessionId: number; type: FittingType }>({
      query: ({ sessionId, type }) => ({ url: 'api/tecfit/session/detail', params: { sessionId, type, renderFittingChart: true } }),
    }),
    putterSessions: build.query<PutterSessionSummary[], void>({ query: () => 'api/tecput/session' }),
    putterSession: build.query<PutterSessionDetail, number>({ query: (id) => ({ url: 'api/tecput/session/detail', params: { id } }) }),
    customClub: build.query<CustomClubOrder, { id: string; storeCode: string }>({
      query: (params) => ({ url: 'api/v3/tecfit/custom-club', params }),
      providesTags: ['ClubOrder'],
    }),
    /** A customer token for the player's own e-mail (spec 001 §6: club orders use one). */
    clubToken: build.mutation<string, { store: string; email: string }>({
      // Magento answers the bare token (sometimes JSON-quoted), not an envelope.
      query: ({ store, email }) => ({
        url: `rest/${encodeURIComponent(store)}/V1/customer/generateToken`,
        method: 'POST',
        body: { email },
        responseHandler: 'text',
      }),
      transformResponse: (text: string) => text.trim().replace(/^"|"$/g, ''),
    }),
    editBilling: build.mutation<CustomClubOrder, ClubCall & { order_increment_id: string; address: ClubAddress }>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/omni/custom-club/edit-billing', body),
      invalidatesTags: ['ClubOrder'],
    }),
    editShipping: build.mutation<CustomClubOrder, ClubCall & { order_increment_id: string; address?: ClubAddress; is_pickup?: boolean }>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/omni/custom-club/edit-shipping', body),
      invalidatesTags: ['ClubOrder'],
    }),
    checkCoupon: build.mutation<CouponCheck, ClubCall & { coupon_code: string; order_increment_id: string; mask_id: string }>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/deposit/coupon/check', body),
    }),
    checkGift: build.mutation<GiftCheck, ClubCall & { gift_code: string; order_increment_id: string; mask_id: string }>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/deposit/gift-code/check', body),
    }),
    payByCard: build.mutation<DepositResult, ClubCall & DepositInput & { deposit_request: { amount: string; token: string; challenge_callback_url: string } }>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/payment/deposit-take-payment', body),
      invalidatesTags: ['ClubOrder'],
    }),
    payNothing: build.mutation<DepositResult, ClubCall & DepositInput>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/payment/zero-deposit-take-payment', body),
      invalidatesTags: ['ClubOrder'],
    }),
    finance: build.mutation<
      DepositResult,
      ClubCall & DepositInput & { deposit_request: { amount?: string; confirm_url?: string; cancel_url?: string; checkout_token?: string } }
    >({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/payment/affirm/deposit-take-payment', body),
      invalidatesTags: ['ClubOrder'],
    }),
    deleteClubOrder: build.mutation<{ deleted: boolean }, ClubCall & { order_increment_id: string }>({
      query: ({ store, token, ...body }) => rest({ store, token }, 'tecfit/payment/delete-order', body),
      invalidatesTags: ['ClubOrder'],
    }),
  }),
});

// The club order calls' types are the generated results of fitting.operations.ts.
export type Conversion = NonNullable<ConvertCustomClubToCartMutation['convertCustomClubToCart']>;
export type ClubError = Conversion['club_errors'][number];
export type ClubOrderLine = ListCustomClubOrderQuery['listCustomClubOrder'][number];

/** The club order GraphQL calls carry the customer token and store code as arguments (spec 001 §7). */
export const clubOrdersGraphql = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    customClubOrders: build.query<ClubOrderLine[], ClubCall>({
      query: ({ store, token }) => ({
        query: LIST_CUSTOM_CLUB_ORDER,
        variables: { t: token, s: store } satisfies ListCustomClubOrderQueryVariables,
      }),
      transformResponse: (data: ListCustomClubOrderQuery) => data.listCustomClubOrder,
    }),
    convertCustomClub: build.mutation<Conversion, ClubCall & { id: string }>({
      query: ({ store, token, id }) => ({
        query: CONVERT_CUSTOM_CLUB_TO_CART,
        variables: { i: id, t: token, s: store } satisfies ConvertCustomClubToCartMutationVariables,
      }),
      transformResponse: (data: ConvertCustomClubToCartMutation) => data.convertCustomClubToCart!,
    }),
  }),
});

export const {
  useFittingSessionsQuery,
  useFittingSessionQuery,
  usePutterSessionsQuery,
  usePutterSessionQuery,
  useCustomClubQuery,
  useClubTokenMutation,
  useEditBillingMutation,
  useEditShippingMutation,
  useCheckCouponMutation,
  useCheckGiftMutation,
  usePayByCardMutation,
  usePayNothingMutation,
  useFinanceMutation,
  useDeleteClubOrderMutation,
} = fittingApi;
export const { useCustomClubOrdersQuery, useConvertCustomClubMutation } = clubOrdersGraphql;
