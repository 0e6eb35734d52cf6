import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { book, bookingOf, creditsOf, dateAhead, demoIds, newPlayers, openings } from './scheduling.fixtures.ts';
import { expireOffers } from './waiting-list.service.ts';
import { openObjectStore } from '../../platform/storage/index.ts';
import { manualClock } from '../../platform/clock.ts';
import { runDueJobs } from '../../platform/jobs/index.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { appointments } from './scheduling.tables.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const LA = 'America/Los_Angeles';

beforeAll(async () => {
  t = await startTestApp();
  ids = await demoIds(t);
});
afterAll(() => t.close());

const confirm = (token: string, id: number) => call(t.app, { method: 'GET', url: `/schedule/confirmWaitingList/${id}`, query: { timeZone: LA }, token });
const cancel = (token: string, id: number) => call(t.app, { method: 'POST', url: '/schedule/cancelAppointment', payload: { id }, token });
const detail = (token: string, id: number) => call(t.app, { method: 'GET', url: '/api/v2/appointments/detail', query: { id: String(id) }, token });

/** One player books a slot; three others join its waiting list, in order. */
async function fullSlotWithQueue(weeks: number, weekday: number) {
  const [holder, ...waiters] = await newPlayers(t, 4, 2);
  const [slot] = await openings(t, holder!.token, {
    centerId: ids.irvine.id,
    appointmentType: ids.privateLesson,
    coachId: ids.irvineCoach.id,
    date: dateAhead(LA, weeks, weekday),
    timeZone: LA,
  });
  const booked = await book(t, holder!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: holder!.id, appointmentType: ids.privateLesson })]);
  const places = [];
  for (const w of waiters) {
    const res = await book(t, w.token, [
      bookingOf(slot!, { centerId: ids.irvine.id, playerId: w.id, appointmentType: ids.privateLesson, isWaitingList: true }),
    ]);
    expect(res.status).toBe(201);
    places.push(res.body.data.appointments[0]);
  }
  return { holder: holder!, waiters, slot: slot!, bookingId: booked.body.data.appointments[0].id as number, places };
}

describe('waiting lists', () => {
  it('joins a full slot in line, without using a credit', async () => {
    const { waiters, places, slot } = await fullSlotWithQueue(7, 1);
    expect(places.map((p) => [p.appointmentState, p.isWaitingList, p.waitingPosition])).toEqual([
      ['waiting', true, 1],
      ['waiting', true, 2],
      ['waiting', true, 3],
    ]);
    expect(await creditsOf(t, waiters[0]!.id)).toBe(2);
    const [full] = (
      await openings(t, waiters[0]!.token, {
        centerId: ids.irvine.id,
        appointmentType: ids.privateLesson,
        coachId: ids.irvineCoach.id,
        date: dateAhead(LA, 7, 1),
        timeZone: LA,
        includeFull: true,
      })
    ).filter((o) => o.slotNumber === slot.slotNumber);
    expect(full).toMatchObject({ isFull: true, waitingCount: 3 });
    const twice = await book(t, waiters[0]!.token, [
      bookingOf(slot, { centerId: ids.irvine.id, playerId: waiters[0]!.id, appointmentType: ids.privateLesson, isWaitingList: true }),
    ]);
    expect(twice.status).toBe(409);
  });

  it('refuses to wait for an open slot', async () => {
    const [p] = await newPlayers(t, 1);
    const [open] = await openings(t, p!.token, {
      centerId: ids.irvine.id,
      appointmentType: ids.privateLesson,
      coachId: ids.irvineCoach.id,
      date: dateAhead(LA, 7, 2),
      timeZone: LA,
    });
    const res = await book(t, p!.token, [
      bookingOf(open!, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson, isWaitingList: true }),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(50003);
  });

  it('offers a freed place to the first in line, who confirms it; the next one is told it is booked (50006)', async () => {
    const { holder, waiters, places, bookingId } = await fullSlotWithQueue(7, 3);
    expect((await cancel(holder.token, bookingId)).status).toBe(200);
    const offered = await detail(waiters[0]!.token, places[0].id);
    expect(offered.body.data).toMatchObject({ appointmentState: 'offered', waitingPosition: 1 });
    expect(offered.body.data.offerExpiresAt).not.toBeNull();
    const inbox = await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: waiters[0]!.token });
    expect(inbox.body.data.notifications[0]).toMatchObject({ kind: 'waiting-list-offer', title: 'A place opened up', sourceId: `appointment:${places[0].id}` });
    expect(inbox.body.data.notifications[0].body).toMatch(/Private lesson with .* confirm by/);
    // The held place is not open to anyone else.
    const [other] = await newPlayers(t, 1);
    const grab = await book(t, other!.token, [
      {
        ...bookingOf(
          { coachId: ids.irvineCoach.id, slotNumber: Date.parse(offered.body.data.startTime) / 60_000 },
          { centerId: ids.irvine.id, playerId: other!.id, appointmentType: ids.privateLesson },
        ),
      },
    ]);
    expect(grab.status).toBe(409);
    expect(grab.body.code).toBe(50001);

    const second = await confirm(waiters[1]!.token, places[1].id);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 50006, data: { appointmentState: 'booked' } });

    const first = await confirm(waiters[0]!.token, places[0].id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ appointmentState: 'scheduled', appointment: { isWaitingList: false, creditsUsed: 1 } });
    expect(await creditsOf(t, waiters[0]!.id)).toBe(1);
    expect((await confirm(waiters[0]!.token, places[0].id)).status).toBe(200);
  });

  it('passes an expired offer to the next in line', async () => {
    const { holder, waiters, places, bookingId } = await fullSlotWithQueue(7, 4);
    await cancel(holder.token, bookingId);
    const later = new Date(t.clock.now().getTime() + 13 * 3_600_000);
    const offers = await expireOffers({ db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock: t.clock }, later);
    expect(offers).toContainEqual({ appointmentId: places[1].id, playerId: waiters[1]!.id });
    const late = await confirm(waiters[0]!.token, places[0].id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(50006);
    expect((await detail(waiters[1]!.token, places[1].id)).body.data.appointmentState).toBe('offered');
    expect((await confirm(waiters[1]!.token, places[1].id)).status).toBe(200);
  });

  it('passes an offer on at its deadline, from the job the offer enqueued', async () => {
    const { holder, waiters, places, bookingId } = await fullSlotWithQueue(8, 2);
    await cancel(holder.token, bookingId);
    const [offered] = await t.database.db.select({ at: appointments.offerExpiresAt }).from(appointments).where(eq(appointments.id, places[0].id));
    const deadline = offered!.at!.getTime();
    const clock = manualClock(new Date(deadline - 1_000));
    const ctx = { db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock };
    await runDueJobs(ctx);
    expect((await detail(waiters[0]!.token, places[0].id)).body.data.appointmentState).toBe('offered');
    clock.advance(1_000);
    expect((await runDueJobs(ctx)).done).toBeGreaterThanOrEqual(1);
    expect((await detail(waiters[1]!.token, places[1].id)).body.data.appointmentState).toBe('offered');
    expect((await confirm(waiters[0]!.token, places[0].id)).body.code).toBe(50006);
  });

  it('passes lapsed offers on from the once-a-minute scheduled job too', async () => {
    const { holder, waiters, places, bookingId } = await fullSlotWithQueue(8, 3);
    await cancel(holder.token, bookingId);
    // An offer without its own job (made before jobs existed, say): the minute's run catches it.
    await t.database.db.delete(jobs).where(eq(jobs.singletonKey, `offer:${places[0].id}`));
    const later = manualClock(new Date(t.clock.now().getTime() + 13 * 3_600_000));
    const ctx = { db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock: later };
    let scheduled = (await runDueJobs(ctx)).scheduled;
    later.advance(60_000);
    scheduled += (await runDueJobs(ctx)).scheduled;
    expect(scheduled).toBeGreaterThanOrEqual(1);
    expect((await detail(waiters[1]!.token, places[1].id)).body.data.appointmentState).toBe('offered');
    expect((await confirm(waiters[0]!.token, places[0].id)).body.code).toBe(50006);
  });

  it('lets a player leave a waiting list, and hides other players’ places (404)', async () => {
    const { waiters, places } = await fullSlotWithQueue(7, 5);
    expect((await confirm(waiters[1]!.token, places[0].id)).status).toBe(404);
    const left = await call(t.app, {
      method: 'POST',
      url: '/schedule/cancelAppointment',
      payload: { id: places[0].id, isWaitingList: true },
      token: waiters[0]!.token,
    });
    expect(left.status).toBe(200);
    expect(left.body.data.appointmentState).toBe('canceled');
    expect((await detail(waiters[1]!.token, places[1].id)).body.data.waitingPosition).toBe(1);
  });

  it('refuses bad ids and anonymous callers', async () => {
    const s = await signIn(t.app, 'player@example.com');
    expect((await confirm(s.access_token, 0)).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/schedule/confirmWaitingList/1' })).status).toBe(401);
  });
});

describe("a player's own lesson is no waiting list", () => {
  it('is not offered as full to its holder (others still see it), and waiting for it is refused', async () => {
    const [holder, other] = await newPlayers(t, 2, 2);
    const query = {
      centerId: ids.irvine.id,
      appointmentType: ids.privateLesson,
      coachId: ids.irvineCoach.id,
      date: dateAhead(LA, 8, 2), // 56 days on: inside the 60-day booking horizon
      timeZone: LA,
      includeFull: true,
    };
    const slot = (await openings(t, holder!.token, query)).find((o) => !o.isFull);
    const booked = await book(t, holder!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: holder!.id, appointmentType: ids.privateLesson })]);
    expect(booked.status).toBe(201);

    const seenByHolder = await openings(t, holder!.token, query);
    expect(seenByHolder.find((o) => o.slotNumber === slot!.slotNumber && o.coachId === slot!.coachId)).toBeUndefined();
    const seenByOther = await openings(t, other!.token, query);
    expect(seenByOther.find((o) => o.slotNumber === slot!.slotNumber && o.coachId === slot!.coachId)).toMatchObject({ isFull: true });

    const wait = await book(t, holder!.token, [
      bookingOf(slot!, { centerId: ids.irvine.id, playerId: holder!.id, appointmentType: ids.privateLesson, isWaitingList: true }),
    ]);
    expect(wait.status).toBe(409);
    expect(wait.body.message).toBe('This time is your own lesson: there is no waiting list for you to join.');
    const mine = await t.database.db.select().from(appointments).where(eq(appointments.playerId, holder!.id));
    expect(mine.map((a) => a.state)).toEqual(['scheduled']);
  });
});
