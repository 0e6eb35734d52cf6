import { createApi } from '@reduxjs/toolkit/query/react';
import { reauthBaseQuery } from './reauth-base-query';

/**
 * The one RTK Query API of the portal REST base URL. Features inject their endpoints
 * (`portalApi.injectEndpoints`) in their own api.ts.
 *
 * The commerce GraphQL API (the shop, at the session's eUrl with its store header and eToken)
 * will be a second createApi beside this one, with its own base query.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: reauthBaseQuery,
  tagTypes: ['Profile', 'Family'],
  endpoints: () => ({}),
});
