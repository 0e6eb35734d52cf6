import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, messagesTo } from '../../platform/messaging/outbox-reader.ts';
import { call, DEMO_PASSWORD, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token: string) => call(t.app, { method: 'POST', url: '/api/v2/player/refresh-token', payload: { refresh_token } });

describe('POST /api/player/change-password', () => {
  it('needs the old password, refuses weak new ones and ends every other session', async () => {
    const email = 'parent@example.com';
    const other = await signIn(t.app, email);
    const current = await signIn(t.app, email);
    const change = (oldPassword: string, newPassword: string) =>
      call(t.app, { method: 'POST', url: '/api/player/change-password', token: current.access_token, payload: { oldPassword, newPassword } });

    expect([(await change('wrong password', 'a brand new secret')).body.field]).toEqual(['oldPassword']);
    for (const weak of ['short', 'iloveyou1', 'PASSWORD123', 'parent@example.com', 'y'.repeat(129)]) {
      const res = await change(DEMO_PASSWORD, weak);
      expect([res.status, res.body.field], weak).toEqual([400, 'newPassword']);
    }
    const res = await change(DEMO_PASSWORD, 'a brand new secret');
    expect(res.status).toBe(200);
    expect(res.body.data.endedSessions).toBeGreaterThanOrEqual(1);

    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await refresh(current.refresh_token)).status).toBe(200);
    expect((await signIn(t.app, email, { password: 'a brand new secret' })).access_token).toBeTruthy();
    expect((await messagesTo(t.app, email))[0]!.template).toBe('password-changed');
  });

  it('stops guessing the old password after five tries', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const tries = [];
    for (let i = 0; i < 7; i += 1)
      tries.push(
        (
          await call(t.app, {
            method: 'POST',
            url: '/api/player/change-password',
            token: s.access_token,
            payload: { oldPassword: `guess ${i}`, newPassword: 'another long secret' },
          })
        ).status,
      );
    expect(tries).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('evaluates at most five concurrent guesses of the old password', async () => {
    const s = await signIn(t.app, 'simulator.coach@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: '/api/player/change-password',
          token: s.access_token,
          payload: { oldPassword: `guess ${i}`, newPassword: 'another long secret' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('is refused without a session', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/player/change-password', payload: { oldPassword: 'a', newPassword: 'b' } })).status).toBe(401);
  });
});

describe('change e-mail', () => {
  it('sends a code to the new address, verifies it, then applies it once', async () => {
    const s = await signIn(t.app, 'simulator.coach@example.com');
    const start = await call(t.app, { method: 'POST', url: '/api/change-email/verify', token: s.access_token, payload: { email: 'casey.new@example.com' } });
    expect(start.body.data).toMatchObject({ destination: 'c•••@example.com', expiresInSeconds: 600 });
    const early = await call(t.app, { method: 'PUT', url: '/api/change-email/update', token: s.access_token, payload: { email: 'casey.new@example.com' } });
    expect([early.status, early.body.field]).toEqual([422, 'email']);

    const code = await latestCode(t.app, 'casey.new@example.com');
    expect((await call(t.app, { method: 'PUT', url: '/api/change-email/verify', token: s.access_token, payload: { code: '99999x' } })).status).toBe(400);
    const ok = await call(t.app, { method: 'PUT', url: '/api/change-email/verify', token: s.access_token, payload: { code } });
    expect(ok.body.data).toEqual({ email: 'casey.new@example.com', verified: true });

    const applied = await call(t.app, {
      method: 'PUT',
      url: '/api/change-email/update',
      token: s.access_token,
      payload: { email: 'casey.new@example.com', emailSubscription: true },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ email: 'casey.new@example.com', emailVerified: true, emailSubscription: true });
    expect((await messagesTo(t.app, 'simulator.coach@example.com'))[0]!.template).toBe('email-changed');
    expect((await signIn(t.app, 'casey.new@example.com')).access_token).toBeTruthy();
  });

  it('answers the same for an address that has an account, whose owner is told instead', async () => {
    const s = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' });
    const res = await call(t.app, { method: 'POST', url: '/api/change-email/verify', token: s.access_token, payload: { email: 'player@example.com' } });
    expect(res.status).toBe(200);
    expect((await messagesTo(t.app, 'player@example.com'))[0]!.template).toBe('email-in-use');
  });
});

describe('verify phone', () => {
  it('texts a code and makes the number the verified SMS number (OFF → SUCCESS)', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const start = await call(t.app, { method: 'POST', url: '/api/player/verify-phone', token: s.access_token, payload: { phone: '212 555 0166' } });
    expect(start.body.data.destination).toBe('+1 ••• 66');
    const failed = await call(t.app, { method: 'GET', url: '/api/player/verify-phone/000000x', token: s.access_token });
    expect([failed.status, failed.body.data]).toEqual([400, { status: 'FAILED', phone: null }]);
    const code = await latestCode(t.app, '+12125550166', 'sms');
    const res = await call(t.app, { method: 'GET', url: `/api/player/verify-phone/${code}`, token: s.access_token });
    expect(res.body.data).toEqual({ status: 'SUCCESS', phone: '+12125550166' });
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token })).body.data;
    expect(me).toMatchObject({ phone: '+12125550166', phoneVerified: true, hasSmsSubscription: true });
    // While texts go to the verified number, the profile cannot change it.
    const put = await call(t.app, { method: 'PUT', url: '/api/v2/player', token: s.access_token, payload: { phone: '+12125550100' } });
    expect([put.status, put.body.field]).toEqual([422, 'phone']);
  });

  it("refuses numbers that are not valid for the player's country", async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    const res = await call(t.app, { method: 'POST', url: '/api/player/verify-phone', token: s.access_token, payload: { phone: '12345' } });
    expect([res.status, res.body.field]).toEqual([400, 'phone']);
  });
});

describe('forgot password (v3 and v2)', () => {
  const start = (payload: object) => call(t.app, { method: 'POST', url: '/api/v3/player/reset-password', payload });

  it('resets by e-mail: start, send code, confirm, set; every session ends', async () => {
    const before = await signIn(t.app, 'player@example.com');
    const flow = await start({ email: 'player@example.com' });
    expect(flow.body.data).toMatchObject({ email: 'p•••@example.com', phoneNumber: null, method: 2 });
    const token = flow.body.data.token;
    expect((await call(t.app, { method: 'PUT', url: '/api/v3/player/reset-password', payload: { token, password: 'a forgotten secret' } })).status).toBe(422);
    await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token } });
    const code = await latestCode(t.app, 'player@example.com');
    expect((await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/confirm-code', payload: { token, code } })).body.data).toEqual({
      confirmed: true,
    });
    const weak = await call(t.app, { method: 'PUT', url: '/api/v3/player/reset-password', payload: { token, password: 'qwertyuiop' } });
    expect([weak.status, weak.body.field]).toEqual([400, 'password']);
    expect((await call(t.app, { method: 'PUT', url: '/api/v3/player/reset-password', payload: { token, password: 'a forgotten secret' } })).status).toBe(200);
    expect((await call(t.app, { method: 'PUT', url: '/api/v3/player/reset-password', payload: { token, password: 'a second new secret' } })).status).toBe(422);
    expect((await refresh(before.refresh_token)).status).toBe(401);
    expect((await signIn(t.app, 'player@example.com', { password: 'a forgotten secret' })).access_token).toBeTruthy();
  });

  it('resets by the link in the e-mail (v2), once', async () => {
    const flow = await start({ email: 'player.jp@example.com' });
    await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token: flow.body.data.token } });
    const [mail] = await messagesTo(t.app, 'player.jp@example.com');
    expect(mail!.subject).toBe('Golf Academy パスワードの再設定');
    const link = decodeURIComponent(mail!.text.match(/token=([^\s]+)/)![1]!);
    expect((await call(t.app, { method: 'PUT', url: '/api/v2/player/reset-password', payload: { token: link, password: 'ひみつのパスワード' } })).status).toBe(
      200,
    );
    expect((await call(t.app, { method: 'PUT', url: '/api/v2/player/reset-password', payload: { token: link, password: 'ひみつのパスワード2' } })).status).toBe(
      422,
    );
  });

  it("resets by SMS to the player's verified phone", async () => {
    // Only a number verified by a code recovers the account (the first test reset this password).
    const s = await signIn(t.app, 'player@example.com', { password: 'a forgotten secret' });
    await call(t.app, { method: 'POST', url: '/api/player/verify-phone', token: s.access_token, payload: { phone: '(212) 555-0147' } });
    const verifyCode = await latestCode(t.app, '+12125550147', 'sms');
    expect((await call(t.app, { method: 'GET', url: `/api/player/verify-phone/${verifyCode}`, token: s.access_token })).status).toBe(200);
    const flow = await start({ phoneNumber: '(212) 555-0147' });
    expect(flow.body, JSON.stringify(flow.body)).toMatchObject({ data: { email: null, phoneNumber: '+1 ••• 47', method: 1 } });
    const token = flow.body.data.token;
    await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token, method: 1 } });
    const code = await latestCode(t.app, '+12125550147', 'sms');
    expect((await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/confirm-code', payload: { token, code } })).status).toBe(200);
    expect((await call(t.app, { method: 'PUT', url: '/api/v3/player/reset-password', payload: { token, password: 'texted new secret' } })).status).toBe(200);
    expect((await signIn(t.app, 'player@example.com', { password: 'texted new secret' })).access_token).toBeTruthy();
  });

  it('never tells whether an address has an account', async () => {
    const known = await start({ email: 'parent@example.com' });
    const unknown = await start({ email: 'nobody.here@example.com' });
    expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
    expect(unknown.body.data.email).toBe('n•••@example.com');
    const sent = await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token: unknown.body.data.token } });
    expect(sent.status).toBe(200);
    expect((await messagesTo(t.app, 'nobody.here@example.com'))[0]!.template).toBe('reset-no-account');
    const guesses = [];
    for (let i = 0; i < 6; i += 1)
      guesses.push(
        (await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/confirm-code', payload: { token: unknown.body.data.token, code: '123456' } }))
          .status,
      );
    expect(guesses).toEqual([400, 400, 400, 400, 400, 422]);
  });

  it('refuses bad input with the field named', async () => {
    expect((await start({})).body.field).toBe('email');
    expect((await start({ email: 'a@example.com', method: 1 })).body.field).toBe('method');
    expect((await start({ phoneNumber: '55' })).body.field).toBe('phoneNumber');
    expect((await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token: 'z'.repeat(43) } })).status).toBe(422);
  });

  it('limits how many codes one address receives', async () => {
    const flow = await start({ email: 'flood@example.com' });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', payload: { token: flow.body.data.token } }),
      ),
    );
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(3);
  });
});
