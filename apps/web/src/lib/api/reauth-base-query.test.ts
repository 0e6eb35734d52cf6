import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, profileFixture, sessionFixture } from '../testing/fixtures';
import { makeTestStore } from '../testing/test-store';
import { portalApi } from './portal-api';

const testApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    first: build.query<string, void>({ query: () => 'api/test/first' }),
    second: build.query<string, void>({ query: () => 'api/test/second' }),
    write: build.mutation<string, { note: string }>({ query: (body) => ({ url: 'api/test/write', method: 'POST', body }) }),
  }),
});

const signedIn = {
  token: 'old-access',
  refreshToken: 'old-refresh',
  isAuthenticated: true,
  rememberMe: true,
  simulatorLoginCheck: true,
  data: profileFixture(),
};
const unauthorized = () => jsonResponse(envelope(null, 401, 'Your session has expired.'), 401);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server: data calls answer 401 to the old token and succeed with the new one. */
function server(options: { refresh?: () => Promise<Response>; secondDelayMs?: number } = {}) {
  const calls: { path: string; authorization: string | null; language: string | null }[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, authorization: request.headers.get('authorization'), language: request.headers.get('accept-language') });
    if (path === '/api/v2/player/refresh-token') {
      if (options.refresh) return options.refresh();
      await wait(20);
      return jsonResponse(envelope(sessionFixture({ access_token: 'new-access', refresh_token: 'new-refresh', jwt_token: 'new-access' })));
    }
    if (path === '/api/v2/player/logout') return jsonResponse(envelope(null));
    if (path === '/api/test/second' && options.secondDelayMs) await wait(options.secondDelayMs);
    if (request.headers.get('authorization') !== 'Bearer new-access') return unauthorized();
    return jsonResponse(envelope(`${path} ok`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshes: () => calls.filter((c) => c.path === '/api/v2/player/refresh-token') };
}

describe('portal base query', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once for two parallel 401s and retries both with the new token', async () => {
    const api = server();
    const store = makeTestStore(signedIn);

    const [first, second] = await Promise.all([store.dispatch(testApi.endpoints.first.initiate()), store.dispatch(testApi.endpoints.second.initiate())]);

    expect(api.refreshes()).toHaveLength(1);
    expect(api.refreshes()[0]!.authorization).toBe('Bearer old-access');
    expect(first.data).toBe('/api/test/first ok');
    expect(second.data).toBe('/api/test/second ok');
    expect(api.calls.filter((c) => c.path === '/api/test/first').map((c) => c.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(api.calls.filter((c) => c.path === '/api/test/second').map((c) => c.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(store.getState().user).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh', isAuthenticated: true });
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    const api = server({ secondDelayMs: 80 });
    const store = makeTestStore(signedIn);

    const [first, second] = await Promise.all([store.dispatch(testApi.endpoints.first.initiate()), store.dispatch(testApi.endpoints.second.initiate())]);

    expect(api.refreshes()).toHaveLength(1);
    expect(first.data).toBe('/api/test/first ok');
    expect(second.data).toBe('/api/test/second ok');
  });

  it('signs out when the refresh is refused, keeping remember-me and the simulator-login check', async () => {
    const api = server({ refresh: async () => unauthorized() });
    const store = makeTestStore(signedIn);

    // The sign-out empties the API cache, so the outcome is read from the calls made.
    await Promise.all([store.dispatch(testApi.endpoints.first.initiate()), store.dispatch(testApi.endpoints.second.initiate())]);

    expect(api.refreshes()).toHaveLength(1);
    expect(api.calls.filter((c) => c.path.startsWith('/api/test/')).map((c) => c.authorization)).toEqual(['Bearer old-access', 'Bearer old-access']);
    const user = store.getState().user;
    expect(user).toMatchObject({ token: null, refreshToken: null, isAuthenticated: false, data: null, rememberMe: true, simulatorLoginCheck: true });
    expect(localStorage.getItem('signOut')).toMatch(/^\d+$/);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    server({ refresh: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = makeTestStore(signedIn);

    const result = await store.dispatch(testApi.endpoints.first.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().user).toMatchObject({ token: 'old-access', isAuthenticated: true });
  });

  it('never refreshes for a visitor who is not signed in', async () => {
    const api = server();
    const store = makeTestStore();

    const result = await store.dispatch(testApi.endpoints.first.initiate());

    expect(result.error).toMatchObject({ status: 401, code: 401, message: 'Your session has expired.' });
    expect(api.refreshes()).toHaveLength(0);
    expect(api.calls[0]!.authorization).toBeNull();
  });

  it('sends the current language with every call', async () => {
    const api = server();
    const store = makeTestStore({ ...signedIn, token: 'new-access' }, 'ja');

    await store.dispatch(testApi.endpoints.first.initiate());

    expect(api.calls[0]).toMatchObject({ authorization: 'Bearer new-access', language: 'ja' });
  });

  it('reports a non-zero envelope code on HTTP 200 as an error with its data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(envelope({ region: 'JP', siteUrl: 'http://jp.localhost', transfer: 'sealed' }, 90015, 'other site'))),
    );
    const store = makeTestStore();

    const result = await store.dispatch(testApi.endpoints.first.initiate());

    expect(result.error).toEqual({
      status: 200,
      code: 90015,
      message: 'other site',
      data: { region: 'JP', siteUrl: 'http://jp.localhost', transfer: 'sealed' },
    });
  });

  it('sends every write with an Idempotency-Key, and a write the server could not take again with the same key', async () => {
    const seen: { method: string; key: string | null }[] = [];
    const answers = [jsonResponse(JSON.stringify({ code: 503, message: 'briefly unavailable', data: null }), 503), jsonResponse(envelope('saved'))];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push({ method: request.method, key: request.headers.get('idempotency-key') });
        return request.method === 'GET' ? jsonResponse(envelope('read')) : answers.shift()!;
      }),
    );
    const store = makeTestStore({ ...signedIn, token: 'new-access' });

    const read = await store.dispatch(testApi.endpoints.first.initiate());
    const written = await store.dispatch(testApi.endpoints.write.initiate({ note: 'once' }));

    expect(read.data).toBe('read');
    expect(written).toMatchObject({ data: 'saved' });
    expect(seen[0]).toEqual({ method: 'GET', key: null });
    expect(seen.slice(1).map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(seen[1]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[2]!.key).toBe(seen[1]!.key);
  });

  it('does not send again a write the server refused, and gives each write its own key', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('idempotency-key'));
        return jsonResponse(JSON.stringify({ code: 400, message: 'note is required', data: null, field: 'note' }), 400);
      }),
    );
    const store = makeTestStore({ ...signedIn, token: 'new-access' });

    const first = await store.dispatch(testApi.endpoints.write.initiate({ note: '' }));
    await store.dispatch(testApi.endpoints.write.initiate({ note: '' }));

    expect(first).toMatchObject({ error: { status: 400, field: 'note' } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
