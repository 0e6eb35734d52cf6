import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

/** The demo player's session and their Tournament bag (14 clubs, at scale among 1,000s of bags). */
async function tournamentBag(ctx: ScenarioContext) {
  const session = await ctx.signIn('player@example.com');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const res = await fetch(`${ctx.url}/api/my-bags`, { headers });
  const bags = ((await res.json()) as { data: { id: number; bagName: string }[] }).data;
  const bag = bags.find((b) => b.bagName === 'Tournament bag') ?? bags[0]!;
  const clubs = ((await (await fetch(`${ctx.url}/api/clubs?bagId=${bag.id}`, { headers })).json()) as { data: { id: number }[] }).data;
  return { headers, bagId: bag.id, clubId: clubs[0]!.id };
}

export const bagsScenarios: Scenario[] = [
  {
    name: 'bags · GET /api/my-bags',
    prepare: async (ctx) => ({ path: '/api/my-bags', headers: (await tournamentBag(ctx)).headers }),
  },
  {
    name: 'bags · GET /api/bag/{id} (14 clubs)',
    prepare: async (ctx) => {
      const { headers, bagId } = await tournamentBag(ctx);
      return { path: `/api/bag/${bagId}`, headers };
    },
  },
  {
    name: 'bags · GET /api/clubs?bagId (14 clubs)',
    prepare: async (ctx) => {
      const { headers, bagId } = await tournamentBag(ctx);
      return { path: `/api/clubs?bagId=${bagId}`, headers };
    },
  },
  {
    name: 'bags · GET /api/club-categories',
    prepare: async (ctx) => ({ path: '/api/club-categories', headers: (await tournamentBag(ctx)).headers }),
  },
  {
    name: 'bags · GET /api/presign-get-club-image-url/{id}',
    prepare: async (ctx) => {
      const { headers, clubId } = await tournamentBag(ctx);
      return { path: `/api/presign-get-club-image-url/${clubId}`, headers };
    },
  },
];
