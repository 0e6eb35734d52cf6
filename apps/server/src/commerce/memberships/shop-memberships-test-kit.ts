import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { cardToken as shopCardToken, cardPayment } from '../checkout/checkout-test-kit.ts';
import type { OwnerSession } from './memberships-test-kit.ts';

export const BILLING = {
  firstname: 'Sam',
  lastname: 'Taylor',
  street: ['2 Park Plaza'],
  city: 'Irvine',
  region: 'CA',
  postcode: '92614',
  country_code: 'US',
  telephone: '9495550134',
};

/** A launch-monitor shop cart holding the Simulator Membership with a plan, billed and paid by card. */
export async function membershipCart(t: TestApp, o: OwnerSession, plan: string) {
  const run = async (query: string, variables: object = {}, language?: string) => {
    const res = await o.gql(query, variables, language);
    // GraphQL answers of many shapes, read by the tests as they need.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return res.body as { data: Record<string, any>; errors?: { message: string; extensions?: { category?: string } }[] };
  };
  await run('mutation { deActiveAllCustomerCart }');
  const cartId = (await run('{ customerCart { id } }')).data.customerCart.id as string;
  const product = (
    await run(
      '{ products(filter: { sku: { eq: "LM-MEM" } }) { items { ... on CustomizableProductInterface { options { ... on CustomizableDropDownOption { value { uid title } } } } } } }',
    )
  ).data.products.items[0];
  const value = product.options[0].value.find((v: { title: string }) => v.title === plan).uid;
  const added = await run('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }', {
    c: cartId,
    i: [{ sku: 'LM-MEM', quantity: 1, selected_options: [value] }],
  });
  expect(added.data.addProductsToCart.user_errors).toEqual([]);
  await run(
    'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
    {
      c: cartId,
      a: BILLING,
    },
  );
  const token = await shopCardToken(t.app, '4242424242424242');
  await run('mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }', {
    c: cartId,
    p: cardPayment(token),
  });
  const place = (language?: string) => run('mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } } }', { c: cartId }, language);
  return { run, cartId, place };
}

/**
 * Registers a launch monitor to the owner and buys a plan for it in the shop: answers the device,
 * the order, the subscription that renews it, and the owner's cart session for GraphQL.
 */
export async function boughtInShop(t: TestApp, o: OwnerSession, esn: string, plan: string) {
  const res = await o.api('POST', '/api/skytrak/device/register', { esn, name: 'Test bay' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const deviceId = res.body.data.deviceId as number;
  const cart = await membershipCart(t, o, plan);
  await cart.run(`mutation($c: String!, $d: Int!) { setMembershipDeviceOnCart(input: { cart_id: $c, device_id: $d }) { cart { id } } }`, {
    c: cart.cartId,
    d: deviceId,
  });
  const placed = await cart.place();
  expect(placed.errors).toBeUndefined();
  const orderNumber = placed.data.placeOrder.order.order_number as string;
  const subs = (await cart.run('{ subscriptions { entity_id logs { order_increment_id } } }')).data.subscriptions as {
    entity_id: number;
    logs: { order_increment_id: string | null }[];
  }[];
  const subscriptionId = subs.find((x) => x.logs.some((l) => l.order_increment_id === orderNumber))!.entity_id;
  return { deviceId, orderNumber, subscriptionId, run: cart.run };
}
