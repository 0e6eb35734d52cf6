import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ticketFor = (token: string, query: string) => call(t.app, { method: 'GET', url: `/api/player/admin-ticket?${query}`, token });
const ticketLogin = (ticket: string, extra = '') => call(t.app, { method: 'GET', url: `/api/player/admin-login?ticket=${encodeURIComponent(ticket)}${extra}` });

describe('admin coach tickets', () => {
  it('lets an admin coach open a player portal once, with the coach recorded', async () => {
    const coach = await signIn(t.app, 'coach.admin@example.com');
    expect(coach.profile).toBeNull();
    expect(coach.adminCoachId).toBeGreaterThan(0);
    const issued = await ticketFor(coach.access_token, 'email=player@example.com');
    expect(issued.status).toBe(200);
    const { ticket } = issued.body.data;

    const session = await ticketLogin(ticket);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ tokenSource: 'ticket', adminCoachId: coach.adminCoachId });
    expect(session.body.data.profile).toMatchObject({ email: 'player@example.com', adminCoachId: coach.adminCoachId });
    const me = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: session.body.data.access_token });
    expect(me.body.data.adminCoachId).toBe(coach.adminCoachId);

    expect((await ticketLogin(ticket)).status).toBe(401);
  });

  it('marks simulator tickets', async () => {
    const coach = await signIn(t.app, 'coach.admin@example.com');
    const { ticket } = (await ticketFor(coach.access_token, 'email=simulator@example.com&isSkytrak=true')).body.data;
    const session = await ticketLogin(ticket, '&isSkytrak=true');
    expect(session.status).toBe(200);
    expect(session.body.data.profile.type).toBe(3);
  });

  it('refuses players asking for tickets, unknown players, and missing input', async () => {
    const player = await signIn(t.app, 'player@example.com');
    expect((await ticketFor(player.access_token, 'email=simulator@example.com')).status).toBe(403);
    const coach = await signIn(t.app, 'coach.admin@example.com');
    expect((await ticketFor(coach.access_token, 'email=ghost@example.com')).status).toBe(404);
    expect((await ticketFor(coach.access_token, '')).status).toBe(400);
    expect((await ticketFor(coach.access_token, 'playerId=abc')).status).toBe(400);
  });

  it('refuses an expired ticket and a made-up one', async () => {
    const coach = await signIn(t.app, 'coach.admin@example.com');
    const { ticket } = (await ticketFor(coach.access_token, 'email=player@example.com')).body.data;
    const { adminTickets } = await import('./auth.tables.ts');
    const { sha256 } = await import('../../platform/crypto.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(adminTickets)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(adminTickets.ticketHash, sha256(ticket)));
    expect((await ticketLogin(ticket)).status).toBe(401);
    expect((await ticketLogin('made-up-ticket-value')).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/player/admin-login' })).status).toBe(400);
  });

  it('refuses a coach token on player calls', async () => {
    const coach = await signIn(t.app, 'coach.admin@example.com');
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: coach.access_token })).status).toBe(403);
  });
});
