import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

// A fixed day: the edit times below are minutes before it, whatever day the test runs.
const clock = manualClock(new Date('2026-06-14T15:00:00Z'));

// Holes of play tracking a phone saved while it had no signal, sent later and perhaps twice, and
// saves of the same hole from two devices.
let t: TestApp;
let player: string;
let other: string;
let courseId: number;
let teeId: number;
let green: { x: number; y: number };
let tee: { x: number; y: number };

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  player = (await signIn(t.app, 'player@example.com')).access_token;
  other = (await signIn(t.app, 'simulator@example.com')).access_token;
  courseId = (await call(t.app, { method: 'GET', url: '/api/v2/game-tracking/course?name=Hudson', token: player })).body.data.courses[0].id;
  teeId = (await call(t.app, { method: 'GET', url: `/api/v2/game-tracking/course/${courseId}`, token: player })).body.data.teeBoxes[0].id;
  const hole = (await call(t.app, { method: 'GET', url: `/api/play-game/hole-data?courseId=${courseId}&holeNumber=2`, token: player })).body.data;
  green = hole.green.center;
  tee = hole.tee;
});
afterAll(() => t.close());

const save = (payload: object, opts: { token?: string; key?: string } = {}) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/play-tracking/points',
    token: opts.token ?? player,
    payload,
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });
const detail = async (roundId: number) => (await call(t.app, { method: 'GET', url: `/api/play-tracking/detail?roundId=${roundId}`, token: player })).body.data;
const minutesAgo = (m: number) => new Date(clock.now().getTime() - m * 60_000).toISOString();
/** `n` shots on hole 2, evenly from the tee to the green. */
const shots = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    index: i + 1,
    ball: { x: tee.x + ((green.x - tee.x) * (i + 1)) / n, y: tee.y + ((green.y - tee.y) * (i + 1)) / n },
  }));
const shotsOf = (d: { holes: { holeNumber: number; shots: unknown[] }[] }, hole: number) => d.holes.find((h) => h.holeNumber === hole)?.shots.length ?? 0;
async function newRound() {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/play-game/round',
    token: player,
    payload: { courseId, playedAt: '2026-06-14', teeBoxDetail: { id: teeId } },
  });
  return res.body.data.id as number;
}

describe('holes of play tracking sent from a phone', () => {
  it('applies a save once however often it is sent', async () => {
    const roundId = await newRound();
    const entry = { roundId, holeNumber: 2, shots: shots(3), comment: 'Three to the green.', entryId: randomUUID(), editedAt: minutesAgo(10) };
    const first = await save(entry, { key: entry.entryId });
    expect(first.status).toBe(200);
    expect(first.body.data.entries).toEqual([{ entryId: entry.entryId, hole: 2, result: 'applied' }]);
    // The answer was lost on the way: the outbox sends it again with the same key and gets the same answer.
    const resent = await save(entry, { key: entry.entryId });
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body.data.entries).toEqual([{ entryId: entry.entryId, hole: 2, result: 'applied' }]);
    // Past the key's day, the hole's own entry id still answers it: nothing changes.
    const later = await save(entry);
    expect(later.body.data.entries).toEqual([{ entryId: entry.entryId, hole: 2, result: 'replayed' }]);

    // The player then corrects the hole (two shots); the old save sent once more changes nothing.
    const correction = { roundId, holeNumber: 2, shots: shots(2), entryId: randomUUID(), editedAt: minutesAgo(5) };
    expect((await save(correction)).body.data.entries[0].result).toBe('applied');
    expect((await save(entry)).body.data.entries[0].result).toBe('superseded');
    const now = await detail(roundId);
    expect(shotsOf(now, 2)).toBe(2);
    expect(now.holes.find((h: { holeNumber: number }) => h.holeNumber === 2).comment).toBe('Three to the green.');
  });

  it('keeps the later of two devices’ saves of a hole and says so to the one that lost', async () => {
    const roundId = await newRound();
    const newer = { roundId, holeNumber: 2, shots: shots(4), currentHole: 3, entryId: randomUUID(), editedAt: minutesAgo(2) };
    const older = { roundId, holeNumber: 2, shots: shots(6), currentHole: 2, entryId: randomUUID(), editedAt: minutesAgo(20) };
    expect((await save(newer)).body.data.entries[0].result).toBe('applied');
    const late = await save(older);
    expect(late.status).toBe(200);
    expect(late.body.data.entries).toEqual([{ entryId: older.entryId, hole: 2, result: 'superseded' }]);
    // Neither its shots nor the hole it would resume at were taken.
    expect(shotsOf(late.body.data, 2)).toBe(4);
    expect(late.body.data.currentHole).toBe(3);
    expect(shotsOf(await detail(roundId), 2)).toBe(4);
  });

  it('orders two devices sending at once by their edit times, not by which arrives last', async () => {
    const roundId = await newRound();
    // [shots, minutes ago]: the save of two shots was edited last but is sent second.
    const saves = (
      [
        [3, 10],
        [2, 1],
        [5, 8],
        [4, 6],
      ] as const
    ).map(([n, ago]) => ({ roundId, holeNumber: 2, shots: shots(n), entryId: randomUUID(), editedAt: minutesAgo(ago) }));
    const answers = await Promise.all(saves.map((s) => save(s)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // The last edited (two shots) is kept whatever order the server took them in.
    expect(shotsOf(await detail(roundId), 2)).toBe(2);
  });

  it("answers 404 for another player's round, and 400 for an entry id that is not one or an edit time without one", async () => {
    const roundId = await newRound();
    const entry = { roundId, holeNumber: 2, shots: shots(1), entryId: randomUUID(), editedAt: minutesAgo(1) };
    expect((await save(entry, { token: other })).status).toBe(404);
    expect(shotsOf(await detail(roundId), 2)).toBe(0);
    expect(await save({ ...entry, entryId: 'hole-2' })).toMatchObject({ status: 400, body: { field: 'entryId' } });
    const { entryId: _, ...withoutId } = entry;
    expect(await save(withoutId)).toMatchObject({ status: 400, body: { field: 'entryId', message: 'An edit time comes with the entry id it belongs to.' } });
    expect(await save({ ...entry, editedAt: 'yesterday' })).toMatchObject({ status: 400, body: { field: 'editedAt' } });
  });
});
