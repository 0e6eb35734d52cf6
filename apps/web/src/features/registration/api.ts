import type { CenterSummary, PendingRegistration, Prefecture, RegisterBody, Session } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

export interface ClosestCenters {
  located: boolean;
  postal: string;
  country: string;
  centers: CenterSummary[];
}

/** Joining: the form's helpers, the registration, its code and its verification. */
export const registrationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    emailAvailability: build.query<{ email: string; available: boolean }, string>({
      query: (email) => ({ url: 'api/validate/email', params: { email } }),
    }),
    centers: build.query<CenterSummary[], { region?: string } | void>({
      query: (arg) => ({ url: 'api/centers', params: arg && arg.region ? { region: arg.region } : undefined }),
    }),
    closestCenters: build.query<ClosestCenters, { postal: string; country?: string }>({
      query: (params) => ({ url: 'api/centers/closest', params }),
    }),
    prefectures: build.query<Prefecture[], void>({ query: () => 'api/pref-configuration' }),
    register: build.mutation<PendingRegistration, RegisterBody>({
      query: (body) => ({ url: 'api/v2/player', method: 'POST', body }),
    }),
    resendCode: build.mutation<PendingRegistration, { registrationToken: string; method?: 1 | 2 }>({
      query: (body) => ({ url: 'api/v2/confirmation-code', method: 'POST', body }),
    }),
    changeEmail: build.mutation<PendingRegistration, { registrationToken: string; email: string }>({
      query: (body) => ({ url: 'api/v2/player/email', method: 'POST', body }),
    }),
    verify: build.mutation<Session, { registrationToken: string; code: string }>({
      query: (body) => ({ url: 'api/player/verify', method: 'POST', body }),
    }),
  }),
});

export const {
  useLazyEmailAvailabilityQuery,
  useCentersQuery,
  useLazyClosestCentersQuery,
  usePrefecturesQuery,
  useRegisterMutation,
  useResendCodeMutation,
  useChangeEmailMutation,
  useVerifyMutation,
} = registrationApi;
