import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/index.ts';
import { recordQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'simulator@example.com')).access_token;
});
afterAll(() => t.close());

/** The statements one read sends (the second time: the first files the owner's shop customer if new), and its answer. */
async function statementsOf(url: string) {
  const read = () => call(t.app, { method: 'GET', url, token });
  await read();
  let res: Awaited<ReturnType<typeof read>> | undefined;
  const sent = await recordQueries(t.database, async () => {
    res = await read();
  });
  expect(res!.status).toBe(200);
  return { sent, body: res!.body.data };
}

describe('launch-monitor pages read without writing, in few statements', () => {
  it('finds the owner with one read, never an upsert', async () => {
    const { sent, body } = await statementsOf('/api/skytrak/devices');
    expect(sent.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
    // The owner, then the devices with their live memberships' features.
    expect(sent).toHaveLength(2);
    expect(body.length).toBeGreaterThan(0);
  });

  it('lists memberships from every source with the owner, the memberships and the plans', async () => {
    const { sent, body } = await statementsOf('/api/skytrak/membership?source=simulation,legacy,skytrak');
    expect(body.length).toBeGreaterThan(0);
    // The owner with the memberships, then the plans; a shop-bought membership renewed by a shop
    // subscription adds its renewable plans' reads.
    expect(sent.length).toBeLessThanOrEqual(
      2 + (body.some((m: { source: string; status: string }) => m.source === 'skytrak' && m.status === 'active') ? 3 : 0),
    );
    expect(sent.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
  });

  it('files the shop customer of a player on their first membership list, then lists from one read', async () => {
    const coach = (await signIn(t.app, 'simulator.coach@example.com')).access_token;
    // A player the shop has never seen: their e-mail matches no shop customer yet.
    await rowsOf(t.database.db, sql`update portal.players set email = 'first.call@example.com' where email = 'simulator.coach@example.com'`);
    const customers = () => rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from commerce.customers where email = 'first.call@example.com'`);
    expect((await customers())[0]!.n).toBe(0);
    const first = await call(t.app, { method: 'GET', url: '/api/skytrak/membership', token: coach });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([]);
    expect((await customers())[0]!.n).toBe(1);
    const again = await call(t.app, { method: 'GET', url: '/api/skytrak/membership', token: coach });
    expect(again.body.data).toEqual([]);
    expect((await customers())[0]!.n).toBe(1);
  });

  it('reads the plans page in one statement: the owner, the billing country, the VAT rates and the store’s plans', async () => {
    const { sent, body } = await statementsOf('/api/skytrak/membership/plans');
    expect(sent).toHaveLength(1);
    expect(body.storeCode).toBe('STSVEN');
    expect(body.plans.length).toBeGreaterThan(0);
    expect(body.plans.every((p: { storeCode: string }) => p.storeCode === 'STSVEN')).toBe(true);
    // Within a family, cheapest rank first.
    const ranks = body.plans.filter((p: { family: string }) => p.family === 'membership').map((p: { rank: number }) => p.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(body.billing.country).toBeNull();
    expect(body.billing.countries.find((c: { country_id: string }) => c.country_id === 'DE').vat_rate).toBe('19.00');
    // A billing country asked for adds the tax rule's read of its rate.
    const de = await statementsOf('/api/skytrak/membership/plans?country=DE');
    expect(de.sent).toHaveLength(2);
    expect(de.body.billing).toMatchObject({ country: 'DE', vatRate: '19.00' });
  });

  it('prices the plans for the country of the default billing address, and files a new player’s shop customer first', async () => {
    await rowsOf(
      t.database.db,
      sql`update commerce.customer_addresses set country_code = 'FR', region_code = null, region_id = null, region_name = null
        where is_default_billing and customer_id = (select id from commerce.customers where email = 'player@example.com')`,
    );
    const player = (await signIn(t.app, 'player@example.com')).access_token;
    const plans = (await call(t.app, { method: 'GET', url: '/api/skytrak/membership/plans', token: player })).body.data;
    expect(plans.billing).toMatchObject({ country: 'FR', vatRate: '20.00' });
    expect(plans.plans.find((p: { sku: string }) => p.sku === 'SKT-GAME-IMPROVE')).toMatchObject({
      monthlyPrice: '9.99',
      monthlyTax: '2.00',
      monthlyTotal: '11.99',
    });

    // A player the shop has never seen: the first plans page files their customer, and reads as the next.
    await rowsOf(t.database.db, sql`update portal.players set email = 'first.plans@example.com' where email = 'parent@example.com'`);
    const parent = (await signIn(t.app, 'first.plans@example.com')).access_token;
    const first = await call(t.app, { method: 'GET', url: '/api/skytrak/membership/plans', token: parent });
    expect(first.status).toBe(200);
    const filed = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from commerce.customers where email = 'first.plans@example.com'`);
    expect(filed[0]!.n).toBe(1);
    const again = await call(t.app, { method: 'GET', url: '/api/skytrak/membership/plans', token: parent });
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.plans.length).toBeGreaterThan(0);
  });

  it('pages purchases with their count in the page’s statement; pages put together are the whole list, and past the last the count stays', async () => {
    const whole = await statementsOf('/api/skytrak/purchase?page=1&size=50');
    expect(whole.body.total).toBe(whole.body.items.length);
    expect(whole.body.total).toBeGreaterThan(1);
    // The owner, then the page with its count and the names of the plans still sold.
    expect(whole.sent).toHaveLength(2);
    const ids = [];
    for (let page = 1; page <= whole.body.total; page += 1) {
      const one = (await call(t.app, { method: 'GET', url: `/api/skytrak/purchase?page=${page}&size=1`, token })).body.data;
      expect(one.total).toBe(whole.body.total);
      ids.push(...one.items.map((p: { increment_id: string }) => p.increment_id));
    }
    expect(ids).toEqual(whole.body.items.map((p: { increment_id: string }) => p.increment_id));
    const past = await statementsOf(`/api/skytrak/purchase?page=${whole.body.total + 1}&size=1`);
    expect(past.body).toMatchObject({ items: [], total: whole.body.total });
  });

  it('names each purchase by its plan in the reader’s language while the store sells the plan under the name bought', async () => {
    const japanese = await call(t.app, { method: 'GET', url: '/api/skytrak/purchase?page=1&size=50', token, headers: { 'accept-language': 'ja' } });
    const english = await call(t.app, { method: 'GET', url: '/api/skytrak/purchase?page=1&size=50', token });
    const names = (res: typeof english) => res.body.data.items.map((p: { sku: string; planName: string }) => `${p.sku} ${p.planName}`);
    expect(names(japanese)).toContain('SKT-GAME-IMPROVE ゲーム上達');
    expect(names(english)).toContain('SKT-GAME-IMPROVE Game Improvement');
  });

  it('pages purchases and prices plans with no write', async () => {
    for (const url of ['/api/skytrak/purchase?page=1&size=20', '/api/skytrak/membership/plans']) {
      const { sent } = await statementsOf(url);
      expect(sent.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
      expect(sent.length).toBeLessThanOrEqual(5);
    }
  });
});
