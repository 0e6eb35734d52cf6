import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { LocalObjectStore } from './local-store.ts';
import { isObjectKey, linkExpiry } from './object-store.ts';
import { attachmentFileName, inlineDisposition } from './upload-body.ts';
import { UrlSigner } from './url-signing.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('signed URLs', () => {
  const signer = new UrlSigner(SECRET);
  const expiresAt = new Date(Date.now() + 60_000);
  const query = (s: string) => Object.fromEntries(new URLSearchParams(s));

  it('verifies what it signed, until it expires', () => {
    const signed = query(signer.sign('PUT', '/api/uploads/club-images/7', { owner: '3' }, expiresAt));
    expect(signer.verify('PUT', '/api/uploads/club-images/7', signed)).toMatchObject({ ok: true, params: { owner: '3' } });
    expect(signer.verify('PUT', '/api/uploads/club-images/7', signed, expiresAt.getTime() + 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses any change: path, method, parameter, expiry, another key or purpose', () => {
    const signed = query(signer.sign('PUT', '/a/7', { owner: '3' }, expiresAt));
    expect(signer.verify('PUT', '/a/8', signed)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify('GET', '/a/7', signed)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify('PUT', '/a/7', { ...signed, owner: '4' })).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify('PUT', '/a/7', { ...signed, extra: '1' })).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify('PUT', '/a/7', { ...signed, expires: String(Number(signed.expires) + 1) })).toEqual({ ok: false, reason: 'invalid' });
    expect(new UrlSigner('another-secret-that-is-long-enough-0123456').verify('PUT', '/a/7', signed)).toEqual({ ok: false, reason: 'invalid' });
    expect(new UrlSigner(SECRET, 'other-purpose').verify('PUT', '/a/7', signed)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify('PUT', '/a/7', { owner: '3' })).toEqual({ ok: false, reason: 'unsigned' });
  });

  it('rounds download links up to the quarter hour so that they repeat', () => {
    const now = Date.UTC(2026, 0, 1, 10, 7);
    expect(linkExpiry(3600, now).toISOString()).toBe('2026-01-01T11:15:00.000Z');
    expect(linkExpiry(3600, now + 60_000)).toEqual(linkExpiry(3600, now));
  });
});

describe('object keys', () => {
  it('takes safe segments only', () => {
    expect(isObjectKey('clubs/12/3f2a-thumb.webp')).toBe(true);
    for (const key of ['', '/clubs/1', 'clubs//1', 'clubs/../secrets.json', '..', 'clubs/.hidden', 'a b', 'clubs/1/ü.jpg', 'x'.repeat(600)])
      expect(isObjectKey(key)).toBe(false);
  });
});

describe('the local object store', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-objects-'));
  const store = new LocalObjectStore(dir, new UrlSigner(SECRET));

  it('keeps, reads and deletes whole files, leaving no temporary file', async () => {
    await store.put('a/b/c.txt', Buffer.from('putter'), { contentType: 'text/plain', contentDisposition: 'inline; filename="c.txt"' });
    const got = await store.get('a/b/c.txt');
    expect(got).toMatchObject({ contentType: 'text/plain', contentDisposition: 'inline; filename="c.txt"', size: 6 });
    expect(Buffer.concat(await got!.body.toArray()).toString()).toBe('putter');
    expect(await store.exists('a/b/c.txt')).toBe(true);
    expect(readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    await store.delete(['a/b/c.txt', 'a/b/missing.txt']);
    expect(await store.get('a/b/c.txt')).toBeNull();
    expect(await store.exists('a/b/c.txt')).toBe(false);
  });

  it('opens a file once for its size, then reads a range or the whole; a deleted file opens as missing', async () => {
    await store.put('v/clip.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const opened = await store.open('v/clip.mp4');
    expect(opened).toMatchObject({ contentType: 'video/mp4', size: 10 });
    expect(Buffer.concat(await opened!.read({ start: 2, end: 4 }).toArray()).toString()).toBe('234');
    const whole = await store.open('v/clip.mp4');
    expect(Buffer.concat(await whole!.read().toArray()).toString()).toBe('0123456789');
    // Opened and not read (a range past the end): closing it is the caller's, and it closes.
    await (await store.open('v/clip.mp4'))!.close();
    await store.delete(['v/clip.mp4']);
    expect(await store.open('v/clip.mp4')).toBeNull();
    expect(await store.open('v/never.mp4')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/not a valid object key/);
    await expect(store.get('a/../../etc/passwd')).rejects.toThrow(/not a valid object key/);
  });

  it('signs links to itself under /api/files/', async () => {
    const url = await store.signedGetUrl('a/b/c.txt', { expiresAt: new Date(Date.now() + 60_000), baseUrl: 'https://golf.example.com/' });
    expect(url).toMatch(/^https:\/\/golf\.example\.com\/api\/files\/a\/b\/c\.txt\?expires=\d+&signature=[\w-]{43}$/);
  });
});

describe('attachment file names', () => {
  it('reads the plain and the UTF-8 forms and keeps only a safe base name', () => {
    expect(attachmentFileName('attachment; filename="driver.jpg"')).toBe('driver.jpg');
    expect(attachmentFileName('attachment; filename=driver.jpg')).toBe('driver.jpg');
    expect(attachmentFileName(`attachment; filename="x.jpg"; filename*=UTF-8''%E3%83%89%E3%83%A9%E3%82%A4%E3%83%90%E3%83%BC.jpg`)).toBe('ドライバー.jpg');
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentFileName('attachment; filename="C:\\\\photos\\\\7i.png"')).toBe('7i.png');
    expect(attachmentFileName('attachment; filename=".."')).toBeUndefined();
    expect(attachmentFileName('attachment')).toBeUndefined();
    expect(attachmentFileName(undefined)).toBeUndefined();
  });

  it('serves names with an ASCII fallback', () => {
    expect(inlineDisposition('ドライバー "1".jpg')).toBe(`inline; filename="_____ _1_.jpg"; filename*=UTF-8''${encodeURIComponent('ドライバー "1".jpg')}`);
  });
});

describe('storage settings', () => {
  const base = { JWT_SECRET: SECRET, TRANSFER_KEY: 'a'.repeat(64), COMMERCE_INTEGRATION_TOKEN: 'x'.repeat(40), DATA_DIR: '/tmp/golf-config-test' };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('keeps files under DATA_DIR unless S3 is configured', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', dir: '/tmp/golf-config-test/objects' });
  });

  it('selects an S3-compatible store, path-style when an endpoint is given', () => {
    const config = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'golf-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'golf-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'golf-files', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      kind: 's3',
      forcePathStyle: false,
      accessKeyId: undefined,
    });
  });

  it('lists every S3 problem at once', () => {
    expect(problems({ S3_ENDPOINT: 'ftp://files', S3_ACCESS_KEY_ID: 'key', S3_REGION: 'EU West', S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_BUCKET is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_REGION, S3_FORCE_PATH_STYLE are set (or unset them all to keep files under DATA_DIR).',
      'S3_ENDPOINT must be an http:// or https:// URL such as https://s3.example.com, got "ftp://files".',
      'S3_REGION must be a region name such as us-east-1 or auto, got "EU West".',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials.',
      'S3_FORCE_PATH_STYLE must be true or false, got "yes".',
    ]);
    expect(problems({ S3_BUCKET: 'Golf_Files' })).toEqual([
      'S3_BUCKET "Golf_Files" is not a valid bucket name: 3 to 63 lower-case letters, digits, dots and hyphens.',
    ]);
  });
});
