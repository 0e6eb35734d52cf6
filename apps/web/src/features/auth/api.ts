import type { FamilyMember, Session, SubAccountSession, WrongRegion } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

export type LoginRequest = { email: string; password: string; rememberMe: boolean } | { transfer: string };

/** Sign-in calls. A login answered with code 90015 arrives as an error whose data is a WrongRegion. */
export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, LoginRequest>({
      query: (body) => ({ url: 'api/v2/player/login', method: 'POST', body }),
    }),
    adminLogin: build.mutation<Session, { ticket: string; isSkytrak: boolean }>({
      query: ({ ticket, isSkytrak }) => ({ url: 'api/player/admin-login', params: { ticket, isSkytrak } }),
    }),
    familyAccounts: build.query<FamilyMember[], { email: string }>({
      query: ({ email }) => ({ url: 'api/player/family-account', params: { email } }),
      providesTags: ['Family'],
    }),
    subAccountLogin: build.mutation<SubAccountSession, { playerId: number }>({
      query: (body) => ({ url: 'api/player/sub-account/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useAdminLoginMutation, useFamilyAccountsQuery, useSubAccountLoginMutation } = authApi;
export type { WrongRegion };
