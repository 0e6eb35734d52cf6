import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let jordan: string;
let sam: string;
beforeAll(async () => {
  t = await startTestApp();
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
  sam = (await signIn(t.app, 'simulator@example.com')).access_token;
});
afterAll(() => t.close());

const entry = { score: 86, roundHole: 18, otg: 7, ntg: 5, scrambling: 3, badThreePutts: 2, tts: 1, courseName: 'Bethpage Black', playDate: '2026-04-12' }; // before the suite's start (suite-clock.ts): no round is played in the future
const list = (token = jordan) => call(t.app, { method: 'GET', url: '/api/game-tracking', token });
const post = (payload: object, token = jordan) => call(t.app, { method: 'POST', url: '/api/game-tracking', token, payload });

describe('GET /api/game-tracking', () => {
  it('lists the tracked rounds newest first with averages and the latest five', async () => {
    const data = (await list()).body.data;
    expect(data.totalRecord).toBeGreaterThan(5);
    const dates = data.items.map((i: any) => i.playDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.summary.all.rounds).toBe(data.totalRecord);
    expect(data.summary.lastFive.rounds).toBe(5);
    expect(data.summary.all.scoringAverage).toBeGreaterThan(75);
    expect(data.summary.all.scoringAverage).toBeLessThan(100);
    expect(data.summary.all.girRate).toBeGreaterThan(0.1);
    expect(data.summary.all.girRate).toBeLessThan(0.7);
  });

  it('needs a signed-in player', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/game-tracking' })).status).toBe(401);
  });
});

describe('POST, PUT, DELETE /api/game-tracking', () => {
  it('adds an entry on GIR by default, edits it, and deletes it', async () => {
    const created = await post(entry);
    expect(created.status).toBe(201);
    const id = created.body.data.trackingID;
    expect(created.body.data).toMatchObject({ ...entry, mode: 'onGIR', igolfId: null });

    const edited = await call(t.app, { method: 'PUT', url: `/api/game-tracking/${id}`, token: jordan, payload: { ...entry, score: 83, igolfId: 'IG-12345' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ trackingID: id, score: 83, igolfId: 'IG-12345' });

    const scoreOnly = await call(t.app, { method: 'PUT', url: `/api/game-tracking/${id}`, token: jordan, payload: { ...entry, mode: 'scoreOnly' } });
    expect(scoreOnly.body.data).toMatchObject({ mode: 'scoreOnly', otg: null, ntg: null, scrambling: null });

    expect((await call(t.app, { method: 'DELETE', url: `/api/game-tracking/${id}`, token: jordan })).body.data).toEqual({ trackingID: id });
    expect((await call(t.app, { method: 'DELETE', url: `/api/game-tracking/${id}`, token: jordan })).status).toBe(404);
  });

  it("answers 404 for another player's entry and leaves it as it was", async () => {
    const theirs = (await post(entry, sam)).body.data.trackingID;
    expect((await call(t.app, { method: 'PUT', url: `/api/game-tracking/${theirs}`, token: jordan, payload: { ...entry, score: 70 } })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/api/game-tracking/${theirs}`, token: jordan })).status).toBe(404);
    const mine = (await list(sam)).body.data.items.find((i: any) => i.trackingID === theirs);
    expect(mine.score).toBe(86);
  });

  it.each([
    [{ roundHole: 12 }, 'roundHole'],
    [{ score: 17 }, 'score'],
    [{ roundHole: 9, score: 140 }, 'score'],
    [{ otg: null }, 'otg'],
    [{ otg: 12, ntg: 8 }, 'ntg'],
    [{ otg: 16, ntg: 0, scrambling: 3 }, 'scrambling'],
    [{ roundHole: 9, score: 45, otg: 4, ntg: 2, scrambling: 3, tts: 10 }, 'tts'],
    [{ courseName: '   ' }, 'courseName'],
    [{ playDate: '2026-13-01' }, 'playDate'],
    [{ playDate: '2999-01-01' }, 'playDate'],
    [{ mode: 'stableford' }, 'mode'],
  ])('refuses %j naming the field', async (change, field) => {
    const res = await post({ ...entry, ...change });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});
