import type { PublicConfiguration } from '@golf/contracts';
import { portalApi } from '../api/portal-api';

declare global {
  interface Window {
    /** The configuration the static sign-in page fetched on a first visit (static-sign-in/paint.js). */
    __siteConfiguration?: Promise<{ code?: unknown; data?: unknown } | null>;
  }
}

/** The static sign-in page's answer, once: the preload it used would otherwise be asked for twice. */
async function takeEarlyConfiguration(): Promise<PublicConfiguration | null> {
  const early = window.__siteConfiguration;
  if (!early) return null;
  delete window.__siteConfiguration;
  const body = await early;
  return body?.code === 0 && body.data ? (body.data as PublicConfiguration) : null;
}

export const configApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The site this page host selects: its regions, locales, stores and the server version. */
    getPublicConfiguration: build.query<PublicConfiguration, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const early = await takeEarlyConfiguration();
        if (early) return { data: early };
        const result = await baseQuery('api/public/configuration');
        return result.error ? { error: result.error } : { data: result.data as PublicConfiguration };
      },
    }),
  }),
});

export const { useGetPublicConfigurationQuery } = configApi;
