import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { book, bookingOf, dateAhead, demoIds, newPlayers, openings } from './scheduling.fixtures.ts';
import { appointments } from './scheduling.tables.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const LA = 'America/Los_Angeles';

beforeAll(async () => {
  t = await startTestApp();
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('booking overlapping times of one coach at once', () => {
  // On PostgreSQL the two exclusion constraints (coach, player) make concurrent overlapping inserts
  // deadlock now and then; inTransaction retries those, and what remains is "this time was taken".
  // 48 requests, not more: they share one test process, and on a loaded machine each transaction
  // waits for that process's event loop between its statements while holding its locks, so the
  // time grows faster than the count (90 took 70–120 s in full runs, 1 s alone).
  it('answers 48 concurrent bookings (8 players, one-hour lessons on a half-hour grid) with 201 or 409, never a 500', async () => {
    const players = await newPlayers(t, 8, 10);
    const slots = await openings(t, players[0]!.token, {
      centerId: ids.irvine.id,
      appointmentType: ids.privateLesson,
      coachId: ids.irvineCoach.id,
      date: dateAhead(LA, 5, 3),
      timeZone: LA,
    });
    // Six starts half an hour apart: each one-hour lesson overlaps its neighbours.
    const grid = slots.slice(0, 6);
    expect(grid.map((s) => s.slotNumber - grid[0]!.slotNumber)).toEqual([0, 30, 60, 90, 120, 150]);
    const requests = players.flatMap((p) =>
      grid.map((slot) => () => book(t, p.token, [bookingOf(slot, { centerId: ids.irvine.id, playerId: p.id, appointmentType: ids.privateLesson })])),
    );
    const results = await Promise.all(requests.map((send) => send()));
    expect(results).toHaveLength(48);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // A request prepared after a neighbour committed finds the time no longer open (422, 50003).
    const refusedAsTaken = (r: (typeof results)[number]) =>
      (r.status === 409 && [50001, 50002].includes(r.body.code)) || (r.status === 422 && r.body.code === 50003);
    expect(results.filter((r) => r.status !== 201 && !refusedAsTaken(r)).map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`)).toEqual([]);
    // The coach is never held twice: the booked hours do not overlap.
    const booked = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.coachId, ids.irvineCoach.id), eq(appointments.state, 'scheduled')));
    const mine = booked
      .filter((a) => a.startsAt.getTime() >= grid[0]!.slotNumber * 60_000 && a.startsAt.getTime() <= grid[5]!.slotNumber * 60_000)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(mine.length).toBe(statuses.filter((s) => s === 201).length);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < mine.length; i += 1) expect(mine[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(mine[i - 1]!.endsAt.getTime());
  }, 120_000);
});
