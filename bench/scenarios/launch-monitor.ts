import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

async function bearer(ctx: ScenarioContext) {
  const session = await ctx.signIn('player@example.com');
  return { authorization: `Bearer ${session.access_token}` };
}

/** Launch-monitor practice (issue 4): the session list and the leaderboards, read at any shot count. */
export const launchMonitorScenarios: Scenario[] = [
  {
    name: 'GET /skytrak/my-game/activity (page 0, with club statistics) [practice]',
    largeTable: true,
    prepare: async (ctx) => ({ path: '/skytrak/my-game/activity?page=0&size=20', headers: await bearer(ctx) }),
  },
  {
    name: 'GET /skytrak/my-game/activity (driver, last 90 days, page 1) [practice]',
    largeTable: true,
    prepare: async (ctx) => {
      const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
      return { path: `/skytrak/my-game/activity?page=1&size=20&clubType=driver&fromDate=${from}`, headers: await bearer(ctx) };
    },
  },
  {
    name: 'GET /skytrak/my-game/activity/{id} (one session with shots) [practice]',
    largeTable: true,
    prepare: async (ctx) => {
      const headers = await bearer(ctx);
      const list = (await (await fetch(`${ctx.url}/skytrak/my-game/activity?activityType=range`, { headers })).json()) as {
        data: { activities: { esnActivityId: number }[] };
      };
      return { path: `/skytrak/my-game/activity/${list.data.activities[0]!.esnActivityId}`, headers };
    },
  },
  {
    name: 'GET /api/leader-board/challenge (driver, global) [practice]',
    prepare: async (ctx) => ({ path: '/api/leader-board/challenge?type=driver', headers: await bearer(ctx) }),
  },
  {
    name: 'GET /api/leader-board/challenge (distance, one center) [practice]',
    prepare: async (ctx) => {
      const headers = await bearer(ctx);
      const me = (await (await fetch(`${ctx.url}/api/v2/player/me`, { headers })).json()) as { data: { centerId: number } };
      return { path: `/api/leader-board/challenge?type=distance&centerId=${me.data.centerId}`, headers };
    },
  },
];
