import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../messaging/outbox-reader.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';

/** The reset link e-mailed to a player after a forgot-password flow sent with these headers. */
async function resetLink(t: TestApp, email: string, headers: Record<string, string>, sendHeaders = headers): Promise<string> {
  const flow = await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password', headers, payload: { email } });
  expect(flow.status).toBe(200);
  expect(
    (await call(t.app, { method: 'POST', url: '/api/v3/player/reset-password/send-code', headers: sendHeaders, payload: { token: flow.body.data.token } }))
      .status,
  ).toBe(200);
  const [mail] = await messagesTo(t.app, email);
  return mail!.text.match(/\S*reset-password\?token=\S+/)![0];
}

describe('links in messages come from configured addresses only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('builds the reset link of a request for an unknown host from its site’s configured host', async () => {
    const link = await resetLink(t, 'player@example.com', { host: 'attacker.example' });
    expect(link).not.toContain('attacker');
    expect(link.startsWith('http://us.localhost:8080/reset-password?token=')).toBe(true);
  });

  it('ignores an unknown host given only to the send-code call', async () => {
    const link = await resetLink(t, 'parent@example.com', { host: 'localhost:8080' }, { host: 'attacker.example:8080' });
    expect(link.startsWith('http://us.localhost:8080/reset-password?token=')).toBe(true);
  });

  it('keeps a configured site host (and its site) for the link', async () => {
    const link = await resetLink(t, 'player.jp@example.com', { host: 'jp.localhost:8080' });
    expect(link.startsWith('http://jp.localhost:8080/reset-password?token=')).toBe(true);
  });

  it('hands a wrong-region player over to the configured host of their site, whatever the Host says', async () => {
    for (const host of ['localhost:8080@evil.example', 'evil.example', 'us.localhost:8080/@evil.example']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/v2/player/login',
        headers: { host },
        payload: { email: 'player.jp@example.com', password: 'golf-demo-2026' },
      });
      expect(res.status, host).toBe(200);
      expect(res.body.data.siteUrl, host).toBe('http://jp.localhost:8080');
    }
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const link = await resetLink(t, 'simulator@example.com', { host: 'localhost:8080', 'x-forwarded-host': 'attacker.example' });
    expect(link).not.toContain('attacker');
  });
});

describe('behind a trusted proxy with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://golf.example.com', SITE_HOSTS: 'golf.example.com=GLOBAL,golf.example.jp=JP' });
  });
  afterAll(() => t.close());

  it('never builds a link from X-Forwarded-Host or Host it does not know', async () => {
    const forwarded = await resetLink(t, 'player@example.com', {
      host: 'golf.example.com',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    });
    expect(forwarded.startsWith('https://golf.example.com/reset-password?token=')).toBe(true);
    const direct = await resetLink(t, 'parent@example.com', { host: 'attacker.example' });
    expect(direct.startsWith('https://golf.example.com/reset-password?token=')).toBe(true);
  });

  it('links a Japan site request to the configured Japan host with the public URL’s scheme', async () => {
    const link = await resetLink(t, 'player.jp@example.com', { host: 'golf.example.jp', 'x-forwarded-proto': 'http' });
    expect(link.startsWith('https://golf.example.jp/reset-password?token=')).toBe(true);
    const login = (email: string, forwardedHost: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v2/player/login',
        headers: { host: 'golf.example.com', 'x-forwarded-host': forwardedHost },
        payload: { email, password: 'golf-demo-2026' },
      });
    expect((await login('player.jp@example.com', 'golf.example.com')).body.data.siteUrl).toBe('https://golf.example.jp');
    // An unknown .jp host still selects the Japan site, but the way back names the configured host.
    expect((await login('player@example.com', 'shop.attacker.jp')).body.data.siteUrl).toBe('https://golf.example.com');
  });
});

describe('behind a trusted proxy without PUBLIC_URL (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('builds no link from an unknown X-Forwarded-Host', async () => {
    const link = await resetLink(t, 'player@example.com', { host: 'localhost:8080', 'x-forwarded-host': 'attacker.example' });
    expect(link.startsWith('http://us.localhost:8080/reset-password?token=')).toBe(true);
  });
});
