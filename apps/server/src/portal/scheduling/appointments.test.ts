import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { book, bookingOf, creditsOf, dateAhead, demoIds, newPlayers, openings } from './scheduling.fixtures.ts';
import { appointments } from './scheduling.tables.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let token: string;
const LA = 'America/Los_Angeles';

beforeAll(async () => {
  t = await startTestApp();
  ids = await demoIds(t);
  token = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(() => t.close());

const list = (tok: string, query: Record<string, string> = {}) => call(t.app, { method: 'GET', url: '/api/v2/appointments', query, token: tok });
const cancel = (tok: string, payload: object) => call(t.app, { method: 'POST', url: '/schedule/cancelAppointment', payload, token: tok });

async function bookedLesson(weeks: number, weekday: number, credits = 2) {
  const [p] = await newPlayers(t, 1, credits);
  const [slot] = await openings(t, p!.token, {
    centerId: ids.irvine.id,
    appointmentType: ids.privateLesson,
    coachId: ids.irvineCoach.id,
    date: dateAhead(LA, weeks, weekday),
    timeZone: LA,
  });
  const res = await book(t, p!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson })]);
  return { player: p!, appointment: res.body.data.appointments[0] };
}

describe('GET /api/v2/appointments', () => {
  it('lists the player’s appointments and waiting-list places in start order, in the asked time zone', async () => {
    const res = await list(token, { timeZone: 'Europe/Paris' });
    expect(res.status).toBe(200);
    const rows = res.body.data as { startTime: string; appointmentState: string; isWaitingList: boolean; waitingPosition: number | null; timeZone: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((r) => r.startTime)).toEqual([...rows.map((r) => r.startTime)].sort((a, b) => Date.parse(a) - Date.parse(b)));
    expect(rows.every((r) => r.timeZone === 'Europe/Paris' && /[+-]0[12]:00$/.test(r.startTime))).toBe(true);
    expect(rows.find((r) => r.isWaitingList)).toMatchObject({ appointmentState: 'waiting', waitingPosition: 1 });
  });

  it('answers in the center’s zone by default, filters by local dates, and refuses unknown zones', async () => {
    const byDefault = await list(token);
    expect(byDefault.body.data[0].startTime).toMatch(/-0[45]:00$/);
    const none = await list(token, { from: '2001-01-01', to: '2001-01-31' });
    expect(none.body.data).toEqual([]);
    const bad = await list(token, { timeZone: 'Nowhere/Land' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('timeZone');
    expect((await list(token, { from: '2026-13-01' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/appointments' })).status).toBe(401);
  });

  it('shows each player their own appointments and nobody else’s', async () => {
    const { player, appointment } = await bookedLesson(7, 1);
    const stranger = await list(token);
    expect(stranger.body.data.find((a: { id: number }) => a.id === appointment.id)).toBeUndefined();
    const own = await list(player.token);
    expect(own.body.data.map((a: { id: number }) => a.id)).toContain(appointment.id);
  });

  it('shows each listed appointment, cancelled and waiting ones included, exactly as its detail does, in Japanese too', async () => {
    const { player, appointment } = await bookedLesson(7, 6);
    await cancel(player.token, { id: appointment.id, on24HConfirmed: true });
    for (const [tok, zone, lang] of [
      [token, 'Asia/Tokyo', 'ja'],
      [token, undefined, 'en'],
      [player.token, LA, 'ja'],
    ] as const) {
      const query: Record<string, string> = { includeCanceled: 'true', ...(zone ? { timeZone: zone } : {}) };
      const headers = { 'accept-language': lang, authorization: `Bearer ${tok}` };
      const listed = (await t.app.inject({ method: 'GET', url: '/api/v2/appointments', query, headers })).json().data as { id: number }[];
      expect(listed.length).toBeGreaterThan(0);
      for (const a of listed) {
        const detail = await t.app.inject({
          method: 'GET',
          url: '/api/v2/appointments/detail',
          query: { id: String(a.id), ...(zone ? { timeZone: zone } : {}) },
          headers,
        });
        expect(a).toEqual(detail.json().data);
      }
    }
  });
});

describe('GET /api/v2/appointments/detail', () => {
  it('gives one appointment with its cancel policy; another player’s answers 404', async () => {
    const { player, appointment } = await bookedLesson(7, 2);
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/v2/appointments/detail',
      query: { id: String(appointment.id), timeZone: LA },
      token: player.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: appointment.id,
      appointmentState: 'scheduled',
      canCancel: true,
      canReschedule: true,
      cancelPolicy: { noticeHours: 24, isInsideNoticeWindow: false },
    });
    const other = await call(t.app, { method: 'GET', url: '/api/v2/appointments/detail', query: { id: String(appointment.id) }, token });
    expect(other.status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/appointments/detail', query: { id: 'abc' }, token })).status).toBe(400);
  });
});

describe('POST /schedule/cancelAppointment', () => {
  it('cancels in time: the credit comes back and the time is open again', async () => {
    const { player, appointment } = await bookedLesson(7, 3);
    expect(await creditsOf(t, player.id)).toBe(1);
    const res = await cancel(player.token, { id: appointment.id, appointmentState: 'scheduled', isWaitingList: false, note: 'Travelling' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ appointmentState: 'canceled', on24HConfirmed: false, canCancel: false });
    expect(await creditsOf(t, player.id)).toBe(2);
    const inbox = await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: player.token });
    expect(inbox.body.data.notifications.map((n: { kind: string }) => n.kind)).toEqual(['lesson-cancelled', 'lesson-booked']);
    const again = await cancel(player.token, { id: appointment.id });
    expect(again.status).toBe(422);
  });

  it('inside the notice window asks for confirmation, then keeps the credit', async () => {
    const { player, appointment } = await bookedLesson(7, 4);
    // Bring the lesson to five hours from now.
    const start = new Date(t.clock.now().getTime() + 5 * 3_600_000);
    await t.database.db
      .update(appointments)
      .set({ startsAt: start, endsAt: new Date(start.getTime() + 3_600_000), blockedUntil: new Date(start.getTime() + 3_600_000) })
      .where(eq(appointments.id, appointment.id));
    const ask = await cancel(player.token, { id: appointment.id });
    expect(ask.status).toBe(422);
    expect(ask.body).toMatchObject({ code: 50007, data: { noticeHours: 24, creditsForfeited: 1 } });
    const done = await cancel(player.token, { id: appointment.id, on24HConfirmed: true });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ appointmentState: 'canceled', on24HConfirmed: true });
    expect(await creditsOf(t, player.id)).toBe(1);
  });

  it('refuses another player’s appointment (404), a stale state (409) and bad input (400)', async () => {
    const { player, appointment } = await bookedLesson(7, 5);
    expect((await cancel(token, { id: appointment.id })).status).toBe(404);
    const stale = await cancel(player.token, { id: appointment.id, appointmentState: 'waiting' });
    expect(stale.status).toBe(409);
    expect((await cancel(player.token, { id: appointment.id, isWaitingList: true })).status).toBe(400);
    expect((await cancel(player.token, { id: -1 })).status).toBe(400);
    expect((await cancel(player.token, {})).body.field).toBe('id');
  });

  it('refuses to cancel a lesson that has taken place', async () => {
    const past = await list(token, {
      from: new Date(t.clock.now().getTime() - 365 * 86_400_000).toISOString().slice(0, 10),
      to: new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10),
    });
    const done = past.body.data.find((a: { appointmentState: string }) => a.appointmentState === 'completed');
    expect(done).toBeDefined();
    const res = await cancel(token, { id: done.id });
    expect(res.status).toBe(422);
  });
});
