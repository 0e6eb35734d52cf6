import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { countQueries, recordQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { roundHoles } from '../rounds/rounds.tables.ts';
import { playerHandicaps } from './scorecard.tables.ts';

let t: TestApp;
let player: string;
let fresh: string;
let coach: string;
let coachId: number;
let course: {
  id: number;
  holeList: { number: number; par: number; handicap: number }[];
  teeBoxes: { id: number; courseRating: number; slope: number; par: number }[];
};

beforeAll(async () => {
  t = await startTestApp();
  player = (await signIn(t.app, 'player@example.com')).access_token;
  fresh = (await signIn(t.app, 'simulator@example.com')).access_token; // no rounds yet, so no handicap index
  const admin = await signIn(t.app, 'coach.admin@example.com');
  coach = admin.access_token;
  coachId = admin.adminCoachId;
  const id = (await get('/api/v2/game-tracking/course?name=Hudson')).body.data.courses[0].id;
  course = (await get(`/api/v2/game-tracking/course/${id}`)).body.data;
});
afterAll(() => t.close());

function get(url: string, token = player) {
  return call(t.app, { method: 'GET', url, token });
}
const put = (url: string, payload: object, token = player) => call(t.app, { method: 'PUT', url, token, payload });
async function newRound(token = player, extra: object = {}) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/play-game/round',
    token,
    payload: {
      courseId: course.id,
      playedAt: DateTime.fromJSDate(t.clock.now(), { zone: 'utc' }).toISODate(),
      teeBoxDetail: { id: course.teeBoxes[1]!.id },
      ...extra,
    },
  });
  if (res.status !== 200) throw new Error(`round not created: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

describe('the scorecard of a complete round', () => {
  it('adds up, counts fairways and greens, and gives the WHS differential (worked by hand)', async () => {
    const roundId = await newRound(fresh);
    // Every hole a bogey in two putts; fairways hit on the par 4s and 5s of the front nine only.
    const holes = course.holeList.map((h) => ({
      hole: h.number,
      score: h.par + 1,
      putts: 2,
      details: h.par >= 4 ? { fairwayHit: h.number <= 9 ? 'hit' : 'left' } : {},
    }));
    const res = await put('/api/play-golf/scorecard', { roundId, holes }, fresh);
    expect(res.status).toBe(200);
    const card = res.body.data;
    const tee = course.teeBoxes[1]!;
    const front = course.holeList.filter((h) => h.number <= 9);
    const frontPar = front.reduce((s, h) => s + h.par, 0);
    expect(card.totals.front).toMatchObject({ par: frontPar, score: frontPar + 9, putts: 18, holesPlayed: 9, toPar: 9 });
    expect(card.totals.total).toMatchObject({ par: tee.par, score: tee.par + 18, putts: 36, holesPlayed: 18, toPar: 18 });
    // On in par − 1 everywhere: no green in regulation; every par is missed, so no scrambles either.
    expect(card.stats).toMatchObject({
      greensInRegulation: 0,
      girChances: 18,
      girPercent: 0,
      scrambles: 0,
      scrambleChances: 18,
      threePutts: 0,
      puttsPerHole: 2,
    });
    const fairwayHoles = course.holeList.filter((h) => h.par >= 4);
    const frontFairways = fairwayHoles.filter((h) => h.number <= 9).length;
    expect(card.stats).toMatchObject({
      fairwaysHit: frontFairways,
      fairwayChances: fairwayHoles.length,
      fairwayPercent: Math.round((frontFairways / fairwayHoles.length) * 1000) / 10,
    });
    // No index yet: holes cap at par + 5, so a bogey counts in full. AGS = par + 18.
    expect(card.adjustedGrossScore).toBe(tee.par + 18);
    const differential = Math.round((113 / tee.slope) * (tee.par + 18 - tee.courseRating) * 10) / 10;
    expect(card.differential).toBeCloseTo(differential, 5);
    expect(card).toMatchObject({ handicapIndex: null, courseHandicap: null, canEdit: true });
    expect(card.holes.every((h: any) => h.strokesReceived === 0 && h.toPar === 1 && h.details.greenInReg === false)).toBe(true);
    const round = await get(`/api/play-game/round/${roundId}`, fresh);
    expect(round.body.data).toMatchObject({ status: 'completed', holesPlayed: 18, score: tee.par + 18, toPar: 18 });
  });

  it('shows the handicap strokes of a player with an index', async () => {
    const rounds = (await get('/api/v2/play-game/rounds')).body.data.rounds;
    const latestComplete = rounds.find((r: any) => r.status === 'completed');
    const card = (await get(`/api/play-golf/scorecard?roundId=${latestComplete.id}`)).body.data;
    expect(card.handicapIndex).toBeGreaterThan(0);
    expect(card.courseHandicap).toBe(Math.round(card.handicapIndex * (card.slope / 113) + (card.courseRating - card.totals.total.par)));
    const received = card.holes.reduce((s: number, h: any) => s + h.strokesReceived, 0);
    expect(received).toBe(card.courseHandicap);
    const hardest = card.holes.find((h: any) => h.handicap === 1);
    const easiest = card.holes.find((h: any) => h.handicap === 18);
    expect(hardest.strokesReceived).toBeGreaterThanOrEqual(easiest.strokesReceived);
  });
});

describe('saving holes', () => {
  it('reads a scorecard in one statement (two after a change: the record is kept again) and saves a hole in two (read, write if unchanged), answering what a read answers', async () => {
    const roundId = await newRound();
    const everyHole = course.holeList.map((h) => ({ hole: h.number, score: h.par + 1, putts: 2 }));
    const saves: object[][] = [
      [{ hole: 1, score: 5, putts: 2 }],
      [
        { hole: 1, putts: 1, details: { penalties: 1 } },
        { hole: 18, score: 4, putts: 2 },
      ],
      everyHole,
    ];
    let read!: Awaited<ReturnType<typeof get>>;
    for (const holes of saves) {
      let saved!: Awaited<ReturnType<typeof put>>;
      const writes = await countQueries(t.database, async () => (saved = await put('/api/play-golf/scorecard', { roundId, holes })));
      expect(saved.status).toBe(200);
      // Nothing else wrote the round: no transaction, no lock held between statements.
      expect(writes).toBe(2);
      // The save cleared the player's kept handicap record: the first read computes it from every round and keeps it.
      const first = await countQueries(t.database, async () => (read = await get(`/api/play-golf/scorecard?roundId=${roundId}`)));
      expect(first).toBe(2);
      expect(saved.body.data).toEqual(read.body.data);
      const again = await countQueries(t.database, async () => (read = await get(`/api/play-golf/scorecard?roundId=${roundId}`)));
      expect(again).toBe(1);
      expect(saved.body.data).toEqual(read.body.data);
    }
    // The last save completed the round: its differential comes from the holes just written.
    expect(read.body.data.differential).not.toBeNull();
  });

  it('shows a later round the handicap an earlier score moved, from the kept record as from a fresh computation', async () => {
    const earlier = await newRound();
    const later = await newRound();
    await put('/api/play-golf/scorecard', { roundId: later, holes: course.holeList.map((h) => ({ hole: h.number, score: h.par + 1, putts: 2 })) });
    await get(`/api/play-golf/scorecard?roundId=${later}`);
    const kept = (await get(`/api/play-golf/scorecard?roundId=${later}`)).body.data;
    // A round of birdies played before it: the index the later round was played on moves.
    await put('/api/play-golf/scorecard', { roundId: earlier, holes: course.holeList.map((h) => ({ hole: h.number, score: h.par - 1, putts: 1 })) });
    const moved = (await get(`/api/play-golf/scorecard?roundId=${later}`)).body.data;
    expect(moved.handicapIndex).toBeLessThan(kept.handicapIndex);
    expect((await get(`/api/play-golf/scorecard?roundId=${later}`)).body.data).toEqual(moved);
    await t.database.db.update(playerHandicaps).set({ byRound: null });
    expect((await get(`/api/play-golf/scorecard?roundId=${later}`)).body.data).toEqual(moved);
  });

  it('saves without holding a lock when nothing wrote the round since its read, and under the lock when something did', async () => {
    const roundId = await newRound();
    const alone = await recordQueries(t.database, () => put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 2, score: 4, putts: 2 }] }));
    expect(alone).toHaveLength(2);
    // The player's rounds for the handicap and the round's holes are read first, without a lock;
    // the write locks the round only while its holes are as read.
    expect(alone[0]).toMatch(/handicapRounds/);
    expect(alone[0]).not.toMatch(/for update|for share/i);
    expect(alone[1]).toMatch(/for update/i);
    expect(alone[1]).toMatch(/holes_version/);

    // Eight saves read the round before any of them writes: one writes as it read, the others find
    // the round written and save again under its lock. Every hole is kept.
    const holes = [3, 4, 5, 6, 7, 8, 9, 10];
    let results!: Awaited<ReturnType<typeof put>>[];
    const together = await recordQueries(t.database, async () => {
      results = await Promise.all(holes.map((hole) => put('/api/play-golf/scorecard', { roundId, holes: [{ hole, score: 5, putts: 2 }] })));
    });
    expect(results.map((r) => r.status)).toEqual(holes.map(() => 200));
    const card = (await get(`/api/play-golf/scorecard?roundId=${roundId}`)).body.data;
    expect(card.holes.filter((h: any) => h.score !== null).map((h: any) => h.hole)).toEqual([2, ...holes]);
    // PGlite's BEGIN is not sent as a statement; PostgreSQL's is.
    if (t.database.kind === 'postgresql') expect(together.filter((q) => /^begin/i.test(q)).length).toBeGreaterThan(0);
  });

  it('loses no field when many saves of one hole wait on each other', async () => {
    const roundId = await newRound();
    await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 4, score: 9, putts: 2 }] });
    // Each save sends one field of the same hole: a save that read the hole before the one ahead
    // of it committed would write that field back as it was.
    const fields = { fairwayBunkers: 1, greensideBunkers: 2, pitches: 1, chips: 1, penalties: 1, missedPutts: 1, drivingDistance: 250 };
    const results = await Promise.all(
      Object.entries(fields).map(([key, value]) => put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 4, details: { [key]: value } }] })),
    );
    expect(results.map((r) => r.status)).toEqual(Object.keys(fields).map(() => 200));
    const card = (await get(`/api/play-golf/scorecard?roundId=${roundId}`)).body.data;
    expect(card.holes.find((h: any) => h.hole === 4)).toMatchObject({ score: 9, putts: 2, details: fields });
  });

  it('updates one row per hole however often a save is retried', async () => {
    const roundId = await newRound();
    const save = () =>
      put('/api/play-golf/scorecard', {
        roundId,
        holes: [
          { hole: 1, score: 5, putts: 2, details: { penalties: 1 } },
          { hole: 2, score: 4, putts: 1 },
        ],
      });
    const results = await Promise.all(Array.from({ length: 25 }, save));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.database.db.select().from(roundHoles).where(eq(roundHoles.roundId, roundId));
    expect(rows).toHaveLength(18);
    expect(rows.filter((r) => r.status === 'played')).toHaveLength(2);
    const card = (await get(`/api/play-golf/scorecard?roundId=${roundId}`)).body.data;
    expect(card.totals.total).toMatchObject({ score: 9, putts: 3, holesPlayed: 2 });
    expect(card.stats.penalties).toBe(1);
  });

  it('keeps fields left out and clears those sent as null', async () => {
    const roundId = await newRound();
    await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 3, score: 4, putts: 2, details: { chips: 1, greensideBunkers: 1 } }] });
    const res = await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 3, details: { chips: null } }] });
    const hole = res.body.data.holes.find((h: any) => h.hole === 3);
    expect(hole).toMatchObject({ score: 4, putts: 2, status: 'played' });
    expect(hole.details).toMatchObject({ chips: null, greensideBunkers: 1 });
    // Nothing but the known fields reaches the row, whatever else a request carries.
    const other = await newRound();
    const sneaky = await put('/api/play-golf/scorecard', {
      roundId,
      holes: [{ hole: 3, roundId: other, details: { roundId: other, holeNumber: 9, chips: 2 } }],
    });
    expect(sneaky.status).toBe(200);
    expect(await t.database.db.select().from(roundHoles).where(eq(roundHoles.roundId, other))).toHaveLength(18);
    expect(sneaky.body.data.holes.find((h: any) => h.hole === 3).details.chips).toBe(2);
    const cleared = await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 3, score: null, putts: null }] });
    expect(cleared.body.data.holes.find((h: any) => h.hole === 3)).toMatchObject({ score: null, status: 'pending' });
  });

  it('refuses values that cannot be true together, naming the field', async () => {
    const roundId = await newRound();
    const par3 = course.holeList.find((h) => h.par === 3)!.number;
    const cases: [object, string][] = [
      [{ hole: 1, score: 4, putts: 4 }, 'holes.0.putts'],
      [{ hole: 1, status: 'played' }, 'holes.0.score'],
      [{ hole: 1, score: 4, status: 'pending' }, 'holes.0.status'],
      [{ hole: par3, score: 3, details: { fairwayHit: 'hit' } }, 'holes.0.details.fairwayHit'],
      [{ hole: 1, score: 5, putts: 1, details: { missedPutts: 2 } }, 'holes.0.details.missedPutts'],
      [{ hole: 1, score: 2, details: { penalties: 2 } }, 'holes.0.details.penalties'],
    ];
    for (const [hole, field] of cases)
      expect(await put('/api/play-golf/scorecard', { roundId, holes: [hole] })).toMatchObject({ status: 400, body: { field } });
    expect(await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 19, score: 4 }] })).toMatchObject({ status: 400 });
    expect(
      await put('/api/play-golf/scorecard', {
        roundId,
        holes: [
          { hole: 1, score: 4 },
          { hole: 1, score: 5 },
        ],
      }),
    ).toMatchObject({ status: 400, body: { field: 'holes.1.hole' } });
    expect(await put('/api/play-golf/scorecard', { roundId, holes: [] })).toMatchObject({ status: 400, body: { field: 'holes' } });
    const nine = await newRound(player, { scope: 9, scopeType: 'front' });
    expect(await put('/api/play-golf/scorecard', { roundId: nine, holes: [{ hole: 10, score: 4 }] })).toMatchObject({
      status: 400,
      body: { field: 'holes.0.hole' },
    });
  });

  it("answers 404 for another player's round or id, and lets a coach read but not write", async () => {
    const roundId = await newRound(player, { coachId });
    expect((await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 1, score: 4 }] }, fresh)).status).toBe(404);
    expect((await get(`/api/play-golf/scorecard?roundId=${roundId}`, fresh)).status).toBe(404);
    const me = (await get('/api/v2/player/me')).body.data.id;
    expect((await put(`/api/play-golf/scorecard?playerId=${me}`, { roundId, holes: [{ hole: 1, score: 4 }] }, fresh)).status).toBe(404);
    expect((await get(`/api/play-golf/scorecard?roundId=${roundId}&playerId=${me + 1000}`)).status).toBe(404);
    expect((await get(`/api/play-golf/scorecard?roundId=${roundId}&playerId=${me}`, coach)).body.data).toMatchObject({ roundId, canEdit: false });
    expect((await put('/api/play-golf/scorecard', { roundId, holes: [{ hole: 1, score: 4 }] }, coach)).status).toBe(403);
  });
});

describe('scorecard settings and configuration', () => {
  it('saves the toggles per player and shows them on every scorecard', async () => {
    const saved = await put('/api/play-golf/scorecard/setting', { drivingDistance: true, penalties: false });
    expect(saved.body.data).toMatchObject({ score: true, drivingDistance: true, penalties: false });
    const again = await put('/api/play-golf/scorecard/setting', { chips: true });
    expect(again.body.data).toMatchObject({ drivingDistance: true, penalties: false, chips: true });
    const roundId = await newRound();
    expect((await get(`/api/play-golf/scorecard?roundId=${roundId}`)).body.data.toggles).toMatchObject({ drivingDistance: true, chips: true });
    expect((await get('/api/play-golf/configuration')).body.data.toggles).toMatchObject({ drivingDistance: true });
    expect((await get('/api/play-golf/configuration', fresh)).body.data.toggles).toMatchObject({ drivingDistance: false, penalties: true });
    expect(await put('/api/play-golf/scorecard/setting', { drivingDistance: 'often' })).toMatchObject({ status: 400, body: { field: 'drivingDistance' } });
  });

  it('offers the player their own coach first, with modes, limits and units', async () => {
    const conf = (await get('/api/play-golf/configuration')).body.data;
    expect(conf.coaches[0]).toMatchObject({ isMyCoach: true });
    expect(conf.coaches.length).toBeGreaterThan(1);
    expect(conf).toMatchObject({
      playModes: ['stroke', 'stableford', 'match', 'practice'],
      trackingLevels: ['score', 'stats', 'shots'],
      distanceUnit: 'yards',
      limits: { score: 20, putts: 10 },
    });
    const jp = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost:8080' })).access_token;
    expect((await get('/api/play-golf/configuration', jp)).body.data.distanceUnit).toBe('metres');
    const me = (await get('/api/v2/player/me')).body.data.id;
    expect((await get(`/api/play-golf/configuration?playerId=${me}`, fresh)).status).toBe(404);
  });
});
