import type { PublicConfiguration } from '@golf/contracts';
import { portalApi } from '../api/portal-api';

export const configApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The site this page host selects: its regions, locales, stores and the server version. */
    getPublicConfiguration: build.query<PublicConfiguration, void>({
      query: () => 'api/public/configuration',
    }),
  }),
});

export const { useGetPublicConfigurationQuery } = configApi;
