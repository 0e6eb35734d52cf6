import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let dataDir: string;
let jordan: string;
let casey: string;
let bagId: number;
let clubId: number;
let otherClubId: number;

const photo = (width = 640, height = 480, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .toFormat(format)
    .toBuffer();

/** Path and query of an absolute link, for app.inject. */
const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function uploadUrl(club = clubId, token = jordan): Promise<string> {
  const res = await call(t.app, { method: 'GET', url: `/api/presign-upload-club-image-url/${club}`, token });
  expect(res.status).toBe(200);
  return res.body.data.url;
}

function put(
  url: string,
  body: Buffer | string,
  headers: Record<string, string> = { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="driver.jpg"' },
) {
  return call(t.app, { method: 'PUT', url: local(url), payload: body, headers });
}

async function imageLink(club = clubId, token = jordan) {
  return (await call(t.app, { method: 'GET', url: `/api/presign-get-club-image-url/${club}`, token })).body.data as {
    url: string;
    thumbnailUrl: string;
    expiresAt: string | null;
  };
}

/** The files the local store holds for a club (photo and thumbnail of each upload kept). */
const filesOf = (club: number) => {
  const dir = path.join(dataDir, 'objects', 'data', 'clubs', String(club));
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-bags-photos-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
  casey = (await signIn(t.app, 'simulator.coach@example.com')).access_token;
  bagId = (await call(t.app, { method: 'GET', url: '/api/my-bags', token: jordan })).body.data[0].id;
  const clubsOfBag = (await call(t.app, { method: 'GET', url: `/api/clubs?bagId=${bagId}`, token: jordan })).body.data;
  clubId = clubsOfBag[0].id;
  otherClubId = clubsOfBag[1].id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('club photos through signed addresses', () => {
  it('uploads a photo and shows it, with a thumbnail, through signed links', async () => {
    const before = await imageLink();
    expect(before).toEqual({ url: '', thumbnailUrl: '', expiresAt: null });

    const target = await call(t.app, { method: 'GET', url: `/api/presign-upload-club-image-url/${clubId}`, token: jordan });
    expect(target.body.data).toMatchObject({ method: 'PUT', maxBytes: 10 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/webp'] });
    expect(target.body.data.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/api/uploads/club-images/${clubId}\\?owner=\\d+&expires=\\d+&signature=`));

    const stored = await put(target.body.data.url, await photo(3000, 2000));
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ imageName: 'driver.jpg', contentType: 'image/jpeg', width: 2048, height: 1365 });

    const club = (await call(t.app, { method: 'GET', url: `/api/clubs/${clubId}`, token: jordan })).body.data;
    expect(club).toMatchObject({ image: stored.body.data.image, imageName: 'driver.jpg' });

    const link = await imageLink();
    const image = await call(t.app, { method: 'GET', url: local(link.url) });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toContain('filename="driver.jpg"');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const shown = await sharp((await t.app.inject({ method: 'GET', url: local(link.url) })).rawPayload).metadata();
    expect(shown).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });

    const thumb = await t.app.inject({ method: 'GET', url: local(link.thumbnailUrl) });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });

    // Asking again soon gives the same links, so the browser's cache keeps the photo.
    expect(await imageLink()).toEqual(link);
    expect(filesOf(clubId)).toHaveLength(2);
  });

  it('turns a photo upright and keeps none of its camera metadata', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2a6' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Camera', Model: 'Phone' } } })
      .toBuffer();
    const stored = await put(await uploadUrl(), sideways);
    expect(stored.body.data).toMatchObject({ width: 200, height: 400 });
    const kept = await t.app.inject({ method: 'GET', url: local((await imageLink()).url) });
    const meta = await sharp(kept.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('replaces the earlier photo and deletes its files', async () => {
    const old = await imageLink();
    const stored = await put(await uploadUrl(), await photo(800, 600, 'png'), {
      'content-type': 'image/png',
      'content-disposition': "attachment; filename*=UTF-8''%E3%83%89%E3%83%A9%E3%82%A4%E3%83%90%E3%83%BC.png",
    });
    expect(stored.body.data).toMatchObject({ contentType: 'image/png', imageName: 'ドライバー.png' });
    expect((await call(t.app, { method: 'GET', url: local(old.url) })).status).toBe(404);
    expect(filesOf(clubId)).toHaveLength(2);
    const now = await call(t.app, { method: 'GET', url: local((await imageLink()).url) });
    expect(now.headers['content-type']).toBe('image/png');
  });

  it('stores a photo by what it really is, whatever photo type it was sent as', async () => {
    const stored = await put(await uploadUrl(), await photo(300, 300, 'webp'));
    expect(stored.body.data.contentType).toBe('image/webp');
  });

  it('refuses files of the wrong type, with a clear message, and keeps the photo it had', async () => {
    const kept = (await call(t.app, { method: 'GET', url: `/api/clubs/${clubId}`, token: jordan })).body.data.image;
    const pdf = await put(await uploadUrl(), '%PDF-1.4 not a photo', { 'content-type': 'application/pdf' });
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe('A photo must be a JPEG, PNG or WebP image; this file was sent as application/pdf.');
    const noType = await put(await uploadUrl(), await photo(), {});
    expect(noType.status).toBe(415);
    const gif = await put(await uploadUrl(), await photo(100, 100, 'gif'), { 'content-type': 'image/jpeg' });
    expect(gif.status).toBe(415);
    expect(gif.body.message).toMatch(/gif picture/);
    const fake = await put(await uploadUrl(), 'this is text pretending to be a JPEG');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ field: 'file', message: expect.stringMatching(/not a picture that can be read/) });
    const whole = await photo(1200, 900);
    const truncated = await put(await uploadUrl(), whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.status).toBe(400);
    const empty = await put(await uploadUrl(), Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: `/api/clubs/${clubId}`, token: jordan })).body.data.image).toBe(kept);
    expect(filesOf(clubId)).toHaveLength(2);
  });

  it('refuses a file over the size limit, leaving nothing of it behind', async () => {
    const files = filesOf(clubId);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await put(await uploadUrl(), huge);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is 10.0 MB; a file may be at most 10 MB.');
    const chunked = await call(t.app, {
      method: 'PUT',
      url: local(await uploadUrl()),
      payload: Readable.from([huge.subarray(0, 6e6), huge.subarray(6e6)]),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(chunked.status).toBe(413);
    expect(chunked.body.message).toBe('The file is too large; a file may be at most 10 MB.');
    expect(filesOf(clubId)).toEqual(files);
    expect(readdirSync(path.join(dataDir, 'objects', 'tmp'))).toEqual([]);
  });

  it('refuses a picture of too many pixels even when the file is small', async () => {
    const vast = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(vast.length).toBeLessThan(10 * 1024 * 1024);
    const res = await put(await uploadUrl(), vast, { 'content-type': 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/8000 × 6000 pixels/);
  });

  it('refuses an upload address that was changed, for another club or another player', async () => {
    const url = new URL(await uploadUrl());
    const otherClub = new URL(url);
    otherClub.pathname = `/api/uploads/club-images/${otherClubId}`;
    const asOther = await put(otherClub.toString(), await photo());
    expect(asOther.status).toBe(403);
    expect(asOther.body.message).toBe('This upload link is not valid. Ask for a new one.');

    const otherOwner = new URL(url);
    otherOwner.searchParams.set('owner', '5');
    expect((await put(otherOwner.toString(), await photo())).status).toBe(403);

    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await put(later.toString(), await photo())).status).toBe(403);

    const unsigned = new URL(url);
    unsigned.search = '';
    expect((await put(unsigned.toString(), await photo())).status).toBe(403);

    // A club of another player: its own address cannot be had, nor forged from ours.
    const caseyClub = (await call(t.app, { method: 'GET', url: '/api/clubs', token: casey })).body.data[0].id;
    const forged = new URL(url);
    forged.pathname = `/api/uploads/club-images/${caseyClub}`;
    expect((await put(forged.toString(), await photo())).status).toBe(403);
    expect(filesOf(otherClubId)).toEqual([]);
    expect(filesOf(caseyClub)).toEqual([]);
  });

  it('refuses an upload address after ten minutes and a photo link after it expires', async () => {
    const url = await uploadUrl();
    const link = await imageLink();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    const late = await put(url, await photo());
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('This upload link has expired. Ask for a new one.');
    vi.setSystemTime(Date.parse(link.expiresAt!) + 1000);
    const stale = await call(t.app, { method: 'GET', url: local(link.url) });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe('This download link has expired. Ask for a new one.');
  });

  it('refuses a photo link that was changed', async () => {
    const link = new URL((await imageLink()).url);
    const other = new URL(link);
    other.pathname = other.pathname.replace(/\/[^/]+$/, '/another.jpg');
    expect((await call(t.app, { method: 'GET', url: local(other.toString()) })).status).toBe(403);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86400));
    expect((await call(t.app, { method: 'GET', url: local(longer.toString()) })).status).toBe(403);
    const traversal = await call(t.app, { method: 'GET', url: '/api/files/../../secrets.json?expires=1&signature=x' });
    expect([403, 404]).toContain(traversal.status);
  });

  it('asks for sign-in before giving addresses', async () => {
    expect((await call(t.app, { method: 'GET', url: `/api/presign-upload-club-image-url/${clubId}` })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `/api/presign-get-club-image-url/${clubId}` })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/presign-get-club-image-url/999999', token: jordan })).status).toBe(404);
  });

  it('removes the photo when the club is sent with image null, and its files when the club goes', async () => {
    const club = (await call(t.app, { method: 'GET', url: `/api/clubs/${clubId}`, token: jordan })).body.data;
    const cleared = await call(t.app, { method: 'PUT', url: '/api/club', token: jordan, payload: { ...club, image: null } });
    expect(cleared.body.data).toMatchObject({ image: null, imageName: null });
    expect(filesOf(clubId)).toEqual([]);
    expect(await imageLink()).toEqual({ url: '', thumbnailUrl: '', expiresAt: null });

    // A client sending back the whole club keeps its photo.
    await put(await uploadUrl(otherClubId), await photo());
    const other = (await call(t.app, { method: 'GET', url: `/api/clubs/${otherClubId}`, token: jordan })).body.data;
    const resent = await call(t.app, { method: 'PUT', url: '/api/club', token: jordan, payload: { ...other, notes: 'regripped' } });
    expect(resent.body.data.image).toBe(other.image);
    const spoofed = await call(t.app, { method: 'PUT', url: '/api/club', token: jordan, payload: { ...other, image: 'clubs/1/someone-else.jpg' } });
    expect(spoofed.body.data.image).toBe(other.image);

    const url = await uploadUrl(otherClubId);
    expect((await call(t.app, { method: 'DELETE', url: `/api/club/${otherClubId}`, token: jordan })).status).toBe(200);
    expect(filesOf(otherClubId)).toEqual([]);
    const orphan = await put(url, await photo());
    expect(orphan.status).toBe(404);
    expect(filesOf(otherClubId)).toEqual([]);
  });

  it("deletes a bag's photos with the bag", async () => {
    const bag = (await call(t.app, { method: 'POST', url: '/api/bag', token: jordan, payload: { bagName: 'Photo bag' } })).body.data;
    const categories = (await call(t.app, { method: 'GET', url: '/api/club-categories', token: jordan })).body.data;
    const club = (await call(t.app, { method: 'POST', url: '/api/club', token: jordan, payload: { bagId: bag.id, categoryId: categories[0].id } })).body.data;
    await put(await uploadUrl(club.id), await photo());
    expect(filesOf(club.id)).toHaveLength(2);
    await call(t.app, { method: 'DELETE', url: `/api/bag/${bag.id}`, token: jordan });
    expect(filesOf(club.id)).toEqual([]);
  });
});
