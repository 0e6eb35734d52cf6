import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationBackend, prefetchTranslations } from './translation-backend';

const bundle = { common: { hello: 'Bonjour' }, auth: { signIn: 'Se connecter' } };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const read = (backend: TranslationBackend, lang: string, ns: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => backend.read(lang, ns, (error, data) => resolve({ error, data })));

describe('translation backend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads every namespace of a language with one call that carries no accept-language header', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 0, message: 'OK', data: bundle }));
    vi.stubGlobal('fetch', fetchMock);
    const backend = new TranslationBackend();

    const [common, auth] = await Promise.all([read(backend, 'fr', 'common'), read(backend, 'fr', 'auth')]);

    expect(common.data).toEqual({ hello: 'Bonjour' });
    expect(auth.data).toEqual({ signIn: 'Se connecter' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/translation?channel=web3&lang=fr');
    expect(new Headers(init.headers).has('accept-language')).toBe(false);
  });

  it('reports a failure with its code and asks for a retry, then fetches again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer({ code: 503, message: 'down', data: null }, 503))
      .mockResolvedValueOnce(answer({ code: 0, message: 'OK', data: bundle }));
    vi.stubGlobal('fetch', fetchMock);
    const backend = new TranslationBackend();

    const failed = await read(backend, 'ja', 'common');
    expect(failed.error).toBe('translation 503');
    expect(failed.data).toBe(true);

    const retried = await read(backend, 'ja', 'common');
    expect(retried.data).toEqual({ hello: 'Bonjour' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('uses the strings asked for before it started, without asking again', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 0, message: 'OK', data: bundle }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchTranslations('zh');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const backend = new TranslationBackend();
    const [common, auth] = await Promise.all([read(backend, 'zh', 'common'), read(backend, 'zh', 'auth')]);
    expect(common.data).toEqual({ hello: 'Bonjour' });
    expect(auth.data).toEqual({ signIn: 'Se connecter' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
