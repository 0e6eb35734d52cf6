import type { HomeLayout } from '@golf/contracts';
import { portalApi } from '../../lib/api/portal-api';

/** The server-driven home page: cards with the player's next lesson, plan, scores, notifications. */
export const homeLayoutApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    homeLayout: build.query<HomeLayout, string>({
      query: (timeZone) => ({ url: 'api/v3/layout/home', params: { timeZone } }),
    }),
  }),
});

export const { useHomeLayoutQuery } = homeLayoutApi;
