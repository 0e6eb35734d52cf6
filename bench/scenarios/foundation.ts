import type { Scenario } from '../lib/scenario.ts';

export const foundationScenarios: Scenario[] = [
  {
    name: 'GET /api/v2/player/me',
    prepare: async (ctx) => {
      const session = await ctx.signIn('player@example.com');
      return { path: '/api/v2/player/me', headers: { authorization: `Bearer ${session.access_token}` } };
    },
  },
  {
    name: 'GraphQL storeConfig',
    prepare: async () => ({
      method: 'POST',
      path: '/graphql',
      headers: { store: 'US' },
      body: JSON.stringify({ query: '{ storeConfig { store_code base_currency_code root_category_id timezone } }' }),
    }),
  },
];
