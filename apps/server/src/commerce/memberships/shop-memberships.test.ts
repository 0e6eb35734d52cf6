import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { billDueSubscriptions } from '../subscriptions/subscription-billing.ts';
import { renewDueMemberships } from './membership-renewals.ts';
import { cardToken, ctxOf, owner, registered, type OwnerSession } from './memberships-test-kit.ts';
import { membershipCart } from './shop-memberships-test-kit.ts';

const START = new Date('2026-05-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let sam: OwnerSession;
let casey: OwnerSession;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  sam = await owner(t.app);
  casey = await owner(t.app, 'simulator.coach@example.com');
});
afterAll(() => t.close());

const DEVICE = `membership_device { devices { id name } chosen { id name } }`;
describe('a membership bought in the launch-monitor shop', () => {
  it('asks which of several devices it is for, refuses another owner’s, starts on the one chosen and can then be upgraded', async () => {
    const deviceId = await registered(sam, 'ST21000131');
    const stranger = await registered(casey, 'ST21000132');
    const cart = await membershipCart(t, sam, 'Game Improvement (yearly)');

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
    const again = await membershipCart(t, sam, 'Game Improvement (yearly)');
    await again.run(`mutation($c: String!, $d: Int!) { setMembershipDeviceOnCart(input: { cart_id: $c, device_id: $d }) { cart { id } } }`, {
      c: again.cartId,
      d: deviceId,
    });
    expect((await again.place()).errors?.[0]?.message).toMatch(/already has Play & Improve\. Upgrade it/);
    // A Japanese reader is told so in Japanese, with the plan's Japanese name.
    expect((await again.place('ja')).errors?.[0]?.message).toBe(
      'ご注文を確定できません：Test bayにはすでに「プレー＆上達」があります。デバイスとメンバーシップでアップグレードしてください。',
    );
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

  it('runs one more year for each paid renewal of its shop subscription; a declined one extends nothing, a cancelled one runs to the end of its term', async () => {
    clock.set(START);
    const deviceId = await registered(casey, 'ST21000133');
    const cart = await membershipCart(t, casey, 'Game Improvement (yearly)');
    await cart.run(`mutation($c: String!, $d: Int!) { setMembershipDeviceOnCart(input: { cart_id: $c, device_id: $d }) { cart { id } } }`, {
      c: cart.cartId,
      d: deviceId,
    });
    const placed = await cart.place();
    expect(placed.errors).toBeUndefined();
    const orderNumber = placed.data.placeOrder.order.order_number as string;
    const membership = async () =>
      ((await casey.api('GET', '/api/skytrak/membership?source=skytrak')).body.data as { device: { deviceId: number }; status: string; endsAt: string }[]).find(
        (m) => m.device.deviceId === deviceId,
      )!;
    const bought = await membership();
    expect(bought).toMatchObject({ status: 'active', endsAt: '2027-05-10T15:00:00.000Z' });
    const subs = (await cart.run('{ subscriptions { entity_id logs { order_increment_id } } }')).data.subscriptions as {
      entity_id: number;
      logs: { order_increment_id: string | null }[];
    }[];
    const id = subs.find((x) => x.logs.some((l) => l.order_increment_id === orderNumber))!.entity_id;
    const payWith = async (card: string) =>
      expect(
        (
          await cart.run('mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { entity_id } }', {
            id,
            t: await cardToken(t.app, card),
          })
        ).errors,
      ).toBeUndefined();
    const bill = async (at: string) => {
      clock.set(new Date(at));
      return (await billDueSubscriptions(ctxOf(t))).filter((o) => o.subscriptionId === id).map((o) => o.result);
    };

    // The renewal a year on is declined: the membership keeps its end.
    await payWith('4000000000000002');
    expect(await bill('2027-05-10T15:05:00Z')).toEqual(['declined']);
    // Its year is over, so the memberships sweep ends it meanwhile.
    await renewDueMemberships(ctxOf(t));
    expect(await membership()).toMatchObject({ status: 'expired', endsAt: '2027-05-10T15:00:00.000Z' });

    // The retry a day later is paid: the same membership comes back and runs one more year from where it ended.
    await payWith('4242424242424242');
    expect(await bill('2027-05-11T15:05:00Z')).toEqual(['billed']);
    expect(await membership()).toMatchObject({ status: 'active', endsAt: '2028-05-10T15:00:00.000Z' });

    // Cancelled: nothing more is charged, and the membership runs to the end of the year paid for.
    expect((await cart.run('mutation($id: Int!) { changeSubscriptionStatus(entity_id: $id, status: "canceled") { status } }', { id })).errors).toBeUndefined();
    expect(await bill('2028-05-10T15:05:00Z')).toEqual([]);
    expect((await membership()).endsAt).toBe('2028-05-10T15:00:00.000Z');
  });
});
