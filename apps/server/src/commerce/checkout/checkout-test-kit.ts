import type { FastifyInstance } from 'fastify';
import { call, gql, signIn } from '../../test/harness.ts';

/** Test helpers: a signed-in shopper and the calls a storefront makes. */
export async function shopper(app: FastifyInstance, email = 'player@example.com') {
  let session = await signIn(app, email);
  // A customer token lives four hours on the app's clock: a test that moves the clock by weeks signs
  // in again when the shop refuses the old one, as a customer coming back would.
  const run = async (query: string, variables: object = {}) => {
    const res = await gql(app, query, { token: session.eToken as string, variables, store: 'US' });
    const refused = (res.body.errors as { extensions?: { category?: string } }[] | undefined)?.some((e) => e.extensions?.category === 'graphql-authorization');
    if (!refused) return res;
    session = await signIn(app, email);
    return gql(app, query, { token: session.eToken as string, variables, store: 'US' });
  };
  const cartId = (await run('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
  return {
    get token() {
      return session.eToken as string;
    },
    run,
    cartId,
    get session() {
      return session;
    },
  };
}

export type Shopper = Awaited<ReturnType<typeof shopper>>;

export async function cardToken(app: FastifyInstance, cardNumber: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/payments/sandbox/tokens',
    payload: { cardNumber, expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Jordan Player' },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body as { dataValue: string; dataDescriptor: string; last4: string; cardType: string };
}

export const ADDRESS = {
  firstname: 'Jordan',
  lastname: 'Player',
  street: ['2 Park Plaza'],
  city: 'Irvine',
  region: 'CA',
  postcode: '92614',
  country_code: 'US',
  telephone: '9495550134',
};

export async function add(s: Shopper, items: object[]) {
  return s.run(
    'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { cart { total_quantity prices { grand_total { value } } } user_errors { code message } } }',
    { c: s.cartId, i: items },
  );
}

/** Sets both addresses, local pickup and a card (or another method) on the shopper's cart. */
export async function readyToPlace(s: Shopper, payment: object) {
  const c = s.cartId;
  for (const [q, v] of [
    [
      'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { c, a: ADDRESS },
    ],
    ['mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', { c }],
    [
      'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "localPickup", method_code: "flatrate" }] }) { cart { id } } }',
      { c },
    ],
    [
      'mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }',
      { c, p: payment },
    ],
  ] as const) {
    const res = await s.run(q, v);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  }
}

export const cardPayment = (token: { dataValue: string; dataDescriptor: string; last4: string; cardType: string }) => ({
  code: 'authnetcim',
  authnetcim: {
    acceptjs_key: token.dataDescriptor,
    acceptjs_value: token.dataValue,
    cc_last4: token.last4,
    cc_type: token.cardType,
    cc_exp_month: 12,
    cc_exp_year: 2030,
    save: false,
  },
});

export const PLACE = 'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } errors { code } } }';
