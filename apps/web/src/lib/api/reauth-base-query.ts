import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { Session } from '@golf/contracts';
import { accessTokenOf } from '../session/access-token';
import { announceRefresh, withRefreshLock } from '../session/refresh-across-tabs';
import { signedOut, tokensRefreshed } from '../session/session-actions';
import type { SharedState } from '../store/shared-state';
import { toApiError, type ApiError } from './api-error';
import { PromiseLock } from './promise-lock';
import { isWriteMethod, newIdempotencyKey, sendWithRetries } from './idempotent-writes';

type Envelope = { code: number | string; message: string; data: unknown };
export type BaseQueryApi = Parameters<BaseQueryFn>[1];
export type ExtraOptions = Parameters<BaseQueryFn>[2];

const stateOf = (api: BaseQueryApi) => api.getState() as SharedState;

/** Same origin: the server that serves the app answers the portal API (the dev server proxies it). */
const rawQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const state = getState() as SharedState;
    const token = accessTokenOf(state.user);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', state.language.current);
    return headers;
  },
});

const isEnvelope = (value: unknown): value is Envelope => typeof value === 'object' && value !== null && 'code' in value && 'data' in value;

/** One portal call: unwraps `{ code, message, data }`; a non-zero code is an error even on HTTP 200. */
async function envelopeQuery(args: string | FetchArgs, api: BaseQueryApi, extra: ExtraOptions) {
  const result = await rawQuery(args, api, extra ?? {});
  if (result.error) return { error: toApiError(result.error, result.meta?.response) };
  const body = result.data;
  if (!isEnvelope(body)) return { data: body };
  if (body.code === 0) return { data: body.data };
  const error: ApiError = { status: result.meta?.response?.status ?? 200, code: body.code, message: body.message, data: body.data };
  return { error };
}

/** Calls that must never trigger a refresh: they are the session's own calls. */
const SESSION_CALLS = ['api/v2/player/login', 'api/v2/player/refresh-token', 'api/v2/player/logout', 'api/player/admin-login'];
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).replace(/^\//, '').split('?')[0]!;
const isSessionCall = (args: string | FetchArgs) => SESSION_CALLS.includes(urlOf(args));

const refreshLock = new PromiseLock();

/**
 * Spends the refresh token once, across every tab of the site (refresh-across-tabs.ts). A refused
 * refresh ends the session; a network failure keeps it (the player is not signed out by a dropped
 * connection) and the request reports its 401.
 */
async function refreshSession(api: BaseQueryApi, extra: ExtraOptions): Promise<boolean> {
  const intended = stateOf(api).user.refreshToken;
  if (!intended) return false;
  return withRefreshLock(async () => {
    const refreshToken = stateOf(api).user.refreshToken;
    // Another tab refreshed while this one waited for the lock: its tokens are already here.
    if (refreshToken !== intended) return Boolean(refreshToken);
    const result = await envelopeQuery({ url: 'api/v2/player/refresh-token', method: 'POST', body: { refresh_token: refreshToken } }, api, extra);
    if (!result.error) {
      api.dispatch(tokensRefreshed(result.data as Session));
      announceRefresh(refreshToken, result.data as Session);
      return true;
    }
    if (typeof result.error.status === 'number') api.dispatch(signedOut({ reason: 'expired' }));
    return false;
  });
}

/**
 * After a 401 for a request sent with the access token `sentWith`: true once a newer token is in
 * the store. Exactly one refresh runs however many requests fail meanwhile; the others wait for
 * its outcome. The commerce base query uses it too: the refresh also renews the commerce tokens.
 */
export async function renewSession(api: BaseQueryApi, extra: ExtraOptions, sentWith: string | null): Promise<boolean> {
  const current = () => accessTokenOf(stateOf(api).user);
  const renewed = () => Boolean(current()) && current() !== sentWith;
  if (!stateOf(api).user.refreshToken) return false;
  // A refresh finished while this request was in flight: use its token, do not refresh again.
  if (renewed()) return true;
  if (refreshLock.isLocked) {
    await refreshLock.whenFree();
    return renewed();
  }
  const release = refreshLock.acquire();
  try {
    return await refreshSession(api, extra);
  } finally {
    release();
  }
}

/**
 * The portal base query (RTK's "automatic re-authorization" pattern with a promise lock): adds
 * the bearer token and accept-language; on a 401 for a signed-in player exactly one refresh runs
 * while every other request that fails meanwhile waits, then each is retried with the new token.
 */
export const reauthBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (rawArgs, api, extra) => {
  await refreshLock.whenFree();
  const args = withIdempotencyKey(rawArgs);
  const sentWith = accessTokenOf(stateOf(api).user);
  const send = () => (args === rawArgs ? envelopeQuery(args, api, extra) : sendWithRetries(() => envelopeQuery(args, api, extra), api.signal));
  const result = await send();
  if (result.error?.status !== 401 || isSessionCall(args)) return result;
  return (await renewSession(api, extra, sentWith)) ? send() : result;
};

/**
 * A write (other than the session's own calls) with an Idempotency-Key of its own, kept through
 * its retries and its resend after a refresh: the server then applies it once (idempotent-writes.ts).
 */
function withIdempotencyKey(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !isWriteMethod(args.method) || isSessionCall(args)) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  if (!headers.has('idempotency-key')) headers.set('idempotency-key', newIdempotencyKey());
  return { ...args, headers };
}
