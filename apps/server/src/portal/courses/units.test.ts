// The player's units, applied by the server to every figure it measures: lengths on the course in
// yards or metres, distances between places in miles or km, speeds in mph or km/h.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lengthIn, placeDistanceIn, speedIn } from '@golf/contracts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let yards: string;
let metres: string;
const yardsOnly = { enableMetricDistances: false, enableMetricSpeeds: false };
const metric = { enableMetricDistances: true, enableMetricSpeeds: true };

beforeAll(async () => {
  t = await startTestApp();
  yards = (await signIn(t.app, 'player@example.com')).access_token;
  metres = (await signIn(t.app, 'simulator@example.com')).access_token;
  const put = await call(t.app, { method: 'PUT', url: '/api/v2/player', token: metres, payload: { enableMetricDistances: true, enableMetricSpeeds: true } });
  expect(put.status).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, token: string) => call(t.app, { method: 'GET', url, token });

describe('the one units rule', () => {
  it('gives lengths in yards or metres, places in miles or km, speeds in mph or km/h', () => {
    // 545 yd × 0.9144 = 498.3 m; 100 km ÷ 1.609344 = 62.1 mi; 10 mph × 1.609344 = 16.1 km/h.
    expect([lengthIn(545, yardsOnly), lengthIn(545, metric)]).toEqual([
      { value: 545, unit: 'yd' },
      { value: 498, unit: 'm' },
    ]);
    expect([placeDistanceIn(100, yardsOnly), placeDistanceIn(100, metric)]).toEqual([
      { value: 62.1, unit: 'mi' },
      { value: 100, unit: 'km' },
    ]);
    expect([speedIn(10, yardsOnly), speedIn(10, metric)]).toEqual([
      { value: 10, unit: 'mph' },
      { value: 16, unit: 'km/h' },
    ]);
  });
});

describe('figures in the player units', () => {
  it('a course: its tees and the distance to it', async () => {
    const near = '&lat=40.7&long=-74.0';
    const [inYards, inMetres] = await Promise.all([
      get(`/api/v2/game-tracking/course?name=Hudson${near}`, yards),
      get(`/api/v2/game-tracking/course?name=Hudson${near}`, metres),
    ]);
    const km = inYards.body.data.courses[0].distanceKm;
    expect(inYards.body.data.courses[0].distance).toEqual(placeDistanceIn(km, yardsOnly));
    expect(inMetres.body.data.courses[0].distance).toEqual({ value: Math.round(km * 10) / 10, unit: 'km' });
    const id = inYards.body.data.courses[0].id;
    const tee = (await get(`/api/v2/game-tracking/course/${id}`, metres)).body.data.teeBoxes[0];
    expect(tee.totalLength).toEqual({ value: Math.round(tee.totalYards * 0.9144), unit: 'm' });
    expect(tee.lengths).toEqual(tee.yardages.map((y: number) => Math.round(y * 0.9144)));
    const teeInYards = (await get(`/api/v2/game-tracking/course/${id}`, yards)).body.data.teeBoxes[0];
    expect(teeInYards.totalLength).toEqual({ value: teeInYards.totalYards, unit: 'yd' });
  });

  it('a round, its scorecard and its hole map', async () => {
    const id = (await get('/api/v2/game-tracking/course?name=Hudson', metres)).body.data.courses[0].id;
    const course = (await get(`/api/v2/game-tracking/course/${id}`, metres)).body.data;
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const round = await call(t.app, {
      method: 'POST',
      url: '/api/play-game/round',
      token: metres,
      payload: { courseId: id, playedAt: today, teeBoxDetail: { id: course.teeBoxes[0].id } },
    });
    const yardages: number[] = course.teeBoxes[0].yardages;
    const total = yardages.reduce((s, y) => s + y, 0);
    expect(round.body.data.teeLength).toEqual({ value: Math.round(total * 0.9144), unit: 'm' });
    const card = (await get(`/api/play-golf/scorecard?roundId=${round.body.data.id}`, metres)).body.data;
    expect(card.lengthUnit).toBe('m');
    expect(card.holes.map((h: any) => h.length)).toEqual(yardages.map((y) => Math.round(y * 0.9144)));
    expect(card.lengths.total).toBe(card.holes.reduce((s: number, h: any) => s + h.length, 0));
    const hole = (await get(`/api/play-game/hole-data?courseId=${id}&holeNumber=1&backgroundColor=${course.teeBoxes[0].color}`, metres)).body.data;
    expect(hole).toMatchObject({ lengthUnit: 'm', length: Math.round(hole.yards * 0.9144), playingLength: Math.round(hole.playingYards * 0.9144) });
    const inYards = (await get(`/api/play-game/hole-data?courseId=${id}&holeNumber=1&backgroundColor=${course.teeBoxes[0].color}`, yards)).body.data;
    expect(inYards).toMatchObject({ lengthUnit: 'yd', length: inYards.yards });
  });

  it('a club: its carry', async () => {
    const coach = (await signIn(t.app, 'simulator.coach@example.com')).access_token;
    const bagId = (await get('/api/my-bags', coach)).body.data[0].id;
    const inYards = (await get(`/api/bag/${bagId}`, coach)).body.data.clubs.find((c: any) => c.carryDistance !== null);
    expect(inYards.carry).toEqual({ value: Math.round(inYards.carryDistance), unit: 'yd' });
    await call(t.app, { method: 'PUT', url: '/api/v2/player', token: coach, payload: { enableMetricDistances: true } });
    const inMetres = (await get(`/api/bag/${bagId}`, coach)).body.data.clubs.find((c: any) => c.id === inYards.id);
    expect(inMetres.carry).toEqual({ value: Math.round(inYards.carryDistance * 0.9144), unit: 'm' });
  });
});
