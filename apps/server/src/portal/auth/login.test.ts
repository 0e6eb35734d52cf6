import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (payload: object, host = 'localhost:8080', ip = '10.0.0.1') =>
  call(t.app, { method: 'POST', url: '/api/v2/player/login', headers: { host }, payload, remoteAddress: ip });

describe('POST /api/v2/player/login', () => {
  it('signs a player in with every session field the web app reads', async () => {
    const res = await login({ email: 'Player@Example.com', password: 'golf-demo-2026' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const s = res.body.data;
    expect(s.access_token).toMatch(/^ey/);
    expect(s.refresh_token.length).toBeGreaterThan(30);
    expect(s.jwt_token).toBe(s.access_token);
    expect(s).toMatchObject({
      eStoreCode: 'US',
      eSkytrakStoreCode: 'STSVEN',
      tokenSource: 'password',
      adminCoachId: null,
      region: 'US',
      eUrl: 'http://localhost:8080',
    });
    expect(s.eToken).toBeTruthy();
    expect(s.profile).toMatchObject({ email: 'player@example.com', type: 1, enableMetricDistances: false, isSubAccountsLogin: false });
  });

  it('answers a wrong password with 401 and a message a person can act on', async () => {
    const res = await login({ email: 'player@example.com', password: 'nope' }, 'localhost', '10.0.0.2');
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/e-mail or password/i);
    expect(res.body.data).toBeNull();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await login({ email: 'nobody@example.com', password: 'whatever' }, 'localhost', '10.0.0.3');
    expect(res.status).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: 'player@example.com' }, 'password'],
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: 'player@example.com', password: '' }, 'password'],
    [{ email: 'player@example.com', password: 'x'.repeat(201) }, 'password'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const res = await login(payload, 'localhost', '10.0.0.4');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message.length).toBeGreaterThan(5);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/v2/player/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.status).toBe(400);
  });

  it('slows one client guessing one account down with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await login({ email: 'simulator@example.com', password: `guess${i}` }, 'localhost', '10.1.0.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await login({ email: 'simulator@example.com', password: 'golf-demo-2026' }, 'localhost', '10.1.0.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Try again in/);
  });

  it('lets the owner sign in from a client with no failures while others guess their password', async () => {
    // Guessing from one address, then from ten more: none of it locks the real owner out.
    for (let i = 0; i < 12; i++) await login({ email: 'parent@example.com', password: `guess${i}` }, 'localhost', '10.1.1.1');
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++) await login({ email: 'parent@example.com', password: `guess${a}-${i}` }, 'localhost', `10.1.2.${a}`);
    const owner = await login({ email: 'parent@example.com', password: 'golf-demo-2026' }, 'localhost', '10.1.3.1');
    expect(owner.status).toBe(200);
    // The guesser's own address is still held back.
    expect((await login({ email: 'parent@example.com', password: 'golf-demo-2026' }, 'localhost', '10.1.1.1')).status).toBe(429);
  });

  it('evaluates at most the limit of concurrent wrong guesses from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => login({ email: `burst${i}@example.com`, password: 'guess' }, 'localhost', '10.4.0.1')),
    );
    const evaluated = answers.filter((a) => a.status === 401).length;
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect(evaluated).toBeLessThanOrEqual(50);
  });

  it('evaluates at most the limit of concurrent wrong guesses for one account from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ email: 'player.jp@example.com', password: `guess${i}` }, 'jp.localhost', '10.4.0.2')),
    );
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
  });

  it('limits one address guessing across many accounts', async () => {
    for (let i = 0; i < 50; i++) await login({ email: `x${i}@example.com`, password: 'guess' }, 'localhost', '10.2.0.1');
    const res = await login({ email: 'player@example.com', password: 'golf-demo-2026' }, 'localhost', '10.2.0.1');
    expect(res.status).toBe(429);
  });
});

describe('wrong-region sign-in (code 90015)', () => {
  it('sends a Japan player from the shared site to the Japan site with a sealed token pair that signs in there once', async () => {
    const res = await login({ email: 'player.jp@example.com', password: 'golf-demo-2026' }, 'us.localhost:8080', '10.3.0.1');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(90015);
    expect(res.body.data).toMatchObject({ region: 'JP', siteUrl: 'http://jp.localhost:8080' });
    expect(res.body.data).not.toHaveProperty('access_token');
    const transfer = res.body.data.transfer as string;

    // The shared site cannot use it: it was made for the Japan site.
    expect((await login({ transfer }, 'us.localhost:8080')).status).toBe(400);

    const there = await login({ transfer }, 'jp.localhost:8080');
    expect(there.status).toBe(200);
    expect(there.body.data).toMatchObject({ region: 'JP', eStoreCode: 'JP', eSkytrakStoreCode: null, eUrl: 'http://jp.localhost:8080' });
    expect(there.body.data.profile.email).toBe('player.jp@example.com');

    // A replayed transfer is refused.
    expect((await login({ transfer }, 'jp.localhost:8080')).status).toBe(401);
  });

  it('refuses a tampered transfer', async () => {
    const res = await login({ email: 'player.jp@example.com', password: 'golf-demo-2026' }, 'us.localhost:8080', '10.3.0.2');
    const sealed = res.body.data.transfer as string;
    const tampered = sealed.slice(0, -3) + (sealed.endsWith('AAA') ? 'BBB' : 'AAA');
    const out = await login({ transfer: tampered }, 'jp.localhost:8080');
    expect(out.status).toBe(400);
    expect(out.body.field).toBe('transfer');
  });

  it('lets a Japan player sign in directly on the Japan site and any .jp host', async () => {
    expect((await login({ email: 'player.jp@example.com', password: 'golf-demo-2026' }, 'jp.localhost:8080', '10.3.0.3')).body.code).toBe(0);
    expect((await login({ email: 'player.jp@example.com', password: 'golf-demo-2026' }, 'golf.example.jp', '10.3.0.4')).body.code).toBe(0);
  });

  it('sends a US player away from the Japan site', async () => {
    const res = await login({ email: 'player@example.com', password: 'golf-demo-2026' }, 'jp.localhost:8080', '10.3.0.5');
    expect(res.body).toMatchObject({ code: 90015, data: { region: 'US', siteUrl: 'http://us.localhost:8080' } });
  });
});

describe('session tokens', () => {
  it('refuses calls without a token, with a malformed one, and with an expired one', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: 'garbage' })).status).toBe(401);
    const { signAccessToken } = await import('../../platform/auth/access-token.ts');
    const expired = await signAccessToken({ role: 'player', subjectId: 1, region: 'US', familyId: 'f' }, t.config.secrets.jwtKey, t.clock.now(), -10);
    const res = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: expired });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/expired/);
  });

  it('refuses a token signed with another key', async () => {
    const { signAccessToken } = await import('../../platform/auth/access-token.ts');
    const forged = await signAccessToken(
      { role: 'player', subjectId: 1, region: 'US', familyId: 'f' },
      'another-key-that-is-long-enough-000000000',
      t.clock.now(),
    );
    expect((await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: forged })).status).toBe(401);
  });
});
