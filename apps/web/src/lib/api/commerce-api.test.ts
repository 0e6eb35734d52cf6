import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, profileFixture, sessionFixture } from '../testing/fixtures';
import { makeTestStore } from '../testing/test-store';
import { commerceApi } from './commerce-api';

const testApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    storeName: build.query<unknown, { shop?: 'main' | 'launchMonitor'; method?: 'GET' | 'POST' }>({
      query: ({ shop, method }) => ({ query: '{ storeConfig { store_name } }', variables: { a: 1 }, shop, method }),
    }),
    addAddress: build.mutation<unknown, void>({ query: () => ({ query: 'mutation { createCustomerAddress(input: { city: "Austin" }) { id } }' }) }),
  }),
});

const signedIn = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  isAuthenticated: true,
  eToken: 'commerce-old',
  eStoreCode: 'US',
  eUrl: 'http://localhost',
  eSkytrakToken: 'skytrak-1',
  eSkytrakStoreCode: 'STSVEN',
  data: profileFixture(),
};

interface Seen {
  method: string;
  url: URL;
  store: string | null;
  authorization: string | null;
  body: string | null;
}

function server(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v2/player/refresh-token') {
        return jsonResponse(envelope(sessionFixture({ access_token: 'access-2', jwt_token: 'access-2', refresh_token: 'refresh-2', eToken: 'commerce-new' })));
      }
      const entry = {
        method: request.method,
        url,
        store: request.headers.get('store'),
        authorization: request.headers.get('authorization'),
        body: request.method === 'POST' ? await request.text() : null,
      };
      seen.push(entry);
      return answer(entry);
    }),
  );
  return seen;
}

const ok = () => jsonResponse(JSON.stringify({ data: { storeConfig: { store_name: 'Golf Shop' } } }));

describe('commerce base query', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('posts to the session commerce URL with the main shop store header and customer token', async () => {
    const seen = server(ok);
    const store = makeTestStore(signedIn);
    const result = await store.dispatch(testApi.endpoints.storeName.initiate({}));
    expect(result.data).toEqual({ storeConfig: { store_name: 'Golf Shop' } });
    expect(seen[0]).toMatchObject({ method: 'POST', store: 'US', authorization: 'Bearer commerce-old' });
    expect(seen[0]!.url.pathname).toBe('/graphql');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ query: '{ storeConfig { store_name } }', variables: { a: 1 } });
  });

  it('sends a GET with the query in the address, for the launch-monitor shop with its own code and token', async () => {
    const seen = server(ok);
    const store = makeTestStore(signedIn);
    await store.dispatch(testApi.endpoints.storeName.initiate({ shop: 'launchMonitor', method: 'GET' }));
    expect(seen[0]).toMatchObject({ method: 'GET', store: 'STSVEN', authorization: 'Bearer skytrak-1' });
    expect(seen[0]!.url.searchParams.get('query')).toBe('{ storeConfig { store_name } }');
    expect(seen[0]!.url.searchParams.get('variables')).toBe('{"a":1}');
  });

  it('reports the first GraphQL error with its Magento category', async () => {
    server(() =>
      jsonResponse(JSON.stringify({ errors: [{ message: 'The cart is not active.', path: ['cart'], extensions: { category: 'graphql-no-such-entity' } }] })),
    );
    const store = makeTestStore(signedIn);
    const result = await store.dispatch(testApi.endpoints.storeName.initiate({}));
    expect(result.error).toMatchObject({ status: 200, code: 'graphql-no-such-entity', message: 'The cart is not active.' });
  });

  it('renews the session once when the customer token is refused, and retries with the new token', async () => {
    const seen = server((entry) =>
      entry.authorization === 'Bearer commerce-new'
        ? ok()
        : jsonResponse(
            JSON.stringify({ data: null, errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }] }),
          ),
    );
    const store = makeTestStore(signedIn);
    const result = await store.dispatch(testApi.endpoints.storeName.initiate({}));
    expect(result.data).toEqual({ storeConfig: { store_name: 'Golf Shop' } });
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer commerce-old', 'Bearer commerce-new']);
    expect(store.getState().user.eToken).toBe('commerce-new');
  });

  it('does not renew the session for a field the customer may not touch', async () => {
    const seen = server(() =>
      jsonResponse(
        JSON.stringify({
          data: null,
          errors: [{ message: 'The current user cannot perform operations on cart "x"', path: ['cart'], extensions: { category: 'graphql-authorization' } }],
        }),
      ),
    );
    const store = makeTestStore(signedIn);
    const result = await store.dispatch(testApi.endpoints.storeName.initiate({}));
    expect(result.error).toMatchObject({ code: 'graphql-authorization' });
    expect(seen).toHaveLength(1);
    expect(store.getState().user.token).toBe('access-1');
  });

  it('sends a mutation with an Idempotency-Key and again with the same key when the server was unavailable; a query with none', async () => {
    const keys: (string | null)[] = [];
    const unavailable = () =>
      new Response(JSON.stringify({ errors: [{ message: 'briefly unavailable', extensions: { category: 'unavailable' } }] }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      });
    const answers = [unavailable(), jsonResponse(JSON.stringify({ data: { createCustomerAddress: { id: 7 } } }))];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('idempotency-key'));
        return (await request.clone().text()).includes('mutation') ? answers.shift()! : jsonResponse(JSON.stringify({ data: { storeConfig: {} } }));
      }),
    );
    const store = makeTestStore(signedIn);

    await store.dispatch(testApi.endpoints.storeName.initiate({ method: 'POST' }));
    const made = await store.dispatch(testApi.endpoints.addAddress.initiate());

    expect(made).toMatchObject({ data: { createCustomerAddress: { id: 7 } } });
    expect(keys[0]).toBeNull();
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).toBe(keys[1]);
  });
});
