import { createServer } from 'node:http';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/index.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { summarise } from './scores.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) => call(t.app, { method: 'PUT', url: '/api/v2/player', token, payload });

describe('PUT /api/v2/player', () => {
  it('takes the terms-of-use and age flags: records them where the account never had them, keeps an earlier date, refuses false', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const db = t.database.db;
    await db.execute(sql`update portal.players set terms_accepted_at = null, age_affirmed_at = '2020-01-01T00:00:00Z' where email = 'player@example.com'`);
    const res = await put(s.access_token, { firstName: 'Jordan', readTermOfUse: true, ageAffirmation: true });
    expect(res.status).toBe(200);
    const [row] = await rowsOf<{ terms_accepted_at: Date | null; age_affirmed_at: Date }>(
      db,
      sql`select terms_accepted_at, age_affirmed_at from portal.players where email = 'player@example.com'`,
    );
    expect(row!.terms_accepted_at).not.toBeNull();
    expect(new Date(row!.age_affirmed_at).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    for (const field of ['readTermOfUse', 'ageAffirmation']) {
      const refused = await put(s.access_token, { [field]: false });
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe(field);
    }
  });

  it('updates the profile, reading l as left and checking the address for the country', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const res = await put(s.access_token, {
      firstName: ' Morgan ',
      lastName: 'Rivera-Lopez',
      handedness: 'l',
      birthday: '1984-02-29',
      gender: 'female',
      street1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      phone: '217 555 0199',
      enableMetricDistances: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Morgan',
      lastName: 'Rivera-Lopez',
      handedness: 'left',
      birthday: '1984-02-29',
      postalCode: '62701',
      phone: '+12175550199',
      phoneVerified: false,
      enableMetricDistances: true,
    });
    const me = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: s.access_token });
    expect(me.body.data.handedness).toBe('left');
  });

  it('names the field at fault', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const cases: [object, string][] = [
      [{ postalCode: 'K1A 0B1' }, 'postalCode'],
      [{ country: 'JP' }, 'country'],
      [{ birthday: '2999-01-01' }, 'birthday'],
      [{ birthday: '2001-02-30' }, 'birthday'],
      [{ firstName: '' }, 'firstName'],
      [{ firstName: '   ' }, 'firstName'],
      [{ handedness: 'both' }, 'handedness'],
      [{ phone: '555' }, 'phone'],
      [{ pref: 13 }, 'pref'],
      [{ altFirstName: 'タロウ' }, 'altFirstName'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(s.access_token, payload);
      expect([res.status, res.body.field], JSON.stringify(payload)).toEqual([400, field]);
    }
  });

  it('keeps the Japanese prefecture in place of a state and checks the zip against it', async () => {
    const s = await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' });
    const ok = await put(s.access_token, { altFirstName: 'ショウタ', altLastName: 'サトウ', pref: 27, postalCode: '530-0001' });
    expect(ok.body.data).toMatchObject({ pref: 27, state: null, postalCode: '530-0001', altLastName: 'サトウ' });
    const wrong = await put(s.access_token, { pref: 13 });
    expect([wrong.status, wrong.body.field]).toEqual([400, 'postalCode']);
    const state = await put(s.access_token, { state: 'Tokyo' });
    expect([state.status, state.body.field]).toEqual([400, 'state']);
  });

  it('is refused without a session', async () => {
    expect((await call(t.app, { method: 'PUT', url: '/api/v2/player', payload: { firstName: 'X' } })).status).toBe(401);
  });
});

describe('my game about', () => {
  it('reads empty before the first save, then what was saved, per player', async () => {
    const s = await signIn(t.app, 'simulator@example.com');
    expect((await call(t.app, { method: 'GET', url: '/api/my-game/about', token: s.access_token })).body.data).toEqual({
      goals: [],
      updatedAt: null,
      handicapFigure: { handicapIndex: null, roundsNeeded: expect.any(Number), selfDeclared: null },
    });
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/my-game/about',
      token: s.access_token,
      payload: { dataBody: { yearsPlaying: 2, handicap: 24.5, goals: [' Break 100 '] } },
    });
    expect(saved.body.data).toMatchObject({ yearsPlaying: 2, handicap: 24.5, goals: ['Break 100'] });
    const read = await call(t.app, { method: 'GET', url: '/api/my-game/about', token: s.access_token });
    expect(read.body.data.updatedAt).toBeTruthy();
    const other = await signIn(t.app, 'player@example.com');
    expect((await call(t.app, { method: 'GET', url: '/api/my-game/about', token: other.access_token })).body.data.homeCourse).toBe('Bethpage Green');
    const bad = await call(t.app, { method: 'POST', url: '/api/my-game/about', token: s.access_token, payload: { dataBody: { handicap: 80 } } });
    expect([bad.status, bad.body.field]).toEqual([400, 'dataBody.handicap']);
  });
});

describe('GET /api/player-score/dashboard', () => {
  it('summarises each kind of score, the trend by whether lower is better', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/player-score/dashboard', token: s.access_token });
    const handicap = res.body.data.scores.find((x: { typeScore: string }) => x.typeScore === 'handicap');
    expect(handicap.count).toBe(6);
    expect(handicap.history).toHaveLength(6);
    expect(handicap.latest).toBe(handicap.history[0].value);
    expect(res.body.data.scores.find((x: { typeScore: string }) => x.typeScore === 'puttsPerRound')).toMatchObject({ count: 0, latest: null, improving: null });
    const empty = await signIn(t.app, 'simulator@example.com');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/player-score/dashboard', token: empty.access_token })).body.data.scores.every(
        (x: { count: number }) => x.count === 0,
      ),
    ).toBe(true);
  });

  it('reads a lower handicap and a longer drive as improving', () => {
    const at = t.clock.now();
    expect(
      summarise(
        'handicap',
        [
          { value: 12, recordedAt: at },
          { value: 14, recordedAt: at },
        ],
        2,
      ),
    ).toMatchObject({ improving: true, best: 12 });
    expect(
      summarise(
        'drivingDistance',
        [
          { value: 220, recordedAt: at },
          { value: 230, recordedAt: at },
        ],
        2,
      ),
    ).toMatchObject({ improving: false, best: 230 });
  });
});

describe('GET /api/hubspot-identification', () => {
  it('gives a signed visitor token for the player (local adapter)', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/hubspot-identification', token: s.access_token });
    const { payload } = await jwtVerify(res.body.data.token, new TextEncoder().encode(t.config.secrets.jwtKey), { audience: 'visitor-identification' });
    expect(payload.email).toBe('player@example.com');
  });

  it('asks HubSpot when a private app token is configured', async () => {
    const seen: { auth?: string; body?: string }[] = [];
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ token: 'hubspot-token-123' }));
      });
    });
    await new Promise<void>((r) => fake.listen(8412, '127.0.0.1', r));
    const hub = await startTestApp({ HUBSPOT_ACCESS_TOKEN: 'pat-na1-test', HUBSPOT_API_URL: 'http://127.0.0.1:8412' });
    try {
      const s = await signIn(hub.app, 'player@example.com');
      const res = await call(hub.app, { method: 'GET', url: '/api/hubspot-identification', token: s.access_token });
      expect(res.body.data).toEqual({ token: 'hubspot-token-123', email: 'player@example.com' });
      expect(seen[0]).toMatchObject({ auth: 'Bearer pat-na1-test' });
      expect(JSON.parse(seen[0]!.body!)).toEqual({ email: 'player@example.com', firstName: 'Jordan', lastName: 'Lee' });
    } finally {
      await hub.close();
      fake.close();
    }
    // A second whole server starts inside this test: slow when the suite runs in parallel.
  }, 120_000);
});
