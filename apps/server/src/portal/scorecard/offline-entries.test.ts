import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

// A fixed day: the edit times below are minutes before it, whatever day the test runs.
const clock = manualClock(new Date('2026-06-14T15:00:00Z'));
import { roundHoles } from '../rounds/rounds.tables.ts';

// Entries a phone saved while it had no signal, sent later and perhaps twice, and edits of the
// same hole from two devices.
let t: TestApp;
let player: string;
let other: string;
let courseId: number;
let teeId: number;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator@example.com')).access_token;
  courseId = (await call(t.app, { method: 'GET', url: '/api/v2/game-tracking/course?name=Hudson', token: player })).body.data.courses[0].id;
  teeId = (await call(t.app, { method: 'GET', url: `/api/v2/game-tracking/course/${courseId}`, token: player })).body.data.teeBoxes[1].id;
});
afterAll(() => t.close());

const put = (payload: object, token = player) => call(t.app, { method: 'PUT', url: '/api/play-golf/scorecard', token, payload });
const card = async (roundId: number, token = player) =>
  (await call(t.app, { method: 'GET', url: `/api/play-golf/scorecard?roundId=${roundId}`, token })).body.data;
const minutesAgo = (m: number) => new Date(clock.now().getTime() - m * 60_000).toISOString();
async function newRound(token = player) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/play-game/round',
    token,
    payload: { courseId, playedAt: '2026-06-14', teeBoxDetail: { id: teeId } },
  });
  return res.body.data.id as number;
}
const holeOf = (c: { holes: { hole: number; score: number | null; putts: number | null }[] }, n: number) => c.holes.find((h) => h.hole === n);

describe('scorecard entries sent from a phone', () => {
  it('applies an entry once however often it is sent', async () => {
    const roundId = await newRound();
    const entry = { hole: 2, score: 5, putts: 2, entryId: randomUUID(), editedAt: minutesAgo(10) };
    const first = await put({ roundId, holes: [entry] });
    expect(first.status).toBe(200);
    expect(first.body.data.entries).toEqual([{ entryId: entry.entryId, hole: 2, result: 'applied' }]);
    // The player then corrects the hole online; the phone's outbox sends the old entry again.
    await put({ roundId, holes: [{ hole: 2, score: 6, putts: 2 }] });
    const again = await put({ roundId, holes: [entry] });
    expect(again.status).toBe(200);
    expect(again.body.data.entries[0].result).not.toBe('applied');
    expect(holeOf(await card(roundId), 2)).toMatchObject({ score: 6 });
    // Sent twice in a row: the second says it was already saved.
    const entry3 = { hole: 3, score: 4, putts: 1, entryId: randomUUID(), editedAt: minutesAgo(5) };
    await put({ roundId, holes: [entry3] });
    const replay = await put({ roundId, holes: [entry3] });
    expect(replay.body.data.entries).toEqual([{ entryId: entry3.entryId, hole: 3, result: 'replayed' }]);
    expect(holeOf(replay.body.data, 3)).toMatchObject({ score: 4, putts: 1 });
  });

  it('keeps the later of two devices’ edits and says so to the one that lost', async () => {
    const roundId = await newRound();
    const newer = { hole: 4, score: 3, putts: 1, entryId: randomUUID(), editedAt: minutesAgo(2) };
    const older = { hole: 4, score: 7, putts: 3, entryId: randomUUID(), editedAt: minutesAgo(20) };
    expect((await put({ roundId, holes: [newer] })).body.data.entries[0].result).toBe('applied');
    const late = await put({ roundId, holes: [older] });
    expect(late.status).toBe(200);
    expect(late.body.data.entries).toEqual([{ entryId: older.entryId, hole: 4, result: 'superseded' }]);
    expect(holeOf(late.body.data, 4)).toMatchObject({ score: 3, putts: 1 });
    expect(holeOf(await card(roundId), 4)).toMatchObject({ score: 3, putts: 1 });
  });

  it('counts an edit time ahead of the server as now, so a phone with a fast clock does not win forever', async () => {
    const roundId = await newRound();
    const ahead = { hole: 5, score: 9, putts: 2, entryId: randomUUID(), editedAt: minutesAgo(-2 * 24 * 60) };
    await put({ roundId, holes: [ahead] });
    clock.set(new Date(clock.now().getTime() + 60_000));
    const later = { hole: 5, score: 5, putts: 2, entryId: randomUUID(), editedAt: minutesAgo(0) };
    expect((await put({ roundId, holes: [later] })).body.data.entries[0].result).toBe('applied');
    expect(holeOf(await card(roundId), 5)).toMatchObject({ score: 5 });
  });

  it("answers 404 for another player's round, and 400 for an entry id that is not one", async () => {
    const roundId = await newRound();
    const entry = { hole: 1, score: 4, entryId: randomUUID(), editedAt: minutesAgo(1) };
    expect((await put({ roundId, holes: [entry] }, other)).status).toBe(404);
    expect(holeOf(await card(roundId), 1)).toMatchObject({ score: null });
    expect(await put({ roundId, holes: [{ ...entry, entryId: 'hole-1' }] })).toMatchObject({ status: 400, body: { field: 'holes.0.entryId' } });
    expect(await put({ roundId, holes: [{ hole: 1, score: 4, editedAt: minutesAgo(1) }] })).toMatchObject({ status: 400, body: { field: 'holes.0.entryId' } });
  });
});

describe('the driving distance of a hole', () => {
  it('is entered and answered in the player’s distance unit and kept in yards', async () => {
    const metres = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost:8080' })).access_token;
    const roundId = await newRound(metres);
    const saved = await put({ roundId, holes: [{ hole: 1, score: 4, putts: 2, details: { drivingDistance: 230 } }] }, metres);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ lengthUnit: 'm' });
    expect(saved.body.data.holes[0].details.drivingDistance).toBe(230);
    const rows = await t.database.db.select().from(roundHoles).where(eq(roundHoles.roundId, roundId));
    expect(rows.find((r) => r.holeNumber === 1)!.drivingDistance).toBe(252);
    // Another field saved later leaves the distance as it was.
    await put({ roundId, holes: [{ hole: 1, putts: 1 }] }, metres);
    expect((await card(roundId, metres)).holes[0].details.drivingDistance).toBe(230);
    // 450 yd is the longest drive recorded: 411 m.
    expect(await put({ roundId, holes: [{ hole: 1, details: { drivingDistance: 420 } }] }, metres)).toMatchObject({
      status: 400,
      body: { field: 'holes.0.details.drivingDistance', message: 'Hole 1: details.drivingDistance must be from 0 to 411.' },
    });
    // A player in yards enters yards.
    const yards = await newRound();
    expect((await put({ roundId: yards, holes: [{ hole: 1, score: 4, details: { drivingDistance: 252 } }] })).body.data.holes[0].details.drivingDistance).toBe(
      252,
    );
  });
});
