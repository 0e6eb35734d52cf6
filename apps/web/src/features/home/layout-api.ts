import type { HomeLayout } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

/** The server-driven home page: cards with the player's next lesson, plan, scores, notifications. */
export const homeLayoutApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // `language` only keys the cache: the server writes the cards in the Accept-Language the base query sends,
    // so a language switch fetches them again.
    homeLayout: build.query<HomeLayout, { timeZone: string; language: string }>({
      query: ({ timeZone }) => ({ url: 'api/v3/layout/home', params: { timeZone } }),
    }),
  }),
});

export const { useHomeLayoutQuery } = homeLayoutApi;
