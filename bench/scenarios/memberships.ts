import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

const simulator = async (ctx: ScenarioContext, path: string) => {
  const session = await ctx.signIn('simulator@example.com');
  return { path, headers: { authorization: `Bearer ${session.access_token}` } };
};

/** Launch-monitor device and membership reads of the demo simulator owner, and the public EU country list. */
export const membershipScenarios: Scenario[] = [
  { name: 'GET /api/skytrak/devices', prepare: (ctx) => simulator(ctx, '/api/skytrak/devices') },
  { name: 'GET /api/skytrak/membership (all sources)', prepare: (ctx) => simulator(ctx, '/api/skytrak/membership?source=simulation,legacy,skytrak') },
  { name: 'GET /api/skytrak/membership/plans', prepare: (ctx) => simulator(ctx, '/api/skytrak/membership/plans') },
  { name: 'GET /api/skytrak/purchase (membership purchases)', prepare: (ctx) => simulator(ctx, '/api/skytrak/purchase?page=1&size=20') },
  { name: 'GET /STSVEN/rest/all/V1/getCountryEU (membership VAT)', prepare: async () => ({ path: '/STSVEN/rest/all/V1/getCountryEU' }) },
];
