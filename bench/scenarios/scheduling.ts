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

/** US scale players (three of every eight are US; the others belong to other sites). */
const US_SCALE_PLAYERS = Array.from({ length: 200 }, (_, i) => Math.floor(i / 3) * 8 + (i % 3) + 1);

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
    // Each request books a different open hour for the next of 200 players (each holds a 20-lesson
    // pack from the scale seed), so the 50 connections write as 50 players at once.
    name: 'lessons: POST /v2/schedule/bookAppointments, 50 players at once',
    kind: 'write',
    prepare: async (ctx) => {
      const sessions: { headers: Record<string, string>; playerId: number }[] = [];
      for (const n of US_SCALE_PLAYERS) {
        const session = await ctx.signIn(`scale.player${n}@example.com`);
        const headers = { authorization: `Bearer ${session.access_token}` };
        const me = (await (await fetch(`${ctx.url}/api/v2/player/me`, { headers })).json()) as { data: { id: number } };
        sessions.push({ headers, playerId: me.data.id });
      }
      // Enough for a run at a few hundred bookings a second; each player books at most 15 (of 20).
      const { lessonType, times } = await freeLessonTimes(ctx, sessions[0]!.headers, sessions.length * 15);
      if (times.length < 1000) throw new Error(`only ${times.length} free lesson times found: run the bench on a freshly seeded database`);
      const rotate = times.map((time, i) => {
        const { headers, playerId } = sessions[i % sessions.length]!;
        const item = { ...time, playerId, appointmentType: lessonType.id, handedness: 'right' };
        return { method: 'POST' as const, path: '/v2/schedule/bookAppointments', headers, body: JSON.stringify({ appointments: [item] }) };
      });
      return { ...rotate[0]!, rotate };
    },
  },
];
