import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

interface CenterView {
  id: number;
  name: string;
  timeZone: string;
  coaches: unknown[];
}

/** A scale studio (10 coaches, ~400 appointments each) and a scale player of its site. */
async function studio(ctx: ScenarioContext) {
  const session = await ctx.signIn('scale.player1@example.com');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const res = await fetch(`${ctx.url}/api/centers/nearest?limit=50`, { headers });
  const centers = ((await res.json()) as { data: CenterView[] }).data;
  const center = centers.find((c) => c.name.startsWith('Golf Studio') && c.coaches.length === 10);
  if (!center) throw new Error('no scale studio found: run the bench with --scale 1 or more');
  const types = ((await (await fetch(`${ctx.url}/api/v2/lesson/types`, { headers })).json()) as { data: { id: number; code: string }[] }).data;
  const lessonType = types.find((t) => t.code === 'private-lesson')!;
  // Two days ahead, in the studio's zone: inside the booking window, with scale appointments on it.
  const date = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: center.timeZone });
  return { headers, center, lessonType, date };
}

/**
 * US scale players who book in the booking scenario (three of every eight scale players are US; the
 * others belong to other sites). scale.player545 is left out: the appointments list reads its.
 */
const US_SCALE_PLAYERS = Array.from({ length: 361 }, (_, i) => Math.floor(i / 3) * 8 + (i % 3) + 1).filter((n) => n !== 545);

/** Runs `task` over `items`, `width` at a time. */
async function eachAtOnce<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Gives back what an earlier run of the booking scenario booked: each of the player's open lessons
 * between 21:00 and 03:00 UTC (no scale appointment lies there) is cancelled as the player would,
 * so its hour is free again and its credit returned (kept by the center when inside the notice,
 * as for any player). Answers the lesson credits the player has then.
 */
async function cancelEarlierBookings(ctx: ScenarioContext, headers: Record<string, string>): Promise<number> {
  const json = { ...headers, 'content-type': 'application/json' };
  const listed = await fetch(`${ctx.url}/api/v2/appointments?timeZone=UTC`, { headers });
  const mine = ((await listed.json()) as { data: { id: number; startTime: string; appointmentState: string }[] }).data;
  for (const a of mine) {
    const hour = new Date(a.startTime).getUTCHours();
    if (a.appointmentState !== 'scheduled' || (hour < 21 && hour >= 3)) continue;
    const body = JSON.stringify({ id: a.id, on24HConfirmed: true });
    const res = await fetch(`${ctx.url}/schedule/cancelAppointment`, { method: 'POST', headers: json, body });
    if (!res.ok) throw new Error(`could not cancel appointment ${a.id}: ${res.status} ${await res.text()}`);
  }
  const credit = await fetch(`${ctx.url}/api/v2/player/lesson/credit`, { headers });
  return ((await credit.json()) as { data: { lessonCredit: number } }).data.lessonCredit;
}

/**
 * Open lesson times nobody will take from under the bench: at studios west of Chicago, one-hour
 * lessons on the hour from 21:00 to 03:00 UTC (the scale appointments of players and coaches are
 * all between 15:00 and 21:00 UTC), a coach's times an hour apart so two bookings never overlap.
 */
async function freeLessonTimes(ctx: ScenarioContext, headers: Record<string, string>, wanted: number) {
  const centers = ((await (await fetch(`${ctx.url}/api/centers/nearest?limit=50`, { headers })).json()) as { data: CenterView[] }).data;
  const studios = centers.filter((c) => c.name.startsWith('Golf Studio') && c.coaches.length === 10 && /Los_Angeles|Denver/.test(c.timeZone));
  const types = ((await (await fetch(`${ctx.url}/api/v2/lesson/types`, { headers })).json()) as { data: { id: number; code: string }[] }).data;
  const lessonType = types.find((t) => t.code === 'private-lesson')!;
  const times: { centerId: number; coachId: number; slotNumber: number; timeZone: string }[] = [];
  for (const center of studios) {
    for (let day = 2; day < 55 && times.length < wanted; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toLocaleDateString('en-CA', { timeZone: center.timeZone });
      const query = `centerId=${center.id}&appointmentType=${lessonType.id}&date=${date}&timeZone=${encodeURIComponent(center.timeZone)}`;
      const res = await fetch(`${ctx.url}/v2/schedule/getOpenings?${query}`, { headers });
      const slots = ((await res.json()) as { data: { slotNumber: number; coachId: number; isFull: boolean }[] }).data;
      for (const slot of slots) {
        const hour = new Date(slot.slotNumber * 60_000).getUTCHours();
        if (!slot.isFull && slot.slotNumber % 60 === 0 && (hour >= 21 || hour < 3))
          times.push({ centerId: center.id, coachId: slot.coachId, slotNumber: slot.slotNumber, timeZone: center.timeZone });
      }
    }
    if (times.length >= wanted) break;
  }
  return { lessonType, times };
}

export const schedulingScenarios: Scenario[] = [
  {
    name: 'lessons: GET /v2/schedule/getOpenings (10 coaches, 1 day, 200k appointments)',
    largeTable: true,
    prepare: async (ctx) => {
      const { headers, center, lessonType, date } = await studio(ctx);
      return {
        path: `/v2/schedule/getOpenings?centerId=${center.id}&appointmentType=${lessonType.id}&date=${date}&timeZone=${encodeURIComponent(center.timeZone)}&suppressLogging=true`,
        headers,
      };
    },
  },
  {
    name: 'lessons: GET /v2/schedule/getOpenings (1 coach, 7 days)',
    prepare: async (ctx) => {
      const { headers, center, lessonType, date } = await studio(ctx);
      const coachId = (center.coaches[0] as { id: number }).id;
      return {
        path: `/v2/schedule/getOpenings?centerId=${center.id}&appointmentType=${lessonType.id}&coachId=${coachId}&date=${date}&days=7&timeZone=${encodeURIComponent(center.timeZone)}&suppressLogging=true`,
        headers,
      };
    },
  },
  {
    // A US scale player outside the 200 the booking scenario books for (so runs do not change its
    // list): its open appointments in the default window (this month on, a year; 49 on a seed of
    // today, which books up to 70 days ahead), of 200 in all.
    // scale.player1 listed none: the seed gives the first player only cancelled appointments.
    name: 'lessons: GET /api/v2/appointments (scale player, 49 of 200k appointments)',
    largeTable: true,
    prepare: async (ctx) => {
      const session = await ctx.signIn('scale.player545@example.com');
      return { path: '/api/v2/appointments?timeZone=America%2FNew_York', headers: { authorization: `Bearer ${session.access_token}` } };
    },
  },
  {
    name: 'lessons: GET /api/v2/player/lessons/history',
    prepare: async (ctx) => {
      const session = await ctx.signIn('player@example.com');
      return { path: '/api/v2/player/lessons/history?timeZone=America%2FNew_York', headers: { authorization: `Bearer ${session.access_token}` } };
    },
  },
  {
    // Each request books a different open hour for the next of 360 players (each holds a 20-lesson
    // pack from the scale seed), so the 50 connections write as 50 players at once. What earlier
    // runs booked is cancelled first, so every request of this run is a booking that succeeds.
    name: 'lessons: POST /v2/schedule/bookAppointments, 50 players at once',
    kind: 'write',
    prepare: async (ctx) => {
      const sessions: { headers: Record<string, string>; playerId: number; credits: number }[] = [];
      await eachAtOnce(US_SCALE_PLAYERS, 8, async (n) => {
        const session = await ctx.signIn(`scale.player${n}@example.com`);
        const headers = { authorization: `Bearer ${session.access_token}` };
        const me = (await (await fetch(`${ctx.url}/api/v2/player/me`, { headers })).json()) as { data: { id: number } };
        sessions.push({ headers, playerId: me.data.id, credits: await cancelEarlierBookings(ctx, headers) });
      });
      // Each player in turn, as long as they have a credit for the lesson.
      const turns = sessions.flatMap((s) => Array.from({ length: s.credits }, (_, k) => ({ ...s, k }))).sort((a, b) => a.k - b.k);
      const { lessonType, times } = await freeLessonTimes(ctx, sessions[0]!.headers, turns.length);
      const count = Math.min(times.length, turns.length);
      if (count < 1000) throw new Error(`only ${count} bookings can succeed (free times and credits): run the bench on a freshly seeded database`);
      const rotate = times.slice(0, count).map((time, i) => {
        const { headers, playerId } = turns[i]!;
        const item = { ...time, playerId, appointmentType: lessonType.id, handedness: 'right' };
        return { method: 'POST' as const, path: '/v2/schedule/bookAppointments', headers, body: JSON.stringify({ appointments: [item] }) };
      });
      return { ...rotate[0]!, rotate };
    },
  },
];
