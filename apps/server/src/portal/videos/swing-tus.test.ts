import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import type { Ctx } from '../../platform/context.ts';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { openObjectStore } from '../../platform/storage/index.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { SWING_TUS_PATH } from './swing-tus.ts';

let t: TestApp;
let ctx: Ctx;
let clock: ManualClock;
let token: string;
let otherToken: string;
let playerId: number;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-tus-'));
const fixtures = mkdtempSync(path.join(os.tmpdir(), 'golf-tus-files-'));

/** A phone-style clip: portrait H.264/AAC in a QuickTime (MOV) container. */
function makeClip(name: string, seconds: number): Buffer {
  const file = path.join(fixtures, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=360x640:rate=30:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mov',
    file,
  ]);
  return readFileSync(file);
}

beforeAll(async () => {
  clock = manualClock(new Date('2026-03-10T15:00:00Z'));
  t = await startTestApp({ DATA_DIR: dataDir }, { clock });
  ctx = { db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock };
  token = (await signIn(t.app, 'player@example.com')).access_token;
  playerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub * 1;
  otherToken = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(fixtures, { recursive: true, force: true });
});

const b64 = (s: string) => Buffer.from(s).toString('base64');
const tus = (method: string, url: string, headers: Record<string, string> = {}, payload?: Buffer, tok: string | null = token) =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { 'tus-resumable': '1.0.0', ...(tok ? { authorization: `Bearer ${tok}` } : {}), ...headers },
    payload,
  });
const create = (length: number, tok: string | null = token) =>
  tus(
    'POST',
    SWING_TUS_PATH,
    { 'upload-length': String(length), 'upload-metadata': `filename ${b64('IMG_0042.MOV')},title ${b64('Driver, slow motion')}` },
    undefined,
    tok,
  );
const patch = (url: string, offset: number, bytes: Buffer, tok = token) =>
  tus('PATCH', url, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes, tok);
/** Files staged by unfinished uploads (each upload is its bytes plus a .json record). */
const staged = () => {
  const dir = path.join(dataDir, 'swing-uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const originals = () => {
  const dir = path.join(dataDir, 'objects', 'swings', String(playerId));
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const swingCount = async () => (await call(t.app, { method: 'GET', url: '/api/v2/url-download/my-swings', token })).body.data.items.length;

describe('resumable swing uploads (tus)', () => {
  it('creates an upload, takes it in two PATCHes with a break, answers its offset, refuses a wrong offset, and ends as a processing swing', async () => {
    const clip = makeClip('phone.mov', 2);
    const created = await create(clip.length);
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^${SWING_TUS_PATH}/[0-9a-f]{32}$`));
    expect(created.headers['access-control-allow-origin']).toBeUndefined();

    const half = Math.floor(clip.length / 2);
    const first = await patch(url, 0, clip.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The connection dropped: the phone asks where to resume.
    const head = await tus('HEAD', url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(clip.length));
    expect(head.headers['cache-control']).toBe('no-store');

    const wrong = await patch(url, 0, clip.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);

    const before = await swingCount();
    const last = await patch(url, half, clip.subarray(half));
    expect(last.statusCode).toBe(200);
    expect(JSON.parse(last.body).data).toMatchObject({ title: 'Driver, slow motion', fileName: 'IMG_0042.MOV', status: 'processing', sizeBytes: clip.length });
    expect(await swingCount()).toBe(before + 1);
    expect(staged()).toEqual([]);
    expect((await tus('HEAD', url)).statusCode).toBe(404);

    await runDueJobs(ctx);
    const id = JSON.parse(last.body).data.id;
    expect((await call(t.app, { method: 'GET', url: `/api/v2/url-download/my-swing/${id}`, token })).body.data.status).toBe('ready');
  });

  it('answers another player’s upload URL with 404 and a signed-out one with 401', async () => {
    const created = await create(1000);
    const url = created.headers.location as string;
    expect((await tus('HEAD', url, {}, undefined, otherToken)).statusCode).toBe(404);
    expect((await patch(url, 0, Buffer.alloc(10), otherToken)).statusCode).toBe(404);
    expect((await tus('DELETE', url, {}, undefined, otherToken)).statusCode).toBe(404);
    expect((await tus('HEAD', url, {}, undefined, null)).statusCode).toBe(401);
    expect((await tus('HEAD', url)).headers['upload-offset']).toBe('0');
    // Termination: the owner cancels and nothing is left.
    expect((await tus('DELETE', url)).statusCode).toBe(204);
    expect((await tus('HEAD', url)).statusCode).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('refuses a declared length over the limit at creation (413) and a length left for later (400)', async () => {
    const tooBig = await create(200 * 1024 * 1024 + 1);
    expect(tooBig.statusCode).toBe(413);
    const deferred = await tus('POST', SWING_TUS_PATH, { 'upload-defer-length': '1' });
    expect(deferred.statusCode).toBe(400);
    expect(JSON.parse(deferred.body)).toMatchObject({ code: 400, field: 'Upload-Length' });
    expect(staged()).toEqual([]);
  });

  it('refuses a file that is not a video when it completes, leaving nothing behind', async () => {
    const before = { swings: await swingCount(), originals: originals() };
    const text = Buffer.from('this is a text file pretending to be a swing video, long enough to be looked at');
    const url = (await create(text.length)).headers.location as string;
    const done = await patch(url, 0, text);
    expect(done.statusCode).toBe(415);
    expect(JSON.parse(done.body)).toMatchObject({ code: 415, field: 'file' });
    expect(JSON.parse(done.body).message).toMatch(/MP4 or MOV/);
    expect(staged()).toEqual([]);
    expect(await swingCount()).toBe(before.swings);
    expect(originals()).toBe(before.originals);
    expect((await tus('HEAD', url)).statusCode).toBe(404);
  });

  it('removes an upload abandoned for a day with the expiry job, and not before', async () => {
    const url = (await create(5000)).headers.location as string;
    expect((await patch(url, 0, Buffer.alloc(1000, 1))).statusCode).toBe(204);
    clock.advance(23 * 3600_000);
    await runDueJobs(ctx);
    // A day later the old access token has lapsed too: the player signs in again.
    token = (await signIn(t.app, 'player@example.com')).access_token;
    expect((await tus('HEAD', url)).headers['upload-offset']).toBe('1000');
    clock.advance(3600_000 + 60_000);
    await runDueJobs(ctx);
    token = (await signIn(t.app, 'player@example.com')).access_token;
    expect((await tus('HEAD', url)).statusCode).toBe(404);
    expect(staged()).toEqual([]);
  });
});
