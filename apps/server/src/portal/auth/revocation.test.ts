import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { endedSessions } from '../../platform/auth/ended-sessions.tables.ts';
import { SESSION_RECHECK_MS, sessionEnded } from '../../platform/auth/ended-sessions.ts';
import { latestCode } from '../../platform/messaging/outbox-reader.ts';
import { countQueries } from '../../test/count-queries.ts';
import { call, DEMO_PASSWORD, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type S = Awaited<ReturnType<typeof signIn>>;
const me = (s: S) => call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token });
const shopEmail = async (s: S) => (await gql(t.app, '{ customer { email } }', { token: s.eToken })).body;
/** Whether a session's access token and commerce token still answer. */
async function live(s: S) {
  const shop = await shopEmail(s);
  return { portal: (await me(s)).status === 200, shop: Boolean(shop?.data?.customer?.email) };
}

describe('ended sessions stop answering at once', () => {
  it('signing out refuses that session’s access token and commerce token, not the others', async () => {
    const gone = await signIn(t.app, 'player@example.com');
    const stays = await signIn(t.app, 'player@example.com');
    expect(await live(gone)).toEqual({ portal: true, shop: true });
    expect((await call(t.app, { method: 'POST', url: '/api/v2/player/logout', payload: { refresh_token: gone.refresh_token } })).status).toBe(200);
    expect(await live(gone)).toEqual({ portal: false, shop: false });
    expect(await live(stays)).toEqual({ portal: true, shop: true });
  });

  it('a password change ends every other session’s tokens and keeps the one that asked', async () => {
    const email = 'simulator@example.com';
    const other = await signIn(t.app, email);
    const current = await signIn(t.app, email);
    expect(await live(other)).toEqual({ portal: true, shop: true });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/player/change-password',
      token: current.access_token,
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(res.status).toBe(200);
    expect(await live(other)).toEqual({ portal: false, shop: false });
    expect(await live(current)).toEqual({ portal: true, shop: true });
  });

  it('a reset ends every session’s tokens', async () => {
    const email = 'simulator.coach@example.com';
    const before = await signIn(t.app, email);
    expect(await live(before)).toEqual({ portal: true, shop: true });
    const flow = await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password', payload: { email } });
    const token = flow.body.data.token;
    await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token } });
    const code = await latestCode(t.app, email);
    await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/confirm-code', payload: { token, code } });
    expect((await call(t.app, { method: 'PUT', url: '/api/v3/player/reset-password', payload: { token, password: 'a forgotten secret' } })).status).toBe(200);
    expect(await live(before)).toEqual({ portal: false, shop: false });
  });
});

describe('another server process', () => {
  it('refuses a session ended elsewhere within a few seconds, reading the database at most that often', async () => {
    const familyId = randomUUID();
    const t0 = new Date('2026-05-01T10:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await sessionEnded(t.database.db, familyId, t0)).toBe(false);
    // Another process ends the session: it only writes the database.
    await t.database.db.insert(endedSessions).values({ familyId, endedAt: t0 });
    expect(await sessionEnded(t.database.db, familyId, at(SESSION_RECHECK_MS - 1000))).toBe(false);
    expect(await sessionEnded(t.database.db, familyId, at(SESSION_RECHECK_MS))).toBe(true);
    expect(SESSION_RECHECK_MS).toBeLessThanOrEqual(5000);
  });
});

describe('statement counts', () => {
  it('leave out the periodic session look-up, which falls on whichever call comes after the interval', async () => {
    const familyId = randomUUID();
    const t0 = new Date('2026-05-01T10:00:00Z');
    const reads = await countQueries(t.database, async () => {
      await sessionEnded(t.database.db, familyId, t0);
      await sessionEnded(t.database.db, familyId, new Date(t0.getTime() + SESSION_RECHECK_MS));
    });
    expect(reads).toBe(0);
  });
});
