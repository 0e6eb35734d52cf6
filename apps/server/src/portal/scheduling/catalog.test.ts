import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { book, bookingOf, dateAhead, demoIds, newPlayers, openings } from './scheduling.fixtures.ts';

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

const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}, tok = token) =>
  call(t.app, { method: 'GET', url, query, headers, token: tok });

describe('GET /api/v2/lesson/types', () => {
  it('lists the lesson types of the player’s site in the caller’s language', async () => {
    const en = await get('/api/v2/lesson/types');
    expect(en.status).toBe(200);
    expect(en.body.data.map((x: { code: string }) => x.code)).toEqual(['private-lesson', 'swing-evaluation', 'short-game', 'practice-session']);
    expect(en.body.data[0]).toMatchObject({ name: 'Private lesson', kind: 'lesson', durationMinutes: 60, credits: 1 });
    const ja = await get('/api/v2/lesson/types', {}, { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(ja.body.data[0].name).toBe('プライベートレッスン');
    expect((await call(t.app, { method: 'GET', url: '/api/v2/lesson/types' })).status).toBe(401);
  });
});

describe('centers', () => {
  it('lists the nearest centers of the player’s site first, with bookable coaches', async () => {
    const res = await get('/api/centers/nearest', { latitude: '33.7', longitude: '-117.8' });
    expect(res.status).toBe(200);
    const names = res.body.data.map((c: { city: string }) => c.city);
    expect(names[0]).toBe('Irvine');
    expect(names).not.toContain('中央区'); // Tokyo belongs to the Japan site
    expect(res.body.data[0].distanceKm).toBeLessThan(5);
    expect(res.body.data[0].coaches.length).toBe(2);
    expect(res.body.data[0].lessonTypeIds).toContain(ids.privateLesson);
  });

  it('without a location ranks from the home center', async () => {
    const res = await get('/api/centers/nearest');
    expect(res.body.data[0]).toMatchObject({ city: 'New York', isHomeCenter: true, distanceKm: 0 });
    expect((await get('/api/centers/nearest', { latitude: '123' })).status).toBe(400);
  });

  it('finds the closest centers to a postal code, a city or coordinates', async () => {
    const postal = await get('/api/closest-centers', { locrequest: 'M5X 1A9', ip: '203.0.113.9', pagever: '3', scope: '' });
    expect(postal.status).toBe(200);
    expect(postal.body.data[0].city).toBe('Toronto');
    expect((await get('/api/closest-centers', { locrequest: 'london' })).body.data[0].city).toBe('London');
    // Text that names no center finds none, rather than every center.
    expect((await get('/api/closest-centers', { locrequest: 'zzzz@@' })).body.data).toEqual([]);
    expect((await get('/api/closest-centers', { locrequest: '40.7,-74.0' })).body.data[0].city).toBe('New York');
    expect((await get('/api/closest-centers', { locrequest: 'x'.repeat(200) })).status).toBe(400);
  });

  it('gives distances in miles to a player in yards and in km to a player in metres', async () => {
    const near = (await get('/api/centers/nearest', { latitude: '33.7', longitude: '-117.8' })).body.data[1];
    expect(near.distance).toEqual({ value: Math.round((near.distanceKm / 1.609344) * 10) / 10, unit: 'mi' });
    const [metres] = await newPlayers(t, 1);
    await call(t.app, { method: 'PUT', url: '/api/v2/player', token: metres!.token, payload: { enableMetricDistances: true } });
    const km = (await get('/api/centers/nearest', { latitude: '33.7', longitude: '-117.8' }, {}, metres!.token)).body.data[1];
    expect(km.distance).toEqual({ value: km.distanceKm, unit: 'km' });
  });
});

describe('GET /v2/schedule/getOpenings', () => {
  const base = () => ({ centerId: String(ids.irvine.id), appointmentType: String(ids.privateLesson), date: dateAhead(LA, 7, 2), timeZone: LA });

  it('gives open slots of every coach, in the player’s zone, filtered by time of day', async () => {
    const all = await openings(t, token, base());
    expect(new Set(all.map((o) => o.coachId)).size).toBe(2);
    const evening = await openings(t, token, { ...base(), timeOfDay: 'evening' });
    expect(evening.length).toBeGreaterThan(0);
    expect(evening.every((o) => o.timeOfDay === 'evening' && Number(o.startTime.slice(11, 13)) >= 17)).toBe(true);
    const tokyo = await openings(t, token, { ...base(), timeZone: 'Asia/Tokyo' });
    expect(tokyo.every((o) => o.startTime.endsWith('+09:00'))).toBe(true);
  });

  it('answers an error code and message a person can read when the slots cannot be looked up', async () => {
    const wrongType = await get('/v2/schedule/getOpenings', { ...base(), appointmentType: '999' });
    expect(wrongType.status).toBe(404);
    expect(wrongType.body.code).not.toBe(0);
    expect(wrongType.body.message).toMatch(/lesson type/);
    const wrongCoach = await get('/v2/schedule/getOpenings', { ...base(), coachId: String(ids.manhattanCoach.id) });
    expect(wrongCoach.status).toBe(404);
    const badDate = await get('/v2/schedule/getOpenings', { ...base(), date: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.field).toBe('date');
    expect((await get('/v2/schedule/getOpenings', { ...base(), days: '30' })).status).toBe(400);
    const past = await get('/v2/schedule/getOpenings', { ...base(), date: '2020-01-01', suppressLogging: 'true' });
    expect(past.body.data).toEqual([]);
  });
});

describe('GET /v2/schedule/getOpenings, statements', () => {
  it('reads the center, the lesson type, the rules, the coaches, the time they hold and the waiting lists in one statement', async () => {
    const query = { centerId: String(ids.irvine.id), appointmentType: String(ids.privateLesson), date: dateAhead(LA, 1, 2), timeZone: LA };
    const extras: Record<string, string>[] = [{}, { includeFull: 'true' }, { coachId: String(ids.irvineCoach.id), days: '7' }];
    for (const extra of extras) {
      let res!: Awaited<ReturnType<typeof get>>;
      const statements = await countQueries(t.database, async () => (res = await get('/v2/schedule/getOpenings', { ...query, ...extra })));
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(statements).toBe(1);
    }
  });
});

describe('POST /api/schedule/suggestions', () => {
  it('suggests the same time with the same coach in the following weeks', async () => {
    const [slot] = await openings(t, token, {
      centerId: ids.irvine.id,
      appointmentType: ids.privateLesson,
      coachId: ids.irvineCoach.id,
      date: dateAhead(LA, 1, 3),
      timeZone: LA,
    });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/schedule/suggestions',
      token,
      payload: {
        centerId: ids.irvine.id,
        appointmentType: ids.privateLesson,
        selectedSlots: [{ coachId: slot!.coachId, slotNumber: slot!.slotNumber }],
        weeks: 3,
        timeZone: LA,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(
      res.body.data.every(
        (o: { startTime: string; coachId: number }) => o.startTime.slice(11, 16) === slot!.startTime.slice(11, 16) && o.coachId === slot!.coachId,
      ),
    ).toBe(true);
  });

  it('needs at least one selected slot', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/schedule/suggestions',
      token,
      payload: { centerId: ids.irvine.id, appointmentType: ids.privateLesson, selectedSlots: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('selectedSlots');
  });
});

describe('last bookings and credits', () => {
  it('offers the last distinct bookings for quick rebooking, newest first', async () => {
    const res = await get('/api/player/lesson/last-booking', { size: '5' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    expect(res.body.data[0]).toHaveProperty('lessonType.name');
    expect((await get('/api/player/lesson/last-booking', { size: '50' })).status).toBe(400);
  });

  it('answers credits in the v2 and v3 shapes, lowered by a booking', async () => {
    const [p] = await newPlayers(t, 1, 4);
    const v2 = await get('/api/v2/player/lesson/credit', {}, {}, p!.token);
    expect(v2.body.data).toEqual({ lessonCredit: 4, practiceCredit: 0 });
    const [slot] = await openings(t, p!.token, { centerId: ids.irvine.id, appointmentType: ids.privateLesson, date: dateAhead(LA, 7, 4), timeZone: LA });
    await book(t, p!.token, [bookingOf(slot!, { centerId: ids.irvine.id, playerId: p!.id, appointmentType: ids.privateLesson })]);
    const v3 = await get('/api/v3/player/lesson/credit', {}, {}, p!.token);
    expect(v3.body.data).toMatchObject({ lesson: { remaining: 3, total: 4 }, practice: { remaining: 0, total: 0 } });
    expect(v3.body.data.packs).toHaveLength(1);
    expect((await call(t.app, { method: 'GET', url: '/api/v3/player/lesson/credit' })).status).toBe(401);
  });
});

describe('odd input', () => {
  it('never answers 500, whatever is sent', async () => {
    const center = String(ids.irvine.id);
    const type = String(ids.privateLesson);
    const requests = [
      { method: 'GET', url: '/v2/schedule/getOpenings', query: { centerId: center, appointmentType: type, date: '2199-12-31', timeZone: 'Etc/GMT+12' } },
      { method: 'GET', url: '/v2/schedule/getOpenings', query: { centerId: center, appointmentType: type, date: '1900-01-01', days: '14' } },
      { method: 'GET', url: '/v2/schedule/getOpenings', query: { centerId: '2147483647', appointmentType: type, date: '2027-01-01' } },
      { method: 'GET', url: '/v2/schedule/getOpenings', query: { centerId: center, appointmentType: type, date: '99999-01-01' } },
      { method: 'GET', url: '/api/v2/appointments', query: { from: '1900-01-01', to: '1901-12-31' } },
      { method: 'GET', url: '/api/v2/appointments', query: { from: '2100-01-01', to: '2000-01-01' } },
      { method: 'GET', url: '/api/closest-centers', query: { locrequest: '91,181' } },
      { method: 'GET', url: '/api/closest-centers', query: { locrequest: '.*(' } },
      { method: 'GET', url: '/api/v2/player/lessons/history', query: { page: '10000', size: '100' } },
      {
        method: 'POST',
        url: '/api/schedule/suggestions',
        payload: { centerId: ids.irvine.id, appointmentType: ids.privateLesson, selectedSlots: [{ coachId: ids.irvineCoach.id, slotNumber: 1_000_000_000 }] },
      },
      {
        method: 'POST',
        url: '/v2/schedule/bookAppointments',
        payload: {
          appointments: [
            { centerId: ids.irvine.id, playerId: 1, appointmentType: ids.privateLesson, coachId: ids.irvineCoach.id, slotNumber: 1e15, timeZone: 'UTC' },
          ],
        },
      },
      {
        method: 'POST',
        url: '/v2/schedule/bookAppointments',
        payload: {
          appointments: [
            { centerId: ids.irvine.id, playerId: 1, appointmentType: ids.privateLesson, coachId: ids.irvineCoach.id, slotNumber: 0, timeZone: 'UTC' },
          ],
        },
      },
      { method: 'POST', url: '/schedule/cancelAppointment', payload: { id: 2147483647 } },
      { method: 'POST', url: '/schedule/cancelAppointment', payload: '{"id": 1' },
      { method: 'GET', url: '/schedule/confirmWaitingList/99999999999' },
      { method: 'GET', url: '/api/download/lesson-video', query: { lessonId: '1', videoType: 'swing', videoId: '-1' } },
    ] as const;
    for (const r of requests) {
      const res = await call(t.app, { ...r, token, headers: { 'content-type': 'application/json' } } as never);
      expect(res.status, `${r.method} ${r.url} ${JSON.stringify(r)}`).toBeLessThan(500);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });
});
