import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('configuration', () => {
  it('describes the site of the page host', async () => {
    const global = await call(t.app, { method: 'GET', url: '/api/public/configuration', headers: { host: 'us.localhost:8080' } });
    expect(global.body.data).toMatchObject({
      site: 'GLOBAL',
      region: ['US', 'GB', 'CA'],
      isJapan: false,
      mainStoreCode: 'US',
      launchMonitorStoreCode: 'STSVEN',
    });
    const jp = await call(t.app, { method: 'GET', url: '/api/public/configuration', headers: { host: 'shop.golf.example.jp' } });
    expect(jp.body.data).toMatchObject({ site: 'JP', isJapan: true, defaultLocale: 'ja', mainStoreCode: 'JP', launchMonitorStoreCode: null });
  });

  it('adds the player to the signed-in configuration', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/configuration' })).status).toBe(401);
    const s = await signIn(t.app, 'simulator@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/configuration', token: s.access_token });
    expect(res.body.data).toMatchObject({ playerRegion: 'US', userType: 3 });
  });
});

describe('GET /api/translation', () => {
  it('serves the web strings of a locale and refuses an unknown channel or locale', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/translation?channel=web3&lang=fr' });
    expect(res.status).toBe(200);
    expect(typeof res.body.data).toBe('object');
    expect((await call(t.app, { method: 'GET', url: '/api/translation?channel=web3&lang=de' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/translation?channel=app' })).status).toBe(400);
  });

  it('sends the strings compressed to a browser that accepts it, a fifth of their size', async () => {
    const url = '/api/translation?channel=web3&lang=ja';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const strings = plain.json();
    expect(strings.data.auth).toBeTypeOf('object');

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(strings);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(strings);
  });
});

describe('GET /api/info-country', () => {
  it('lists about 250 countries with regions, named in the caller language', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/info-country', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.body.data.length).toBeGreaterThanOrEqual(245);
    const de = res.body.data.find((c: { id: string }) => c.id === 'DE');
    expect(de).toMatchObject({ two_letter_abbreviation: 'DE', three_letter_abbreviation: 'DEU', full_name_locale: 'Allemagne', full_name_english: 'Germany' });
    expect(de.available_regions.length).toBeGreaterThan(10);
    const jp = await call(t.app, { method: 'GET', url: '/api/info-country', headers: { 'accept-language': 'ja' } });
    expect(jp.body.data.find((c: { id: string }) => c.id === 'JP').full_name_locale).toBe('日本');
  });
});

describe('health and unknown calls', () => {
  it('reports version and database kind', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.body).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v2/nothing-here' });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('/api/v2/nothing-here');
  });

  it('publishes the OpenAPI document of the portal calls', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.body.paths['/api/v2/player/login']).toBeTruthy();
  });
});
