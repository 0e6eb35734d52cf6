import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, messagesTo } from '../../platform/messaging/outbox-reader.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An admin coach's ticket session in the portal of the player with this e-mail. */
async function ticketSession(email: string) {
  const coach = await signIn(t.app, 'coach.admin@example.com');
  const issued = await call(t.app, { method: 'GET', url: `/api/player/admin-ticket?email=${encodeURIComponent(email)}`, token: coach.access_token });
  const session = await call(t.app, { method: 'GET', url: `/api/player/admin-login?ticket=${encodeURIComponent(issued.body.data.ticket)}` });
  expect(session.status).toBe(200);
  return session.body.data as { access_token: string };
}

const resetByPhone = async (phoneNumber: string) => {
  const flow = await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password', payload: { phoneNumber, country: 'US' } });
  expect(flow.status).toBe(200);
  await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token: flow.body.data.token, method: 1 } });
};

describe('a session cannot take the account over through its contact details', () => {
  it('a ticket session changes no phone, by profile or by verification', async () => {
    const s = await ticketSession('player@example.com');
    const put = await call(t.app, { method: 'PUT', url: '/api/v2/player', token: s.access_token, payload: { phone: '212 555 0190' } });
    expect(put.status).toBe(403);
    expect(put.body.message).toMatch(/ticket/);
    const verify = await call(t.app, { method: 'POST', url: '/api/player/verify-phone', token: s.access_token, payload: { phone: '212 555 0190' } });
    expect(verify.status).toBe(403);
    // Other profile fields stay the coach's to help with.
    expect((await call(t.app, { method: 'PUT', url: '/api/v2/player', token: s.access_token, payload: { city: 'Boston' } })).status).toBe(200);
  });

  it('never sends a reset code to a number that was not verified by a code', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    expect((await call(t.app, { method: 'PUT', url: '/api/v2/player', token: s.access_token, payload: { phone: '212 555 0191' } })).status).toBe(200);
    await resetByPhone('212 555 0191');
    expect(await latestCode(t.app, '+12125550191', 'sms')).toBeUndefined();
  });

  it('changes a verified phone only by verifying the new one, and tells the old number', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const verify = async (phone: string, e164: string) => {
      await call(t.app, { method: 'POST', url: '/api/player/verify-phone', token: s.access_token, payload: { phone } });
      const code = await latestCode(t.app, e164, 'sms');
      expect((await call(t.app, { method: 'GET', url: `/api/player/verify-phone/${code}`, token: s.access_token })).status).toBe(200);
    };
    await verify('212 555 0192', '+12125550192');
    const put = await call(t.app, { method: 'PUT', url: '/api/v2/player', token: s.access_token, payload: { phone: '212 555 0193' } });
    expect([put.status, put.body.field]).toEqual([422, 'phone']);
    await verify('212 555 0194', '+12125550194');
    expect((await messagesTo(t.app, '+12125550192'))[0]!.template).toBe('phone-changed');
  });
});
