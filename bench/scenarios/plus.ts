import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

/** A read of the demo player, who has bucks, coupons, gear picks and renewal plans in the demo data. */
const player = async (ctx: ScenarioContext, path: string) => {
  const session = await ctx.signIn('player@example.com');
  return { path, headers: { authorization: `Bearer ${session.access_token}` } };
};

/** The read calls of Plus, bucks and coupons, recommended gear and renewals (issue 17). */
export const plusScenarios: Scenario[] = [
  { name: 'plus · GET /api/bucks (credits and balance)', prepare: (ctx) => player(ctx, '/api/bucks') },
  { name: 'plus · GET /api/coupon (coupons and usable bucks)', prepare: (ctx) => player(ctx, '/api/coupon') },
  { name: 'plus · GET /api/subscription (Plus offer and status)', prepare: (ctx) => player(ctx, '/api/subscription') },
  { name: 'plus · GET /api/gear/recommended', prepare: (ctx) => player(ctx, '/api/gear/recommended') },
  { name: 'plus · GET /api/renewal/game-plan (plans with tax)', prepare: (ctx) => player(ctx, '/api/renewal/game-plan') },
];
