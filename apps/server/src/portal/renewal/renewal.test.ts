import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { rowsOf } from '../../platform/db/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(); // the demo coupons and bucks are dated from the template's seeding: the system clock
});
afterAll(() => t.close());

let n = 0;
const key = () => `test-key-${++n}-${Math.random().toString(36).slice(2, 8)}`;
const token = async (card = '4242424242424242') => (await cardToken(t.app, card)).dataValue;
const lessonCredits = async (access: string) =>
  (await call(t.app, { method: 'GET', url: '/api/v3/player/lesson/credit', token: access })).body.data.lesson.remaining as number;
const packageId = async (access: string, name: string, host?: string) => {
  const plans = (await call(t.app, { method: 'GET', url: '/api/renewal/v2/game-plan', token: access, headers: host ? { host, 'accept-language': 'ja' } : {} }))
    .body.data;
  return [...plans.gamePlans, ...plans.lessonPacks, ...plans.practicePlans, ...plans.membershipPacks].find((p: { name: string }) => p.name === name)
    .id as number;
};

describe('renewal plans', () => {
  it('lists game plans, lesson packs and practice plans with the center tax; membership packs when the center sells them', async () => {
    const s = await signIn(t.app, 'player@example.com');
    for (const url of ['/api/renewal/game-plan', '/api/renewal/v2/game-plan']) {
      const d = (await call(t.app, { method: 'GET', url, token: s.access_token })).body.data;
      expect(d).toMatchObject({
        tax: '8.875',
        taxName: 'NY Sales Tax',
        isTaxInclusive: false,
        currency: 'USD',
        isMemberShip: false,
        buck: '125.00',
        membershipPacks: [],
      });
      expect(d.gamePlans).toHaveLength(2);
      expect(d.lessonPacks.map((p: { price: string }) => p.price)).toEqual(['449.00', '849.00']);
      expect(d.practicePlans).toHaveLength(1);
      expect(d.plans).toEqual(d.gamePlans);
    }
    const ca = await signIn(t.app, 'simulator.coach@example.com');
    const m = (await call(t.app, { method: 'GET', url: '/api/renewal/v2/game-plan', token: ca.access_token })).body.data;
    expect(m).toMatchObject({ isMemberShip: true, currency: 'CAD', taxName: 'HST' });
    expect(m.plans).toEqual(m.membershipPacks);
    const packs = (await call(t.app, { method: 'GET', url: '/api/renewal/membership', token: ca.access_token })).body.data;
    expect(packs.membershipPacks.map((p: { name: string }) => p.name)).toEqual(['Silver Membership · 1 month', 'Gold Membership · 1 month']);
    expect((await call(t.app, { method: 'GET', url: '/api/membership', token: ca.access_token })).body.data).toEqual({ membership: null });
  });

  it('prices with a coupon, bucks and tax exactly, and refuses a coupon used, too many bucks or another center’s package', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const id = await packageId(s.access_token, '5 Lesson Pack');
    const q = await call(t.app, {
      method: 'POST',
      url: '/api/renewal/quote',
      token: s.access_token,
      payload: { packageId: id, couponCode: 'spring15', bucks: '25' },
    });
    expect(q.body.data).toMatchObject({ subtotal: '449.00', couponDiscount: '67.35', tax: '33.87', bucksUsed: '25.00', giftUsed: '0.00', total: '390.52' });
    const used = await call(t.app, { method: 'POST', url: '/api/renewal/quote', token: s.access_token, payload: { packageId: id, couponCode: 'WELCOME20' } });
    expect(used.status).toBe(400);
    // The reason and its figures travel with the sentence, for the app to word in the reader's language.
    expect(used.body).toMatchObject({
      field: 'couponCode',
      message: 'The coupon WELCOME20 has already been used.',
      data: { reason: 'coupon-used', code: 'WELCOME20' },
    });
    const expired = await call(t.app, { method: 'POST', url: '/api/renewal/quote', token: s.access_token, payload: { packageId: id, couponCode: 'FALL10' } });
    expect(expired.body.message).toBe('The coupon FALL10 has expired.');
    const tooMany = await call(t.app, { method: 'POST', url: '/api/renewal/quote', token: s.access_token, payload: { packageId: id, bucks: '500' } });
    expect(tooMany.body).toMatchObject({
      field: 'bucks',
      message: 'You have 125.00 bucks to use. Lower the bucks.',
      data: { reason: 'bucks-too-many', balance: '125.00', currency: 'USD' },
    });
    const jp = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' });
    const jpId = await packageId(jp.access_token, 'レッスン 5回パック', 'jp.localhost');
    expect((await call(t.app, { method: 'POST', url: '/api/renewal/quote', token: s.access_token, payload: { packageId: jpId } })).status).toBe(404);
  });
});

describe('renewal payment', () => {
  it('renews a lesson pack: charged once on a double click, and the credits grow at once', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const before = await lessonCredits(s.access_token);
    const id = await packageId(s.access_token, '10 Lesson Pack');
    const body = { packageId: id, cardToken: await token(), idempotencyKey: key() };
    const [a, b] = await Promise.all([1, 2].map(() => call(t.app, { method: 'POST', url: '/api/v2/renewal', token: s.access_token, payload: body })));
    expect(a!.body.data.requestId).toBe(b!.body.data.requestId);
    // Whichever click lost the race answers the winner's outcome, not "processing" (a failure on screen).
    expect(b!.body.data).toEqual(a!.body.data);
    expect(a!.body.data).toMatchObject({
      status: 'succeeded',
      orderNumber: expect.stringMatching(/^RN\d{8}$/),
      creditsAdded: { lesson: 10, practice: 0 },
      quote: { total: '924.35', tax: '75.35' },
    });
    expect(await lessonCredits(s.access_token)).toBe(before + 10);
    const charges = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from commerce.sandbox_gateway_charges where idempotency_key like ${`renewal:${a!.body.data.requestId}%`}`,
    );
    expect(charges[0]!.n).toBe(1);
  });

  it('gives the coupon and bucks back when the card is declined, and a retry with another card pays', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const id = await packageId(s.access_token, '5 Lesson Pack');
    const declined = await call(t.app, {
      method: 'POST',
      url: '/api/v2/renewal',
      token: s.access_token,
      payload: { packageId: id, couponCode: 'LESSON25', bucks: '20', cardToken: await token('4000000000000002'), idempotencyKey: key() },
    });
    expect(declined.body.data).toMatchObject({
      status: 'failed',
      orderNumber: null,
      declineCode: 'card_declined',
      message: 'Your card was declined. Use another card or contact your bank.',
    });
    const wallet = (await call(t.app, { method: 'GET', url: '/api/coupon?status=0', token: s.access_token })).body.data;
    expect(wallet.buck).toBe('125.00');
    expect(wallet.coupon.map((c: { code: string }) => c.code)).toContain('LESSON25');
    const before = await lessonCredits(s.access_token);
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/v2/renewal',
      token: s.access_token,
      payload: { packageId: id, couponCode: 'LESSON25', bucks: '20', cardToken: await token(), idempotencyKey: key() },
    });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', quote: { couponDiscount: '25.00', tax: '37.63', bucksUsed: '20.00', total: '441.63' } });
    expect(await lessonCredits(s.access_token)).toBe(before + 5);
    expect((await call(t.app, { method: 'GET', url: '/api/bucks', token: s.access_token })).body.data.balance).toBe('105.00');
    const other = await signIn(t.app, 'parent@example.com');
    expect((await call(t.app, { method: 'GET', url: `/api/payment/status?requestId=${paid.body.data.requestId}`, token: other.access_token })).status).toBe(
      404,
    );
    const noCard = await call(t.app, { method: 'POST', url: '/api/v2/renewal', token: s.access_token, payload: { packageId: id, idempotencyKey: key() } });
    expect(noCard.body).toMatchObject({ field: 'cardToken' });
  });

  it('never lets 20 concurrent renewals overspend bucks or use one coupon twice', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const id = await packageId(s.access_token, '10 Practice Sessions');
    const start = (await call(t.app, { method: 'GET', url: '/api/bucks', token: s.access_token })).body.data.balance as string;
    const card = await token();
    const withBucks = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, {
          method: 'POST',
          url: '/api/v2/renewal',
          token: s.access_token,
          payload: { packageId: id, bucks: '30', cardToken: card, idempotencyKey: key() },
        }),
      ),
    );
    const ok = withBucks.filter((r) => r.body.data?.status === 'succeeded').length;
    expect(ok).toBe(Math.floor(Number(start) / 30));
    // The losers get a clear 4xx naming the bucks (400 when the balance was already spent at the
    // quote, 422 when another renewal took it between the quote and the payment), never a 5xx.
    const refused = withBucks.filter((r) => r.status !== 200);
    expect(refused.every((r) => (r.status === 400 || r.status === 422) && r.body.field === 'bucks')).toBe(true);
    const left = (await call(t.app, { method: 'GET', url: '/api/bucks', token: s.access_token })).body.data.balance;
    expect(Number(left)).toBeCloseTo(Number(start) - 30 * ok, 2);
    expect(Number(left)).toBeGreaterThanOrEqual(0);
    const withCoupon = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, {
          method: 'POST',
          url: '/api/v2/renewal',
          token: s.access_token,
          payload: { packageId: id, couponCode: 'SPRING15', cardToken: card, idempotencyKey: key() },
        }),
      ),
    );
    expect(withCoupon.filter((r) => r.body.data?.status === 'succeeded')).toHaveLength(1);
    expect(withCoupon.filter((r) => r.status === 400).every((r) => r.body.field === 'couponCode')).toBe(true);
  });

  it('pays a Japan renewal in yen through /api/payment/invoke with tax inside the price, after 3-D Secure', async () => {
    const host = 'jp.localhost';
    const s = await signIn(t.app, 'player.jp@example.com', { host });
    const id = await packageId(s.access_token, 'レッスン 5回パック', host);
    const before = await lessonCredits(s.access_token);
    const pending = await call(t.app, {
      method: 'POST',
      url: '/api/payment/invoke',
      token: s.access_token,
      headers: { host },
      payload: { renewal: { packageId: id, couponCode: 'JP2000', bucks: '1000', idempotencyKey: key() }, cardToken: await token('4000000000003220') },
    });
    expect(pending.body.data).toMatchObject({
      status: 'requires_action',
      currency: 'JPY',
      total: '41000',
      challengeUrl: expect.stringContaining('/payments/3ds/challenge/'),
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: new URL(pending.body.data.challengeUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(new URL(answered.headers.location as string).pathname).toBe('/renewal');
    const done = (
      await call(t.app, { method: 'GET', url: `/api/payment/status?requestId=${pending.body.data.requestId}`, token: s.access_token, headers: { host } })
    ).body.data;
    expect(done).toMatchObject({ status: 'succeeded', total: '41000', orderNumber: expect.stringMatching(/^RN/) });
    expect(await lessonCredits(s.access_token)).toBe(before + 5);
    // The web app always says its language; the tax is named in it ("Consumption tax" to an English reader).
    const q = await call(t.app, {
      method: 'POST',
      url: '/api/renewal/quote',
      token: s.access_token,
      headers: { host, 'accept-language': 'ja' },
      payload: { packageId: id },
    });
    expect(q.body.data).toMatchObject({ subtotal: '44000', tax: '4000', total: '44000', isTaxInclusive: true, taxName: '消費税' });
  });

  it("credits the referrer's 100 bucks once, on the referred friend's first paid package, and takes gift codes", async () => {
    const referrer = await signIn(t.app, 'player@example.com');
    const friend = await signIn(t.app, 'simulator.coach@example.com');
    await t.database.db.execute(
      sql`insert into portal.referrals (referred_player_id, referrer_player_id, created_at) select f.id, r.id, now() from portal.players f, portal.players r where f.email = 'simulator.coach@example.com' and r.email = 'player@example.com'`,
    );
    await t.database.db.execute(
      sql`insert into commerce.gift_codes (code, store_code, currency, initial_balance, balance, expires_at, deliver_at) values ('GCTE-STCA-DXYZ-2345', 'CA', 'CAD', 50, 50, now() + interval '1 year', now())`,
    );
    const before = (await call(t.app, { method: 'GET', url: '/api/bucks', token: referrer.access_token })).body.data.credits.length;
    const id = await packageId(friend.access_token, 'Silver Membership · 1 month');
    for (const giftCode of ['gcte-stca-dxyz-2345', undefined]) {
      const r = await call(t.app, {
        method: 'POST',
        url: '/api/v2/renewal',
        token: friend.access_token,
        payload: { packageId: id, giftCode, cardToken: await token(), idempotencyKey: key() },
      });
      expect({ ...r.body, data: r.body.data?.status }).toEqual({ code: 0, data: 'succeeded', message: 'OK' });
      if (giftCode) expect(r.body.data.quote).toMatchObject({ giftUsed: '50.00', total: '174.87', tax: '25.87' });
    }
    const credits = (await call(t.app, { method: 'GET', url: '/api/bucks', token: referrer.access_token })).body.data.credits;
    expect(credits.length).toBe(before + 1);
    expect(credits.filter((c: { source: string; amount: string }) => c.source === 'referral')).toHaveLength(2);
    expect((await call(t.app, { method: 'GET', url: '/api/membership', token: friend.access_token })).body.data.membership).toMatchObject({
      name: 'Silver Membership · 1 month',
      lessonCredits: 2,
    });
    const spent = await call(t.app, {
      method: 'POST',
      url: '/api/renewal/quote',
      token: friend.access_token,
      payload: { packageId: id, giftCode: 'GCTE-STCA-DXYZ-2345' },
    });
    expect(spent.body.field).toBe('giftCode');
  });
});
