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
import { portalApi } from '@/lib/api/portal-api';

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

export interface ClubError {
  club_club_type: string;
  club_group_number: number;
  product_name: string;
  sku: string;
  options_data: { code: string; option_title: string; option_value_title: string }[];
}
export interface Conversion {
  message: string;
  quote_id: string | null;
  customer_token: string | null;
  club_errors: ClubError[];
}
export interface ClubOrderLine {
  id: string;
  status: string;
  currency: string;
  deposit_due: string;
  total: string;
  created_at: string;
  customClubItems: { id: number; type: string; product_name: string }[];
}

const ARGS = '$t: String, $s: String';
const PASS = 'customer_token: $t, store_code: $s';

/** The club order GraphQL calls carry the customer token and store code as arguments (spec 001 §7). */
export const clubOrdersGraphql = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    customClubOrders: build.query<ClubOrderLine[], ClubCall>({
      query: ({ store, token }) => ({
        query: `query ListCustomClubOrder(${ARGS}) { listCustomClubOrder(${PASS}) { id status currency deposit_due total created_at customClubItems { id type product_name } } }`,
        variables: { t: token, s: store },
      }),
      transformResponse: (data: { listCustomClubOrder: ClubOrderLine[] }) => data.listCustomClubOrder,
    }),
    convertCustomClub: build.mutation<Conversion, ClubCall & { id: string }>({
      query: ({ store, token, id }) => ({
        query: `mutation ConvertCustomClubToCart($i: String!, ${ARGS}) { convertCustomClubToCart(custom_club_increment_id: $i, ${PASS}) { message quote_id customer_token club_errors { club_club_type club_group_number product_name sku options_data { code option_title option_value_title } } } }`,
        variables: { i: id, t: token, s: store },
      }),
      transformResponse: (data: { convertCustomClubToCart: Conversion }) => data.convertCustomClubToCart,
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
