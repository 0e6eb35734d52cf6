import type { CodeSent, HandicapFigure, MyGameAbout, PlayerDetails, PlayerUpdateBody } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

/** What the player wrote, with the WHS index from their rounds beside the handicap they declared. */
export type About = MyGameAbout & { updatedAt: string | null; handicapFigure: HandicapFigure };

/** The signed-in player's profile and credentials, and the signed-out forgot-password flow. */
export const accountApi = portalApi.enhanceEndpoints({ addTagTypes: ['Details', 'About'] }).injectEndpoints({
  endpoints: (build) => ({
    details: build.query<PlayerDetails, void>({ query: () => 'api/v2/player/me', providesTags: ['Details'] }),
    updatePlayer: build.mutation<PlayerDetails, PlayerUpdateBody>({
      query: (body) => ({ url: 'api/v2/player', method: 'PUT', body }),
      invalidatesTags: ['Details', 'Profile'],
    }),
    changePassword: build.mutation<{ endedSessions: number }, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'api/player/change-password', method: 'POST', body }),
    }),
    startEmailChange: build.mutation<CodeSent, { email: string }>({ query: (body) => ({ url: 'api/change-email/verify', method: 'POST', body }) }),
    confirmEmailChange: build.mutation<{ email: string; verified: boolean }, { code: string }>({
      query: (body) => ({ url: 'api/change-email/verify', method: 'PUT', body }),
    }),
    applyEmailChange: build.mutation<PlayerDetails, { email: string; emailSubscription?: boolean }>({
      query: (body) => ({ url: 'api/change-email/update', method: 'PUT', body }),
      invalidatesTags: ['Details', 'Profile'],
    }),
    startPhoneVerification: build.mutation<CodeSent, { phone: string }>({ query: (body) => ({ url: 'api/player/verify-phone', method: 'POST', body }) }),
    confirmPhone: build.mutation<{ status: 'SUCCESS' | 'FAILED' | 'OFF'; phone: string | null }, string>({
      query: (code) => `api/player/verify-phone/${encodeURIComponent(code)}`,
      invalidatesTags: ['Details'],
    }),
    about: build.query<About, void>({ query: () => 'api/my-game/about', providesTags: ['About'] }),
    saveAbout: build.mutation<About, MyGameAbout>({
      query: (dataBody) => ({ url: 'api/my-game/about', method: 'POST', body: { dataBody } }),
      invalidatesTags: ['About'],
    }),
    startReset: build.mutation<{ token: string; email: string | null; phoneNumber: string | null; method: number }, { email?: string; phoneNumber?: string }>({
      query: (body) => ({ url: 'api/v3/player/reset-password', method: 'POST', body }),
    }),
    sendResetCode: build.mutation<CodeSent, { token: string }>({ query: (body) => ({ url: 'api/v3/player/reset-password/send-code', method: 'POST', body }) }),
    confirmResetCode: build.mutation<{ confirmed: boolean }, { token: string; code: string }>({
      query: (body) => ({ url: 'api/v3/player/reset-password/confirm-code', method: 'POST', body }),
    }),
    completeReset: build.mutation<{ reset: boolean }, { token: string; password: string }>({
      query: (body) => ({ url: 'api/v3/player/reset-password', method: 'PUT', body }),
    }),
    resetByLink: build.mutation<{ reset: boolean }, { token: string; password: string }>({
      query: (body) => ({ url: 'api/v2/player/reset-password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useDetailsQuery,
  useUpdatePlayerMutation,
  useChangePasswordMutation,
  useStartEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useApplyEmailChangeMutation,
  useStartPhoneVerificationMutation,
  useConfirmPhoneMutation,
  useAboutQuery,
  useSaveAboutMutation,
  useStartResetMutation,
  useSendResetCodeMutation,
  useConfirmResetCodeMutation,
  useCompleteResetMutation,
  useResetByLinkMutation,
} = accountApi;
