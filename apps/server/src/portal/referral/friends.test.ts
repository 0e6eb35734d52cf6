import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { latestCode } from '../../platform/messaging/outbox-reader.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
let usCenter: number;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  usCenter = (await call(t.app, { method: 'GET', url: '/api/centers?region=us' })).body.data.find(
    (c: { name: string }) => c.name === 'Golf Academy Manhattan',
  ).id;
});
afterAll(() => t.close());

const mine = async (email: string, host?: string) => {
  const s = await signIn(t.app, email, { host });
  return call(t.app, { method: 'GET', url: '/api/referral', token: s.access_token, headers: host ? { host } : {} });
};

describe('GET /api/referral', () => {
  it("gives the player's code, the offer and the seeded friends, newest first, without their e-mails", async () => {
    const res = await mine('player@example.com');
    expect(res.status).toBe(200);
    expect(res.body.data.pid).toBe('JORDAN2026');
    expect(res.body.data.offer).toEqual({ referralCredit: 100, creditUnit: 'bucks', evaluationMinutesMin: 60, evaluationMinutesMax: 90 });
    const friends = res.body.data.friends.filter((f: { firstName: string }) => ['Alex', 'Morgan'].includes(f.firstName));
    expect(friends).toMatchObject([
      { firstName: 'Alex', lastInitial: 'C', status: 'contacted', centerName: 'Golf Academy Manhattan' },
      { firstName: 'Morgan', lastInitial: 'R', status: 'joined', centerName: 'Golf Academy Manhattan' },
    ]);
    // The demo seeds them 3 and 41 days before the day it ran.
    expect(Date.parse(friends[0].since) - Date.parse(friends[1].since)).toBe(38 * 86_400_000);
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.(net|com)|\+1212/);
  });

  it("shows only the caller's own friends and needs a session", async () => {
    const jp = await mine('player.jp@example.com', 'jp.localhost');
    expect(jp.body.data.pid).toBe('SHOTA2026');
    expect(jp.body.data.friends.map((f: { firstName: string }) => f.firstName)).toEqual(['花子']);
    expect((await call(t.app, { method: 'GET', url: '/api/referral' })).status).toBe(401);
  });

  it("lists a friend who asks to be called at the clock's time, then as joined once they register through the link", async () => {
    const email = 'river.stone@example.org';
    const contact = await call(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { centerId: usCenter, email, firstname: 'River', lastname: 'stone', phone: '646 555 0142', referrer: 'JORDAN2026' },
    });
    expect(contact.status).toBe(200);
    const river = (await mine('player@example.com')).body.data.friends.find((f: { firstName: string }) => f.firstName === 'River');
    expect(river).toEqual({ firstName: 'River', lastInitial: 'S', status: 'contacted', centerName: 'Golf Academy Manhattan', since: NOW.toISOString() });

    clock.advance(2 * 86_400_000);
    const registered = await call(t.app, {
      method: 'POST',
      url: '/api/v2/player',
      payload: {
        email,
        password: 'a long fairway walk',
        firstName: 'River',
        lastName: 'Stone',
        country: 'US',
        postalCode: '10001',
        centerId: usCenter,
        readTermOfUse: true,
        ageAffirmation: true,
        referrer: 'JORDAN2026',
      },
    });
    expect(registered.status).toBe(200);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/player/verify',
      payload: { registrationToken: registered.body.data.registrationToken, code: await latestCode(t.app, email) },
    });
    expect(verified.status).toBe(200);
    const friends = (await mine('player@example.com')).body.data.friends;
    expect(friends.filter((f: { firstName: string }) => f.firstName === 'River')).toEqual([
      {
        firstName: 'River',
        lastInitial: 'S',
        status: 'joined',
        centerName: 'Golf Academy Manhattan',
        since: new Date(NOW.getTime() + 2 * 86_400_000).toISOString(),
      },
    ]);
  });
});
