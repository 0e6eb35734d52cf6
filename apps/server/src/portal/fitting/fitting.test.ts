import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'parent@example.com')).access_token;
});
afterAll(() => t.close());

const get = (url: string, as = token) => call(t.app, { method: 'GET', url, token: as });

describe('club fitting sessions', () => {
  it('lists the player’s sessions, newest first (v2 whole, v3 paged)', async () => {
    const v2 = await get('/api/v2/tecfit/session');
    expect(v2.status).toBe(200);
    expect(v2.body.data).toHaveLength(2);
    expect(v2.body.data[0]).toMatchObject({
      types: ['driver', 'irons', 'wedges'],
      fitter: 'Dana Whitfield',
      centerName: expect.any(String),
      combinationsTested: 6,
      clubsRecommended: 7,
    });
    expect(v2.body.data[0].created > v2.body.data[1].created).toBe(true);
    const v3 = await get('/api/v3/tecfit/session?page=2&pageSize=1');
    expect(v3.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ sessionId: v2.body.data[1].sessionId }] });
    expect((await get('/api/v2/tecfit/session', other)).body.data).toEqual([]);
  });

  it('shows one session per fitting type with launch data, recommendations and the chart', async () => {
    const [first] = (await get('/api/v2/tecfit/session')).body.data;
    const detail = await get(`/api/tecfit/session/detail?type=driver&sessionId=${first.sessionId}&renderFittingChart=true`);
    expect(detail.status).toBe(200);
    const d = detail.body.data;
    expect(d.combinations).toHaveLength(3);
    for (const c of d.combinations) {
      expect(c.shots).toHaveLength(8);
      expect(c.spec.club).toBe('driver');
      // Realistic amateur driver numbers from the practice launch model.
      expect(c.average.ballSpeed).toBeGreaterThan(120);
      expect(c.average.ballSpeed).toBeLessThan(170);
      expect(c.average.carry).toBeGreaterThan(170);
      expect(c.average.carry).toBeLessThan(280);
      expect(c.average.spin).toBeGreaterThan(1500);
      expect(c.dispersion.offline).toBeGreaterThan(0);
    }
    expect(d.recommendations).toEqual([
      expect.objectContaining({
        club: 'driver',
        head: 'TaylorMade Qi10 Max',
        shaftModel: 'Fujikura Ventus Blue',
        shaftFlex: 'S',
        gripModel: 'Golf Pride Tour Velvet',
        gripSize: 'Standard',
        swingWeight: expect.stringMatching(/^D\d$/),
      }),
    ]);
    expect(d.chart.dispersion).toHaveLength(3);
    expect(d.chart.dispersion[0].points).toHaveLength(8);
    expect(d.chart.averages[0]).toMatchObject({ combinationId: d.combinations[0].id, carry: d.combinations[0].average.carry });

    const irons = (await get(`/api/tecfit/session/detail?type=irons&created=${encodeURIComponent(first.created)}&selected=true`)).body.data;
    expect(irons.chart).toBeNull();
    expect(irons.combinations.map((c: { isSelected: boolean }) => c.isSelected)).toEqual([true]);
    expect(irons.recommendations.map((r: { club: string }) => r.club)).toEqual(['5i', '6i', '7i', '8i', '9i']);
  });

  it('answers 404 for another player’s session or a type it did not fit, 400 naming the field for bad input', async () => {
    const [first] = (await get('/api/v2/tecfit/session')).body.data;
    expect((await get(`/api/tecfit/session/detail?type=driver&sessionId=${first.sessionId}`, other)).status).toBe(404);
    const second = (await get('/api/v2/tecfit/session')).body.data[1];
    expect((await get(`/api/tecfit/session/detail?type=irons&sessionId=${second.sessionId}`)).status).toBe(404);
    const missing = await get('/api/tecfit/session/detail?type=driver');
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('sessionId');
    const badType = await get('/api/tecfit/session/detail?type=putter&sessionId=1');
    expect(badType.status).toBe(400);
    expect(badType.body.field).toBe('type');
    expect((await call(t.app, { method: 'GET', url: '/api/v2/tecfit/session' })).status).toBe(401);
  });
});

describe('putter fitting sessions', () => {
  it('lists putter fittings and shows stroke data per putter with the recommendation', async () => {
    const list = await get('/api/tecput/session');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ puttersTested: 3, recommendation: { model: 'Odyssey Ai-ONE #7' } });
    const detail = (await get(`/api/tecput/session/detail?id=${list.body.data[0].id}`)).body.data;
    expect(detail.putters).toHaveLength(3);
    const chosen = detail.putters.find((p: { isSelected: boolean }) => p.isSelected);
    expect(chosen.strokes).toHaveLength(10);
    expect(Object.keys(chosen.average).sort()).toEqual(['dynamicLoft', 'faceAngle', 'lie', 'path', 'rotation', 'tempo']);
    expect(chosen.average.tempo).toBeGreaterThan(1.6);
    expect(chosen.average.tempo).toBeLessThan(2.4);
    // The recommended mallet squares the face more consistently than the blade.
    const blade = detail.putters.find((p: { spec: { headStyle: string } }) => p.spec.headStyle === 'blade');
    expect(chosen.consistency.faceAngle).toBeLessThan(blade.consistency.faceAngle);
    expect((await get(`/api/tecput/session/detail?id=${list.body.data[0].id}`, other)).status).toBe(404);
    // A club fitting is not a putter fitting.
    const club = (await get('/api/v2/tecfit/session')).body.data[0];
    expect((await get(`/api/tecput/session/detail?id=${club.sessionId}`)).status).toBe(404);
    expect((await get('/api/tecput/session/detail?id=abc')).body.field).toBe('id');
  });
});
