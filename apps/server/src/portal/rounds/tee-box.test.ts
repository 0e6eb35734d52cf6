import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let player: string;
let other: string;
let course: { id: number; teeBoxes: { id: number; name: string; yardages: number[] }[] };
let otherCourseId: number;

beforeAll(async () => {
  t = await startTestApp();
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator@example.com')).access_token;
  const id = (await get('/api/v2/game-tracking/course?name=Hudson')).body.data.courses[0].id;
  course = (await get(`/api/v2/game-tracking/course/${id}`)).body.data;
  otherCourseId = (await get('/api/v2/game-tracking/course?name=Kingdom')).body.data.courses[0].id;
});
afterAll(() => t.close());

function get(url: string, token = player) {
  return call(t.app, { method: 'GET', url, token });
}
const post = (payload: object, token = player) => call(t.app, { method: 'POST', url: '/api/play-game/round/tee-box', token, payload });
const eighteen = (yards: number) => Array.from({ length: 18 }, () => yards);
async function newRound() {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/play-game/round',
    token: player,
    payload: { courseId: course.id, playedAt: DateTime.fromJSDate(t.clock.now(), { zone: 'utc' }).toISODate(), teeBoxDetail: { id: course.teeBoxes[0]!.id } },
  });
  return res.body.data.id as number;
}

describe('tee boxes of a round', () => {
  it('lists a course’s tees, and a round’s with its tee selected', async () => {
    const byCourse = await get(`/api/play-game/round/tee-box?courseId=${course.id}`);
    expect(byCourse.body.data).toMatchObject({ selectedTeeBoxId: null });
    expect(byCourse.body.data.teeBoxes.map((tee: any) => tee.name)).toEqual(['Black', 'Blue', 'White', 'Red']);
    const roundId = await newRound();
    expect((await get(`/api/play-game/round/tee-box?roundId=${roundId}`)).body.data.selectedTeeBoxId).toBe(course.teeBoxes[0]!.id);
    expect(await get('/api/play-game/round/tee-box')).toMatchObject({ status: 400, body: { field: 'courseId' } });
    expect((await get('/api/play-game/round/tee-box?courseId=999999')).status).toBe(404);
    expect((await get(`/api/play-game/round/tee-box?roundId=${roundId}`, other)).status).toBe(404);
  });

  it('moves a round to another tee: its copy of the tee and every hole’s yards change', async () => {
    const roundId = await newRound();
    const white = course.teeBoxes.find((tee) => tee.name === 'White')!;
    const res = await post({ roundId, teeBoxId: white.id });
    expect(res.body.data.selectedTeeBoxId).toBe(white.id);
    const round = (await get(`/api/play-game/round/${roundId}`)).body.data;
    expect(round.teeBoxDetail).toMatchObject({ id: white.id, name: 'White', yardages: white.yardages });
    const card = (await get(`/api/play-golf/scorecard?roundId=${roundId}`)).body.data;
    expect(card.holes.map((h: any) => h.yards)).toEqual(white.yardages);
    const foreign = (await get(`/api/v2/game-tracking/course/${otherCourseId}`)).body.data.teeBoxes[0].id;
    expect((await post({ roundId, teeBoxId: foreign })).status).toBe(404);
    expect(await post({ teeBoxId: white.id })).toMatchObject({ status: 400, body: { field: 'roundId' } });
    expect((await post({ roundId, teeBoxId: white.id }, other)).status).toBe(404);
  });

  it('adds a player’s own tee, plays a round from it, and keeps it to that player', async () => {
    const roundId = await newRound();
    const res = await post({ roundId, name: 'Gold', color: 'gold', courseRating: 70.1, slope: 121, yardages: eighteen(320) });
    expect(res.status).toBe(200);
    const gold = res.body.data.teeBoxes.find((tee: any) => tee.name === 'Gold');
    expect(gold).toMatchObject({ isCustom: true, totalYards: 18 * 320, courseRating: 70.1, slope: 121 });
    expect(res.body.data.selectedTeeBoxId).toBe(gold.id);
    expect((await get(`/api/play-game/round/tee-box?courseId=${course.id}`, other)).body.data.teeBoxes.map((tee: any) => tee.name)).not.toContain('Gold');
    // Another player cannot play from it or delete it.
    const theirs = await call(t.app, {
      method: 'POST',
      url: '/api/play-game/round',
      token: other,
      payload: { courseId: course.id, playedAt: DateTime.fromJSDate(t.clock.now(), { zone: 'utc' }).toISODate(), teeBoxDetail: { id: gold.id } },
    });
    expect(theirs.status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/api/play-game/round/tee-box/${gold.id}`, token: other })).status).toBe(404);
    // Deleting it leaves the round with its copy.
    expect((await call(t.app, { method: 'DELETE', url: `/api/play-game/round/tee-box/${gold.id}`, token: player })).body.data).toEqual({ id: gold.id });
    expect((await get(`/api/play-game/round/${roundId}`)).body.data.teeBoxDetail).toMatchObject({ name: 'Gold', totalYards: 18 * 320 });
    expect((await call(t.app, { method: 'DELETE', url: `/api/play-game/round/tee-box/${gold.id}`, token: player })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/api/play-game/round/tee-box/${course.teeBoxes[0]!.id}`, token: player })).status).toBe(404);
  });

  it('refuses an incomplete tee', async () => {
    expect(await post({ courseId: course.id, name: 'Gold', color: 'gold', yardages: eighteen(320).slice(0, 9) })).toMatchObject({
      status: 400,
      body: { field: 'yardages' },
    });
    expect(await post({ courseId: course.id, name: 'Gold', color: 'gold', courseRating: 70.1, yardages: eighteen(320) })).toMatchObject({
      status: 400,
      body: { field: 'slope' },
    });
    expect(await post({ courseId: course.id, color: 'gold', yardages: eighteen(320) })).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(await post({ courseId: course.id, name: 'Gold', color: 'url(x)', yardages: eighteen(320) })).toMatchObject({
      status: 400,
      body: { field: 'color' },
    });
    expect(await post({ courseId: course.id, name: 'Gold', color: 'gold', slope: 200, courseRating: 70, yardages: eighteen(320) })).toMatchObject({
      status: 400,
      body: { field: 'slope' },
    });
    expect(await post({ name: 'Gold', color: 'gold', yardages: eighteen(320) })).toMatchObject({ status: 400, body: { field: 'courseId' } });
    expect((await post({ courseId: 999999, name: 'Gold', color: 'gold', yardages: eighteen(320) })).status).toBe(404);
  });
});
