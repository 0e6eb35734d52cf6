import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let jpToken: string;
const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-videos-'));

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir }, { clock });
  token = (await signIn(t.app, 'player@example.com')).access_token;
  jpToken = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, query: Record<string, string> = {}, tok = token) => call(t.app, { method: 'GET', url, query, token: tok });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, tok = token) => call(t.app, { method, url, payload, token: tok });

async function firstSeries(language = 'en') {
  const list = (await get('/api/video/series', { language })).body.data;
  return (await get(`/api/video/series/${list.items[0].id}`)).body.data;
}

describe('library browsing', () => {
  it('lists languages, categories in the reader’s language and series with completion', async () => {
    const langs = (await get('/api/video/languages')).body.data;
    expect(langs.map((l: { code: string }) => l.code)).toEqual(['en', 'fr', 'ja', 'zh']);
    const cats = await call(t.app, { method: 'GET', url: '/api/video/categories', query: { language: 'ja' }, token, headers: { 'accept-language': 'ja' } });
    expect(cats.body.data[0]).toMatchObject({ name: '基本', seriesCount: 1 });
    const series = (await get('/api/video/series', { language: 'en' })).body.data;
    expect(series.total).toBe(5);
    const basics = series.items[0];
    expect(basics).toMatchObject({ title: 'Grip and stance basics', videoCount: 4, completion: 0.25, isFavorite: false });
    expect(basics.thumbnailUrl).toMatch(/\/api\/files\/demo-media\/.+\/poster\.jpg\?/);
    expect((await get('/api/video/series', { language: 'xx' })).status).toBe(400);
  });

  it('opens a series with its intro and its videos in order, and a video with signed sources and captions', async () => {
    const series = await firstSeries();
    expect(series.intro).toMatchObject({ isIntro: true, position: 0 });
    expect(series.videos.map((v: { position: number }) => v.position)).toEqual([1, 2, 3, 4]);
    expect(series.videos[1]).toMatchObject({ watchedTime: 1.5, completed: false });
    const video = (await get(`/api/video/${series.videos[0].id}`)).body.data;
    expect(video.mayWatch).toBe(true);
    expect(video.sources.mp4.map((m: { height: number }) => m.height)).toEqual([180, 360]);
    expect(video.sources.captions.map((c: { language: string }) => c.language)).toEqual(['en', 'fr', 'ja', 'zh']);
    const caption = new URL(video.sources.captions[2].url);
    const vtt = await t.app.inject({ method: 'GET', url: caption.pathname + caption.search });
    expect(vtt.body).toMatch(/^WEBVTT/);
    expect(vtt.body).toContain('クラブは指で握ります。');
    expect((await get('/api/video/999999')).status).toBe(404);
    expect((await get('/api/video/series/999999')).status).toBe(404);
  });

  it('serves a video file with Range requests, and its HLS playlist with signed segments', async () => {
    const series = await firstSeries();
    const video = (await get(`/api/video/${series.videos[0].id}`)).body.data;
    const mp4 = new URL(video.sources.mp4[1].url);
    const whole = await t.app.inject({ method: 'GET', url: mp4.pathname + mp4.search });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    const size = whole.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url: mp4.pathname + mp4.search, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: mp4.pathname + mp4.search, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: mp4.pathname + mp4.search, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);

    const hls = new URL(video.sources.hlsUrl);
    const playlist = await t.app.inject({ method: 'GET', url: hls.pathname + hls.search });
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l) => l.startsWith('http'))!;
    const seg = new URL(segment);
    const ts = await t.app.inject({ method: 'GET', url: seg.pathname + seg.search });
    expect(ts.statusCode).toBe(200);
    expect(ts.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    const forged = await t.app.inject({ method: 'GET', url: hls.pathname.replace(/\/\d+\//, '/999/') + hls.search });
    expect([403, 404]).toContain(forged.statusCode);
  });

  it('keeps plus-only content for players whose plan includes it', async () => {
    const list = (await get('/api/video/series', { language: 'en' })).body.data;
    const plus = list.items.find((s: { isPlusOnly: boolean }) => s.isPlusOnly);
    const detail = (await get(`/api/video/series/${plus.id}`)).body.data;
    expect(detail.mayWatch).toBe(false);
    const locked = (await get(`/api/video/${detail.videos[0].id}`)).body.data;
    expect(locked).toMatchObject({ mayWatch: false, sources: null });
    const open = (await get(`/api/video/${detail.videos[0].id}`, {}, jpToken)).body.data;
    expect(open.mayWatch).toBe(true);
    expect(open.sources.status).toBe('ready');
    const event = await send('POST', '/api/video-analytic/subscription-event', {
      videoId: detail.videos[0].id,
      seriesId: plus.id,
      eventTime: '2026-03-10T15:00:00Z',
    });
    expect(event.status).toBe(200);
    expect(event.body.data.id).toBeGreaterThan(0);
  });
});

describe('notes, tracking and favourites', () => {
  it('adds notes at moments, lists them in order, edits and deletes them; another player’s note is 404', async () => {
    const series = await firstSeries();
    const videoId = series.videos[2].id;
    const late = await send('POST', '/api/video/note', { videoId, time: 2.5, note: 'Weight forward' });
    const early = await send('POST', '/api/video/note', { videoId, time: 0.5, note: 'Check the grip' });
    expect(late.status).toBe(200);
    const notes = (await get(`/api/video/notes/${videoId}`)).body.data;
    expect(notes.map((n: { note: string }) => n.note)).toEqual(['Check the grip', 'Weight forward']);
    // Listed as saved, to the millisecond; a video that is not there is 404.
    expect(notes).toEqual([early.body.data, late.body.data]);
    expect((await get('/api/video/notes/99999999')).status).toBe(404);
    const edited = await send('PUT', '/api/video/note', { id: early.body.data.id, time: 1, note: 'Grip: two knuckles' });
    expect(edited.body.data).toMatchObject({ time: 1, note: 'Grip: two knuckles' });
    expect((await send('PUT', '/api/video/note', { id: early.body.data.id, note: 'x' }, jpToken)).status).toBe(404);
    expect((await send('DELETE', `/api/video/note/${late.body.data.id}`, undefined, jpToken)).status).toBe(404);
    expect((await get(`/api/video/notes/${videoId}`, {}, jpToken)).body.data).toEqual([]);
    expect((await send('DELETE', `/api/video/note/${late.body.data.id}`)).status).toBe(200);
    expect((await get(`/api/video/notes/${videoId}`)).body.data).toHaveLength(1);
  });

  it('refuses notes past the end, empty notes and bad times, naming the field', async () => {
    const series = await firstSeries();
    const videoId = series.videos[2].id;
    const past = await send('POST', '/api/video/note', { videoId, time: 50, note: 'late' });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('time');
    const blank = await send('POST', '/api/video/note', { videoId, time: 1, note: '   ' });
    expect(blank.body.field).toBe('note');
    const negative = await send('POST', '/api/video/note', { videoId, time: -1, note: 'x' });
    expect(negative.status).toBe(400);
    expect((await send('POST', '/api/video/note', { videoId: 999999, time: 1, note: 'x' })).status).toBe(404);
  });

  it('resumes where the player stopped, on any device, and marks a video watched at its end', async () => {
    const series = await firstSeries();
    const videoId = series.videos[3].id;
    const first = (await send('POST', '/api/video/tracking', { videoId, watchedTime: 1.2 })).body.data;
    expect(first).toEqual({ videoId, watchedTime: 1.2, completed: false });
    const again = (await firstSeries()).videos[3];
    expect(again.watchedTime).toBeCloseTo(1.2);
    expect((await send('POST', '/api/video/tracking', { videoId, watchedTime: 3 })).body.data.completed).toBe(true);
    expect((await send('POST', '/api/video/tracking', { videoId, watchedTime: 0.2 })).body.data.completed).toBe(true);
    expect((await firstSeries()).completion).toBe(0.5);
    const bad = await send('POST', '/api/video/tracking', { videoId, watchedTime: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('watchedTime');
  });

  it('favourites a series and a video within its series, lists them and removes them', async () => {
    const series = await firstSeries();
    const video = series.videos[0];
    expect((await send('POST', `/api/video/favorites_series/${series.id}`)).status).toBe(200);
    expect((await send('POST', `/api/video/favorites_series/${series.id}`)).status).toBe(200);
    expect((await send('POST', `/api/video/favorite/${video.id}/series/${series.id}`)).status).toBe(200);
    expect((await send('POST', `/api/video/favorite/${video.id}/series/${series.id + 1}`)).status).toBe(404);
    const favs = (await get('/api/video/favorites')).body.data;
    expect(favs.series.map((s: { id: number }) => s.id)).toEqual([series.id]);
    expect(favs.videos.map((v: { id: number }) => v.id)).toEqual([video.id]);
    expect((await get('/api/video/favorites', {}, jpToken)).body.data).toEqual({ series: [], videos: [] });
    await send('DELETE', `/api/video/favorites_series/${series.id}`);
    await send('DELETE', `/api/video/favorite/${video.id}/series/${series.id}`);
    expect((await get('/api/video/favorites')).body.data).toEqual({ series: [], videos: [] });
  });
});

describe('search and analytics', () => {
  it('finds series and videos by keyword in a language and keeps the player’s recent keywords', async () => {
    const ja = (await get('/api/video/search', { keyword: 'グリップ', language: 'ja' })).body.data;
    expect(ja.series.map((s: { title: string }) => s.title)).toEqual(['グリップとスタンスの基本']);
    expect(ja.videos.map((v: { title: string }) => v.title)).toEqual(['ニュートラルグリップ']);
    // A minute between searches: the recent list is ordered by when each keyword was searched.
    clock.advance(60_000);
    expect((await get('/api/video/search', { keyword: 'パッティング', language: 'ja' })).body.data.recentKeywords).toEqual(['パッティング', 'グリップ']);
    clock.advance(60_000);
    expect((await get('/api/video/search', { keyword: 'グリップ', language: 'ja' })).body.data.recentKeywords).toEqual(['グリップ', 'パッティング']);
    // The same search again (a reload) is a read: the list stays as it is.
    clock.advance(60_000);
    expect((await get('/api/video/search', { keyword: 'グリップ', language: 'ja' })).body.data.recentKeywords).toEqual(['グリップ', 'パッティング']);
    expect((await get('/api/video/search', { keyword: 'パッティング', language: 'en' })).body.data.recentKeywords).toEqual(['パッティング']);
    const en = (await get('/api/video/search', { keyword: 'GRIP', language: 'en' })).body.data;
    expect(en.videos.map((v: { title: string }) => v.title)).toEqual(['Neutral grip']);
    expect((await get('/api/video/search', { keyword: '100%_' })).body.data.series).toEqual([]);
    expect((await get('/api/video/search', { keyword: '' })).status).toBe(400);
  });

  it('stores a watch session and its events; another player’s session is 404', async () => {
    const series = await firstSeries();
    const session = await send('POST', '/api/video-analytic/init-session', {
      videoId: series.videos[0].id,
      os: 'iOS',
      platform: 'web',
      browser: 'Safari',
      device: 'phone',
      category: series.category.id,
      seriesId: series.id,
      resolution: { width: 390, height: 844 },
    });
    expect(session.status).toBe(200);
    const id = session.body.data.id;
    const events = [
      { type: 'play', position: 0 },
      { type: 'seek', position: 1.5 },
      { type: 'quality', position: 1.5, quality: 360 },
      { type: 'ended', position: 3 },
    ];
    expect((await send('POST', '/api/video-analytic/event', { id, events })).body.data).toEqual({ stored: 4 });
    expect((await send('POST', '/api/video-analytic/event', { id, events }, jpToken)).status).toBe(404);
    const noQuality = await send('POST', '/api/video-analytic/event', { id, events: [{ type: 'quality', position: 1 }] });
    expect(noQuality.status).toBe(400);
    expect((await send('POST', '/api/video-analytic/event', { id, events: [{ type: 'rewind', position: 1 }] })).status).toBe(400);
    expect(
      (
        await send('POST', '/api/video-analytic/init-session', {
          videoId: series.videos[0].id,
          os: 'iOS',
          platform: 'web',
          browser: 'Safari',
          device: 'phone',
          resolution: { width: 0, height: 1 },
        })
      ).status,
    ).toBe(400);
  });
});
