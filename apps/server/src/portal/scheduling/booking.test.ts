import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { findPlayerByEmail } from '../account/index.ts';
import { players } from '../account/account.tables.ts';
import { book, bookingOf, creditsOf, dateAhead, demoIds, newPlayers, openings } from './scheduling.fixtures.ts';
import { appointments, schedulingPolicies } from './scheduling.tables.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let token: string;
let playerId: number;
const LA = 'America/Los_Angeles';

beforeAll(async () => {
  t = await startTestApp();
  ids = await demoIds(t);
  token = (await signIn(t.app, 'player@example.com')).access_token;
  playerId = (await findPlayerByEmail(t.database.db, 'player@example.com'))!.id;
});
afterAll(() => t.close());

const irvineQuery = (weeks: number, weekday = 1) => ({
  centerId: ids.irvine.id,
  appointmentType: ids.privateLesson,
  coachId: ids.irvineCoach.id,
  date: dateAhead(LA, weeks, weekday),
  timeZone: LA,
});

describe('POST /v2/schedule/bookAppointments', () => {
  it('checks a booking with one read and writes it in one statement, without a transaction: the credit spent, the appointment and its notice', async () => {
    const [someone] = await newPlayers(t, 1);
    const [slot] = await openings(t, someone!.token, irvineQuery(7, 1));
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const sent = await recordQueries(t.database, async () => {
      res = await book(t, someone!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: someone!.id, appointmentType: ids.privateLesson })]);
    });
    expect(res!.status).toBe(201);
    expect(res!.body.data.appointments[0]).toMatchObject({ startTime: slot!.startTime, creditsUsed: 1, player: { id: someone!.id } });
    // 10 before, then 3 and a begin and a commit around the last two.
    expect(sent).toHaveLength(2);
    const inbox = await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: someone!.token });
    expect(inbox.body.data.notifications.map((n: { kind: string }) => n.kind)).toEqual(['lesson-booked']);
  });

  it('books an open slot, uses a credit, and the slot is no longer open', async () => {
    const before = await creditsOf(t, playerId);
    const [slot] = await openings(t, token, irvineQuery(2));
    expect(slot!.startTime).toMatch(/T09:00:00-0[78]:00$/);
    const res = await book(t, token, [
      bookingOf(slot!, { centerId: ids.irvine.id, playerId, appointmentType: ids.privateLesson, requestedPayload: { note: 'Driver please' } }),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.appointments[0]).toMatchObject({
      appointmentState: 'scheduled',
      startTime: slot!.startTime,
      note: 'Driver please',
      creditsUsed: 1,
      coach: { id: ids.irvineCoach.id },
    });
    expect(await creditsOf(t, playerId)).toBe(before - 1);
    const inbox = await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token });
    expect(inbox.body.data.notifications[0]).toMatchObject({
      kind: 'lesson-booked',
      title: 'Lesson booked',
      sourceId: `appointment:${res.body.data.appointments[0].id}`,
    });
    const after = await openings(t, token, irvineQuery(2));
    expect(after.find((o) => o.slotNumber === slot!.slotNumber)).toBeUndefined();
    // Full for everyone else (a waiting list to join); to its holder it is their own lesson, not a waiting list.
    const [someoneElse] = await newPlayers(t, 1);
    const full = await openings(t, someoneElse!.token, { ...irvineQuery(2), includeFull: true });
    expect(full.find((o) => o.slotNumber === slot!.slotNumber)).toMatchObject({ isFull: true, waitingCount: 0 });
    const own = await openings(t, token, { ...irvineQuery(2), includeFull: true });
    expect(own.find((o) => o.slotNumber === slot!.slotNumber)).toBeUndefined();
  });

  it('books for the signed-in player when the booking names no player (a cold page load has no profile), with their own handedness', async () => {
    const [racer] = await newPlayers(t, 1);
    await t.database.db.update(players).set({ handedness: 'left' }).where(eq(players.id, racer!.id));
    const [slot] = await openings(t, racer!.token, irvineQuery(3, 4));
    const item = { centerId: ids.irvine.id, appointmentType: ids.privateLesson, coachId: slot!.coachId, slotNumber: slot!.slotNumber, timeZone: LA };
    const res = await book(t, racer!.token, [item]);
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, res.body.data.appointments[0].id));
    expect(row).toMatchObject({ playerId: racer!.id, bookedBy: racer!.id, handedness: 'left' });
    expect(await creditsOf(t, racer!.id)).toBe(2);
  });

  it('books a coach slot once under 50 concurrent attempts; every other player is told it is taken', async () => {
    const racers = await newPlayers(t, 50);
    const [slot] = await openings(t, racers[0]!.token, irvineQuery(3, 2));
    const results = await Promise.all(
      racers.map((r) => book(t, r.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: r.id, appointmentType: ids.privateLesson })])),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 50001)).toHaveLength(49);
    const rows = await t.database.db.select().from(appointments).where(eq(appointments.coachId, ids.irvineCoach.id));
    expect(rows.filter((a) => a.state === 'scheduled' && a.startsAt.getTime() === slot!.slotNumber * 60_000)).toHaveLength(1);
    // Only the winner paid.
    const credits = await Promise.all(racers.map((r) => creditsOf(t, r.id)));
    expect(credits.filter((c) => c === 2)).toHaveLength(1);
    expect(credits.filter((c) => c === 3)).toHaveLength(49);
  });

  it('spends the last credits once under concurrent bookings of one player: the others are refused and leave no appointment', async () => {
    const [player] = await newPlayers(t, 1, 2);
    const hours = (await openings(t, player!.token, irvineQuery(7, 3))).filter((o) => o.slotNumber % 120 === 0).slice(0, 4);
    expect(hours).toHaveLength(4);
    const results = await Promise.all(
      hours.map((slot) => book(t, player!.token, [bookingOf(slot, { centerId: ids.irvine.id, playerId: player!.id, appointmentType: ids.privateLesson })])),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422 && r.body.code === 50005)).toHaveLength(2);
    expect(await creditsOf(t, player!.id)).toBe(0);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.playerId, player!.id))).toHaveLength(2);
    // A refused booking tells the player nothing: one notice per booking made.
    const inbox = await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: player!.token });
    expect(inbox.body.data.notifications.filter((n: { kind: string }) => n.kind === 'lesson-booked')).toHaveLength(2);
  });

  it('refuses a time outside the coach working hours, and one inside the minimum notice', async () => {
    const [slot] = await openings(t, token, irvineQuery(2, 3));
    const evening = { ...slot!, slotNumber: slot!.slotNumber + 10 * 60 }; // 19:00, after the coach's day
    const res = await book(t, token, [bookingOf(evening, { centerId: ids.irvine.id, playerId, appointmentType: ids.privateLesson })]);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(50003);
    const offGrid = await book(t, token, [
      bookingOf({ ...slot!, slotNumber: slot!.slotNumber + 7 }, { centerId: ids.irvine.id, playerId, appointmentType: ids.privateLesson }),
    ]);
    expect(offGrid.body.code).toBe(50003);
    const soon = Math.floor(t.clock.now().getTime() / 60_000) + 30;
    const tooSoon = await book(t, token, [
      bookingOf({ coachId: ids.irvineCoach.id, slotNumber: soon }, { centerId: ids.irvine.id, playerId, appointmentType: ids.privateLesson }),
    ]);
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.code).toBe(50004);
  });

  it('refuses a booking without credit left', async () => {
    const [broke] = await newPlayers(t, 1, 0);
    const [slot] = await openings(t, broke!.token, irvineQuery(2, 4));
    const res = await book(t, broke!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: broke!.id, appointmentType: ids.privateLesson })]);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(50005);
    expect(res.body.message).toMatch(/no lesson credits/);
  });

  it('refuses two overlapping appointments of one player, and replaces a practice booking when asked', async () => {
    const [p] = await newPlayers(t, 1, 5);
    await t.database.db
      .insert((await import('./scheduling.tables.ts')).creditPacks)
      .values({ playerId: p!.id, kind: 'practice', name: 'Practice', total: 2, remaining: 2 });
    const day = irvineQuery(4, 2);
    const practiceSlot = (await openings(t, p!.token, { ...day, appointmentType: ids.practice }))[2]!;
    const practice = await book(t, p!.token, [bookingOf(practiceSlot, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.practice })]);
    expect(practice.status).toBe(201);
    const practiceId = practice.body.data.appointments[0].id;

    // A lesson half an hour into the practice session.
    const other = { coachId: ids.irvineCoach.id, slotNumber: practiceSlot.slotNumber + 30 };
    const clash = await book(t, p!.token, [bookingOf(other, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson })]);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 50002, data: { appointmentId: practiceId, canReplace: true, index: 0 } });

    const override = await book(t, p!.token, [
      bookingOf(other, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson, wuci: practiceId, replaceBookedAppointments: true }),
    ]);
    expect(override.status).toBe(201);
    expect(override.body.data.replaced).toEqual([practiceId]);
    const [old] = await t.database.db.select().from(appointments).where(eq(appointments.id, practiceId));
    expect(old!.state).toBe('canceled');
  });

  it('reschedules with wuci: the old time is freed, the credit moves, nothing is charged twice', async () => {
    const [p] = await newPlayers(t, 1, 2);
    const day = await openings(t, p!.token, irvineQuery(5, 3));
    const first = await book(t, p!.token, [
      bookingOf(day[0]!, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson, requestedPayload: { note: 'Putting' } }),
    ]);
    const oldId = first.body.data.appointments[0].id;
    // Move it 30 minutes later: overlaps the old time, which counts as free for the move.
    const moved = await book(t, p!.token, [
      bookingOf(day[1]!, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson, wuci: oldId, replaceBookedAppointments: true }),
    ]);
    expect(moved.status).toBe(201);
    expect(moved.body.data.appointments[0]).toMatchObject({ startTime: day[1]!.startTime, note: 'Putting' });
    expect(await creditsOf(t, p!.id)).toBe(1);
    const detail = await call(t.app, { method: 'GET', url: '/api/v2/appointments/detail', query: { id: String(oldId) }, token: p!.token });
    expect(detail.body.data.appointmentState).toBe('canceled');
  });

  it('does not let a player reschedule or book for someone else (404)', async () => {
    const [p] = await newPlayers(t, 1, 2);
    const [slot] = await openings(t, p!.token, irvineQuery(5, 4));
    const forOther = await book(t, p!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId, appointmentType: ids.privateLesson })]);
    expect(forOther.status).toBe(404);
    const [mine] = await t.database.db.select().from(appointments).where(eq(appointments.playerId, playerId)).limit(1);
    const moveOthers = await book(t, p!.token, [
      bookingOf(slot!, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson, wuci: mine!.id }),
    ]);
    expect(moveOthers.status).toBe(404);
  });

  it('lets a parent book for a family sub-account', async () => {
    const parent = await signIn(t.app, 'parent@example.com');
    const family = await call(t.app, { method: 'GET', url: '/api/player/family-account', query: { email: 'parent@example.com' }, token: parent.access_token });
    const child = family.body.data.find((m: { isParent: boolean }) => !m.isParent);
    const [slot] = await openings(t, parent.access_token, irvineQuery(6, 2));
    const res = await book(t, parent.access_token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: child.id, appointmentType: ids.privateLesson })]);
    expect(res.status).toBe(201);
    expect(res.body.data.appointments[0].player.id).toBe(child.id);
  });

  it('lands a booking across the spring daylight-saving change at the local time chosen', async () => {
    await t.database.db.update(schedulingPolicies).set({ horizonDays: 400 }).where(eq(schedulingPolicies.centerId, ids.manhattan.id));
    const [p] = await newPlayers(t, 1, 2);
    const NY = 'America/New_York';
    // The Monday after the second Sunday of March, next year: the first weekday on summer time.
    const year = t.clock.now().getUTCFullYear() + 1;
    const march = new Date(Date.UTC(year, 2, 1));
    const secondSunday = 1 + ((7 - march.getUTCDay()) % 7) + 7;
    const monday = `${year}-03-${String(secondSunday + 1).padStart(2, '0')}`;
    const slots = await openings(t, p!.token, {
      centerId: ids.manhattan.id,
      appointmentType: ids.privateLesson,
      coachId: ids.manhattanCoach.id,
      date: monday,
      timeZone: NY,
    });
    const ten = slots.find((o) => o.startTime === `${monday}T10:00:00-04:00`)!;
    expect(ten).toBeDefined();
    const res = await book(t, p!.token, [bookingOf(ten, { centerId: ids.manhattan.id, playerId: p!.id, appointmentType: ids.privateLesson, timeZone: NY })]);
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, res.body.data.appointments[0].id));
    expect(row!.startsAt.toISOString()).toBe(`${monday}T14:00:00.000Z`);
    const tokyo = await call(t.app, {
      method: 'GET',
      url: '/api/v2/appointments/detail',
      query: { id: String(row!.id), timeZone: 'Asia/Tokyo' },
      token: p!.token,
    });
    expect(tokyo.body.data.startTime).toBe(`${monday}T23:00:00+09:00`);
  });

  it('rejects malformed requests with the field named', async () => {
    const cases = [
      [{ appointments: [] }, 'appointments'],
      [{ appointments: [{ centerId: 1, playerId: 1, appointmentType: 1, coachId: 1, slotNumber: 1 }] }, 'timeZone'],
      [{ appointments: [{ centerId: 1, playerId: 1, appointmentType: 1, coachId: 1, slotNumber: 1, timeZone: 'Mars/Olympus' }] }, 'timeZone'],
      [{ appointments: [{ centerId: 'x', playerId: 1, appointmentType: 1, coachId: 1, slotNumber: 1, timeZone: LA }] }, 'centerId'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await call(t.app, { method: 'POST', url: '/v2/schedule/bookAppointments', token, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.field ?? res.body.message).toContain(field);
    }
    expect((await call(t.app, { method: 'POST', url: '/v2/schedule/bookAppointments', payload: { appointments: [] } })).status).toBe(401);
  });
});
