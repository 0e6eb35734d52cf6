// The rules of handicapping through the API: a nine counts at once for a player with an index, waits
// for one otherwise, and a day's playing conditions (set by staff) move its differential.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let withIndex: string;
let fresh: string;
let staff: string;
let meadowbrook: { id: number; teeBoxes: { id: number; nines: { front: { courseRating: number; slope: number } | null } }[] };
// The demo rounds are dated back from the server's clock; the rounds here are played on its today.
let today: string;
let dayAfterTomorrow: string;
const tenth = (v: number) => (Math.sign(v) * Math.round(Math.abs(v) * 10 + 1e-9)) / 10;

beforeAll(async () => {
  t = await startTestApp();
  const now = DateTime.fromJSDate(t.clock.now(), { zone: 'utc' });
  today = now.toISODate()!;
  dayAfterTomorrow = now.plus({ days: 2 }).toISODate()!;
  withIndex = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost:8080' })).access_token;
  fresh = (await signIn(t.app, 'simulator@example.com')).access_token;
  staff = (await signIn(t.app, 'coach.admin@example.com')).access_token;
  const id = (await get('/api/v2/game-tracking/course?name=Meadowbrook', fresh)).body.data.courses[0].id;
  meadowbrook = (await get(`/api/v2/game-tracking/course/${id}`, fresh)).body.data;
});
afterAll(() => t.close());

function get(url: string, token: string) {
  return call(t.app, { method: 'GET', url, token });
}
/** A Meadowbrook nine with a bogey on every hole. */
async function bogeyNine(token: string) {
  const tee = meadowbrook.teeBoxes[0]!;
  const created = await call(t.app, {
    method: 'POST',
    url: '/api/play-game/round',
    token,
    payload: { courseId: meadowbrook.id, playedAt: today, scope: 9, scopeType: 'front', teeBoxDetail: { id: tee.id } },
  });
  expect(created.status).toBe(200);
  const roundId = created.body.data.id;
  const card = (await get(`/api/play-golf/scorecard?roundId=${roundId}`, token)).body.data;
  const holes = card.holes.map((h: any) => ({ hole: h.hole, score: h.par + 1, putts: 2 }));
  const saved = await call(t.app, { method: 'PUT', url: '/api/play-golf/scorecard', token, payload: { roundId, holes } });
  expect(saved.status).toBe(200);
  const par = card.holes.reduce((s: number, h: any) => s + h.par, 0);
  return { roundId, card: saved.body.data, par, rating: tee.nines.front! };
}

describe('9-hole scores', () => {
  it('rate the tee over its nine', () => {
    expect(meadowbrook.teeBoxes[0]!.nines.front).toMatchObject({ courseRating: expect.any(Number), slope: expect.any(Number) });
  });

  it('count at once for a player with an index: the nine plus the expected other nine', async () => {
    const before = (await get('/api/play-game/round/stats', withIndex)).body.data.handicap.handicapIndex as number;
    expect(before).not.toBeNull();
    const { roundId, card, par, rating } = await bogeyNine(withIndex);
    // Bogeys stay under net double bogey: adjusted gross = par + 9. Rule 5.1b and the 2024 expected nine.
    const own = (113 / rating.slope) * (par + 9 - rating.courseRating);
    const expectedNine = tenth(0.52 * before + 1.2);
    expect(card).toMatchObject({
      holeCount: 9,
      handicapIndex: before,
      adjustedGrossScore: par + 9,
      courseRating: rating.courseRating,
      slope: rating.slope,
      nineHoleDifferential: tenth(own),
      expectedNine,
      differential: tenth(own + expectedNine),
      pcc: 0,
    });
    const handicap = (await get('/api/play-game/round/stats', withIndex)).body.data.handicap;
    expect(handicap.records[0]).toMatchObject({ roundId, holeCount: 9, differential: tenth(own + expectedNine) });
    expect(handicap.adjustments).toContainEqual({ kind: 'nine-hole', amount: expectedNine, roundId, playedAt: today, courseName: 'Meadowbrook Nine' });
  });

  it('wait for a first index when the player has none, and say how many rounds are still needed', async () => {
    const { card, par, rating } = await bogeyNine(fresh);
    expect(card).toMatchObject({
      handicapIndex: null,
      differential: null,
      expectedNine: null,
      nineHoleDifferential: tenth((113 / rating.slope) * (par + 9 - rating.courseRating)),
    });
    const handicap = (await get('/api/play-game/round/stats', fresh)).body.data.handicap;
    // 9 of the 54 holes a first index needs: 45 more, three 18-hole rounds.
    expect(handicap).toMatchObject({ handicapIndex: null, waitingNines: 1, roundsNeeded: 3, records: [] });
  });
});

describe('playing conditions calculation', () => {
  it('is set by staff only, for a real course and a day already played, from −1 to +3', async () => {
    const url = `/api/v2/game-tracking/course/${meadowbrook.id}/playing-conditions`;
    expect((await call(t.app, { method: 'PUT', url, token: fresh, payload: { date: today, pcc: 1 } })).status).toBe(403);
    expect((await call(t.app, { method: 'PUT', url, token: staff, payload: { date: today, pcc: 4 } })).status).toBe(400);
    expect((await call(t.app, { method: 'PUT', url, token: staff, payload: { date: '2026-02-30', pcc: 1 } })).status).toBe(400);
    expect((await call(t.app, { method: 'PUT', url, token: staff, payload: { date: dayAfterTomorrow, pcc: 1 } })).status).toBe(422);
    const unknown = await call(t.app, {
      method: 'PUT',
      url: '/api/v2/game-tracking/course/999999/playing-conditions',
      token: staff,
      payload: { date: today, pcc: 1 },
    });
    expect(unknown.status).toBe(404);
    expect((await get(`${url}?date=${today}`, fresh)).body.data).toEqual({ courseId: meadowbrook.id, date: today, pcc: 0, isSet: false });
  });

  it('moves the differential of every score of that course and day (half of it on a nine)', async () => {
    const url = `/api/v2/game-tracking/course/${meadowbrook.id}/playing-conditions`;
    const { roundId, par, rating } = await bogeyNine(withIndex);
    const before = (await get(`/api/play-golf/scorecard?roundId=${roundId}`, withIndex)).body.data;
    const set = await call(t.app, { method: 'PUT', url, token: staff, payload: { date: today, pcc: 2 } });
    expect(set.body.data).toEqual({ courseId: meadowbrook.id, date: today, pcc: 2, isSet: true });
    const after = (await get(`/api/play-golf/scorecard?roundId=${roundId}`, withIndex)).body.data;
    // 113 / slope × (adjusted gross − rating − ½ × 2).
    const own = (113 / rating.slope) * (par + 9 - rating.courseRating - 1);
    expect(after).toMatchObject({ pcc: 2, nineHoleDifferential: tenth(own), differential: tenth(own + after.expectedNine) });
    expect(after.differential).toBeLessThan(before.differential);
    const adjustments = (await get('/api/play-game/round/stats', withIndex)).body.data.handicap.adjustments;
    expect(adjustments).toContainEqual({ kind: 'playing-conditions', amount: 2, roundId, playedAt: today, courseName: 'Meadowbrook Nine' });
  });
});
