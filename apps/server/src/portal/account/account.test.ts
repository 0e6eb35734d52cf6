import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/v2/player/me', () => {
  it.each([
    ['player@example.com', 1, false],
    ['simulator@example.com', 3, false],
    ['simulator.coach@example.com', 2, false],
    ['player.jp@example.com', 1, true],
  ])('gives %s the type and metric flags of their profile', async (email, type, metric) => {
    const host = email.endsWith('.jp@example.com') ? 'jp.localhost' : 'localhost';
    const s = await signIn(t.app, email, { host });
    const res = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, type, enableMetricDistances: metric, enableMetricSpeeds: metric });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('answers 404 when the account no longer exists', async () => {
    const { signAccessToken } = await import('../../platform/auth/access-token.ts');
    const ghost = await signAccessToken({ role: 'player', subjectId: 999999, region: 'US', familyId: 'f' }, t.config.secrets.jwtKey, t.clock.now());
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: ghost })).status).toBe(404);
  });
});

describe('GET /api/skytrak/customer/me', () => {
  it('adds the launch-monitor store of the player region', async () => {
    const s = await signIn(t.app, 'simulator.coach@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/skytrak/customer/me', token: s.access_token });
    expect(res.body.data).toMatchObject({ type: 2, region: 'CA', storeCode: 'STSVCA' });
    expect((await call(t.app, { method: 'GET', url: '/api/skytrak/customer/me' })).status).toBe(401);
  });
});
