import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerWebApp } from './web-app.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'golf-dist-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Golf</title>');
  const js = 'console.log("golf");'.repeat(100);
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  await registerWebApp(app, dist);
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
