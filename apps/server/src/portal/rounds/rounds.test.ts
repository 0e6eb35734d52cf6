import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { countQueries } from '../../test/count-queries.ts';

let t: TestApp;
let player: string;
let other: string;
let coach: string;
let coachId: number;
let hudson: { id: number; teeBoxes: { id: number; name: string; yardages: number[]; par: number }[] };
let meadowbrook: { id: number; teeBoxes: { id: number }[] };
// The server's today: rounds are dated against its clock, never the day the test runs.
const NOW = new Date('2026-03-10T15:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  t = await startTestApp({}, { clock: manualClock(NOW) });
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator@example.com')).access_token;
  const admin = await signIn(t.app, 'coach.admin@example.com');
  coach = admin.access_token;
  coachId = admin.adminCoachId;
  const find = async (name: string) => {
    const id = (await get(`/api/v2/game-tracking/course?name=${encodeURIComponent(name)}`)).body.data.courses[0].id;
    return (await get(`/api/v2/game-tracking/course/${id}`)).body.data;
  };
  hudson = await find('Hudson Bluffs');
  meadowbrook = await find('Meadowbrook');
});
afterAll(() => t.close());

function get(url: string, token = player) {
  return call(t.app, { method: 'GET', url, token });
}
const create = (payload: object, token = player) => call(t.app, { method: 'POST', url: '/api/play-game/round', token, payload });
const basic = () => ({ courseId: hudson.id, playedAt: today, teeBoxDetail: { id: hudson.teeBoxes[1]!.id } });

describe('creating a round', () => {
  it('starts a round with a scorecard row per hole and the tee as played', async () => {
    const res = await create({ ...basic(), courseName: 'ignored', playMode: 'stroke', coachId, playSettings: { trackingLevel: 'shots' } });
    expect(res.status).toBe(200);
    const round = res.body.data;
    expect(round).toMatchObject({
      courseName: 'Hudson Bluffs Golf Club',
      scope: 18,
      scopeType: 'full',
      status: 'not-started',
      holesPlayed: 0,
      score: null,
      scorecardHoles: 18,
      currentHole: 1,
      canEdit: true,
    });
    expect(round.teeBoxDetail).toMatchObject({ id: hudson.teeBoxes[1]!.id, name: 'Blue', yardages: hudson.teeBoxes[1]!.yardages });
    expect(round.coach).toMatchObject({ id: coachId, firstName: 'Alex' });
    expect(round.playSettings).toEqual({ trackingLevel: 'shots', autoAdvance: true, showHandicapStrokes: true });
    expect(round.totals.total).toMatchObject({ par: hudson.teeBoxes[1]!.par, yards: hudson.teeBoxes[1]!.yardages.reduce((s, y) => s + y, 0), holesPlayed: 0 });
  });

  it('takes the scores already known and plays nine holes', async () => {
    const res = await create({
      ...basic(),
      scope: 9,
      scopeType: 'back',
      scorecardHoles: [
        { hole: 10, score: 5, putts: 2 },
        { hole: 11, status: 'picked-up' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ scope: 9, scopeType: 'back', scorecardHoles: 9, currentHole: 10, status: 'in-progress', holesPlayed: 2, score: 5 });
    const card = await get(`/api/play-golf/scorecard?roundId=${res.body.data.id}`);
    expect(card.body.data.holes.map((h: any) => h.hole)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('remembers the play settings of the latest round for the next one', async () => {
    await create({ ...basic(), playSettings: { trackingLevel: 'score', autoAdvance: false } });
    const latest = await get('/api/play-golf/play-setting/latest');
    expect(latest.body.data.settingData).toEqual({ trackingLevel: 'score', autoAdvance: false, showHandicapStrokes: true });
    const next = await create(basic());
    expect(next.body.data.playSettings).toMatchObject({ trackingLevel: 'score', autoAdvance: false });
    const fresh = await get('/api/play-golf/play-setting/latest', other);
    expect(fresh.body.data).toEqual({
      settingData: { trackingLevel: 'stats', autoAdvance: true, showHandicapStrokes: true },
      roundId: null,
      coachId: null,
      playMode: 'stroke',
    });
  });

  it('logs a round on the day it was played: yesterday, earlier this month, last month, up to a year back', async () => {
    for (const playedAt of ['2026-03-09', '2026-03-01', '2026-02-14', '2025-03-10']) {
      expect((await create({ ...basic(), playedAt, timeZone: 'America/New_York' })).status, playedAt).toBe(200);
    }
  });

  it("refuses a day after the player's today or more than a year back", async () => {
    const tomorrow = await create({ ...basic(), playedAt: '2026-03-11', timeZone: 'America/New_York' });
    expect(tomorrow).toMatchObject({ status: 422 });
    expect(tomorrow.body.message).toContain('2026-03-10');
    expect(await create({ ...basic(), playedAt: '2027-01-01' })).toMatchObject({ status: 422 });
    expect(await create({ ...basic(), playedAt: '2025-03-09', timeZone: 'America/New_York' })).toMatchObject({ status: 422 });
    // At 15:00 UTC it is already the 11th in Kiribati: today is the player's own.
    expect((await create({ ...basic(), playedAt: '2026-03-11', timeZone: 'Pacific/Kiritimati' })).status).toBe(200);
    expect(await create({ ...basic(), timeZone: 'Mars/Olympus' })).toMatchObject({ status: 400, body: { field: 'timeZone' } });
  });

  it('refuses dates that are not dates', async () => {
    expect(await create({ ...basic(), playedAt: '2026-02-30' })).toMatchObject({ status: 400, body: { field: 'playedAt' } });
    expect(await create({ ...basic(), playedAt: '21-11-2026' })).toMatchObject({ status: 400, body: { field: 'playedAt' } });
  });

  it('refuses what the course cannot give', async () => {
    expect(await create({ ...basic(), scope: 9, scopeType: 'full' })).toMatchObject({ status: 400, body: { field: 'scopeType' } });
    expect(await create({ ...basic(), teeBoxDetail: { id: meadowbrook.teeBoxes[0]!.id } })).toMatchObject({ status: 404 });
    expect(await create({ courseId: meadowbrook.id, playedAt: today, teeBoxDetail: { id: meadowbrook.teeBoxes[0]!.id } })).toMatchObject({ status: 422 });
    expect(
      (await create({ courseId: meadowbrook.id, playedAt: today, scope: 9, scopeType: 'front', teeBoxDetail: { id: meadowbrook.teeBoxes[0]!.id } })).status,
    ).toBe(200);
    expect(await create({ ...basic(), courseId: 999999 })).toMatchObject({ status: 404 });
    expect(await create({ ...basic(), coachId: 999999 })).toMatchObject({ status: 404 });
    expect(await create({ ...basic(), teeBoxDetail: {} })).toMatchObject({ status: 400, body: { field: 'teeBoxDetail.id' } });
    expect(await create({ ...basic(), playMode: 'skins' })).toMatchObject({ status: 400, body: { field: 'playMode' } });
  });

  it('refuses scores that cannot be', async () => {
    expect(await create({ ...basic(), scope: 9, scopeType: 'front', scorecardHoles: [{ hole: 12, score: 4 }] })).toMatchObject({
      status: 400,
      body: { field: 'scorecardHoles.0.hole' },
    });
    expect(await create({ ...basic(), scorecardHoles: [{ hole: 1, score: 3, putts: 3 }] })).toMatchObject({
      status: 400,
      body: { field: 'scorecardHoles.0.putts' },
    });
    expect(await create({ ...basic(), scorecardHoles: [{ hole: 1, score: 25 }] })).toMatchObject({ status: 400 });
  });

  it("refuses to create a round for another player's id", async () => {
    const me = (await get('/api/v2/player/me')).body.data.id;
    expect(await create({ ...basic(), playerId: me }, other)).toMatchObject({ status: 404 });
    expect(await create(basic(), coach)).toMatchObject({ status: 403 });
  });
});

describe('rounds list and detail', () => {
  it('lists the season newest first with scores, and distances from a location', async () => {
    const res = await get('/api/v2/play-game/rounds?lat=41.03&lon=-73.76&size=999&page=0');
    expect(res.status).toBe(200);
    const rounds = res.body.data.rounds;
    expect(res.body.data.totalRecord).toBeGreaterThanOrEqual(19);
    const dates = rounds.map((r: any) => r.playedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const completed = rounds.filter((r: any) => r.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(18);
    for (const r of completed) expect(r.score - r.toPar).toBeGreaterThan(60);
    expect(rounds.every((r: any) => typeof r.distanceKm === 'number')).toBe(true);
    const page = await get('/api/v2/play-game/rounds?size=5&page=1');
    expect(page.body.data.rounds).toHaveLength(5);
    expect(page.body.data.rounds[0].id).toBe(rounds[5].id);
    expect(page.body.data.totalRecord).toBe(res.body.data.totalRecord);
    // A page past the last round is empty but still counts every round.
    const past = await get('/api/v2/play-game/rounds?size=5&page=99');
    expect(past.body.data).toMatchObject({ rounds: [], totalRecord: res.body.data.totalRecord });
  });

  it('reads a page of rounds with their scores in one statement', async () => {
    let page: any;
    expect(await countQueries(t.database, async () => (page = await get('/api/v2/play-game/rounds?size=5&page=0')))).toBe(1);
    expect(page.body.data.rounds).toHaveLength(5);
  });

  it("keeps a round's score in the list with its scorecard: scored, picked up, rescored, cleared", async () => {
    const roundId = (await create({ ...basic(), scorecardHoles: [{ hole: 1, score: 5 }] })).body.data.id;
    const put = (holes: object[]) => call(t.app, { method: 'PUT', url: '/api/play-golf/scorecard', token: player, payload: { roundId, holes } });
    const listed = async () => (await get('/api/v2/play-game/rounds?size=999&page=0')).body.data.rounds.find((r: any) => r.id === roundId);
    const pars: number[] = (await get(`/api/play-golf/scorecard?roundId=${roundId}`)).body.data.holes.map((h: any) => h.par);
    expect(await listed()).toMatchObject({ status: 'in-progress', holesPlayed: 1, score: 5, toPar: 5 - pars[0]! });

    expect(
      (
        await put([
          { hole: 2, score: 4 },
          { hole: 3, status: 'picked-up' },
        ])
      ).status,
    ).toBe(200);
    expect(await listed()).toMatchObject({ holesPlayed: 3, score: 9, toPar: 9 - pars[0]! - pars[1]! });
    expect((await put([{ hole: 1, score: 7 }])).status).toBe(200);
    expect(await listed()).toMatchObject({ holesPlayed: 3, score: 11 });
    expect(
      (
        await put([
          { hole: 1, score: null, putts: null },
          { hole: 2, score: null, putts: null },
        ])
      ).status,
    ).toBe(200);
    expect(await listed()).toMatchObject({ status: 'in-progress', holesPlayed: 1, score: null, toPar: null });
    // A refused save (a hole outside the round) changes nothing.
    expect(
      (
        await put([
          { hole: 4, score: 3 },
          { hole: 19, score: 3 },
        ])
      ).status,
    ).toBe(400);
    expect(await listed()).toMatchObject({ holesPlayed: 1, score: null });

    const all = Array.from({ length: 18 }, (_, i) => ({ hole: i + 1, score: 4 }));
    expect((await put(all)).status).toBe(200);
    const par = pars.reduce((a, b) => a + b, 0);
    expect(await listed()).toMatchObject({ status: 'completed', holesPlayed: 18, score: 72, toPar: 72 - par });
    expect((await get(`/api/play-game/round/${roundId}`)).body.data).toMatchObject({ status: 'completed', holesPlayed: 18, score: 72 });
  });

  it('shows a round to its player and its coach, and to nobody else', async () => {
    const rounds = (await get('/api/v2/play-game/rounds')).body.data.rounds;
    const coached = rounds.find((r: any) => r.coach?.id === coachId);
    const notCoached = rounds.find((r: any) => !r.coach);
    expect((await get(`/api/play-game/round/${coached.id}`)).body.data).toMatchObject({ id: coached.id, canEdit: true });
    expect((await get(`/api/play-game/round/${coached.id}`, coach)).body.data).toMatchObject({ id: coached.id, canEdit: false });
    expect((await get(`/api/play-game/round/${notCoached.id}`, coach)).status).toBe(404);
    expect((await get(`/api/play-game/round/${coached.id}`, other)).status).toBe(404);
    expect((await get('/api/play-game/round/99999999')).status).toBe(404);
    expect((await get('/api/play-game/round/0')).status).toBe(400);
    expect((await get('/api/v2/play-game/rounds', other)).body.data).toMatchObject({ rounds: [], totalRecord: 0 });
  });
});

describe('weather', () => {
  const weather = (payload: object) => call(t.app, { method: 'POST', url: '/api/weather', token: player, payload });
  const fields = ['temperature', 'humidity', 'windSpeed', 'windDirection', 'windGust', 'precipitationProbability', 'precipitationType'];

  it('answers hourly and daily timelines from the local model, in the zone asked for', async () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-73.79, 41.05],
          [-73.77, 41.05],
          [-73.77, 41.06],
          [-73.79, 41.06],
          [-73.79, 41.05],
        ],
      ],
    };
    const res = await weather({
      location: polygon,
      fields,
      timesteps: ['1h', '1d'],
      timezone: 'America/New_York',
      startTime: '2026-07-01T10:00:00Z',
      endTime: '2026-07-02T10:00:00Z',
    });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({ source: 'local-model', notice: null, units: 'metric', timezone: 'America/New_York' });
    expect(data.location.lat).toBeCloseTo(41.055, 3);
    const hourly = data.timelines.find((tl: any) => tl.timestep === '1h');
    expect(hourly.intervals).toHaveLength(25);
    expect(hourly.intervals[0].startTime).toBe('2026-07-01T06:00:00-04:00');
    for (const interval of hourly.intervals) {
      expect(Object.keys(interval.values).sort()).toEqual([...fields].sort());
      expect(interval.values.temperature).toBeGreaterThan(10); // a July day near New York
      expect(interval.values.humidity).toBeGreaterThanOrEqual(0);
      expect(interval.values.humidity).toBeLessThanOrEqual(100);
      expect(interval.values.windGust).toBeGreaterThanOrEqual(interval.values.windSpeed);
    }
    expect(data.timelines.find((tl: any) => tl.timestep === '1d').intervals.length).toBeGreaterThanOrEqual(1);
  });

  it('gives the same answer for the same place and time, in imperial units when asked', async () => {
    const body = { location: '41.05,-73.78', fields: ['temperature'], timesteps: ['current'], startTime: '2026-01-15T17:00:00Z' };
    const metric = (await weather(body)).body.data.timelines[0].intervals[0].values.temperature;
    expect((await weather(body)).body.data.timelines[0].intervals[0].values.temperature).toBe(metric);
    const imperial = (await weather({ ...body, units: 'imperial' })).body.data.timelines[0].intervals[0].values.temperature;
    expect(imperial).toBeCloseTo((metric * 9) / 5 + 32, 0);
  });

  it('gives the wind in the player’s speed unit, whatever units were asked', async () => {
    const body = { location: '41.05,-73.78', fields: ['windSpeed'], timesteps: ['current'], startTime: '2026-01-15T17:00:00Z' };
    // A player in mph asking for metric values (metres per second).
    const metric = (await weather(body)).body.data.timelines[0].intervals[0];
    expect(metric.wind).toEqual({ value: Math.round((metric.values.windSpeed * 3.6) / 1.609344), unit: 'mph' });
    // A player in km/h asking for imperial values (mph).
    const kmh = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost:8080' })).access_token;
    const imperial = (await call(t.app, { method: 'POST', url: '/api/weather', token: kmh, payload: { ...body, units: 'imperial' } })).body.data.timelines[0]
      .intervals[0];
    expect(imperial.wind).toEqual({ value: Math.round(imperial.values.windSpeed * 1.609344), unit: 'km/h' });
  });

  it('refuses what no forecast could answer', async () => {
    const point = { type: 'Point', coordinates: [-73.78, 41.05] };
    expect(await weather({ location: point, fields: ['temperature'], timesteps: ['1h'], timezone: 'Mars/Olympus' })).toMatchObject({
      status: 400,
      body: { field: 'timezone' },
    });
    expect(
      await weather({ location: point, fields: ['temperature'], timesteps: ['1h'], startTime: '2026-07-02T00:00:00Z', endTime: '2026-07-01T00:00:00Z' }),
    ).toMatchObject({ status: 400, body: { field: 'endTime' } });
    expect(
      await weather({ location: point, fields: ['temperature'], timesteps: ['1h'], startTime: '2026-07-01T00:00:00Z', endTime: '2026-07-20T00:00:00Z' }),
    ).toMatchObject({ status: 400, body: { field: 'endTime' } });
    expect(await weather({ location: point, fields: ['snowDepth'], timesteps: ['1h'] })).toMatchObject({ status: 400 });
    expect(await weather({ location: { type: 'Point', coordinates: [200, 41] }, fields: ['temperature'], timesteps: ['1h'] })).toMatchObject({
      status: 400,
      body: { field: 'location' },
    });
    expect(await weather({ fields: ['temperature'], timesteps: ['1h'] })).toMatchObject({ status: 400, body: { field: 'location' } });
    expect((await call(t.app, { method: 'POST', url: '/api/weather', payload: { location: point, fields: ['temperature'], timesteps: ['1h'] } })).status).toBe(
      401,
    );
  });
});
