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
    name: 'lessons: GET /api/v2/appointments (scale player, 200k appointments)',
    largeTable: true,
    prepare: async (ctx) => {
      const session = await ctx.signIn('scale.player1@example.com');
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
];
