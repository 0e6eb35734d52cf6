import type { Scenario, ScenarioContext } from '../lib/scenario.ts';

async function graphql(ctx: ScenarioContext, token: string, query: string, variables: object = {}) {
  const res = await fetch(`${ctx.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, store: 'US' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, unknown> };
}

// The run keeps each account's session (sign-in is rate limited per account): one per server, not per module.
const demoPlayer = (ctx: ScenarioContext) => ctx.signIn('player@example.com');

/** The demo player's shop token and a cart holding a few items of different types. */
async function filledCart(ctx: ScenarioContext) {
  const session = await demoPlayer(ctx);
  const token = session.eToken!;
  await graphql(ctx, token, 'mutation { deActiveAllCustomerCart }');
  const cartId = (await graphql(ctx, token, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
  await graphql(
    ctx,
    token,
    'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "AF-TOUR-BALL", quantity: 3 }, { sku: "TA-ALIGN", quantity: 1 }, { sku: "BND-STARTER", quantity: 1 }, { sku: "LP-10", quantity: 1 }]) { cart { id } } }',
    { c: cartId },
  );
  return { token, cartId };
}

const CART_READ = `query($c: String!) { cart(cart_id: $c) { id total_quantity applied_coupons { code }
  items { uid quantity product { sku name small_image { url } } prices { price { value currency } row_total { value } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } } }
  prices { grand_total { value currency } subtotal_excluding_tax { value } applied_taxes { label amount { value } } discounts { label amount { value } } } } }`;

// Scale players cycle through eight regions; the first three of each eight are US players of this site.
const US_SCALE_PLAYERS = Array.from({ length: 50 }, (_, i) => Math.floor(i / 3) * 8 + (i % 3) + 1);

export const checkoutScenarios: Scenario[] = [
  {
    name: 'checkout · GraphQL cart read (4 lines)',
    prepare: async (ctx) => {
      const { token, cartId } = await filledCart(ctx);
      return {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${token}`, store: 'US' },
        body: JSON.stringify({ query: CART_READ, variables: { c: cartId } }),
      };
    },
  },
  {
    name: 'checkout · GraphQL addProductsToCart',
    kind: 'write',
    prepare: async (ctx) => {
      const { token, cartId } = await filledCart(ctx);
      const query =
        'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "LP-5", quantity: 1 }]) { cart { total_quantity prices { grand_total { value } } } user_errors { code } } }';
      return {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${token}`, store: 'US' },
        body: JSON.stringify({ query, variables: { c: cartId } }),
      };
    },
  },
  {
    // Many shoppers at once: 50 signed-in customers with a cart each, each request adding to the
    // next cart in turn, so the connections in flight write to different carts (the lock of one
    // cart is not what is measured). The shop has no guest carts: createEmptyCart needs a customer.
    name: 'checkout · GraphQL addProductsToCart, 50 customers at once',
    kind: 'write',
    prepare: async (ctx) => {
      const query =
        'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "LP-5", quantity: 1 }]) { cart { total_quantity prices { grand_total { value } } } user_errors { code } } }';
      const requests = [];
      // One sign-in after another: fifty password checks at once would measure the sign-in instead.
      for (const n of US_SCALE_PLAYERS) {
        const session = await ctx.signIn(`scale.player${n}@example.com`);
        if (!session.eToken) throw new Error(`scale.player${n} has no shop account`);
        const cartId = (await graphql(ctx, session.eToken, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
        requests.push({
          method: 'POST' as const,
          path: '/graphql',
          headers: { authorization: `Bearer ${session.eToken}`, store: 'US' },
          body: JSON.stringify({ query, variables: { c: cartId } }),
        });
      }
      return { ...requests[0]!, rotate: requests };
    },
  },
  {
    // One request is a whole checkout: a cart of its own, the item, the order, the card charge.
    // 50 customers at once, each request the next customer's (connections in flight are different customers).
    name: 'checkout · place order (POST /api/payment/invoke, card), 50 customers at once',
    kind: 'write',
    prepare: async (ctx) => {
      const tokenRes = await fetch(`${ctx.url}/payments/sandbox/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardNumber: '4242424242424242', expMonth: 12, expYear: 2035 }),
      });
      const cardToken = ((await tokenRes.json()) as { dataValue: string }).dataValue;
      const requests = [];
      for (const n of US_SCALE_PLAYERS) {
        const session = await ctx.signIn(`scale.player${n}@example.com`);
        // Paying needs a billing address in the customer's address book (scale players have none).
        const address = await graphql(
          ctx,
          session.eToken!,
          `
            mutation {
              createCustomerAddress(
                input: {
                  firstname: "Scale"
                  lastname: "Player"
                  street: ["2 Park Plaza"]
                  city: "Irvine"
                  region: { region_code: "CA" }
                  postcode: "92614"
                  country_code: US
                  telephone: "9495550134"
                  default_billing: true
                  default_shipping: true
                }
              ) {
                id
              }
            }
          `,
        );
        if (!address.data?.createCustomerAddress) throw new Error(`scale.player${n}: no billing address (${JSON.stringify(address).slice(0, 200)})`);
        requests.push({
          method: 'POST' as const,
          path: '/api/payment/invoke',
          headers: { authorization: `Bearer ${session.access_token}` },
          body: JSON.stringify({ items: [{ sku: 'LP-10', quantity: 1 }], cardToken }),
        });
      }
      // Counted only when the card was charged and the order placed (a declined or failed payment answers 200 too).
      return { ...requests[0]!, rotate: requests, expect: /"status":"succeeded"/ };
    },
  },
];
