import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
const clock = manualClock(new Date('2026-03-10T15:00:00Z'));

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  token = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) => call(t.app, { method: 'GET', url, query, token });
/** The answer of one call and the statements it sent. */
async function counted(url: string, query: Record<string, string> = {}) {
  let res!: Awaited<ReturnType<typeof get>>;
  const statements = await countQueries(t.database, async () => (res = await get(url, query)));
  expect(res.status).toBe(200);
  return { data: res.body.data, statements };
}

describe('the library reads', () => {
  it('answer the list, a series and a repeated search with one statement each', async () => {
    const list = await counted('/api/video/series', { page: '1', pageSize: '24' });
    expect(list.statements).toBe(1);
    expect((await counted(`/api/video/series/${list.data.items[0].id}`)).statements).toBe(1);
    await get('/api/video/search', { keyword: 'grip' });
    expect((await counted('/api/video/search', { keyword: 'grip' })).statements).toBe(1);
  });

  it('answer a video that is not Plus-only, with its signed sources, in one statement', async () => {
    const series = (await get('/api/video/series', { page: '1', pageSize: '24' })).body.data.items.find((s: { isPlusOnly: boolean }) => !s.isPlusOnly);
    const videoId = (await get(`/api/video/series/${series.id}`)).body.data.videos[0].id;
    const video = await counted(`/api/video/${videoId}`);
    expect(video.statements).toBe(1);
    expect(video.data).toMatchObject({ id: videoId, mayWatch: true, series: { id: series.id } });
    expect(video.data.sources.mp4.length).toBeGreaterThan(0);
  });

  it('record a new keyword and answer the recent list with one more statement, not a transaction and a read again', async () => {
    clock.advance(60_000);
    // A minute on, the session is looked up again (at most every 3 s: platform/auth/ended-sessions.ts);
    // that statement is the sign-in's, not the search's.
    await get('/api/video/series', {});
    const first = await counted('/api/video/search', { keyword: 'tempo', language: 'en' });
    expect(first.statements).toBe(2);
    expect(first.data.recentKeywords).toEqual(['tempo']);
    // Eleven keywords: the oldest one goes, the newest ten stay, newest first.
    const words = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'];
    let recent: string[] = [];
    for (const word of words) {
      clock.advance(60_000);
      recent = (await get('/api/video/search', { keyword: word, language: 'en' })).body.data.recentKeywords;
    }
    expect(recent).toEqual([...words].reverse());
    clock.advance(60_000);
    expect((await get('/api/video/search', { keyword: 'a3', language: 'en' })).body.data.recentKeywords).toEqual([
      'a3',
      ...[...words].reverse().filter((w) => w !== 'a3'),
    ]);
  });

  it('cut a page only after ordering: pages put together are the whole list in order', async () => {
    const whole = (await get('/api/video/series', { pageSize: '50' })).body.data;
    const pages = [];
    for (let page = 1; (page - 1) * 4 < whole.total; page++)
      pages.push(...(await get('/api/video/series', { page: String(page), pageSize: '4' })).body.data.items);
    expect(pages).toEqual(whole.items);
    expect((await get('/api/video/series', { page: '99', pageSize: '4' })).body.data).toMatchObject({ items: [], total: whole.total });
  });
});
