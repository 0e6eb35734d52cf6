import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_HOSTS } from '../regions.ts';
import { inlineScriptHashes, registerWebApp } from './web-app.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'golf-dist-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><title>Golf</title>');
  const js = 'console.log("golf");'.repeat(100);
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  await registerWebApp(app, dist, { ...DEFAULT_SITE_HOSTS, 'golf.example.jp': 'JP' });
  await app.ready();
});
afterAll(() => app.close());

describe('the web app', () => {
  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers client routes with index.html, never cached', async () => {
    const res = await app.inject({ url: '/rounds/12?tab=stats' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Golf</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("writes a configured host's site language into the page, compressed, so the first screen needs no call to know it", async () => {
    const languageOf = async (host: string) => {
      const res = await app.inject({ url: '/sign-in', headers: { host, 'accept-encoding': 'gzip, br' } });
      expect(res.headers['content-encoding']).toBe('br');
      return /data-site-language="([a-z]*)"/.exec(brotliDecompressSync(res.rawPayload).toString())?.[1];
    };
    expect(await languageOf('golf.example.jp')).toBe('ja');
    expect(await languageOf('HK.localhost:8080')).toBe('zh');
    // The global site: the browser's language decides.
    expect(await languageOf('127.0.0.1:3000')).toBe('');
    // A host nobody configured says nothing: the page asks the configuration call.
    expect(await languageOf('attacker.example.jp')).toBeUndefined();
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const url of ['/api/nope', '/graphql/x', '/rest/US/V1/nope', '/skytrak/nope', '/missing.png']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });

  it("names index.html's inline scripts by hash for the content security policy, and no others", () => {
    const built = mkdtempSync(path.join(os.tmpdir(), 'golf-dist-'));
    writeFileSync(
      path.join(built, 'index.html'),
      '<div id="root"></div><script>paint("サインイン")</script><script type="module" src="/assets/app.js"></script>',
    );
    // The hash a browser takes of the script's UTF-8 text.
    expect(inlineScriptHashes(built)).toEqual(["'sha256-yIMGe4g8kjoTEqN+jPrbIDFh34eFBVVio0pkK/2aIfs='"]);
    expect(inlineScriptHashes(path.join(built, 'missing'))).toEqual([]);
  });
});
