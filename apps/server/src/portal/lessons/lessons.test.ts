import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openObjectStore } from '../../platform/storage/index.ts';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { lessonVideos } from './lessons.tables.ts';

let t: TestApp;
let token: string;
let jpToken: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-lessons-'));

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
  token = (await signIn(t.app, 'player@example.com')).access_token;
  jpToken = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, query: Record<string, string> = {}, tok = token) => call(t.app, { method: 'GET', url, query, token: tok });

describe('GET /api/v2/player/lessons/history', () => {
  it('lists current lessons newest first with the types to filter by, a page at a time', async () => {
    const res = await get('/api/v2/player/lessons/history', { timeZone: 'America/New_York', size: '4' });
    expect(res.status).toBe(200);
    const { lessons, pageNo, totalRecord, types } = res.body.data;
    expect(totalRecord).toBe(10);
    expect(pageNo).toBe(0);
    expect(lessons).toHaveLength(4);
    expect(lessons.map((l: { startTime: string }) => l.startTime)).toEqual([...lessons.map((l: { startTime: string }) => l.startTime)].sort().reverse());
    expect(lessons.every((l: { isArchived: boolean }) => !l.isArchived)).toBe(true);
    expect(types.map((x: { code: string }) => x.code)).toEqual(['private-lesson', 'swing-evaluation', 'short-game']);
    const page2 = await get('/api/v2/player/lessons/history', { size: '4', page: '2' });
    expect(page2.body.data.lessons).toHaveLength(2);
  });

  it('filters by lesson type and shows the archived lessons on the archived toggle', async () => {
    const types = (await get('/api/v2/player/lessons/history')).body.data.types;
    const shortGame = types.find((x: { code: string }) => x.code === 'short-game').id;
    const filtered = await get('/api/v2/player/lessons/history', { type: String(shortGame) });
    expect(filtered.body.data.lessons.length).toBeGreaterThan(0);
    expect(filtered.body.data.lessons.every((l: { lessonType: { code: string } }) => l.lessonType.code === 'short-game')).toBe(true);
    const archived = await get('/api/v2/player/lessons/history', { archived: 'true' });
    expect(archived.body.data.totalRecord).toBe(2);
    expect(archived.body.data.lessons.every((l: { isArchived: boolean }) => l.isArchived)).toBe(true);
    expect((await get('/api/v2/player/lessons/history', { size: '0' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/lessons/history' })).status).toBe(401);
  });

  it('reads a page, its count and the types in one statement, and past the last page still counts and names the types', async () => {
    expect(await countQueries(t.database, () => get('/api/v2/player/lessons/history', { size: '4' }))).toBe(1);
    const past = (await get('/api/v2/player/lessons/history', { page: '9' })).body.data;
    expect(past).toMatchObject({ lessons: [], pageNo: 9, totalRecord: 10 });
    expect(past.types.map((x: { code: string }) => x.code)).toEqual(['private-lesson', 'swing-evaluation', 'short-game']);
  });
});

describe('lesson detail', () => {
  it('gives the latest lesson with notes, drills, videos and swing data', async () => {
    const res = await get('/api/v2/player/lessons/latest', { timeZone: 'America/New_York' });
    expect(res.status).toBe(200);
    const lesson = res.body.data;
    expect(lesson.notes.length).toBeGreaterThan(10);
    expect(lesson.drills.length).toBeGreaterThan(0);
    expect(lesson.videos.map((v: { videoType: string }) => v.videoType)).toEqual(['swing', 'analysis']);
    expect(lesson.swingData[0]).toHaveProperty('before');
    expect(lesson.startTime).toMatch(/T10:00:00-0[45]:00$/);
  });

  it('gives a lesson by id, and answers 404 with code 30001 for another player’s or an unknown one', async () => {
    const latest = (await get('/api/v2/player/lessons/latest')).body.data;
    const mine = await get('/api/player/lessons', { id: String(latest.id), timeZone: 'Asia/Tokyo' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.startTime).toMatch(/\+09:00$/);
    const theirs = await get('/api/player/lessons', { id: String(latest.id) }, jpToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe(30001);
    expect((await get('/api/player/lessons', { id: '99999' })).body.code).toBe(30001);
    expect((await get('/api/player/lessons', {})).status).toBe(400);
  });
});

describe('POST /api/player/lessons/restore-lesson', () => {
  it('brings an archived lesson back into the history', async () => {
    const [old] = (await get('/api/v2/player/lessons/history', { archived: 'true' })).body.data.lessons;
    const res = await call(t.app, { method: 'POST', url: '/api/player/lessons/restore-lesson', payload: { lessonId: old.id, channel: 2 }, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: old.id, isArchived: false });
    expect(res.body.data.restoredAt).not.toBeNull();
    expect((await get('/api/v2/player/lessons/history', { archived: 'true' })).body.data.totalRecord).toBe(1);
    expect((await get('/api/v2/player/lessons/history')).body.data.totalRecord).toBe(11);
  });

  it('refuses another player’s lesson (404) and a channel other than 1 or 2 (400)', async () => {
    const [old] = (await get('/api/v2/player/lessons/history', { archived: 'true' })).body.data.lessons;
    expect(
      (await call(t.app, { method: 'POST', url: '/api/player/lessons/restore-lesson', payload: { lessonId: old.id, channel: 2 }, token: jpToken })).status,
    ).toBe(404);
    const bad = await call(t.app, { method: 'POST', url: '/api/player/lessons/restore-lesson', payload: { lessonId: old.id, channel: 7 }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('channel');
  });
});

describe('GET /api/download/lesson-video', () => {
  it('gives a signed, expiring link to the real video file, served with Range; a missing file answers 404', async () => {
    const lesson = (await get('/api/v2/player/lessons/latest')).body.data;
    const video = lesson.videos[0];
    const [row] = await t.database.db.select().from(lessonVideos).where(eq(lessonVideos.id, video.id));
    const res = await get('/api/download/lesson-video', { lessonId: String(lesson.id), videoType: video.videoType, videoId: String(video.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toMatch(/\.mp4$/);
    const url = new URL(res.body.data.url);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    const part = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    const tampered = await t.app.inject({ method: 'GET', url: url.pathname + url.search.replace(/expires=\d+/, 'expires=9999999999') });
    expect(tampered.statusCode).toBe(403);
    // This test's own store (DATA_DIR): removing the file makes the link answer that it is not there.
    await openObjectStore(t.config).delete([row!.storageKey]);
    const gone = await get('/api/download/lesson-video', { lessonId: String(lesson.id), videoType: video.videoType, videoId: String(video.id) });
    expect(gone.status).toBe(404);
  });

  it('refuses another player’s video, a wrong type and bad input', async () => {
    const lesson = (await get('/api/v2/player/lessons/latest')).body.data;
    const video = lesson.videos[0];
    const q = { lessonId: String(lesson.id), videoType: video.videoType, videoId: String(video.id) };
    expect((await get('/api/download/lesson-video', q, jpToken)).status).toBe(404);
    expect((await get('/api/download/lesson-video', { ...q, videoType: 'drill' })).status).toBe(404);
    expect((await get('/api/download/lesson-video', { ...q, videoType: 'movie' })).status).toBe(400);
  });
});
