import type {
  BucksList,
  CouponList,
  PaymentInvokeRequest,
  PaymentStatus,
  PlusBuyRequest,
  PlusBuyResult,
  PlusOffer,
  PlusSubscription,
  PlusTrial,
  RecommendedGearList,
  RenewalOrder,
  RenewalPlans,
  RenewalQuote,
  RenewalQuoteRequest,
  RenewalRequest,
} from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Plus', 'Wallet', 'Renewal'] });

/** Plus, bucks and coupons, recommended gear and renewals. */
export const plusApi = api.injectEndpoints({
  endpoints: (build) => ({
    plusOffer: build.query<PlusOffer, void>({ query: () => 'api/subscription', providesTags: ['Plus'] }),
    plusTrial: build.query<PlusTrial, void>({ query: () => 'api/subscription/trial', providesTags: ['Plus'] }),
    startTrial: build.mutation<PlusTrial, void>({ query: () => ({ url: 'api/subscription/trial', method: 'POST' }), invalidatesTags: ['Plus'] }),
    buyPlus: build.mutation<PlusBuyResult, PlusBuyRequest>({ query: (body) => ({ url: 'api/subscription', method: 'POST', body }), invalidatesTags: ['Plus'] }),
    cancelPlus: build.mutation<PlusSubscription, void>({ query: () => ({ url: 'api/subscription/cancel', method: 'POST' }), invalidatesTags: ['Plus'] }),
    bucks: build.query<BucksList, void>({ query: () => 'api/bucks', providesTags: ['Wallet'] }),
    coupons: build.query<CouponList, { status?: 0 } | void>({
      query: (arg) => ({ url: 'api/coupon', params: arg?.status === 0 ? { status: 0 } : undefined }),
      providesTags: ['Wallet'],
    }),
    recommendedGear: build.query<RecommendedGearList, void>({ query: () => 'api/gear/recommended' }),
    renewalPlans: build.query<RenewalPlans, void>({ query: () => 'api/renewal/v2/game-plan', providesTags: ['Renewal'] }),
    renewalQuote: build.query<RenewalQuote, RenewalQuoteRequest>({ query: (body) => ({ url: 'api/renewal/quote', method: 'POST', body }) }),
    renew: build.mutation<RenewalOrder, RenewalRequest>({
      query: (body) => ({ url: 'api/v2/renewal', method: 'POST', body }),
      invalidatesTags: ['Wallet', 'Renewal'],
    }),
    invokePayment: build.mutation<PaymentStatus, PaymentInvokeRequest>({
      query: (body) => ({ url: 'api/payment/invoke', method: 'POST', body }),
      invalidatesTags: ['Wallet', 'Renewal'],
    }),
    paymentStatus: build.query<PaymentStatus, string>({ query: (requestId) => ({ url: 'api/payment/status', params: { requestId } }) }),
  }),
});

export const {
  usePlusOfferQuery,
  useStartTrialMutation,
  useBuyPlusMutation,
  useCancelPlusMutation,
  useBucksQuery,
  useCouponsQuery,
  useRecommendedGearQuery,
  useRenewalPlansQuery,
  useLazyRenewalQuoteQuery,
  useRenewMutation,
  useInvokePaymentMutation,
  usePaymentStatusQuery,
} = plusApi;
