import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../test/harness.ts';
import { manualClock } from './clock.ts';

// The server takes every "now" from its clock: a server started on a fixed day (CLOCK_START for
// the browser journeys) issues and checks sessions on that day, whatever the real date.
describe('one clock for the whole server', () => {
  const clock = manualClock(new Date('2026-05-12T14:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  it('reports its now on /api/health, for the journeys to set the browser clock', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.body).toMatchObject({ now: '2026-05-12T14:00:00.000Z' });
  });

  it('issues access tokens on its clock and lets them expire on its clock', async () => {
    clock.set(new Date('2026-05-12T14:00:00Z'));
    const session = await signIn(t.app, 'player@example.com');
    const token = session.jwt_token as string;
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.iat).toBe(Date.parse('2026-05-12T14:00:00Z') / 1000);
    expect(claims.exp - claims.iat).toBe(t.config.accessTokenSeconds);

    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token })).status).toBe(200);
    clock.advance((t.config.accessTokenSeconds + 60) * 1000);
    const expired = await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ message: 'Your session has expired.' });
  });

  it("refreshes a session on its clock: the new token is issued at the clock's now", async () => {
    clock.set(new Date('2026-05-12T14:00:00Z'));
    const session = await signIn(t.app, 'player@example.com');
    clock.advance(3_600_000);
    const res = await call(t.app, { method: 'POST', url: '/api/v2/player/refresh-token', payload: { refresh_token: session.refresh_token } });
    expect(res.status).toBe(200);
    const token = (res.body as { data: { access_token: string } }).data.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number };
    expect(claims.iat).toBe(Date.parse('2026-05-12T15:00:00Z') / 1000);
  });
});
