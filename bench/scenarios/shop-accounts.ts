import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

async function graphql(ctx: ScenarioContext, token: string, query: string, variables: object = {}) {
  const res = await fetch(`${ctx.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, store: 'US' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, unknown>; errors?: unknown[] };
}

const SUBSCRIPTIONS = `query { subscriptions { entity_id increment_id description status frequency_count frequency_unit run_count next_run last_run subtotal
  quote { quote_currency_code items { sku name qty option } payment { cc_type cc_last_4 } billing_address { city } shipping_address { city } }
  logs { log_id agent order_increment_id description status created_at } } storeConfig { timeZone } }`;

const CART_WITH_CODES = `query($c: String!) { cart(cart_id: $c) { id total_quantity
  items { uid quantity product { sku name } prices { row_total { value } } }
  applied_gift_codes { code amount { value } balance { value } }
  prices { grand_total { value currency } gift_voucher_info { total { value } codes { code amount { value } } } } } }`;

/** The demo player's shop cart with two balls and both of their received gift codes applied (a little of each). */
async function cartWithTwoCodes(ctx: ScenarioContext) {
  const token = (await ctx.signIn('player@example.com')).eToken!;
  const cards = (await graphql(ctx, token, '{ customerGiftCards { code relation is_usable } }')).data.customerGiftCards as {
    code: string;
    relation: string;
    is_usable: boolean;
  }[];
  const codes = cards
    .filter((c) => c.relation === 'received' && c.is_usable)
    .map((c) => c.code)
    .slice(0, 2);
  if (codes.length < 2) throw new Error('The demo player needs two usable received gift codes (seed).');
  await graphql(ctx, token, 'mutation { deActiveAllCustomerCart }');
  const cartId = (await graphql(ctx, token, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
  await graphql(ctx, token, 'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "AF-TOUR-BALL", quantity: 2 }]) { cart { id } } }', {
    c: cartId,
  });
  for (const code of codes) {
    const applied = await graphql(
      ctx,
      token,
      'mutation($c: String!, $g: String!) { msApplyGiftCodeToCart(cart_id: $c, gift_code: $g, amount_applied: 5) { cart { id } } }',
      { c: cartId, g: code },
    );
    if (applied.errors) throw new Error(JSON.stringify(applied.errors));
  }
  return { token, cartId };
}

export const shopAccountScenarios: Scenario[] = [
  {
    name: 'subscriptions · GraphQL subscription history read',
    prepare: async (ctx) => {
      const token = (await ctx.signIn('player@example.com')).eToken!;
      return { method: 'POST', path: '/graphql', headers: { authorization: `Bearer ${token}`, store: 'US' }, body: JSON.stringify({ query: SUBSCRIPTIONS }) };
    },
  },
  {
    name: 'gift codes · GraphQL cart read with two gift codes',
    prepare: async (ctx) => {
      const { token, cartId } = await cartWithTwoCodes(ctx);
      return {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${token}`, store: 'US' },
        body: JSON.stringify({ query: CART_WITH_CODES, variables: { c: cartId } }),
      };
    },
  },
];
