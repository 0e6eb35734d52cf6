import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string, language: string) => call(t.app, { method: 'GET', url, token, headers: { 'accept-language': language } });

// A player of the US site who reads the portal in Japanese (issue 32, item 5): what the business
// sells or awards is named in the request's language; a person's name stays as written.
describe('names the business gives, in the reader’s language', () => {
  it('names the renewal packages, the quote and the bucks and coupons of a US player in Japanese, and in English again', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const plans = (await get(s.access_token, '/api/renewal/v2/game-plan', 'ja')).body.data;
    expect(plans.gamePlans.map((p: { name: string }) => p.name)).toEqual(['ゲームプラン · 3か月', 'ゲームプラン · 6か月']);
    expect(plans.lessonPacks.map((p: { name: string }) => p.name)).toContain('レッスン 5回パック');
    // The tax of the player's Manhattan center, named in Japanese too (was "NY Sales Tax").
    expect(plans.taxName).toBe('NY州売上税');

    const pack = plans.lessonPacks[0];
    const quote = await call(t.app, {
      method: 'POST',
      url: '/api/renewal/quote',
      token: s.access_token,
      headers: { 'accept-language': 'ja' },
      payload: { packageId: pack.id },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data.name).toBe('レッスン 5回パック');
    expect(quote.body.data.taxName).toBe('NY州売上税');

    const bucks = (await get(s.access_token, '/api/bucks', 'ja')).body.data.credits.map((c: { note: string }) => c.note);
    expect(bucks).toEqual(expect.arrayContaining(['春のスイングキャンペーン', 'キャンセルされた打席練習']));
    // The referral's note is the friend's name: it stays as written.
    expect(bucks).toContain('Morgan R.');

    const coupons = (await get(s.access_token, '/api/coupon', 'ja')).body.data;
    expect(JSON.stringify(coupons)).toContain('更新が15%オフ');

    const english = (await get(s.access_token, '/api/renewal/v2/game-plan', 'en-US,en;q=0.9')).body.data;
    expect(english.gamePlans[0].name).toBe('Game Plan · 3 months');
    expect(english.taxName).toBe('NY Sales Tax');
  });

  it('stores the tax of a renewal paid through /api/payment/invoke in the language the player reads', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const plans = (await get(s.access_token, '/api/renewal/v2/game-plan', 'ja')).body.data;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      headers: { 'accept-language': 'ja' },
      payload: {
        renewal: { packageId: plans.lessonPacks[0].id, idempotencyKey: 'names-invoke-0001' },
        cardToken: (await cardToken(t.app, '4242424242424242')).dataValue,
      },
    });
    expect(paid.body.data.status).toBe('succeeded');
    const [order] = await rowsOf<{ tax_name: string }>(
      t.database.db,
      sql`select quote->>'taxName' as tax_name from portal.renewal_orders where id = ${paid.body.data.requestId}`,
    );
    // Was "NY Sales Tax": the portal's purchases passed no language to the renewal.
    expect(order?.tax_name).toBe('NY州売上税');
  });
});
