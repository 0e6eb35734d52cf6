import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { cardToken as shopCardToken, cardPayment } from '../checkout/checkout-test-kit.ts';
import { cardToken, owner, registered, type OwnerSession } from './memberships-test-kit.ts';

let t: TestApp;
let sam: OwnerSession;
let casey: OwnerSession;
beforeAll(async () => {
  t = await startTestApp();
  sam = await owner(t.app);
  casey = await owner(t.app, 'simulator.coach@example.com');
});
afterAll(() => t.close());

const DEVICE = `membership_device { devices { id name } chosen { id name } }`;
const BILLING = {
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
async function membershipCart(o: OwnerSession, plan: string) {
  const run = async (query: string, variables: object = {}) => {
    const res = await o.gql(query, variables);
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
  const place = () => run('mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } } }', { c: cartId });
  return { run, cartId, place };
}

describe('a membership bought in the launch-monitor shop', () => {
  it('asks which of several devices it is for, refuses another owner’s, starts on the one chosen and can then be upgraded', async () => {
    const deviceId = await registered(sam, 'ST21000131');
    const stranger = await registered(casey, 'ST21000132');
    const cart = await membershipCart(sam, 'Game Improvement (yearly)');

    // Sam has several launch monitors: none is chosen for them, and placing the order asks.
    const before = (await cart.run(`query($c: String!) { cart(cart_id: $c) { ${DEVICE} } }`, { c: cart.cartId })).data.cart.membership_device;
    expect(before.devices.length).toBeGreaterThan(1);
    expect(before.chosen).toBeNull();
    expect((await cart.place()).errors?.[0]?.message).toMatch(/Choose the launch monitor this membership is for/);

    const choose = (device: number) =>
      cart.run(`mutation($c: String!, $d: Int!) { setMembershipDeviceOnCart(input: { cart_id: $c, device_id: $d }) { cart { ${DEVICE} } } }`, {
        c: cart.cartId,
        d: device,
      });
    const theirs = await choose(stranger);
    expect(theirs.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const chosen = await choose(deviceId);
    expect(chosen.data.setMembershipDeviceOnCart.cart.membership_device.chosen).toEqual({ id: deviceId, name: 'Test bay' });

    const placed = await cart.place();
    expect(placed.errors).toBeUndefined();

    // The paid order started the membership on that device, where the memberships page offers an upgrade.
    const listed = (await sam.api('GET', '/api/skytrak/membership?source=skytrak')).body.data as {
      membershipId: number;
      device: { deviceId: number };
      status: string;
      sku: string;
      term: string;
      upgrades: { sku: string; amount: string }[];
    }[];
    const membership = listed.find((m) => m.device.deviceId === deviceId)!;
    expect(membership).toMatchObject({ status: 'active', sku: 'SKT-GAME-IMPROVE', term: 'yearly' });
    const upgrade = membership.upgrades.find((u) => u.sku === 'SKT-PLAY-IMPROVE')!;
    // The whole year is left: 199.99 − the 129.99 paid in the shop = 70.00, plus the 7.75 % tax the shop charged on it.
    expect(upgrade.amount).toBe('75.43');
    const paid = await sam.rest('/rest/STSVEN/V1/subscription/upgradePlan', {
      subscriptionID: membership.membershipId,
      typeProduct: 'SKT-PLAY-IMPROVE',
      amount: upgrade.amount,
      infoCard: { token: await cardToken(t.app) },
    });
    expect(paid.body.data).toMatchObject({ status: 'paid', amount: '75.43', membership: { sku: 'SKT-PLAY-IMPROVE' } });

    // A second membership of that family for the same device is refused: upgrade it instead.
    const again = await membershipCart(sam, 'Game Improvement (yearly)');
    await again.run(`mutation($c: String!, $d: Int!) { setMembershipDeviceOnCart(input: { cart_id: $c, device_id: $d }) { cart { id } } }`, {
      c: again.cartId,
      d: deviceId,
    });
    expect((await again.place()).errors?.[0]?.message).toMatch(/already has Play & Improve\. Upgrade it/);
  });

  it('names the plans, memberships and upgrades in Japanese for a Japanese reader; a legacy plan keeps the name it came with', async () => {
    const ja = { 'accept-language': 'ja' };
    const plans = (await sam.api('GET', '/api/skytrak/membership/plans', undefined, ja)).body.data.plans as { sku: string; name: string }[];
    expect(plans.map((p) => p.name)).toEqual(expect.arrayContaining(['ゲーム上達', 'プレー＆上達', 'プロ', 'プレミアムコースパック']));
    const english = (await sam.api('GET', '/api/skytrak/membership/plans')).body.data.plans as { sku: string; name: string }[];
    expect(english.find((p) => p.sku === 'SKT-PRO')!.name).toBe('Pro');

    const listed = (await sam.api('GET', '/api/skytrak/membership', undefined, ja)).body.data as {
      source: string;
      planName: string;
      upgrades: { name: string }[];
    }[];
    const bought = listed.filter((m) => m.source === 'skytrak');
    expect(bought.length).toBeGreaterThan(0);
    for (const m of bought) expect(m.planName).toMatch(/^(ゲーム上達|プレー＆上達|プロ|プレミアムコースパック)$/);
    expect(bought.flatMap((m) => m.upgrades.map((u) => u.name)).every((n) => /[\u3040-\u30ff]/.test(n))).toBe(true);
    expect(listed.find((m) => m.source === 'legacy')?.planName).toBe('Play & Improve (legacy)');
  });
});
