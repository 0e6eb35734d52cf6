import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { accessTokenOf } from '../session/access-token';
import type { UserState } from '../session/user-slice';
import type { SharedState } from '../store/shared-state';
import type { ApiError } from './api-error';
import { renewSession } from './reauth-base-query';
import { newIdempotencyKey, sendWithRetries } from './idempotent-writes';

/** The two shops (spec 001 §1): each has its own store code and customer token. */
export type Shop = 'main' | 'launchMonitor';

/** One commerce GraphQL operation. Catalogue reads go as GET so that caches may keep them. */
export interface GraphqlArgs {
  query: string;
  variables?: Record<string, unknown>;
  shop?: Shop;
  method?: 'GET' | 'POST';
}

interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { category?: string; error_code?: number | string };
}

interface GraphqlBody {
  data?: unknown;
  errors?: GraphqlError[];
}

const stateOf = (getState: () => unknown) => getState() as SharedState;

/** The store code and customer token the session holds for a shop. */
export function shopCredentials(user: UserState, shop: Shop): { storeCode: string | null; token: string | null } {
  return shop === 'launchMonitor' ? { storeCode: user.eSkytrakStoreCode, token: user.eSkytrakToken } : { storeCode: user.eStoreCode, token: user.eToken };
}

/** The endpoint: the session's commerce URL (eUrl), else this site (before sign-in). */
function endpointOf(user: UserState): string {
  return `${(user.eUrl ?? '').replace(/\/$/, '')}/graphql`;
}

/** A mutation: the only operations sent with an Idempotency-Key and sent again when they may not have arrived. */
const isMutation = (args: GraphqlArgs) => args.method !== 'GET' && /^\s*mutation\b/.test(args.query.replace(/#[^\n]*/g, ''));

function requestOf(args: GraphqlArgs, state: SharedState, idempotencyKey: string | undefined): Request {
  const { storeCode, token } = shopCredentials(state.user, args.shop ?? 'main');
  const headers = new Headers({ accept: 'application/json', 'accept-language': state.language.current });
  if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
  if (storeCode) headers.set('store', storeCode);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const endpoint = new URL(endpointOf(state.user), window.location.origin);
  if (args.method === 'GET') {
    endpoint.searchParams.set('query', args.query);
    if (args.variables) endpoint.searchParams.set('variables', JSON.stringify(args.variables));
    return new Request(endpoint, { method: 'GET', headers });
  }
  headers.set('content-type', 'application/json');
  return new Request(endpoint, { method: 'POST', headers, body: JSON.stringify({ query: args.query, variables: args.variables ?? {} }) });
}

/** A GraphQL answer's first error as an ApiError: code is Magento's category (or error_code), data all errors. */
function toError(status: number, errors: GraphqlError[]): ApiError {
  const [first] = errors;
  return { status, code: first?.extensions?.error_code ?? first?.extensions?.category ?? 'graphql', message: first?.message ?? '', data: errors };
}

async function send(args: GraphqlArgs, state: SharedState, signal: AbortSignal, idempotencyKey?: string): Promise<{ data?: unknown; error?: ApiError }> {
  let response: Response;
  try {
    response = await fetch(requestOf(args, state, idempotencyKey), { signal });
  } catch (cause) {
    return { error: { status: 'network', code: 'network', message: cause instanceof Error ? cause.message : String(cause) } };
  }
  let body: GraphqlBody;
  try {
    body = (await response.json()) as GraphqlBody;
  } catch {
    return { error: { status: 'parse', code: response.status, message: response.statusText } };
  }
  if (body.errors?.length) {
    const error = toError(response.status, body.errors);
    const retryAfter = Number(response.headers.get('retry-after'));
    return { error: Number.isFinite(retryAfter) && retryAfter > 0 ? { ...error, retryAfterSeconds: retryAfter } : error };
  }
  if (!response.ok) return { error: { status: response.status, code: response.status, message: response.statusText } };
  return { data: body.data };
}

/** The customer token itself was refused: an authorization error of the whole request, not of one field. */
const tokenRefused = (error: ApiError) =>
  error.status === 401 || (error.code === 'graphql-authorization' && (error.data as GraphqlError[] | undefined)?.[0]?.path === undefined);

/**
 * The commerce base query: the session's store header and customer token of the chosen shop.
 * A refused customer token (expired with the access token) renews the session once, as the
 * portal base query does; the refresh issues new commerce tokens, and the call is retried.
 */
export const graphqlBaseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async (args, api, extra) => {
  const sentWith = accessTokenOf(stateOf(api.getState).user);
  // A mutation keeps one key through its retries and its resend after a refresh (idempotent-writes.ts).
  const key = isMutation(args) ? newIdempotencyKey() : undefined;
  const attempt = () => send(args, stateOf(api.getState), api.signal, key);
  const once = () => (key ? sendWithRetries(attempt, api.signal) : attempt());
  const result = await once();
  if (!result.error || !tokenRefused(result.error)) return result as { data: unknown };
  const renewed = await renewSession(api, extra, sentWith);
  return (renewed ? await once() : result) as { data: unknown } | { error: ApiError };
};

/**
 * The one RTK Query API of the commerce GraphQL endpoint (both shops). Features inject their
 * operations (`commerceApi.injectEndpoints`) in their own api file, as with portalApi.
 */
export const commerceApi = createApi({
  reducerPath: 'commerceApi',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Cart', 'Addresses', 'Orders', 'Customer'],
  endpoints: () => ({}),
});
