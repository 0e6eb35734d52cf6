import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import type { Ctx } from '../../platform/context.ts';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { listOutbox } from '../../platform/messaging/index.ts';
import { openObjectStore } from '../../platform/storage/index.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { enqueueTranscode } from './transcode-job.ts';
import { swings, videoMedia } from './videos.tables.ts';

let t: TestApp;
let ctx: Ctx;
let clock: ManualClock;
let token: string;
let jpToken: string;
let playerId: number;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-swings-'));
const fixtures = mkdtempSync(path.join(os.tmpdir(), 'golf-swing-files-'));

/** A phone-style clip: portrait 720×1280 H.264/AAC in a QuickTime (MOV) container. */
function makeClip(name: string, seconds: number, size = '720x1280', format = 'mov'): Buffer {
  const file = path.join(fixtures, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=30:duration=${seconds}`,
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
    format,
    file,
  ]);
  return readFileSync(file);
}

beforeAll(async () => {
  clock = manualClock(new Date('2026-03-10T15:00:00Z'));
  t = await startTestApp({ DATA_DIR: dataDir }, { clock });
  ctx = { db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock };
  const session = await signIn(t.app, 'player@example.com');
  token = session.access_token;
  playerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub * 1;
  jpToken = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(fixtures, { recursive: true, force: true });
});

const get = (url: string, query: Record<string, string> = {}, tok: string | undefined = token) => call(t.app, { method: 'GET', url, query, token: tok });
const upload = (body: Buffer, tok = token, fileName = 'IMG_0001.MOV') =>
  call(t.app, {
    method: 'POST',
    url: '/api/v2/my-swings',
    query: { title: 'Range session' },
    payload: body,
    headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${fileName}"` },
    token: tok,
  });
const originals = () => {
  const dir = path.join(dataDir, 'data', 'swings', String(playerId));
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('my swings', () => {
  it('uploads a phone MOV, says processing, transcodes it on the job queue into MP4s, HLS, a poster and a strip', async () => {
    const res = await upload(makeClip('phone.mov', 2));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Range session', fileName: 'IMG_0001.MOV', status: 'processing', downloadUrl: null });
    const id = res.body.data.id;
    expect((await get(`/api/v2/url-download/my-swing/${id}`)).body.data.sources.mp4).toEqual([]);
    const report = await runDueJobs(ctx);
    expect(report.done).toBeGreaterThanOrEqual(1);
    const swing = (await get(`/api/v2/url-download/my-swing/${id}`)).body.data;
    expect(swing.status).toBe('ready');
    expect(swing.durationSeconds).toBeCloseTo(2, 0);
    expect(swing.sources.mp4.map((m: { height: number; width: number }) => [m.width, m.height])).toEqual([
      [102, 180],
      [202, 360],
      [406, 720],
    ]);
    expect(swing.sources.stripCount).toBe(10);
    const file = new URL(swing.downloadUrl);
    const mp4 = await t.app.inject({ method: 'GET', url: file.pathname + file.search, headers: { range: 'bytes=0-11' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    const list = (await get('/api/v2/url-download/my-swings')).body.data;
    expect(list.items.find((s: { id: number }) => s.id === id)).toMatchObject({ id, status: 'ready' });
    expect(list.limits).toMatchObject({ maxBytes: 200 * 1024 * 1024, maxSeconds: 60 });
  });

  it('refuses files that are not videos, empty files and videos over a minute, storing nothing', async () => {
    const before = originals();
    const text = await upload(Buffer.from('this is not a video at all, just some text'));
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/MP4 or MOV/);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('file');
    // A real MP4 named .mov is judged by its content, and then by its length.
    const long = await upload(makeClip('long.mp4', 61, '64x64', 'mp4'));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 60 seconds/);
    expect(originals()).toBe(before);
  });

  it('retries a failed transcode and then shows the swing as failed', async () => {
    const now = clock.now();
    const [media] = await t.database.db
      .insert(videoMedia)
      .values({ prefix: `swings/${playerId}/broken`, sourceKey: `swings/${playerId}/broken/original.mov`, createdAt: now })
      .returning();
    await ctx.storage.put(media!.sourceKey!, Buffer.from('\0\0\0\x14ftypqt  broken'), { contentType: 'video/quicktime' });
    const [swing] = await t.database.db
      .insert(swings)
      .values({ playerId, mediaId: media!.id, title: 'Broken', fileName: 'broken.mov', sizeBytes: 16, createdAt: now })
      .returning();
    await enqueueTranscode(t.database.db, media!.id);
    for (const wait of [0, 31, 61]) {
      clock.advance(wait * 1000);
      await runDueJobs(ctx);
    }
    const [row] = await t.database.db.select().from(videoMedia).where(eq(videoMedia.id, media!.id));
    expect(row!.status).toBe('failed');
    expect((await get(`/api/v2/url-download/my-swing/${swing!.id}`)).body.data.status).toBe('failed');
  });

  it('sends a ready swing to the coach with a comment: the coach gets a signed link, the lesson keeps the exchange', async () => {
    const swing = (await get('/api/v2/url-download/my-swings')).body.data.items.find((s: { status: string }) => s.status === 'ready');
    const blank = await call(t.app, { method: 'POST', url: '/api/send-coach/my-swing', query: { id: String(swing.id) }, payload: { comment: '' }, token });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('comment');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/send-coach/my-swing', query: { id: String(swing.id) }, payload: { comment: 'Mine?' }, token: jpToken }))
        .status,
    ).toBe(404);
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/send-coach/my-swing',
      query: { id: String(swing.id) },
      payload: { comment: 'Is my takeaway too inside?' },
      token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.lessonId).toEqual(expect.any(Number));
    const list = (await get('/api/v2/url-download/my-swings')).body.data.items.find((s: { id: number }) => s.id === swing.id);
    expect(list.sentToCoach[0]).toMatchObject({ comment: 'Is my takeaway too inside?', lessonId: sent.body.data.lessonId });
    const [mail] = (await listOutbox(ctx, { channel: 'email', limit: 5 })).filter((m) => m.template === 'swing-for-coach');
    expect(mail!.text).toContain('Is my takeaway too inside?');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);

    // The lesson detail shows the exchange: the swing's poster and play link, the comment and when.
    const lessonId = sent.body.data.lessonId as number;
    const exchange = (await get(`/api/v2/my-swings/lesson/${lessonId}`)).body.data;
    expect(exchange.lessonId).toBe(lessonId);
    expect(exchange.items).toEqual([
      expect.objectContaining({
        swingId: swing.id,
        title: swing.title,
        comment: 'Is my takeaway too inside?',
        sentAt: sent.body.data.sentAt,
        coachName: sent.body.data.coachName,
        thumbnailUrl: expect.stringMatching(/^http/),
        playUrl: expect.stringMatching(/^http/),
      }),
    ]);
    const play = new URL(exchange.items[0].playUrl);
    expect((await t.app.inject({ method: 'GET', url: play.pathname + play.search, headers: { range: 'bytes=0-11' } })).statusCode).toBe(206);
    expect((await get(`/api/v2/my-swings/lesson/${lessonId}`, {}, jpToken)).status).toBe(404);
    expect((await get('/api/v2/my-swings/lesson/999999')).status).toBe(404);
    expect((await get('/api/v2/my-swings/lesson/abc')).status).toBe(400);
  });

  it('keeps another player’s swing out of reach', async () => {
    const swing = (await get('/api/v2/url-download/my-swings')).body.data.items[0];
    expect((await get(`/api/v2/url-download/my-swing/${swing.id}`, {}, jpToken)).status).toBe(404);
    expect((await get('/api/v2/url-download/my-swings', {}, jpToken)).body.data.items).toEqual([]);
    expect((await call(t.app, { method: 'POST', url: '/api/share', payload: { type: 'swing', sourceId: swing.id }, token: jpToken })).status).toBe(404);
    expect((await get('/api/v2/url-download/my-swing/0')).status).toBe(400);
  });
});

describe('sharing', () => {
  it('shares a swing: the short link plays it signed out with Open Graph tags, until the owner revokes it', async () => {
    const swing = (await get('/api/v2/url-download/my-swings')).body.data.items.find((s: { status: string }) => s.status === 'ready');
    const made = await call(t.app, { method: 'POST', url: '/api/share', payload: { type: 'swing', sourceId: swing.id, title: 'My new driver swing' }, token });
    expect(made.status).toBe(200);
    const id = made.body.data.id as string;
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(12); // at least 96 random bits
    expect(made.body.data.shortenUrl).toMatch(new RegExp(`/v/${id}$`));
    const shared = await get('/api/share', { id }, undefined);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ title: 'My new driver swing', type: 'swing', sharedBy: expect.any(String) });
    expect(shared.body.data.sources.mp4.length).toBeGreaterThan(0);
    const landing = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<meta property="og:title" content="My new driver swing">');
    expect(landing.body).toContain('name="twitter:card" content="summary_large_image"');
    const poster = await t.app.inject({ method: 'GET', url: `/api/share/${id}/poster` });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await get('/api/shares')).body.data.map((s: { id: string }) => s.id)).toContain(id);

    expect((await call(t.app, { method: 'DELETE', url: `/api/share/${id}`, token: jpToken })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/api/share/${id}`, token })).status).toBe(200);
    expect((await get('/api/share', { id }, undefined)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/share/${id}/poster` })).statusCode).toBe(404);
    expect((await get('/api/share', { id: 'AAAAAAAAAAAAAAAAAAAAAA' }, undefined)).status).toBe(404);
  });

  it('shares a lesson video, which plays its real file; another player’s lesson video is 404', async () => {
    const lesson = (await get('/api/v2/player/lessons/latest')).body.data;
    const video = lesson.videos[0];
    const made = await call(t.app, { method: 'POST', url: '/api/share', payload: { type: 'lesson-video', sourceId: video.id, lessonId: lesson.id }, token });
    expect(made.status).toBe(200);
    const shared = (await get('/api/share', { id: made.body.data.id }, undefined)).body.data;
    const file = new URL(shared.sources.mp4[0].url);
    const res = await t.app.inject({ method: 'GET', url: file.pathname + file.search });
    expect(res.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    expect((await call(t.app, { method: 'POST', url: '/api/share', payload: { type: 'lesson-video', sourceId: video.id }, token: jpToken })).status).toBe(404);
    expect((await call(t.app, { method: 'POST', url: '/api/share', payload: { type: 'film', sourceId: video.id }, token })).status).toBe(400);
  });
});
