import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { REFRESH_GRACE_MS } from './session.service.ts';

let t: TestApp;
const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t.close());

const refresh = (refresh_token: string) => call(t.app, { method: 'POST', url: '/api/v2/player/refresh-token', payload: { refresh_token } });

describe('POST /api/v2/player/refresh-token', () => {
  it('rotates the refresh token and replaces every token', async () => {
    const first = await signIn(t.app, 'player@example.com');
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const next = res.body.data;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.eToken).not.toBe(first.eToken);
    expect(next.jwt_token).toBe(next.access_token);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: next.access_token })).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again after the grace window', async () => {
    const first = await signIn(t.app, 'player@example.com');
    const second = (await refresh(first.refresh_token)).body.data;
    clock.advance(REFRESH_GRACE_MS + 1000);
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    // The legitimate holder of the newest token is signed out too: the family is burnt.
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('gives two tabs refreshing the same token at once the same successor, and the family lives on', async () => {
    const first = await signIn(t.app, 'player@example.com');
    const results = await Promise.all(Array.from({ length: 8 }, () => refresh(first.refresh_token)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const successors = new Set(results.map((r) => r.body.data.refresh_token));
    expect(successors.size).toBe(1);
    for (const r of results) expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: r.body.data.access_token })).status).toBe(200);
    // The one successor refreshes on, and the family is alive.
    const next = await refresh([...successors][0]!);
    expect(next.status).toBe(200);
    expect((await refresh(next.body.data.refresh_token)).status).toBe(200);
  });

  it('answers a tab that was a little late (within the grace window) with the same successor', async () => {
    const first = await signIn(t.app, 'player@example.com');
    const winner = (await refresh(first.refresh_token)).body.data;
    clock.advance(REFRESH_GRACE_MS - 5000);
    const late = await refresh(first.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.data.refresh_token).toBe(winner.refresh_token);
  });

  it('treats the spent token as a replay once its successor has been spent, even within the window', async () => {
    const first = await signIn(t.app, 'player@example.com');
    const second = (await refresh(first.refresh_token)).body.data;
    const third = (await refresh(second.refresh_token)).body.data;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(third.refresh_token)).status).toBe(401);
  });

  it('refuses an unknown token and a malformed body', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const bad = await call(t.app, { method: 'POST', url: '/api/v2/player/refresh-token', payload: { refresh_token: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('refresh_token');
  });

  it('refuses an expired refresh token', async () => {
    const first = await signIn(t.app, 'player@example.com');
    const { refreshTokens } = await import('./auth.tables.ts');
    const { sha256 } = await import('../../platform/crypto.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(first.refresh_token)));
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });
});

describe('POST /api/v2/player/logout', () => {
  it('ends the session so its refresh token no longer works', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const out = await call(t.app, { method: 'POST', url: '/api/v2/player/logout', payload: { refresh_token: s.refresh_token } });
    expect(out.status).toBe(200);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });
});
