import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

const signedIn = async (ctx: ScenarioContext, path: string) => {
  const session = await ctx.signIn('player@example.com');
  return { path, headers: { authorization: `Bearer ${session.access_token}` } };
};

/** Account reads: the notification list (500 of the demo player's among every scale player's), the home page, scores, referral landing, closest centers. */
export const accountScenarios: Scenario[] = [
  { name: 'GET /api/v2/player/notification', prepare: (ctx) => signedIn(ctx, '/api/v2/player/notification?page=0&size=20') },
  { name: 'GET /api/v3/layout/home', prepare: (ctx) => signedIn(ctx, '/api/v3/layout/home?timeZone=America/New_York') },
  { name: 'GET /api/player-score/dashboard', prepare: (ctx) => signedIn(ctx, '/api/player-score/dashboard') },
  { name: 'GET /api/player?pid (referral landing)', prepare: async () => ({ path: '/api/player?pid=JORDAN2026' }) },
  { name: 'GET /api/centers/closest?postal', prepare: async () => ({ path: '/api/centers/closest?postal=10001' }) },
  { name: 'GET /api/pref-configuration', prepare: async () => ({ path: '/api/pref-configuration' }) },
];
