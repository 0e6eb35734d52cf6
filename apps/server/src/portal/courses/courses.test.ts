import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { courses } from './courses.tables.ts';
import { SEARCH_COUNT_CAP } from './courses.service.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let player: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator.coach@example.com')).access_token;
});
afterAll(() => t.close());

const get = (url: string, token = player) => call(t.app, { method: 'GET', url, token });
const courseId = async (name: string) => (await get(`/api/v2/game-tracking/course?name=${encodeURIComponent(name)}`)).body.data.courses[0].id as number;

describe('course search', () => {
  it("answers a full page of a name search with its total and the player's units in one statement", async () => {
    await get('/api/v2/player/me'); // the token's session check, done here and not in the counted call
    let res!: Awaited<ReturnType<typeof get>>;
    const n = await countQueries(t.database, async () => {
      res = await get('/api/v2/game-tracking/course?name=golf&size=2');
    });
    const all = await get('/api/v2/game-tracking/course?name=golf&size=100');
    expect(res.body.data.courses).toHaveLength(2);
    expect(res.body.data.totalRecord).toBe(all.body.data.courses.length);
    expect(n).toBe(1);
  });

  it('finds a course by part of its name, and by a misspelt name', async () => {
    const res = await get('/api/v2/game-tracking/course?name=bluffs');
    expect(res.status).toBe(200);
    expect(res.body.data.courses.map((c: any) => c.name)).toEqual(['Hudson Bluffs Golf Club']);
    const typo = await get('/api/v2/game-tracking/course?name=hudsn%20blufs');
    expect(typo.body.data.courses[0]).toMatchObject({
      name: 'Hudson Bluffs Golf Club',
      state: 'NY',
      stateName: 'New York',
      countryName: 'United States of America',
      holes: 18,
    });
    // The American spelling finds the British name.
    expect((await get('/api/v2/game-tracking/course?name=harbor%20headland')).body.data.courses[0]).toMatchObject({ name: 'Harbour Headland Golf Club' });
    // One misspelt word of a long name: too few of the whole name's trigrams, found by word similarity.
    expect((await get('/api/v2/game-tracking/course?name=Hudsen')).body.data.courses[0]).toMatchObject({ name: 'Hudson Bluffs Golf Club' });
    expect((await get('/api/v2/game-tracking/course?name=zzzqqq')).body.data).toMatchObject({ courses: [], totalRecord: 0 });
  });

  it('corrects a misspelt word to a word of a course name and pages the corrected name as a typed one', async () => {
    // Sixty courses named "Kowhai Creek …", in a country no other test reads.
    await t.database.db
      .insert(courses)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ name: `Kowhai Creek Golf Club ${i + 1}`, country: 'NZ', latitude: -41 - i / 100, longitude: 174, par: 72 })),
      );
    const page = async (name: string, n: number) =>
      (await get(`/api/v2/game-tracking/course?name=${encodeURIComponent(name)}&country=NZ&size=20&page=${n}`)).body.data;
    const first = await page('kowhai crek', 0);
    expect(first.totalRecord).toBe(60);
    expect(first.courses).toHaveLength(20);
    expect(first.courses.every((c: { name: string }) => c.name.startsWith('Kowhai Creek Golf Club'))).toBe(true);
    // The same answer as the name typed right, page for page.
    const typed = await page('Kowhai Creek', 0);
    expect(first.courses.map((c: { id: number }) => c.id)).toEqual(typed.courses.map((c: { id: number }) => c.id));
    expect((await page('kowhai crek', 2)).courses).toHaveLength(20);
    expect(await page('kowhai crek', 3)).toMatchObject({ courses: [], totalRecord: 60 });
    const ids = [first, await page('kowhai crek', 1), await page('kowhai crek', 2)].flatMap((p) => p.courses.map((c: { id: number }) => c.id));
    expect(new Set(ids).size).toBe(60);
    // Two misspelt words.
    expect((await page('kowhia crek', 0)).totalRecord).toBe(60);
    // A word nobody has, nothing close to it: nothing is found.
    expect(await page('kowhai qxzv', 0)).toMatchObject({ courses: [], totalRecord: 0 });
  });

  it('answers a misspelt name in three statements: the name, its correction, the corrected name', async () => {
    await get('/api/v2/player/me'); // the token's session check, done here and not in the counted call
    let res!: Awaited<ReturnType<typeof get>>;
    const n = await countQueries(t.database, async () => {
      res = await get('/api/v2/game-tracking/course?name=hudsn%20blufs');
    });
    expect(res.body.data.courses.map((c: { name: string }) => c.name)).toEqual(['Hudson Bluffs Golf Club']);
    expect(n).toBe(3);
  });

  it('corrects to the closest word, then the one more courses use, then A–Z; the words follow added, renamed and deleted courses', async () => {
    const add = (name: string) =>
      t.database.db
        .insert(courses)
        .values({ name, country: 'NZ', latitude: -45, longitude: 170, par: 72 })
        .returning({ id: courses.id })
        .then(([row]) => row!.id);
    const names = async (name: string) =>
      (await get(`/api/v2/game-tracking/course?name=${encodeURIComponent(name)}`)).body.data.courses.map((c: { name: string }) => c.name);
    // "zorbaq" is as close to "zorbax" as to "zorbay".
    const x = await add('Zorbax Links');
    await add('Zorbay Links');
    expect(await names('zorbaq links')).toEqual(['Zorbax Links']);
    const downs = await add('Zorbay Downs');
    expect((await names('zorbaq')).sort()).toEqual(['Zorbay Downs', 'Zorbay Links']);
    await t.database.db.update(courses).set({ name: 'Quokka Downs' }).where(eq(courses.id, downs));
    expect(await names('zorbaq')).toEqual(['Zorbax Links']);
    expect(await names('quoka downs')).toEqual(['Quokka Downs']);
    await t.database.db.delete(courses).where(eq(courses.id, x));
    expect(await names('zorbaq')).toEqual(['Zorbay Links']);
  });

  it("orders a common name's matches closest first and counts them up to the cap, by name or from a place", async () => {
    // More courses share this name than a search counts: the page comes from the index, the total is the cap.
    await t.database.db.insert(courses).values([
      { name: 'Wallaby Ridge', country: 'NZ', latitude: -20, longitude: 150, par: 72 },
      ...Array.from({ length: SEARCH_COUNT_CAP + 10 }, (_, i) => ({
        name: `Wallaby Ridge Links ${i + 1}`,
        country: 'NZ',
        latitude: -30 - i / 1000,
        longitude: 150,
        par: 72,
      })),
    ]);
    const search = async (query: string) => (await get(`/api/v2/game-tracking/course?name=wallaby%20ridge&country=NZ&${query}`)).body.data;
    const first = await search('size=20&page=0');
    expect(first.totalRecord).toBe(SEARCH_COUNT_CAP);
    expect(first.courses[0].name).toBe('Wallaby Ridge');
    // Names this alike tie on closeness, and the index gives tied names in no set order: a page past
    // the first is full of matches, but which of the tied ones it holds is not asserted.
    const second = await search('size=20&page=1');
    expect(second.courses).toHaveLength(20);
    expect(second.courses.every((c: { name: string }) => c.name.startsWith('Wallaby Ridge Links'))).toBe(true);
    // From a place: nearest first, however many share the name.
    const near = await search('lat=-30.5004&long=150&size=3');
    expect(near.courses.map((c: { name: string }) => c.name)).toEqual(['Wallaby Ridge Links 501', 'Wallaby Ridge Links 502', 'Wallaby Ridge Links 500']);
    expect(near.totalRecord).toBe(SEARCH_COUNT_CAP);
  });

  it('takes non-Latin and empty names', async () => {
    expect((await get(`/api/v2/game-tracking/course?name=${encodeURIComponent('武蔵野')}`)).body.data.courses.map((c: { name: string }) => c.name)).toEqual([
      '武蔵野の森カントリークラブ',
    ]);
    for (const nobody of ['存在しないゴルフ場', 'Гольф клуб Берёзка']) {
      const res = await get(`/api/v2/game-tracking/course?name=${encodeURIComponent(nobody)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ courses: [], totalRecord: 0 });
    }
    const all = (await get('/api/v2/game-tracking/course')).body.data.totalRecord;
    expect((await get('/api/v2/game-tracking/course?name=')).body.data.totalRecord).toBe(all);
    expect((await get('/api/v2/game-tracking/course?name=%20%20')).body.data.totalRecord).toBe(all);
  });

  it('takes a name literally, wildcards included', async () => {
    expect((await get('/api/v2/game-tracking/course?name=%25')).body.data.totalRecord).toBe(0);
  });

  it('filters by country and state and pages the results', async () => {
    const jp = await get('/api/v2/game-tracking/course?country=jp');
    expect(jp.body.data.courses.every((c: any) => c.country === 'JP')).toBe(true);
    expect(jp.body.data.totalRecord).toBe(2);
    const ny = await get('/api/v2/game-tracking/course?country=US&state=NY&size=1&page=1');
    expect(ny.body.data).toMatchObject({ pageNo: 1, size: 1, totalRecord: 2 });
    expect(ny.body.data.courses).toHaveLength(1);
    // Past the last page, nearest first or by country: no courses, and the total still counted.
    const past = await get('/api/v2/game-tracking/course?country=US&state=NY&lat=40.9&long=-73.6&size=1&page=5');
    expect(past.body.data).toMatchObject({ pageNo: 5, size: 1, totalRecord: 2, courses: [] });
  });

  it('orders by distance from a location, the page, its total and the units in one statement', async () => {
    let res!: Awaited<ReturnType<typeof get>>;
    const n = await countQueries(t.database, async () => {
      res = await get('/api/v2/game-tracking/course?lat=40.9&long=-72.4&country=US');
    });
    expect(n).toBe(1);
    expect(res.body.data.totalRecord).toBeGreaterThan(1);
    const [first, second] = res.body.data.courses;
    expect(first.name).toBe('Long Island Dunes Golf Links');
    expect(first.distanceKm).toBeLessThan(5);
    expect(second.distanceKm).toBeGreaterThan(first.distanceKm);
  });

  it('names the field at fault', async () => {
    expect(await get('/api/v2/game-tracking/course?country=USA')).toMatchObject({ status: 400, body: { field: 'country' } });
    expect(await get('/api/v2/game-tracking/course?size=0')).toMatchObject({ status: 400, body: { field: 'size' } });
    expect(await get('/api/v2/game-tracking/course?lat=91')).toMatchObject({ status: 400, body: { field: 'lat' } });
    expect((await call(t.app, { method: 'GET', url: '/api/v2/game-tracking/course' })).status).toBe(401);
  });
});

describe('nearby courses (limited search)', () => {
  it('answers the nearest courses within reach, nearest first, in one statement with the player’s units', async () => {
    let res!: Awaited<ReturnType<typeof get>>;
    const n = await countQueries(t.database, async () => {
      res = await get('/api/game-tracking/course?lat=41.03&long=-73.76&isLimit=true');
    });
    expect(n).toBe(1);
    expect(res.status).toBe(200);
    const list = res.body.data.courses;
    expect(list[0]).toMatchObject({ name: 'Hudson Bluffs Golf Club' });
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list.every((c: any) => c.distanceKm <= 100)).toBe(true);
    expect(list.map((c: any) => c.distanceKm)).toEqual([...list.map((c: any) => c.distanceKm)].sort((a: number, b: number) => a - b));
  });

  it('narrows by name and radius', async () => {
    const named = await get('/api/game-tracking/course?lat=41.03&long=-73.76&isLimit=true&name=meadow');
    expect(named.body.data.courses.map((c: any) => c.name)).toEqual(['Meadowbrook Nine']);
    expect((await get('/api/game-tracking/course?lat=0&long=0&isLimit=true')).body.data.courses).toEqual([]);
    expect((await get('/api/game-tracking/course?lat=41.03&long=-73.76&radiusKm=1')).body.data.courses).toEqual([]);
  });

  it('needs a location', async () => {
    expect(await get('/api/game-tracking/course?long=-73.7')).toMatchObject({ status: 400, body: { field: 'lat' } });
  });
});

describe('course detail and countries', () => {
  it('gives holes, pars, stroke indexes and rated tee boxes', async () => {
    const id = await courseId('Hudson Bluffs');
    const res = await get(`/api/v2/game-tracking/course/${id}`);
    expect(res.status).toBe(200);
    const course = res.body.data;
    expect(course.holeList).toHaveLength(18);
    expect(course.holeList.reduce((s: number, h: any) => s + h.par, 0)).toBe(course.par);
    expect(course.holeList.map((h: any) => h.handicap).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(course.teeBoxes.map((tee: any) => tee.name)).toEqual(['Black', 'Blue', 'White', 'Red']);
    for (const tee of course.teeBoxes) {
      expect(tee.yardages).toHaveLength(18);
      expect(tee.totalYards).toBe(tee.yardages.reduce((s: number, y: number) => s + y, 0));
      expect(tee.slope).toBeGreaterThanOrEqual(55);
      expect(tee.courseRating).toBeGreaterThan(60);
    }
    expect((await get('/api/v2/game-tracking/course/999999')).status).toBe(404);
    expect((await get('/api/v2/game-tracking/course/abc')).status).toBe(400);
  });

  it('lists countries with their states and course counts', async () => {
    const res = await get('/api/course/country-state', player);
    const us = res.body.data.find((c: any) => c.country === 'US');
    expect(us).toMatchObject({ countryName: 'United States of America', courseCount: 5 });
    expect(us.states).toContainEqual({ state: 'NY', stateName: 'New York', courseCount: 2 });
    expect(res.body.data.map((c: any) => c.country)).toEqual(expect.arrayContaining(['JP', 'GB', 'SG', 'CN', 'AU', 'ZA', 'AE', 'FR', 'CA']));
  });
});

describe('favourite courses', () => {
  const favorites = (token = player) => get('/api/game-tracking/course/favorite', token);

  it('keeps a favourite once however often it is added, and forgets it', async () => {
    const id = await courseId('Kingdom Links');
    const before = (await favorites()).body.data.courses.length;
    for (let i = 0; i < 2; i++) {
      const added = await call(t.app, { method: 'POST', url: '/api/game-tracking/course/favorite', token: player, payload: { courseId: id } });
      expect(added.body.data).toMatchObject({ courseId: id, isFavorite: true });
    }
    const list = (await favorites()).body.data.courses;
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ id, isFavorite: true });
    expect((await get(`/api/v2/game-tracking/course/${id}`)).body.data.isFavorite).toBe(true);
    // A name search marks it too, and only for the player who keeps it.
    const named = async (token: string) => (await get('/api/v2/game-tracking/course?name=kingdom%20links', token)).body.data.courses[0];
    expect(await named(player)).toMatchObject({ id, isFavorite: true });
    expect(await named(other)).toMatchObject({ id, isFavorite: false });

    const removed = await call(t.app, { method: 'DELETE', url: `/api/game-tracking/course/favorite?courseId=${id}`, token: player });
    expect(removed.body.data).toMatchObject({ courseId: id, isFavorite: false });
    expect((await call(t.app, { method: 'DELETE', url: `/api/game-tracking/course/favorite?courseId=${id}`, token: player })).status).toBe(404);
  });

  it('accepts courseId and playerId in a DELETE body too', async () => {
    const id = await courseId('Thames Heath');
    await call(t.app, { method: 'POST', url: '/api/game-tracking/course/favorite', token: player, payload: { courseId: id } });
    const me = (await get('/api/v2/player/me')).body.data.id;
    const removed = await call(t.app, { method: 'DELETE', url: '/api/game-tracking/course/favorite', token: player, payload: { courseId: id, playerId: me } });
    expect(removed.status).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: '/api/game-tracking/course/favorite', token: player })).body.field).toBe('courseId');
  });

  it("keeps each player's favourites apart and refuses another player's id", async () => {
    const mine = (await favorites()).body.data.courses.map((c: any) => c.id);
    const theirs = (await favorites(other)).body.data.courses.map((c: any) => c.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs).toEqual([]);
    const me = (await get('/api/v2/player/me')).body.data.id;
    expect((await get(`/api/game-tracking/course/favorite?playerId=${me}`, other)).status).toBe(404);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/game-tracking/course/favorite', token: other, payload: { courseId: mine[0], playerId: me } })).status,
    ).toBe(404);
    expect((await call(t.app, { method: 'POST', url: '/api/game-tracking/course/favorite', token: player, payload: { courseId: 999999 } })).status).toBe(404);
    expect((await call(t.app, { method: 'POST', url: '/api/game-tracking/course/favorite', token: player, payload: {} })).body.field).toBe('courseId');
  });
});
