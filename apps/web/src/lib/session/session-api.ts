import type { Profile } from '@golf/contracts';
import { portalApi } from '../api/portal-api';

/** Calls of the session every feature relies on: the signed-in profile and sign-out. */
export const sessionApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Profile, void>({
      query: () => 'api/v2/player/me',
      providesTags: ['Profile'],
    }),
    logout: build.mutation<null, { refresh_token: string }>({
      query: (body) => ({ url: 'api/v2/player/logout', method: 'POST', body }),
    }),
  }),
});

export const { useGetMeQuery } = sessionApi;
