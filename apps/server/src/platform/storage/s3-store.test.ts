import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { S3ObjectStore } from './s3-store.ts';
import { canonicalRequest, signature, verifySigV4 } from './test/sigv4-verifier.ts';
import { startVerifyingProxy, type VerifyingProxy } from './test/verifying-s3-proxy.ts';

// AWS's published examples ("Signature Calculations for the Authorization Header" and "Query
// String Authentication" in the Amazon S3 API reference).
const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const HOST = 'examplebucket.s3.amazonaws.com';
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const MAY_24_2013 = Date.UTC(2013, 4, 24);
const authorization = (signed: string, sig: string) =>
  `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signed},Signature=${sig}`;

describe('the SigV4 check, against AWS published examples', () => {
  const secrets = { [EXAMPLE.accessKeyId]: EXAMPLE.secret };

  it('accepts the GET Object example and its canonical request', () => {
    const request = {
      method: 'GET',
      path: '/test.txt',
      query: '',
      headers: { host: HOST, range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA, 'x-amz-date': '20130524T000000Z' },
    };
    const canonical = canonicalRequest(request, ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'], EMPTY_SHA);
    expect(canonical).toBe(
      `GET\n/test.txt\n\nhost:${HOST}\nrange:bytes=0-9\nx-amz-content-sha256:${EMPTY_SHA}\nx-amz-date:20130524T000000Z\n\nhost;range;x-amz-content-sha256;x-amz-date\n${EMPTY_SHA}`,
    );
    const sig = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';
    expect(signature(EXAMPLE.secret, '20130524T000000Z', '20130524/us-east-1/s3/aws4_request', canonical)).toBe(sig);
    const headers = { ...request.headers, authorization: authorization('host;range;x-amz-content-sha256;x-amz-date', sig) };
    expect(verifySigV4({ ...request, headers }, secrets, MAY_24_2013)).toMatchObject({ ok: true });
    expect(verifySigV4({ ...request, headers: { ...headers, range: 'bytes=0-99' } }, secrets, MAY_24_2013)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(verifySigV4({ ...request, headers }, { [EXAMPLE.accessKeyId]: 'another secret' }, MAY_24_2013)).toMatchObject({ ok: false });
    expect(verifySigV4({ ...request, headers }, secrets, MAY_24_2013 + 3600_000)).toMatchObject({ ok: false, code: 'AccessDenied' });
  });

  it('accepts the PUT Object example, with its body, and refuses another body', () => {
    const body = Buffer.from('Welcome to Amazon S3.');
    const sha = '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072';
    const headers = {
      date: 'Fri, 24 May 2013 00:00:00 GMT',
      host: HOST,
      'x-amz-content-sha256': sha,
      'x-amz-date': '20130524T000000Z',
      'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      authorization: authorization(
        'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
        '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
      ),
    };
    const request = { method: 'PUT', path: '/test%24file.text', query: '', headers, body };
    expect(verifySigV4(request, secrets, MAY_24_2013)).toMatchObject({ ok: true });
    expect(verifySigV4({ ...request, body: Buffer.from('Welcome to Amazon S4.') }, secrets, MAY_24_2013)).toMatchObject({
      ok: false,
      code: 'XAmzContentSHA256Mismatch',
    });
  });

  it('accepts the GET Bucket example, whose query is signed', () => {
    const headers = {
      host: HOST,
      'x-amz-content-sha256': EMPTY_SHA,
      'x-amz-date': '20130524T000000Z',
      authorization: authorization('host;x-amz-content-sha256;x-amz-date', '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7'),
    };
    expect(verifySigV4({ method: 'GET', path: '/', query: 'max-keys=2&prefix=J', headers }, secrets, MAY_24_2013)).toMatchObject({ ok: true });
    expect(verifySigV4({ method: 'GET', path: '/', query: 'max-keys=3&prefix=J', headers }, secrets, MAY_24_2013)).toMatchObject({ ok: false });
  });

  it('accepts the presigned URL example until it expires', () => {
    const query =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
    const request = { method: 'GET', path: '/test.txt', query, headers: { host: HOST } };
    expect(verifySigV4(request, secrets, MAY_24_2013 + 3600_000)).toMatchObject({ ok: true });
    expect(verifySigV4(request, secrets, MAY_24_2013 + 86_401_000)).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(verifySigV4({ ...request, path: '/test2.txt' }, secrets, MAY_24_2013)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it("finds the AWS SDK's presigned links (as the adapter makes them) correctly signed", async () => {
    const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: EXAMPLE.accessKeyId, secretAccessKey: EXAMPLE.secret } });
    const url = new URL(
      await getSignedUrl(client, new GetObjectCommand({ Bucket: 'examplebucket', Key: 'clubs/7/photo.jpg' }), {
        expiresIn: 86400,
        signingDate: new Date(MAY_24_2013),
      }),
    );
    expect(url.host).toBe('examplebucket.s3.us-east-1.amazonaws.com');
    const request = { method: 'GET', path: url.pathname, query: url.search.slice(1), headers: { host: url.host } };
    expect(verifySigV4(request, secrets, MAY_24_2013 + 60_000)).toMatchObject({ ok: true });
    client.destroy();
  });
});

describe('the S3 adapter against a local S3-compatible server, every request signature-checked', () => {
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let dir: string;
  let s3rver: S3rver;
  let proxy: VerifyingProxy;
  let store: S3ObjectStore;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'golf-s3rver-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'golf-photos' }, { name: 'golf-app' }] });
    const address = await s3rver.run();
    proxy = await startVerifyingProxy(`http://127.0.0.1:${address.port}`, { [keys.accessKeyId]: keys.secretAccessKey });
    store = new S3ObjectStore({ bucket: 'golf-photos', region: 'us-east-1', endpoint: proxy.url, forcePathStyle: true, ...keys });
  });
  afterAll(async () => {
    store.close();
    await proxy.close();
    await s3rver.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts, reads, checks and deletes an object', async () => {
    const before = proxy.verdicts.length;
    await store.put('clubs/1/a.txt', Buffer.from('seven iron'), { contentType: 'text/plain', contentDisposition: 'inline; filename="a.txt"' });
    expect(await store.exists('clubs/1/a.txt')).toBe(true);
    const got = await store.get('clubs/1/a.txt');
    expect(got).toMatchObject({ contentType: 'text/plain', contentDisposition: 'inline; filename="a.txt"', size: 10 });
    expect(Buffer.concat(await got!.body.toArray()).toString()).toBe('seven iron');
    await store.delete(['clubs/1/a.txt', 'clubs/1/never-there.txt']);
    expect(await store.exists('clubs/1/a.txt')).toBe(false);
    expect(await store.get('clubs/1/a.txt')).toBeNull();
    const checked = proxy.verdicts.slice(before);
    expect(checked.length).toBeGreaterThanOrEqual(6);
    expect(checked.every((v) => v.ok)).toBe(true);
  });

  it('gives presigned links that work until they expire and cannot be turned to another object', async () => {
    await store.put('clubs/2/b.txt', Buffer.from('wedge'), { contentType: 'text/plain' });
    await store.put('clubs/3/c.txt', Buffer.from('not yours'), { contentType: 'text/plain' });
    const expiresAt = new Date(Date.now() + 3600_000);
    const url = await store.signedGetUrl('clubs/2/b.txt', { expiresAt, baseUrl: 'http://unused' });
    expect(url.startsWith(`${proxy.url}/golf-photos/clubs/2/b.txt?`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('wedge');
    expect(await store.signedGetUrl('clubs/2/b.txt', { expiresAt, baseUrl: 'http://unused' })).toBe(url);

    expect((await fetch(url.replace('clubs/2/b.txt', 'clubs/3/c.txt'))).status).toBe(403);
    expect((await fetch(url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800'))).status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt.getTime() + 1000);
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  it('fails loudly with wrong keys instead of storing anything', async () => {
    const wrong = new S3ObjectStore({
      bucket: 'golf-photos',
      region: 'us-east-1',
      endpoint: proxy.url,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrong.put('clubs/4/d.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    wrong.close();
    expect(await store.exists('clubs/4/d.txt')).toBe(false);
  });

  describe('behind the whole server', () => {
    let t: TestApp;
    // Started in a hook: migrating and seeding a database takes longer than one test may.
    beforeAll(async () => {
      t = await startTestApp({
        S3_ENDPOINT: proxy.url,
        S3_BUCKET: 'golf-app',
        S3_ACCESS_KEY_ID: keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
        S3_REGION: 'us-east-1',
      });
    });
    afterAll(() => t?.close());

    it('carries the club photo round trip', async () => {
      const token = (await signIn(t.app, 'player@example.com')).access_token;
      const club = (await call(t.app, { method: 'GET', url: '/api/clubs', token })).body.data[0];
      const upload = (await call(t.app, { method: 'GET', url: `/api/presign-upload-club-image-url/${club.id}`, token })).body.data;
      const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c60' } })
        .jpeg()
        .toBuffer();
      const target = new URL(upload.url);
      const stored = await call(t.app, {
        method: 'PUT',
        url: target.pathname + target.search,
        payload: jpeg,
        headers: { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="7-iron.jpg"' },
      });
      expect(stored.status).toBe(200);

      const link = (await call(t.app, { method: 'GET', url: `/api/presign-get-club-image-url/${club.id}`, token })).body.data;
      expect(link.url.startsWith(`${proxy.url}/golf-app/clubs/${club.id}/`)).toBe(true);
      const photo = await fetch(link.url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(photo.headers.get('content-disposition')).toContain('7-iron.jpg');
      expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
      const thumb = await fetch(link.thumbnailUrl);
      expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 320 });

      expect((await call(t.app, { method: 'DELETE', url: `/api/club/${club.id}`, token })).status).toBe(200);
      expect((await fetch(link.url)).status).toBe(404);
    });
  });
});
