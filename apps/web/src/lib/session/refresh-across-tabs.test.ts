import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, profileFixture, sessionFixture } from '../testing/fixtures';
import { makeTestStore } from '../testing/test-store';
import { portalApi } from '../api/portal-api';
import { followRefreshesInOtherTabs } from './refresh-across-tabs';

const testApi = portalApi.injectEndpoints({
  endpoints: (build) => ({ tabCall: build.query<string, void>({ query: () => 'api/test/tab' }) }),
  overrideExisting: true,
});

const signedIn = {
  token: 'old-access',
  refreshToken: 'old-refresh',
  isAuthenticated: true,
  rememberMe: true,
  simulatorLoginCheck: true,
  data: profileFixture(),
};
const successor = sessionFixture({ access_token: 'new-access', refresh_token: 'new-refresh', jwt_token: 'new-access' });

/** A Web Locks stand-in that holds the lock for another tab until `release` is called. */
function heldLocks() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const request = vi.fn(async (_name: string, work: () => Promise<unknown>) => {
    await held;
    return work();
  });
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return { release: () => release(), request };
}

describe('refresh shared by the tabs of the site', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a tab waiting for the lock takes the tokens another tab announced and does not spend the refresh token again', async () => {
    const locks = heldLocks();
    const refreshes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/v2/player/refresh-token') {
          refreshes.push(path);
          return jsonResponse(envelope(successor));
        }
        if (request.headers.get('authorization') !== 'Bearer new-access') return jsonResponse(envelope(null, 401, 'expired'), 401);
        return jsonResponse(envelope('tab ok'));
      }),
    );
    const store = makeTestStore(signedIn);
    const stop = followRefreshesInOtherTabs(store);
    const call = store.dispatch(testApi.endpoints.tabCall.initiate());
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalled());
    // The other tab refreshes and announces it on the channel while this one waits for the lock.
    const otherTab = new BroadcastChannel('golf-session');
    otherTab.postMessage({ type: 'refreshed', spent: 'old-refresh', session: successor });
    await vi.waitFor(() => expect(store.getState().user.refreshToken).toBe('new-refresh'));
    locks.release();
    const result = await call;
    expect(result.data).toBe('tab ok');
    expect(refreshes).toEqual([]);
    otherTab.close();
    stop();
  });

  it('ignores an announcement for a refresh token this tab no longer holds', async () => {
    const store = makeTestStore({ ...signedIn, refreshToken: 'mine' });
    const stop = followRefreshesInOtherTabs(store);
    const otherTab = new BroadcastChannel('golf-session');
    otherTab.postMessage({ type: 'refreshed', spent: 'someone-else', session: successor });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.getState().user.refreshToken).toBe('mine');
    otherTab.close();
    stop();
  });
});
