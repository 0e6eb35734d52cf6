import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // The demo wallet is dated from the moment the test template was seeded: the system clock.
  t = await startTestApp();
});
afterAll(() => t.close());

describe('bucks and coupons', () => {
  it('lists every bucks credit with its source, and a balance of only the unexpired ones', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/bucks', token: s.access_token });
    expect(res.status).toBe(200);
    const { balance, currency, credits } = res.body.data;
    expect({ balance, currency }).toEqual({ balance: '125.00', currency: 'USD' });
    expect(credits.map((c: { source: string; amount: string; isUsable: boolean }) => [c.source, c.amount, c.isUsable])).toEqual([
      ['promotion', '25.00', true],
      ['referral', '100.00', true],
      ['refund', '12.50', false],
      ['promotion', '15.00', false],
    ]);
    const jp = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' });
    const yen = (await call(t.app, { method: 'GET', url: '/api/bucks', token: jp.access_token, headers: { host: 'jp.localhost' } })).body.data;
    expect(yen).toMatchObject({ balance: '3000', currency: 'JPY' });
  });

  it('lists coupons, the pending ones with status=0, with the bucks usable now', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const all = (await call(t.app, { method: 'GET', url: '/api/coupon', token: s.access_token })).body.data;
    expect(all.buck).toBe('125.00');
    expect(all.coupon.map((c: { code: string; status: number }) => [c.code, c.status]).sort()).toEqual([
      ['FALL10', 2],
      ['LESSON25', 0],
      ['SPRING15', 0],
      ['WELCOME20', 1],
    ]);
    const pending = (await call(t.app, { method: 'GET', url: '/api/coupon?status=0', token: s.access_token })).body.data;
    expect(pending.coupon.map((c: { code: string }) => c.code).sort()).toEqual(['LESSON25', 'SPRING15']);
    expect(pending.coupon.find((c: { code: string }) => c.code === 'SPRING15')).toMatchObject({ kind: 'percent', value: '15' });
    const bad = await call(t.app, { method: 'GET', url: '/api/coupon?status=7', token: s.access_token });
    expect(bad.status).toBe(400);
  });

  it('shows a player only their own wallet and asks for a sign-in', async () => {
    const other = await signIn(t.app, 'parent@example.com');
    const res = (await call(t.app, { method: 'GET', url: '/api/coupon', token: other.access_token })).body.data;
    expect(res).toEqual({ coupon: [], buck: '0.00', currency: 'USD' });
    expect((await call(t.app, { method: 'GET', url: '/api/bucks' })).status).toBe(401);
  });
});
