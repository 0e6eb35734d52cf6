import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { and, eq } from 'drizzle-orm';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { courseHoles, courses } from '../courses/courses.tables.ts';
import { trackedShots } from './play.tables.ts';

let t: TestApp;
let player: string;
let other: string;
let coach: string;
let coachId: number;
let course: { id: number; holeList: { number: number; par: number; handicap: number }[]; teeBoxes: { id: number; name: string; yardages: number[] }[] };
let hole1: any;

beforeAll(async () => {
  t = await startTestApp();
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator@example.com')).access_token;
  const admin = await signIn(t.app, 'coach.admin@example.com');
  coach = admin.access_token;
  coachId = admin.adminCoachId;
  const id = (await get('/api/v2/game-tracking/course?name=Hudson')).body.data.courses[0].id;
  course = (await get(`/api/v2/game-tracking/course/${id}`)).body.data;
  hole1 = (await get(`/api/play-game/hole-data?courseId=${id}&holeNumber=1`)).body.data;
});
afterAll(() => t.close());

function get(url: string, token = player) {
  return call(t.app, { method: 'GET', url, token });
}
const savePoints = (payload: object, token = player) => call(t.app, { method: 'PUT', url: '/api/play-tracking/points', token, payload });
async function newRound(extra: object = {}) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/play-game/round',
    token: player,
    payload: {
      courseId: course.id,
      playedAt: DateTime.fromJSDate(t.clock.now(), { zone: 'utc' }).toISODate(),
      teeBoxDetail: { id: course.teeBoxes[0]!.id },
      ...extra,
    },
  });
  return res.body.data.id as number;
}
const centroid = (outline: { x: number; y: number }[]) => ({
  x: outline.reduce((s, p) => s + p.x, 0) / outline.length,
  y: outline.reduce((s, p) => s + p.y, 0) / outline.length,
});

describe('hole data', () => {
  it('places the hole on its map: tee at the bottom, green at the top, distances from the tee asked for', async () => {
    expect(hole1).toMatchObject({
      courseId: course.id,
      holeNumber: 1,
      par: course.holeList[0]!.par,
      handicap: course.holeList[0]!.handicap,
      backgroundColor: 'black',
      teeBox: { name: 'Black' },
    });
    expect(hole1.yards).toBe(course.teeBoxes[0]!.yardages[0]);
    expect(hole1.image).toMatchObject({ url: `/api/play-game/satellite-image?courseId=${course.id}&hole=1`, width: 540, height: 960 });
    expect(hole1.tee.y).toBeGreaterThan(hole1.green.center.y);
    expect(hole1.green.front.y).toBeGreaterThan(hole1.green.back.y);
    expect(hole1.greenDistances.front).toBeLessThan(hole1.greenDistances.back);
    // The map's distance to the middle of the green is the card's yardage.
    expect(Math.abs(hole1.greenDistances.center - hole1.yards)).toBeLessThanOrEqual(2);
    for (const p of [hole1.tee, hole1.pin, ...hole1.green.outline]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(540);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(960);
    }
  });

  it("reads the hole, the tees and the units in one statement, lengths in the player's unit", async () => {
    let metric!: Awaited<ReturnType<typeof call>>;
    const host = 'jp.localhost:8080';
    const jp = (await signIn(t.app, 'player.jp@example.com', { host })).access_token; // distances in metres
    const url = `/api/play-game/hole-data?courseId=${course.id}&holeNumber=1`;
    const n = await countQueries(t.database, async () => (metric = await call(t.app, { method: 'GET', url, token: jp, headers: { host } })));
    expect(n).toBe(1);
    expect(metric.body.data).toMatchObject({ yards: hole1.yards, lengthUnit: 'm', length: Math.round(hole1.yards * 0.9144) });
  });

  it('uses the tee colour (or name) asked for', async () => {
    const red = (await get(`/api/play-game/hole-data?courseId=${course.id}&holeNumber=1&backgroundColor=RED`)).body.data;
    expect(red).toMatchObject({ backgroundColor: 'red', teeBox: { name: 'Red' }, yards: course.teeBoxes[3]!.yardages[0] });
    expect(red.tee.y).toBeLessThan(hole1.tee.y);
    expect((await get(`/api/play-game/hole-data?courseId=${course.id}&holeNumber=1&backgroundColor=Blue`)).body.data.teeBox.name).toBe('Blue');
  });

  it('answers 404 for what does not exist, 422 for a hole never mapped, 400 for bad input', async () => {
    expect((await get(`/api/play-game/hole-data?courseId=999999&holeNumber=1`)).status).toBe(404);
    const nine = (await get('/api/v2/game-tracking/course?name=Meadowbrook')).body.data.courses[0].id;
    expect((await get(`/api/play-game/hole-data?courseId=${nine}&holeNumber=12`)).status).toBe(404);
    expect(await get(`/api/play-game/hole-data?courseId=${course.id}&holeNumber=19`)).toMatchObject({ status: 400, body: { field: 'holeNumber' } });
    const [bare] = await t.database.db
      .insert(courses)
      .values({ name: 'Unmapped Links', country: 'US', state: 'NY', latitude: 41, longitude: -74, par: 72 })
      .returning();
    await t.database.db.insert(courseHoles).values({ courseId: bare!.id, number: 1, par: 4, handicap: 1 });
    expect((await get(`/api/play-game/hole-data?courseId=${bare!.id}&holeNumber=1`)).status).toBe(422);
    expect((await get(`/api/play-game/satellite-image?courseId=${bare!.id}&hole=1`)).status).toBe(422);
  });
});

describe('hole map image', () => {
  it('draws the hole as SVG, or PNG on request, and lets the browser keep it', async () => {
    const svg = await get(`/api/play-game/satellite-image?courseId=${course.id}&hole=1`);
    expect(svg.status).toBe(200);
    expect(svg.headers['cache-control']).toBe('private, max-age=86400');
    expect(svg.body.data).toMatchObject({ courseId: course.id, hole: 1, contentType: 'image/svg+xml', width: 540, height: 960 });
    const text = Buffer.from(svg.body.data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="540" height="960"/);
    expect(text).toContain('fill="#e53935"'); // the flag
    const png = await get(`/api/play-game/satellite-image?courseId=${course.id}&hole=1&format=png`);
    const bytes = Buffer.from(png.body.data.image.replace('data:image/png;base64,', ''), 'base64');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(540);
    expect(await get(`/api/play-game/satellite-image?courseId=${course.id}&hole=1&format=gif`)).toMatchObject({ status: 400, body: { field: 'format' } });
    expect((await call(t.app, { method: 'GET', url: `/api/play-game/satellite-image?courseId=${course.id}&hole=1` })).status).toBe(401);
  });
});

describe('play tracking', () => {
  const fairway = () => centroid(hole1.features.find((f: any) => f.kind === 'fairway').outline);

  it('saves a hole’s shots once however often the save is retried, and values them', async () => {
    const roundId = await newRound();
    const body = {
      roundId,
      holeNumber: 1,
      shots: [
        { index: 1, ball: fairway(), target: fairway(), clubId: 7, clubName: 'Driver', clubShortName: 'Dr' },
        { index: 2, ball: hole1.green.center, clubShortName: '8i' },
      ],
      comment: 'Hit the fairway.',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => savePoints(body)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(trackedShots)
      .where(and(eq(trackedShots.roundId, roundId), eq(trackedShots.holeNumber, 1)));
    expect(rows).toHaveLength(2);
    const detail = (await get(`/api/play-tracking/detail?roundId=${roundId}`)).body.data;
    expect(detail).toMatchObject({ roundId, currentHole: 1, canEdit: true });
    const [drive, approach] = detail.holes[0].shots;
    expect(drive).toMatchObject({ index: 1, clubName: 'Driver', clubShortName: 'Dr', clubId: 7, startLie: 'tee', endLie: 'fairway' });
    expect(approach).toMatchObject({ index: 2, startLie: 'fairway', endLie: 'green' });
    expect(Math.abs(drive.ball.x - fairway().x)).toBeLessThan(0.2);
    expect(drive.distanceYards + approach.distanceYards).toBeGreaterThan(hole1.yards * 0.9);
    expect(approach.distanceToPinYards).toBeLessThan(25);
    expect(typeof drive.strokesGained).toBe('number');
    expect(detail.holes[0].comment).toBe('Hit the fairway.');
  });

  it('replaces the hole’s shots, keeps or clears the comment, and resumes at the current hole', async () => {
    const roundId = await newRound();
    await savePoints({
      roundId,
      holeNumber: 1,
      shots: [
        { index: 1, ball: fairway() },
        { index: 2, ball: hole1.green.center },
      ],
      comment: 'Windy.',
    });
    const fewer = await savePoints({ roundId, holeNumber: 1, shots: [{ index: 1, ball: hole1.green.center }], currentHole: 2 });
    expect(fewer.body.data.holes[0].shots).toHaveLength(1);
    expect(fewer.body.data.holes[0].comment).toBe('Windy.');
    expect(fewer.body.data.currentHole).toBe(2);
    expect((await get(`/api/play-golf/comments?roundId=${roundId}`)).body.data.comments).toMatchObject([{ holeNumber: 1, comment: 'Windy.' }]);
    await savePoints({ roundId, holeNumber: 1, shots: [{ index: 1, ball: hole1.green.center }], comment: null });
    expect((await get(`/api/play-golf/comments?roundId=${roundId}`)).body.data.comments).toEqual([]);
    const played = (await get(`/api/play-golf/played-hole?roundId=${roundId}`)).body.data;
    expect(played.round).toEqual({ roundId, currentHole: 1, playedHoles: [], trackedHoles: [1] });
  });

  it('counts putts from the scorecard into strokes gained once the hole is scored', async () => {
    const roundId = await newRound();
    await call(t.app, { method: 'PUT', url: '/api/play-golf/scorecard', token: player, payload: { roundId, holes: [{ hole: 2, score: 5 }] } });
    await savePoints({
      roundId,
      holeNumber: 1,
      shots: [
        { index: 1, ball: fairway() },
        { index: 2, ball: hole1.green.center },
      ],
    });
    expect((await get(`/api/play-golf/stat-summary?roundId=${roundId}`)).body.data.strokesGained).toMatchObject({ putting: null, shotsCounted: 2 });
    await call(t.app, { method: 'PUT', url: '/api/play-golf/scorecard', token: player, payload: { roundId, holes: [{ hole: 1, score: 4, putts: 2 }] } });
    const sg = (await get(`/api/play-golf/stat-summary?roundId=${roundId}`)).body.data.strokesGained;
    expect(sg.shotsCounted).toBe(4);
    expect(typeof sg.putting).toBe('number');
    expect(sg.total).toBeCloseTo(sg.offTheTee + sg.approach + sg.putting, 1);
  });

  it('refuses shot numbers that skip or repeat, points off the map and holes outside the round', async () => {
    const roundId = await newRound({ scope: 9, scopeType: 'front' });
    const shot = (index: number) => ({ index, ball: hole1.green.center });
    expect(await savePoints({ roundId, holeNumber: 1, shots: [shot(1), shot(3)] })).toMatchObject({ status: 400, body: { field: 'shots' } });
    expect(await savePoints({ roundId, holeNumber: 1, shots: [shot(1), shot(1)] })).toMatchObject({ status: 400, body: { field: 'shots' } });
    expect(await savePoints({ roundId, holeNumber: 1, shots: [{ index: 1, ball: { x: 600, y: 10 } }] })).toMatchObject({
      status: 400,
      body: { field: 'shots.0.ball.x' },
    });
    expect(await savePoints({ roundId, holeNumber: 12, shots: [] })).toMatchObject({ status: 400, body: { field: 'holeNumber' } });
    expect(await savePoints({ roundId, holeNumber: 1, shots: [], currentHole: 14 })).toMatchObject({ status: 400, body: { field: 'currentHole' } });
  });

  it('lets an attached coach read the tracking but not change it; others get 404', async () => {
    const roundId = await newRound({ coachId });
    await savePoints({ roundId, holeNumber: 1, shots: [{ index: 1, ball: fairway() }], comment: 'Coach, look at this drive.' });
    expect((await get(`/api/play-tracking/detail?roundId=${roundId}`, coach)).body.data).toMatchObject({ roundId, canEdit: false });
    expect((await get(`/api/play-golf/comments?roundId=${roundId}`, coach)).body.data.comments).toHaveLength(1);
    expect((await savePoints({ roundId, holeNumber: 1, shots: [] }, coach)).status).toBe(403);
    expect((await get(`/api/play-tracking/detail?roundId=${roundId}`, other)).status).toBe(404);
    expect((await get(`/api/play-golf/comments?roundId=${roundId}`, other)).status).toBe(404);
    expect((await savePoints({ roundId, holeNumber: 1, shots: [] }, other)).status).toBe(404);
    expect((await get(`/api/play-golf/played-hole?roundId=${roundId}`, other)).status).toBe(404);
  });

  it('values every stroke of a fully tracked round of the season', async () => {
    const rounds = (await get('/api/v2/play-game/rounds')).body.data.rounds;
    const tracked = rounds.find((r: any) => r.status === 'completed');
    const detail = (await get(`/api/play-tracking/detail?roundId=${tracked.id}`)).body.data;
    expect(detail.holes).toHaveLength(18);
    const summary = (await get(`/api/play-golf/stat-summary?roundId=${tracked.id}`)).body.data;
    // Every stroke is counted: the placed shots and the putts after them make the score.
    expect(summary.strokesGained.shotsCounted).toBe(tracked.score);
    expect(summary.strokesGained.baseline).toContain('Broadie');
    const played = (await get('/api/play-golf/played-hole')).body.data;
    expect(played.totalHolesPlayed).toBeGreaterThanOrEqual(18 * 18);
    expect(played.round).toBeNull();
  });
});
