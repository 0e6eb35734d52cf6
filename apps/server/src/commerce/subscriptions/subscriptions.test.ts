import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { cardToken } from '../checkout/checkout-test-kit.ts';
import { billDueSubscriptions } from './subscription-billing.ts';
import { remindUpcomingSubscriptions } from './subscription-notices.ts';
import { ctxOf, subscribe, subscriptionOf } from './subscriptions-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

const START = new Date('2026-03-10T15:00:00Z');
const DAY = 86_400_000;
const clock = manualClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const rows = <T extends object>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
/** Orders placed by a subscription's billings (each period's cart is one order at most). */
const ordersOf = async (id: number) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from commerce.orders o join commerce.carts c on c.id = o.cart_id join commerce.subscription_runs r on r.cart_masked_id = c.masked_id where r.subscription_id = ${id}`,
      )
    )[0]!.n,
  );
const bill = async (id: number) => (await billDueSubscriptions(ctxOf(t))).filter((o) => o.subscriptionId === id);
const outbox = async (to: string) =>
  (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).body.data as {
    subject: string;
    text: string;
    template: string;
  }[];

describe('starting a subscription at checkout', () => {
  it('starts one from an order with a subscription choice, with the vaulted card, the store time zone and a log', async () => {
    const { sub, orderNumber, timeZone } = await subscribe(t);
    expect(timeZone).toBe('America/Los_Angeles');
    expect(sub).toMatchObject({
      status: 'active',
      frequency_count: 1,
      frequency_unit: 'month',
      length: 0,
      run_count: 1,
      next_run: '2026-04-10T15:00:00.000Z',
      quote: { items: [{ sku: 'MEM-ACADEMY', qty: 1, option: 'Monthly' }], payment: { cc_last_4: '4242' }, billing_address: { city: 'Irvine' } },
    });
    expect(sub.logs).toEqual([expect.objectContaining({ agent: 'customer', agent_id: -1, status: 'active', order_increment_id: orderNumber })]);
    // The card is kept as a gateway token, never as a number.
    const [stored] = await rows<{ card: { token: string } }>(sql`select card from commerce.subscriptions where id = ${sub.entity_id}`);
    expect(stored!.card.token).toMatch(/^vault_/);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it("answers ParadoxLabs' full record: quote totals and lines, payment, addresses with totals, additional values and the logs' order ids", async () => {
    const { s, sub, orderNumber } = await subscribe(t);
    const FULL = `query($id: Int) { subscriptions(entity_id: $id) { entity_id subscription_id quote_id additional { key value }
      logs { order_id order_increment_id }
      quote { grand_total subtotal quote_currency_code customer_email
        items { sku qty price row_total tax_amount tax_percent weight row_weight product_id product_type }
        payment { method cc_type cc_last_4 cc_exp_month cc_exp_year cc_owner po_number tokenbase_id paypal_payer_id paypal_payer_status paypal_correlation_id cc_ss_issue cc_ss_start_month cc_ss_start_year }
        billing_address { city shipping_method subtotal tax_amount grand_total }
        shipping_address { city shipping_method subtotal grand_total } } } }`;
    const [full] = (await s.run(FULL, { id: sub.entity_id })).body.data.subscriptions;
    const [order] = await rows<{ id: number; cart_id: number; subtotal: string; tax: string; price: string; product_id: number; product_type: string }>(
      sql`select o.id, o.cart_id, i.row_total as subtotal, i.tax, i.price, i.product_id, i.product_type from commerce.orders o
          join commerce.order_items i on i.order_id = o.id where o.number = ${orderNumber} and i.sku = 'MEM-ACADEMY'`,
    );
    expect(full).toMatchObject({ subscription_id: sub.entity_id, quote_id: order!.cart_id, logs: [{ order_id: order!.id, order_increment_id: orderNumber }] });
    expect(full.additional).toContainEqual({ key: 'source_order_increment_id', value: orderNumber });
    const tax = Number(order!.tax);
    expect(full.quote).toMatchObject({
      subtotal: Number(order!.subtotal),
      grand_total: Number((Number(order!.subtotal) + tax).toFixed(4)),
      quote_currency_code: 'USD',
      customer_email: 'player@example.com',
      items: [{ sku: 'MEM-ACADEMY', qty: 1, price: Number(order!.price), tax_amount: tax, product_id: order!.product_id, product_type: order!.product_type }],
      payment: { method: 'authnetcim', cc_last_4: '4242', cc_owner: 'Jordan Player', po_number: null, paypal_payer_id: null, cc_ss_issue: null },
    });
    expect(full.quote.payment.tokenbase_id).toMatch(/^[0-9a-f]{16}$/);
    // A membership is virtual: its totals are on the billing address.
    expect(full.quote.billing_address).toMatchObject({ city: 'Irvine', grand_total: full.quote.grand_total });
    // Another customer cannot read it.
    const other = await gql(t.app, FULL, { token: (await signIn(t.app, 'parent@example.com')).eToken, store: 'US', variables: { id: sub.entity_id } });
    expect(other.body.errors[0].message).toBe('This subscription was not found.');
  });
});

describe('a subscription read in another language', () => {
  it('names a Japan store plan in the store’s language on every page: never half Japanese, half English', async () => {
    const { eToken } = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost:8080' });
    const descriptions = async (language: string) =>
      (
        (await gql(t.app, '{ subscriptions { description quote { items { option } } } }', { token: eToken, store: 'JP', host: 'jp.localhost:8080', language }))
          .body.data.subscriptions as { description: string; quote: { items: { option: string }[] } }[]
      ).map((x) => [x.description, x.quote.items[0]?.option]);
    // The row kept the order line's Japanese name with the option's English title; the Japan store has only a Japanese view.
    expect(await descriptions('en')).toEqual([['アカデミー会員 (月払い)', '月払い']]);
    expect(await descriptions('ja')).toEqual([['アカデミー会員 (月払い)', '月払い']]);
  });
});

describe('billing on a fixed clock', () => {
  it("bills at next_run at today's price, moves next_run one period and logs it", async () => {
    const { s, sub } = await subscribe(t);
    clock.set(new Date('2026-04-10T14:59:00Z'));
    expect(await bill(sub.entity_id)).toEqual([]);
    clock.set(new Date('2026-04-10T15:00:00Z'));
    const [outcome] = await bill(sub.entity_id);
    expect(outcome).toMatchObject({ result: 'billed' });
    expect(await ordersOf(sub.entity_id)).toBe(1);
    const after = await subscriptionOf(s, sub.entity_id);
    expect(after).toMatchObject({ status: 'active', run_count: 2, last_run: '2026-04-10T15:00:00.000Z', next_run: '2026-05-10T15:00:00.000Z' });
    expect(after.logs[0]).toMatchObject({ agent: 'system', agent_id: 0, order_increment_id: outcome!.orderNumber });
    const [order] = await rows<{ grand_total: string; source: string }>(
      sql`select grand_total, source from commerce.orders where number = ${outcome!.orderNumber}`,
    );
    expect(order).toMatchObject({ source: 'subscription' });
    expect(Number(order!.grand_total)).toBeGreaterThan(0);
    // The billing's own order does not start another subscription.
    expect((await rows(sql`select id from commerce.subscriptions where source_order_number = ${outcome!.orderNumber}`)).length).toBe(0);
  });

  it('bills a run once when two processes bill at the same time', async () => {
    const { sub } = await subscribe(t, 'parent@example.com');
    clock.set(new Date('2026-04-10T15:00:00Z'));
    const [a, b] = await Promise.all([billDueSubscriptions(ctxOf(t)), billDueSubscriptions(ctxOf(t))]);
    const mine = [...a!, ...b!].filter((o) => o.subscriptionId === sub.entity_id);
    expect(mine).toHaveLength(1);
    expect(await ordersOf(sub.entity_id)).toBe(1);
    const [row] = await rows<{ run_count: number }>(sql`select run_count from commerce.subscriptions where id = ${sub.entity_id}`);
    expect(row!.run_count).toBe(2);
  });

  it('skips missed periods instead of billing them late', async () => {
    const { s, sub } = await subscribe(t);
    clock.set(new Date('2026-07-20T00:00:00Z'));
    expect(await bill(sub.entity_id)).toHaveLength(1);
    expect(await bill(sub.entity_id)).toHaveLength(0);
    expect(await subscriptionOf(s, sub.entity_id)).toMatchObject({ run_count: 2, next_run: '2026-08-10T15:00:00.000Z' });
  });

  it('completes when run_count reaches length', async () => {
    const { s, sub } = await subscribe(t);
    await t.database.db.execute(sql`update commerce.subscriptions set length = 2 where id = ${sub.entity_id}`);
    clock.set(new Date('2026-04-10T15:00:00Z'));
    await bill(sub.entity_id);
    const done = await subscriptionOf(s, sub.entity_id);
    expect(done).toMatchObject({ status: 'complete', run_count: 2 });
    clock.set(new Date('2026-05-10T15:00:00Z'));
    expect(await bill(sub.entity_id)).toEqual([]);
    const res = await s.run('mutation($id: Int!) { changeSubscriptionStatus(entity_id: $id, status: "active") { status } }', { id: sub.entity_id });
    expect(res.body.errors[0].message).toBe('A complete subscription cannot be changed to active.');
    expect(res.body.errors[0].extensions.data).toEqual({ reason: 'cannot_change', status: 'complete', target: 'active' });
  });

  it('retries a declined card after 1, 3 and 5 days with a notice, then pauses; a new card and resume bill again', async () => {
    const { s, sub } = await subscribe(t, 'simulator@example.com');
    const declining = await cardToken(t.app, '4000000000000002');
    const changed = await s.run(
      'mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { quote { payment { cc_last_4 } } logs { description } } }',
      { id: sub.entity_id, t: declining.dataValue },
    );
    expect(changed.body.data.updateSubscription.quote.payment.cc_last_4).toBe('0002');
    let at = new Date('2026-04-10T15:00:00Z').getTime();
    clock.set(new Date(at));
    for (const [attempt, wait] of [
      [1, 1],
      [2, 3],
      [3, 5],
    ] as const) {
      expect((await bill(sub.entity_id))[0]).toMatchObject({ result: 'declined' });
      const failed = await subscriptionOf(s, sub.entity_id);
      expect(failed).toMatchObject({ status: 'payment_failed', run_count: 1, retry_at: new Date(at + wait * DAY).toISOString() });
      expect(failed.logs[0].description).toContain(`retry ${attempt} of 3`);
      clock.set(new Date(at + wait * DAY - 60_000));
      expect(await bill(sub.entity_id)).toEqual([]);
      at += wait * DAY;
      clock.set(new Date(at));
    }
    expect((await bill(sub.entity_id))[0]).toMatchObject({ result: 'paused' });
    expect(await subscriptionOf(s, sub.entity_id)).toMatchObject({ status: 'paused', retry_at: null });
    const mail = await outbox('simulator@example.com');
    expect(mail.filter((m) => m.template === 'subscription-payment-failed')).toHaveLength(3);
    expect(mail.find((m) => m.template === 'subscription-payment-failed')!.text).toContain(`/shop/subscriptions/${sub.entity_id}`);
    expect(mail[0]!.template).toBe('subscription-paused');
    // A good card and resume: missed periods are skipped, the next one bills.
    const good = await cardToken(t.app, '5555555555554444');
    await s.run('mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { status } }', {
      id: sub.entity_id,
      t: good.dataValue,
    });
    const resumed = await s.run('mutation($id: Int!) { changeSubscriptionStatus(entity_id: $id, status: "active") { status next_run } }', {
      id: sub.entity_id,
    });
    expect(resumed.body.data.changeSubscriptionStatus).toEqual({ status: 'active', next_run: '2026-05-10T15:00:00.000Z' });
    clock.set(new Date('2026-05-10T15:00:00Z'));
    expect((await bill(sub.entity_id))[0]).toMatchObject({ result: 'billed' });
  });

  it('a new card while payment failed is tried at the next sweep', async () => {
    const { s, sub } = await subscribe(t);
    const declining = await cardToken(t.app, '4000000000009995');
    await s.run('mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { status } }', {
      id: sub.entity_id,
      t: declining.dataValue,
    });
    clock.set(new Date('2026-04-10T15:00:00Z'));
    expect((await bill(sub.entity_id))[0]).toMatchObject({ result: 'declined' });
    const good = await cardToken(t.app, '4242424242424242');
    await s.run('mutation($id: Int!, $t: String!) { updateSubscription(input: { entity_id: $id, payment_token: $t }) { status } }', {
      id: sub.entity_id,
      t: good.dataValue,
    });
    expect((await bill(sub.entity_id))[0]).toMatchObject({ result: 'billed' });
    expect(await subscriptionOf(s, sub.entity_id)).toMatchObject({ status: 'active', run_count: 2, next_run: '2026-05-10T15:00:00.000Z' });
  });

  it('skips the next run once, and a rescheduled ship date moves the billing', async () => {
    const { s, sub } = await subscribe(t);
    const skipped = await s.run('mutation($id: Int!) { skipSubscriptionOnce(entity_id: $id) { next_run logs { agent description } } }', { id: sub.entity_id });
    expect(skipped.body.data.skipSubscriptionOnce.next_run).toBe('2026-05-10T15:00:00.000Z');
    expect(skipped.body.data.skipSubscriptionOnce.logs[0]).toMatchObject({
      agent: 'customer',
      description: 'Billing of Apr 10, 2026 skipped; next billing May 10, 2026.',
    });
    // The history reads in the reader's language, whatever language it was written in.
    const history = async (language: string) =>
      (
        (
          await gql(t.app, 'query($id: Int) { subscriptions(entity_id: $id) { logs { description } } }', {
            token: s.token,
            store: 'US',
            variables: { id: sub.entity_id },
            language,
          })
        ).body.data.subscriptions[0].logs as { description: string }[]
      ).map((l) => l.description);
    const [skipJa, startJa] = await history('ja');
    expect(skipJa).toBe('2026/04/10 のお支払いをスキップしました。次回は 2026/05/10 です。');
    expect(startJa).toMatch(/^ご注文 \d+ で定期購入を開始しました。$/);
    expect((await history('fr'))[0]).toBe('Facturation du 10 avr. 2026 sautée ; prochaine facturation le 10 mai 2026.');
    clock.set(new Date('2026-04-10T15:00:00Z'));
    expect(await bill(sub.entity_id)).toEqual([]);
    const moved = await s.run('mutation($id: Int!) { rescheduleSubscriptionShipDate(entity_id: $id, ship_date: "2026-04-20") { next_run ship_date } }', {
      id: sub.entity_id,
    });
    expect(moved.body.data.rescheduleSubscriptionShipDate).toEqual({ next_run: '2026-04-20T15:00:00.000Z', ship_date: '2026-04-20' });
    const past = await s.run('mutation($id: Int!) { rescheduleSubscriptionShipDate(entity_id: $id, ship_date: "2026-04-10") { next_run } }', {
      id: sub.entity_id,
    });
    expect(past.body.errors[0].message).toBe('The ship date must be after today.');
    expect(past.body.errors[0].extensions).toMatchObject({ field: 'ship_date', reason: 'ship_date_past' });
    clock.set(new Date('2026-04-20T15:00:00Z'));
    expect((await bill(sub.entity_id))[0]).toMatchObject({ result: 'billed' });
    expect(await subscriptionOf(s, sub.entity_id)).toMatchObject({ run_count: 2, next_run: '2026-05-20T15:00:00.000Z', ship_date: null });
  });

  it('reminds once before each billing and records last_notified', async () => {
    const { s, sub } = await subscribe(t, 'simulator.coach@example.com');
    clock.set(new Date('2026-04-06T15:00:00Z'));
    await remindUpcomingSubscriptions(ctxOf(t));
    expect((await subscriptionOf(s, sub.entity_id)).last_notified).toBeNull();
    clock.set(new Date('2026-04-07T16:00:00Z'));
    await remindUpcomingSubscriptions(ctxOf(t));
    await remindUpcomingSubscriptions(ctxOf(t));
    expect((await subscriptionOf(s, sub.entity_id)).last_notified).toBe('2026-04-07T16:00:00.000Z');
    const reminders = (await outbox('simulator.coach@example.com')).filter((m) => m.template === 'subscription-reminder' && m.text.includes(sub.increment_id));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain('April 10, 2026');
  });
});

describe('the customer changing a subscription', () => {
  it("pauses, resumes and cancels; refuses the system statuses and another customer's subscription", async () => {
    const { s, sub } = await subscribe(t);
    const change = (status: string, who = s) =>
      who.run('mutation($id: Int!, $s: String!) { changeSubscriptionStatus(entity_id: $id, status: $s) { status logs { agent status } } }', {
        id: sub.entity_id,
        s: status,
      });
    expect((await change('paused')).body.data.changeSubscriptionStatus.status).toBe('paused');
    clock.set(new Date('2026-04-10T15:00:00Z'));
    expect(await bill(sub.entity_id)).toEqual([]);
    expect((await change('active')).body.data.changeSubscriptionStatus).toMatchObject({
      status: 'active',
      logs: [{ agent: 'customer', status: 'active' }, { status: 'paused' }, { status: 'active' }],
    });
    expect((await change('complete')).body.errors[0].message).toBe('Only billing sets a subscription to complete.');
    expect((await change('payment_failed')).body.errors[0].message).toBe('Only billing sets a subscription to payment_failed.');
    expect((await change('sleeping')).body.errors[0]).toMatchObject({
      message: 'The status must be one of active, paused or canceled.',
      extensions: { category: 'graphql-input' },
    });
    const other = await subscribe(t, 'parent@example.com');
    expect((await change('paused', other.s)).body.errors[0]).toMatchObject({
      message: 'This subscription was not found.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await other.s.run('query($id: Int) { subscriptions(entity_id: $id) { status } }', { id: sub.entity_id })).body.errors[0].message).toBe(
      'This subscription was not found.',
    );
    expect((await change('canceled')).body.data.changeSubscriptionStatus.status).toBe('canceled');
    expect((await change('active')).body.errors[0].message).toBe('A canceled subscription cannot be changed to active.');
  });

  it('taxes each billing by the one tax rule at the subscription’s billing address (New York City’s 8.875 %, not the state’s 4 %)', async () => {
    const { s, sub } = await subscribe(t); // billed to Irvine: 7.75 %
    const moved = await s.run(
      'mutation($id: Int!) { updateSubscription(input: { entity_id: $id, billing_address: { address: { firstname: "Jo", lastname: "Player", street: ["230 Park Ave"], city: "New York", region: "NY", postcode: "10169", country_code: "US", telephone: "2125550190" } } }) { status } }',
      { id: sub.entity_id },
    );
    expect(moved.body.errors).toBeUndefined();
    clock.set(new Date('2026-04-10T15:00:00Z'));
    const [outcome] = await bill(sub.entity_id);
    const [line] = await rows<{ price: string; tax: string; tax_percent: string; grand_total: string }>(
      sql`select i.price, i.tax, i.tax_percent, o.grand_total from commerce.orders o join commerce.order_items i on i.order_id = o.id where o.number = ${outcome!.orderNumber}`,
    );
    expect(Number(line!.tax_percent)).toBe(8.875);
    const tax = Math.round(Number(line!.price) * 8.875) / 100;
    expect(Number(line!.tax)).toBeCloseTo(tax, 2);
    expect(Number(line!.grand_total)).toBeCloseTo(Number(line!.price) + tax, 2);
  });

  it('changes the billing address from the address book or typed, with a log', async () => {
    const { s, sub } = await subscribe(t);
    const res = await s.run(
      'mutation($id: Int!) { updateSubscription(input: { entity_id: $id, billing_address: { address: { firstname: "Jo", lastname: "Player", street: ["1 King St"], city: "Toronto", region: "ON", postcode: "M5X 1A9", country_code: "CA", telephone: "4165550190" } } }) { quote { billing_address { city } } logs { description } } }',
      { id: sub.entity_id },
    );
    expect(res.body.data.updateSubscription.quote.billing_address.city).toBe('Toronto');
    expect(res.body.data.updateSubscription.logs[0].description).toBe('Billing address changed.');
    const nothing = await s.run('mutation($id: Int!) { updateSubscription(input: { entity_id: $id }) { status } }', { id: sub.entity_id });
    expect(nothing.body.errors[0].message).toBe('Give a billing address, a shipping address or a new card to change.');
  });
});

describe('the REST calls under /rest/{storeCode}/V1/square/subscription/', () => {
  const base = '/rest/US/V1/square/subscription';
  it('gets by customer e-mail (own, or any with the integration token) and by id; others answer 404', async () => {
    const { s, sub } = await subscribe(t);
    const own = await call(t.app, { method: 'GET', url: `${base}/get-by-customer?customer_email=player@example.com`, token: s.token });
    expect(own.status).toBe(200);
    expect(own.body.data.timezone).toBe('America/Los_Angeles');
    expect(own.body.data.subscriptions.some((x: { entity_id: number }) => x.entity_id === sub.entity_id)).toBe(true);
    expect((await call(t.app, { method: 'GET', url: `${base}/get-by-customer?customer_email=parent@example.com`, token: s.token })).status).toBe(404);
    const office = await call(t.app, {
      method: 'GET',
      url: `${base}/get-by-customer?customer_email=player@example.com`,
      token: t.config.secrets.integrationToken,
    });
    expect(office.body.data.subscriptions.length).toBe(own.body.data.subscriptions.length);
    expect((await call(t.app, { method: 'GET', url: `${base}/get-by-customer?customer_email=player@example.com` })).status).toBe(401);
    const bad = await call(t.app, { method: 'GET', url: `${base}/get-by-customer?customer_email=nope`, token: s.token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('customer_email');
    const byId = await call(t.app, { method: 'GET', url: `${base}/get-by-id?id=${sub.entity_id}`, token: s.token });
    expect(byId.body.data).toMatchObject({ entity_id: sub.entity_id, status: 'active' });
    const other = await subscribe(t, 'parent@example.com');
    expect((await call(t.app, { method: 'GET', url: `${base}/get-by-id?id=${sub.entity_id}`, token: other.s.token })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/rest/NOPE/V1/square/subscription/get-by-id?id=1`, token: s.token })).status).toBe(404);
  });

  it('skips once, reschedules and cancels through the same verbs', async () => {
    const { s, sub } = await subscribe(t);
    const skip = await call(t.app, { method: 'POST', url: `${base}/gtshop/skip-once`, token: s.token, payload: { subscription_id: sub.entity_id } });
    expect(skip.body.data.next_run).toBe('2026-05-10T15:00:00.000Z');
    const moved = await call(t.app, {
      method: 'POST',
      url: `${base}/gtshop/reschedule-ship-date`,
      token: s.token,
      payload: { subscription_id: sub.entity_id, ship_date: '2026-06-01' },
    });
    expect(moved.body.data).toMatchObject({ ship_date: '2026-06-01', next_run: '2026-06-01T15:00:00.000Z' });
    const badDate = await call(t.app, {
      method: 'POST',
      url: `${base}/gtshop/reschedule-ship-date`,
      token: s.token,
      payload: { subscription_id: sub.entity_id, ship_date: 'soon' },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.field).toBe('ship_date');
    expect((await call(t.app, { method: 'POST', url: `${base}/gtshop/cancel`, token: s.token, payload: { subscription_id: 'x' } })).status).toBe(400);
    const other = await subscribe(t, 'parent@example.com');
    expect(
      (await call(t.app, { method: 'POST', url: `${base}/gtshop/cancel`, token: other.s.token, payload: { subscription_id: sub.entity_id } })).status,
    ).toBe(404);
    const staff = await call(t.app, {
      method: 'POST',
      url: `${base}/gtshop/cancel`,
      token: t.config.secrets.integrationToken,
      payload: { subscription_id: sub.entity_id },
    });
    expect(staff.body.data).toMatchObject({
      status: 'canceled',
      logs: [{ agent: 'staff', agent_id: 1, status: 'canceled' }, expect.anything(), expect.anything(), expect.anything()],
    });
  });
});
