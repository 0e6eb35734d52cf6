import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../commerce/checkout/checkout-test-kit.ts';
import { ctxOf } from '../../commerce/subscriptions/subscriptions-test-kit.ts';
import { manualClock } from '../../platform/clock.ts';
import { cardGatewayOf } from '../../platform/payments/index.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { isPlusActive, renewDuePlus } from './index.ts';
import { plusSubscriptions } from './plus.tables.ts';
import { rowsOf } from '../../platform/db/index.ts';

const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

const address = { firstname: 'Jordan', lastname: 'Lee', street: '230 Park Ave', city: 'New York', postcode: '10169', countryId: 'US' };
const buy = async (access: string, card: string, idempotencyKey = `buy-${Math.random().toString(36).slice(2, 10)}`) =>
  call(t.app, {
    method: 'POST',
    url: '/api/subscription',
    token: access,
    payload: { optionTypeId: 'monthly', cardToken: (await cardToken(t.app, card)).dataValue, billingAddress: address, idempotencyKey },
  });
const offer = async (access: string) => (await call(t.app, { method: 'GET', url: '/api/subscription', token: access })).body.data;
/** After the clock moves past a token's 15 minutes, a fresh sign-in. */
const offerOf = async (email: string) => offer((await signIn(t.app, email)).access_token);
const playerId = async (email: string) => (await rowsOf<{ id: number }>(t.database.db, sql`select id from portal.players where email = ${email}`))[0]!.id;

describe('Plus offer, trial and purchase', () => {
  it('starts a trial once, then buys Plus once on a double click, and unlocks Plus at once', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const first = await offer(s.access_token);
    expect(first).toMatchObject({
      tryTrial: true,
      subscription: { status: 'none', isPlusActive: false },
      plans: [
        { optionTypeId: 'monthly', price: '14.99', currency: 'USD' },
        { optionTypeId: 'yearly', price: '149.00' },
      ],
    });
    expect(first.holesPlayed.total).toBeGreaterThanOrEqual(0);
    const trial = await call(t.app, { method: 'POST', url: '/api/subscription/trial', token: s.access_token });
    expect(trial.body.data).toMatchObject({ tryTrial: false, trialDays: 14, endsAt: '2026-03-24T15:00:00.000Z' });
    expect(await isPlusActive(ctxOf(t), await playerId('player@example.com'))).toBe(true);
    const again = await call(t.app, { method: 'POST', url: '/api/subscription/trial', token: s.access_token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('You have already used your free trial.');
    expect((await call(t.app, { method: 'GET', url: '/api/subscription/trial', token: s.access_token })).body.data).toMatchObject({
      tryTrial: false,
      reason: 'You have already used your free trial.',
    });

    const key = 'double-click-0001';
    const [a, b] = await Promise.all([buy(s.access_token, '4242424242424242', key), buy(s.access_token, '4242424242424242', key)]);
    expect(a.body.data.buyStatus).toBe('SUCCESS');
    expect(b.body.data.buyStatus).toBe('SUCCESS');
    const charges = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from commerce.sandbox_gateway_charges where idempotency_key like 'plus-buy:%'`,
    );
    expect(charges[0]!.n).toBe(1);
    const now = await offer(s.access_token);
    expect(now.subscription).toMatchObject({
      status: 'active',
      isPlusActive: true,
      optionTypeId: 'monthly',
      currentPeriodEnd: '2026-04-10T15:00:00.000Z',
      card: { last4: '4242' },
    });
    expect((await buy(s.access_token, '4242424242424242')).status).toBe(409);
  });

  it('refuses a declined card and a 3-D Secure card with a reason, and bad input with the field', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    expect((await buy(s.access_token, '4000000000000002')).body.data).toMatchObject({
      buyStatus: 'FAILED',
      declineCode: 'card_declined',
      message: 'Your card was declined. Use another card or contact your bank.',
      subscription: { isPlusActive: false },
    });
    expect((await buy(s.access_token, '4000000000003220')).body.data.message).toContain('3-D Secure');
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/subscription',
      token: s.access_token,
      payload: { optionTypeId: 'weekly', cardToken: 'x'.repeat(10), billingAddress: address, idempotencyKey: 'abcdefgh' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('optionTypeId');
    const score = await call(t.app, { method: 'POST', url: '/api/player-score', token: s.access_token, payload: { typeScore: 'handicap', value: 12.4 } });
    expect(score.status).toBe(200);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/player-score', token: s.access_token, payload: { typeScore: 'handicap', value: 99 } })).body.field,
    ).toBe('value');
  });
});

describe('Plus offer: holes played', () => {
  it('counts the scored holes of every round, and of the rounds of the last 30 days', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const get = (url: string) => call(t.app, { method: 'GET', url, token: s.access_token });
    const courseId = (await get('/api/v2/game-tracking/course?name=Hudson')).body.data.courses[0].id;
    const course = (await get(`/api/v2/game-tracking/course/${courseId}`)).body.data;
    /** A round played `daysAgo` with its first `scored` holes scored and the next one left without a score. */
    const play = async (daysAgo: number, scored: number) => {
      const playedAt = new Date(clock.now().getTime() - daysAgo * DAY).toISOString().slice(0, 10);
      const round = await call(t.app, {
        method: 'POST',
        url: '/api/play-game/round',
        token: s.access_token,
        payload: { courseId, playedAt, teeBoxDetail: { id: course.teeBoxes[0].id } },
      });
      expect(round.status).toBe(200);
      const holes = course.holeList.slice(0, scored).map((h: { number: number; par: number }) => ({ hole: h.number, score: h.par, putts: 2 }));
      const saved = await call(t.app, {
        method: 'PUT',
        url: '/api/play-golf/scorecard',
        token: s.access_token,
        payload: { roundId: round.body.data.id, holes },
      });
      expect(saved.status).toBe(200);
    };
    const before = (await offer(s.access_token)).holesPlayed;
    await play(2, 3);
    await play(29, 4);
    await play(40, 5);
    expect((await offer(s.access_token)).holesPlayed).toEqual({ last30Days: before.last30Days + 7, total: before.total + 12 });
  });
});

describe('Plus renewals on the job queue', () => {
  it('renews with the stored card; a declined renewal is retried with notices and lapses after the third decline', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const id = await playerId('simulator@example.com');
    expect((await buy(s.access_token, '5555555555554444')).body.data.buyStatus).toBe('SUCCESS');
    clock.advance(31 * DAY + 60_000);
    await renewDuePlus(ctxOf(t)); // other tests' Plus may renew too: each player's own state is checked
    expect((await offerOf('simulator@example.com')).subscription).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-10T15:00:00.000Z' });
    expect(await renewDuePlus(ctxOf(t))).toMatchObject({ renewed: 0 }); // nothing due twice

    // The card on file now declines.
    const declining = await cardGatewayOf(ctxOf(t)).vault((await cardToken(t.app, '4000000000000002')).dataValue);
    await t.database.db.update(plusSubscriptions).set({ cardToken: declining.token }).where(eq(plusSubscriptions.playerId, id));
    clock.set(new Date('2026-05-10T15:05:00Z'));
    await renewDuePlus(ctxOf(t));
    expect((await offerOf('simulator@example.com')).subscription).toMatchObject({
      status: 'past_due',
      isPlusActive: true,
      failedAttempts: 1,
      nextAttemptAt: '2026-05-11T15:05:00.000Z',
    });
    clock.advance(DAY);
    await renewDuePlus(ctxOf(t));
    expect((await offerOf('simulator@example.com')).subscription).toMatchObject({
      status: 'past_due',
      failedAttempts: 2,
      nextAttemptAt: '2026-05-14T15:05:00.000Z',
    });
    clock.advance(3 * DAY);
    await renewDuePlus(ctxOf(t));
    expect((await offerOf('simulator@example.com')).subscription).toMatchObject({ status: 'ended', isPlusActive: false });
    expect(await isPlusActive(ctxOf(t), id)).toBe(false);
    const notices = (
      await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: (await signIn(t.app, 'simulator@example.com')).access_token })
    ).body.data;
    expect(JSON.stringify(notices)).toContain('Plus has ended');
  });

  it('keeps a cancelled Plus to the end of its period, then ends it without charging', async () => {
    const s = await signIn(t.app, 'simulator.coach@example.com');
    const bought = await buy(s.access_token, '4242424242424242');
    const end = bought.body.data.subscription.currentPeriodEnd;
    const cancelled = await call(t.app, { method: 'POST', url: '/api/subscription/cancel', token: s.access_token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelling', isPlusActive: true, cancelAtPeriodEnd: true });
    clock.set(new Date(new Date(end).getTime() + 60_000));
    expect((await renewDuePlus(ctxOf(t))).ended).toBe(1);
    const renewals = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from commerce.payment_attempts c join portal.players p on p.id = c.player_id where p.email = 'simulator.coach@example.com' and c.purpose = 'plus_renewal'`,
    );
    expect(renewals[0]!.n).toBe(0);
    expect((await offerOf('simulator.coach@example.com')).subscription).toMatchObject({ status: 'ended', isPlusActive: false });
  });
});
