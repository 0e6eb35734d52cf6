import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let player: string;
let other: string;
let coach: string;
let coachId: number;

beforeAll(async () => {
  t = await startTestApp();
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator@example.com')).access_token;
  const admin = await signIn(t.app, 'coach.admin@example.com');
  coach = admin.access_token;
  coachId = admin.adminCoachId;
});
afterAll(() => t.close());

function get(url: string, token = player) {
  return call(t.app, { method: 'GET', url, token });
}

describe('round stats and the handicap index', () => {
  it('computes the index from the best differentials of the last twenty, and shows which count', async () => {
    const res = await get('/api/play-game/round/stats');
    expect(res.status).toBe(200);
    const { roundsPlayed, handicap, summary } = res.body.data;
    expect(roundsPlayed).toBe(19);
    // 18 complete 18-hole rounds: the lowest 6 count (Rule 5.2), no adjustment.
    expect(handicap).toMatchObject({ differentialsAvailable: 18, differentialsCounted: 6, adjustment: 0, roundsNeeded: 0 });
    const counted = handicap.records.filter((r: any) => r.isCounted).map((r: any) => r.differential);
    const lowest = handicap.records
      .map((r: any) => r.differential)
      .sort((a: number, b: number) => a - b)
      .slice(0, 6);
    expect([...counted].sort((a, b) => a - b)).toEqual(lowest);
    const expected = Math.round((lowest.reduce((s: number, d: number) => s + d, 0) / 6) * 10) / 10;
    expect(handicap.handicapIndex).toBeCloseTo(expected, 5);
    const dates = handicap.records.map((r: any) => r.playedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of handicap.records) expect(r.differential).toBeCloseTo(Math.round((113 / r.slope) * (r.adjustedGrossScore - r.courseRating) * 10) / 10, 5);
    expect(summary).toMatchObject({ roundId: null, rounds: 19, handicapIndex: handicap.handicapIndex });
    expect(summary.scoring.averageScore).toBeGreaterThan(70);
    expect(summary.strokesGained.shotsCounted).toBeGreaterThan(200);
  });

  it('has nothing to count for a player without rounds', async () => {
    const res = await get('/api/play-game/round/stats', other);
    expect(res.body.data).toMatchObject({
      roundsPlayed: 0,
      handicap: { handicapIndex: null, roundsNeeded: 3, records: [] },
      summary: { rounds: 0, strokesGained: null, scoring: { averageScore: null } },
    });
  });
});

describe('stats summary', () => {
  it('sums up one round, for its player and its coach', async () => {
    const rounds = (await get('/api/v2/play-game/rounds')).body.data.rounds;
    const coached = rounds.find((r: any) => r.status === 'completed' && r.coach?.id === coachId);
    const mine = await get(`/api/play-golf/stat-summary?roundId=${coached.id}`);
    expect(mine.body.data).toMatchObject({
      roundId: coached.id,
      rounds: 1,
      holesPlayed: 18,
      scoring: { averageScore: coached.score, bestScore: coached.score },
    });
    expect(typeof mine.body.data.differential).toBe('number');
    const d = mine.body.data.stats.distribution;
    expect(d.eaglesOrBetter + d.birdies + d.pars + d.bogeys + d.doubleBogeys + d.worse).toBe(18);
    expect((await get(`/api/play-golf/stat-summary?roundId=${coached.id}`, coach)).body.data).toEqual(mine.body.data);
    expect((await get(`/api/play-golf/stat-summary?roundId=${coached.id}`, other)).status).toBe(404);
    expect((await get('/api/play-golf/stat-summary', coach)).status).toBe(403);
    const me = (await get('/api/v2/player/me')).body.data.id;
    expect((await get(`/api/play-golf/stat-summary?playerId=${me}`, other)).status).toBe(404);
    expect((await get('/api/play-golf/stat-summary')).body.data).toMatchObject({ roundId: null, rounds: 19, differential: null });
  });
});

describe('stat history', () => {
  it('gives a point per round, oldest first, for the charts', async () => {
    const res = await get('/api/play-golf/stat-history');
    expect(res.body.data).toMatchObject({ reporting: 'all', lastFiveRounds: false });
    const points = res.body.data.points;
    expect(points).toHaveLength(19);
    const dates = points.map((p: any) => p.playedAt);
    expect(dates).toEqual([...dates].sort());
    const last = points[points.length - 1];
    expect(last.holesPlayed).toBe(6);
    expect(last.differential).toBeNull();
    expect(points.filter((p: any) => p.strokesGained !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps a reporting period and the trailing five rounds', async () => {
    const five = (await get('/api/play-golf/stat-history?lastFiveRounds=true')).body.data;
    const all = (await get('/api/play-golf/stat-history')).body.data;
    expect(five.points.map((p: any) => p.roundId)).toEqual(all.points.slice(-5).map((p: any) => p.roundId));
    expect(five.summary.rounds).toBe(5);
    const month = (await get('/api/play-golf/stat-history?reporting=1m')).body.data;
    const since = DateTime.fromJSDate(t.clock.now(), { zone: 'utc' }).minus({ months: 1 }).toISODate()!;
    expect(month.points.length).toBeLessThan(all.points.length);
    expect(month.points.every((p: any) => p.playedAt >= since)).toBe(true);
    expect(await get('/api/play-golf/stat-history?reporting=week')).toMatchObject({ status: 400, body: { field: 'reporting' } });
    expect((await get('/api/play-golf/stat-history', other)).body.data.points).toEqual([]);
    expect((await get('/api/play-golf/stat-history', coach)).status).toBe(403);
  });
});
