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

const get = (url: string, token = jordan) => call(t.app, { method: 'GET', url, token });
const attempt = (id: number, payload: object, token = jordan) => call(t.app, { method: 'POST', url: `/api/skill-challenge/${id}/attempt`, token, payload });
const drive = (total: number, offline = 0) => ({
  clubType: 'driver',
  ballSpeed: 160,
  clubSpeed: 108,
  launchAngle: 11,
  launchDirection: 0.5,
  backSpin: 2500,
  sideSpin: 100,
  carry: total - 20,
  total,
  offline,
});
const sessions = async (query: string, token = jordan) => (await get(`/skytrak/my-game/activity?${query}&size=100`, token)).body.data.activities as any[];

describe('GET /api/skill-challenge', () => {
  it('lists the challenges of a type with stations, swings and the player’s best', async () => {
    const all = (await get('/api/skill-challenge')).body.data;
    expect(all).toHaveLength(12);
    const drivers = (await get('/api/skill-challenge?type=driver')).body.data;
    expect(drivers.map((c: any) => c.type)).toEqual(['driver', 'driver']);
    const fairway = drivers[0];
    expect(fairway.stations.map((s: any) => s.swings[0].swingNumber)).toEqual([1, 4]);
    expect(fairway.swingCount).toBe(6);
    expect(fairway.units.distance).toBe('yd');
    const longDrive = all.find((c: any) => c.type === 'longDrvC');
    expect(longDrive.attemptCount).toBeGreaterThan(0);
    expect(longDrive.best.maxScore).toBeNull();
    expect((await get('/api/skill-challenge?type=putting')).status).toBe(400);
  });

  it('gives one challenge with the player’s attempts; unknown ids are 404', async () => {
    const res = await get('/api/skill-challenge/11');
    expect(res.status).toBe(200);
    expect(res.body.data.attempts.length).toBe(res.body.data.attemptCount);
    expect((await get('/api/skill-challenge/999')).status).toBe(404);
    expect((await get('/api/skill-challenge/abc')).status).toBe(400);
  });
});

describe('POST /api/skill-challenge/{id}/attempt', () => {
  it('scores uploaded swings as a new challenge session and puts the best drive on the board', async () => {
    const res = await attempt(11, { shots: [drive(301, 10), drive(342, 30), drive(318, -20), drive(250), drive(260), drive(270)] });
    expect(res.status).toBe(200);
    const a = res.body.data.attempt;
    expect(a).toMatchObject({ challengeId: 11, score: 318, maxScore: null, longestDrive: 318 });
    expect(a.swings[1]).toMatchObject({ inPlay: false, points: 0 });
    const session = (await get(`/skytrak/my-game/activity/${a.esnActivityId}`)).body.data;
    expect(session).toMatchObject({ activityType: 'challenge', challengeId: 11, shotCount: 6 });
    const board = (await get('/api/leader-board/challenge?type=driver')).body.data;
    expect(board.entries[0]).toMatchObject({ rank: 1, displayName: 'Jordan L.', value: 318, isMe: true });
    expect(board.me).toMatchObject({ rank: 1, value: 318, isVisible: true });
  });

  it('scores a session the player has, once', async () => {
    const [range] = await sessions('activityType=range');
    const first = await attempt(12, { esnActivityId: range.esnActivityId });
    expect(first.status).toBe(200);
    expect(first.body.data.attempt.swings).toHaveLength(6);
    expect(first.body.data.attempt.maxScore).toBe(600);
    const again = await attempt(4, { esnActivityId: range.esnActivityId });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Bullseye');
  });

  it('scores a session once however many times it is sent at the same moment', async () => {
    const [, range] = await sessions('activityType=range');
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(12, { esnActivityId: range.esnActivityId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it("answers 404 for another player's session and 422 for a session with too few shots", async () => {
    const [theirs] = await sessions('activityType=range', sam);
    expect((await attempt(12, { esnActivityId: theirs.esnActivityId })).status).toBe(404);
    const [, , short] = await sessions('activityType=range');
    const shots = (await get(`/skytrak/my-game/activity/${short.esnActivityId}`)).body.data.shots;
    await call(t.app, {
      method: 'DELETE',
      url: '/skytrak/my-game/activity/shot',
      token: jordan,
      payload: { ids: shots.slice(2).map((s: any) => s.skyTrakShotId) },
    });
    const res = await attempt(1, { esnActivityId: short.esnActivityId });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('6 swings');
  });

  it.each([
    [{}, 'esnActivityId'],
    [{ esnActivityId: 1, shots: [drive(250)] }, 'esnActivityId'],
    [{ shots: [drive(250)] }, 'shots'],
    [{ shots: [{ ...drive(250), ballSpeed: 'fast' }] }, 'shots.0.ballSpeed'],
  ])('refuses %j', async (payload, field) => {
    const res = await attempt(11, payload);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});

describe('GET /api/leader-board/challenge', () => {
  it('ranks closest to the pin from the closest, showing display names and never e-mails', async () => {
    const res = await get('/api/leader-board/challenge?type=distance');
    const board = res.body.data;
    expect(board).toMatchObject({ board: 'distance', scope: 'global', center: null, coach: null });
    const values = board.entries.map((e: any) => e.value);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(board.entries[0].rank).toBe(1);
    expect(JSON.stringify(res.body)).not.toContain('@');
    // The same board through the request flag of the spec.
    expect((await get('/api/leader-board/challenge?distanceToPin=true')).body.data.board).toBe('distance');
  });

  it('filters by center or coach, and treats an empty id as no filter', async () => {
    const global = (await get('/api/leader-board/challenge?type=driver')).body.data;
    expect((await get('/api/leader-board/challenge?type=driver&centerId=&coachId=')).body.data.entries).toEqual(global.entries);
    const profile = (await get('/api/v2/player/me')).body.data;
    const center = (await get(`/api/leader-board/challenge?type=driver&centerId=${profile.centerId}`)).body.data;
    expect(center.scope).toBe('center');
    expect(center.center.id).toBe(profile.centerId);
    expect(center.entries.length).toBeGreaterThan(0);
    expect(center.entries.length).toBeLessThan(global.entries.length);
    expect(center.entries.some((e: any) => e.isMe)).toBe(true);
    const otherCenter = (await get(`/api/leader-board/challenge?type=driver&centerId=${profile.centerId + 2}`)).body.data;
    expect(otherCenter.me.rank).toBeNull();
    expect((await get('/api/leader-board/challenge?centerId=99999')).status).toBe(404);
    expect((await get('/api/leader-board/challenge?centerId=1&coachId=1')).status).toBe(400);
    expect((await get('/api/leader-board/challenge?centerId=abc')).status).toBe(400);
    const coach = (await get('/api/leader-board/challenge?type=driver&coachId=1')).body.data;
    expect(coach.scope).toBe('coach');
  });

  it('shows a player only after they agree, under the name they choose', async () => {
    const parent = (await signIn(t.app, 'parent@example.com')).access_token;
    expect((await get('/api/leader-board/settings', parent)).body.data).toEqual({ displayName: 'Morgan R.', isVisible: false });
    const before = (await get('/api/leader-board/challenge?type=driver', parent)).body.data;
    expect(before.entries.some((e: any) => e.isMe)).toBe(false);
    expect(before.me.isVisible).toBe(false);
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/api/leader-board/settings',
      token: parent,
      payload: { displayName: '  Mo  Rivera ', isVisible: true },
    });
    expect(saved.body.data).toEqual({ displayName: 'Mo Rivera', isVisible: true });
    const after = (await get('/api/leader-board/challenge?type=driver', parent)).body.data;
    expect(after.entries.find((e: any) => e.isMe).displayName).toBe('Mo Rivera');
    const refused = await call(t.app, {
      method: 'PUT',
      url: '/api/leader-board/settings',
      token: parent,
      payload: { displayName: 'mo@example.com', isVisible: true },
    });
    expect(refused.status).toBe(400);
  });

  it('forgets a best when its session is deleted', async () => {
    const board = (await get('/api/leader-board/challenge?type=driver')).body.data;
    const best = board.me.value;
    const detail = (await get('/api/skill-challenge/11')).body.data;
    const top = detail.attempts.find((a: any) => a.longestDrive === best);
    await call(t.app, { method: 'DELETE', url: `/skytrak/my-game/activity?id=${top.esnActivityId}`, token: jordan });
    const after = (await get('/api/leader-board/challenge?type=driver')).body.data;
    expect(after.me.value ?? 0).toBeLessThan(best);
  });

  it('keeps the best of many attempts sent at the same moment', async () => {
    const totals = Array.from({ length: 20 }, (_, i) => 280 + i);
    const results = await Promise.all(
      totals.map((total) => attempt(11, { shots: [drive(total), drive(200), drive(200), drive(200), drive(200), drive(200)] }, sam)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const board = (await get('/api/leader-board/challenge?type=driver', sam)).body.data;
    expect(board.me.value).toBe(299);
  });
});
