import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { orderByNumber, orderLinesOf } from '../orders/index.ts';
import { paymentOfOrder } from '../payments/index.ts';
import { billDueSubscriptions } from '../subscriptions/index.ts';
import { cardToken, ctxOf, owner, type OwnerSession } from './memberships-test-kit.ts';
import { boughtInShop } from './shop-memberships-test-kit.ts';

// A launch-monitor membership bought in the shop is renewed by its shop subscription: when it
// changes plan on Devices & memberships, the subscription renews the plan it became, at its price.
const START = new Date('2026-05-10T15:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let sam: OwnerSession;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  sam = await owner(t.app);
});
afterAll(() => t.close());

interface Listed {
  membershipId: number;
  device: { deviceId: number };
  status: string;
  sku: string;
  price: string;
  endsAt: string;
  upgrades: { sku: string; amount: string }[];
}
const membershipOn = async (deviceId: number) =>
  ((await sam.api('GET', '/api/skytrak/membership?source=skytrak')).body.data as Listed[]).find((m) => m.device.deviceId === deviceId)!;
const upgrade = async (m: Listed, sku: string, amount = m.upgrades.find((u) => u.sku === sku)?.amount ?? '0.00') =>
  sam.rest('/rest/STSVEN/V1/subscription/upgradePlan', {
    subscriptionID: m.membershipId,
    typeProduct: sku,
    amount,
    infoCard: { token: await cardToken(t.app) },
  });

const SUBSCRIPTION = `entity_id status description subtotal quote { grand_total items { option row_total tax_amount } } logs { description }`;
async function subscriptionOf(run: Awaited<ReturnType<typeof boughtInShop>>['run'], id: number, language?: string) {
  const subs = (await run(`{ subscriptions { ${SUBSCRIPTION} } }`, {}, language)).data.subscriptions as {
    entity_id: number;
    status: string;
    description: string;
    subtotal: string;
    quote: { grand_total: string; items: { option: string; row_total: string; tax_amount: string }[] };
    logs: { description: string }[];
  }[];
  return subs.find((s) => s.entity_id === id)!;
}
const bill = async (at: string, id: number) => {
  clock.set(new Date(at));
  return (await billDueSubscriptions(ctxOf(t))).filter((o) => o.subscriptionId === id);
};
/** The renewal order as charged: its one line's option and prices, its total and the amount the card was charged. */
async function renewal(orderNumber: string) {
  const order = (await orderByNumber(t.database.db, orderNumber))!;
  const [line] = await orderLinesOf(t.database.db, order.id);
  const charge = await paymentOfOrder(t.database.db, order.id);
  return {
    option: line!.options.custom[0]!.values[0]!.label,
    rowTotal: Number(line!.rowTotal).toFixed(2),
    tax: Number(line!.tax).toFixed(2),
    grandTotal: Number(order.grandTotal).toFixed(2),
    charged: Number(charge!.amount).toFixed(2),
    chargeStatus: charge!.status,
  };
}

describe('a shop-bought membership that changes plan', () => {
  it('renews at the plan it was upgraded to: the subscription shows and bills its price plus tax, a declined renewal changes nothing, the paid one runs a year on that plan', async () => {
    clock.set(START);
    const bought = await boughtInShop(t, sam, 'ST21000134', 'Game Improvement (yearly)');
    const before = await membershipOn(bought.deviceId);
    expect(before).toMatchObject({ status: 'active', sku: 'SKT-GAME-IMPROVE', price: '129.99' });

    // Two months in, Sam upgrades to Play & Improve on Devices & memberships: a declined card changes
    // nothing and holds nothing; another card upgrades it.
    clock.set(new Date('2026-07-10T15:00:00Z'));
    const m = await membershipOn(bought.deviceId);
    const amount = m.upgrades.find((u) => u.sku === 'SKT-PLAY-IMPROVE')!.amount;
    const refused = await sam.rest('/rest/STSVEN/V1/subscription/upgradePlan', {
      subscriptionID: m.membershipId,
      typeProduct: 'SKT-PLAY-IMPROVE',
      amount,
      infoCard: { token: await cardToken(t.app, '4000000000000002') },
    });
    expect(refused.body.code).toBe('PAYMENT_DECLINED');
    expect((await subscriptionOf(bought.run, bought.subscriptionId)).quote.items[0]!.option).toBe('Game Improvement (yearly)');
    const paid = await upgrade(m, 'SKT-PLAY-IMPROVE');
    expect(paid.body.data).toMatchObject({ status: 'paid', membership: { sku: 'SKT-PLAY-IMPROVE', price: '199.99' } });

    // The subscription now renews Play & Improve at 199.99 + 7.75 % tax (Irvine, CA) = 215.49 each year.
    const sub = await subscriptionOf(bought.run, bought.subscriptionId);
    expect(sub.description).toBe('Simulator Membership (Play & Improve (yearly))');
    const [item] = sub.quote.items;
    expect([item!.option, Number(sub.subtotal), Number(item!.row_total), Number(item!.tax_amount), Number(sub.quote.grand_total)]).toEqual([
      'Play & Improve (yearly)',
      199.99,
      199.99,
      15.5,
      215.49,
    ]);
    expect(sub.logs[0]!.description).toBe("Plan changed from Game Improvement to Play & Improve: the next billings charge Play & Improve's price.");
    // A Japanese reader reads the product, the plan and the change in Japanese.
    const ja = await subscriptionOf(bought.run, bought.subscriptionId, 'ja');
    expect([ja.description, ja.quote.items[0]!.option, ja.logs[0]!.description]).toEqual([
      'シミュレーター会員 (プレー＆上達（年払い）)',
      'プレー＆上達（年払い）',
      'プランを「ゲーム上達」から「プレー＆上達」に変更しました。次回以降は「プレー＆上達」の価格で請求します。',
    ]);

    // The renewal a year on is declined: nothing changes but the subscription waiting for its retry.
    const declining = await cardToken(t.app, '4000000000000002');
    expect(
      (
        await bought.run('mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { entity_id } }', {
          id: bought.subscriptionId,
          t: declining,
        })
      ).errors,
    ).toBeUndefined();
    expect((await bill('2027-05-10T15:05:00Z', bought.subscriptionId)).map((o) => o.result)).toEqual(['declined']);
    expect(await membershipOn(bought.deviceId)).toMatchObject({ sku: 'SKT-PLAY-IMPROVE', price: '199.99', endsAt: '2027-05-10T15:00:00.000Z' });
    expect((await subscriptionOf(bought.run, bought.subscriptionId)).quote.items[0]!.option).toBe('Play & Improve (yearly)');

    // The retry with a good card bills Play & Improve at its price plus tax; the card is charged the order's total.
    const good = await cardToken(t.app);
    await bought.run('mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { entity_id } }', {
      id: bought.subscriptionId,
      t: good,
    });
    const [billed] = await bill('2027-05-11T15:05:00Z', bought.subscriptionId);
    expect(billed!.result).toBe('billed');
    expect(await renewal(billed!.orderNumber!)).toEqual({
      option: 'Play & Improve (yearly)',
      rowTotal: '199.99',
      tax: '15.50',
      grandTotal: '215.49',
      charged: '215.49',
      chargeStatus: 'succeeded',
    });
    // The membership runs one more year on Play & Improve, at the price paid.
    expect(await membershipOn(bought.deviceId)).toMatchObject({ status: 'active', sku: 'SKT-PLAY-IMPROVE', price: '199.99' });
  });

  it('refuses a plan the shop does not renew at its term and a downgrade, and leaves the subscription on its plan and free to bill', async () => {
    clock.set(START);
    const bought = await boughtInShop(t, sam, 'ST21000135', 'Game Improvement (yearly)');
    clock.set(new Date('2026-11-10T15:00:00Z'));
    // Pro is a higher plan, but the shop sells no yearly Pro: the subscription could not renew it,
    // so Devices & memberships does not offer it, and asking for it anyway is refused.
    expect((await membershipOn(bought.deviceId)).upgrades.map((u) => u.sku)).toEqual(['SKT-PLAY-IMPROVE']);
    const pro = await upgrade(await membershipOn(bought.deviceId), 'SKT-PRO');
    expect(pro.status).toBe(400);
    expect(pro.body.message).toBe('Your shop subscription cannot renew Pro yearly. Choose a plan the shop sells yearly.');
    expect(await membershipOn(bought.deviceId)).toMatchObject({ sku: 'SKT-GAME-IMPROVE' });
    expect((await subscriptionOf(bought.run, bought.subscriptionId)).quote.items[0]!.option).toBe('Game Improvement (yearly)');

    // The refusal held nothing: a plan the shop does renew goes through, and back down is no upgrade.
    expect((await upgrade(await membershipOn(bought.deviceId), 'SKT-PLAY-IMPROVE')).body.data).toMatchObject({ status: 'paid' });
    const down = await upgrade(await membershipOn(bought.deviceId), 'SKT-GAME-IMPROVE', '0.00');
    expect(down.status).toBe(400);
    expect((await subscriptionOf(bought.run, bought.subscriptionId)).quote.items[0]!.option).toBe('Play & Improve (yearly)');
    const [billed] = await bill('2027-05-10T15:05:00Z', bought.subscriptionId);
    expect((await renewal(billed!.orderNumber!)).option).toBe('Play & Improve (yearly)');
  });

  it('an upgrade racing the renewal billing ends in one consistent state: the plan billed is the plan that runs, never a 500', async () => {
    clock.set(START);
    const bought = await boughtInShop(t, sam, 'ST21000136', 'Game Improvement (yearly)');
    // The renewal is due and the membership still shows active: the upgrade (nothing left to prorate) and the billing race.
    clock.set(new Date('2027-05-10T15:01:00Z'));
    const m = await membershipOn(bought.deviceId);
    const [upgraded, outcomes] = await Promise.all([upgrade(m, 'SKT-PLAY-IMPROVE', '0.00'), billDueSubscriptions(ctxOf(t))]);
    expect([200, 409]).toContain(upgraded.status);
    // Whatever won, a later sweep bills the period if the race left it, and the renewal paid for the plan that runs.
    const mine = [...outcomes, ...(await billDueSubscriptions(ctxOf(t)))].filter((o) => o.subscriptionId === bought.subscriptionId);
    expect(mine.map((o) => o.result)).toEqual(['billed']);
    const order = await renewal(mine[0]!.orderNumber!);
    const after = await membershipOn(bought.deviceId);
    expect(after.endsAt).toBe('2028-05-10T15:00:00.000Z');
    expect({ sku: after.sku, price: after.price }).toEqual(
      order.option === 'Play & Improve (yearly)' ? { sku: 'SKT-PLAY-IMPROVE', price: '199.99' } : { sku: 'SKT-GAME-IMPROVE', price: '129.99' },
    );
    expect(order.charged).toBe(order.grandTotal);
    if (upgraded.status === 200) expect(order.option).toBe('Play & Improve (yearly)');
  });
});
