import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messagesTo } from '../../platform/messaging/outbox-reader.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { centers } from '../account/account.tables.ts';

let t: TestApp;
let usCenter: { id: number; name: string };
let jpCenter: number;
beforeAll(async () => {
  t = await startTestApp();
  usCenter = (await call(t.app, { method: 'GET', url: '/api/centers?region=us' })).body.data.find((c: { name: string }) => c.name === 'Golf Academy Manhattan');
  jpCenter = (await call(t.app, { method: 'GET', url: '/api/centers?region=jp' })).body.data[0].id;
});
afterAll(() => t.close());

const contact = (payload: object, host = 'localhost') => call(t.app, { method: 'POST', url: '/api/contact', headers: { host }, payload });

describe('GET /api/player?pid', () => {
  it("gives the referring player's first name, initial, center and the offer", async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/player?pid=JORDAN2026' });
    expect(res.body.data).toEqual({
      pid: 'JORDAN2026',
      referrerFirstName: 'Jordan',
      referrerLastInitial: 'L',
      center: { id: usCenter.id, name: 'Golf Academy Manhattan', city: 'New York', region: 'US' },
      region: 'US',
      offer: { referralCredit: 100, creditUnit: 'bucks', evaluationMinutesMin: 60, evaluationMinutesMax: 90 },
    });
    expect(JSON.stringify(res.body)).not.toContain('player@example.com');
  });

  it('answers 404 for an unknown link and 400 for a malformed one', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/player?pid=NOSUCHCODE' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/player?pid=a;b' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/player' })).status).toBe(400);
  });
});

describe('POST /api/contact', () => {
  const global = (over: object = {}) => ({
    centerId: usCenter.id,
    email: 'Friend@Example.com',
    firstname: 'Alex',
    lastname: 'Friend',
    phone: '646 555 0123',
    postalCode: '10016',
    recieveEmailFlg: true,
    referrer: 'JORDAN2026',
    source: 'referral',
    coverage: true,
    ...over,
  });

  it('stores the lead, e-mails the center and the friend, and tells the referrer', async () => {
    const res = await contact(global());
    expect(res.body.data).toMatchObject({ centerName: 'Golf Academy Manhattan' });
    const [lead] = await messagesTo(t.app, 'newyork@academy.example.com');
    expect(lead).toMatchObject({ template: 'referral-lead', subject: 'New referral enquiry: Alex Friend' });
    expect(lead!.text).toContain('+16465550123');
    expect((await messagesTo(t.app, 'friend@example.com'))[0]!.template).toBe('referral-welcome');
    const s = await signIn(t.app, 'player@example.com');
    const list = (await call(t.app, { method: 'GET', url: '/api/v2/player/notification', token: s.access_token })).body.data;
    expect(list.notifications[0]).toMatchObject({ kind: 'referral-contact', title: 'A friend got in touch' });
  });

  it('names the field at fault', async () => {
    const cases: [object, string][] = [
      [{ phone: '123' }, 'phone'],
      [{ postalCode: 'XYZ' }, 'postalCode'],
      [{ centerId: jpCenter }, 'centerId'],
      [{ email: 'friend' }, 'email'],
      [{ firstname: '  ' }, 'firstname'],
    ];
    for (const [over, field] of cases) {
      const res = await contact(global(over));
      expect([res.status, res.body.field], JSON.stringify(over)).toEqual([400, field]);
    }
  });

  it('takes the Japan fields on a .jp host', async () => {
    const jp = {
      centerId: jpCenter,
      email: 'hanako@example.com',
      firstname: '花子',
      lastname: '鈴木',
      phone: '090-1234-5678',
      altFirstName: 'ハナコ',
      altLastName: 'スズキ',
      birthYear: 1992,
      birthMonth: 7,
      birthDate: 14,
      pref: 13,
      zipCode: '104-0061',
      referrer: 'SHOTA2026',
    };
    expect((await contact({ ...jp, altFirstName: undefined }, 'jp.localhost')).body.field).toBe('altFirstName');
    expect((await contact({ ...jp, birthMonth: 2, birthDate: 31 }, 'jp.localhost')).body.field).toBe('birthDate');
    expect((await contact({ ...jp, pref: 1 }, 'jp.localhost')).body.field).toBe('zipCode');
    const ok = await contact(jp, 'jp.localhost');
    expect(ok.status).toBe(200);
    expect((await messagesTo(t.app, 'hanako@example.com'))[0]!.subject).toContain('お問い合わせありがとうございます');
    // A Japanese name is written family name first: 鈴木 花子, never 花子 鈴木.
    const [center] = await t.database.db.select({ email: centers.email }).from(centers).where(eq(centers.id, jpCenter));
    const [lead] = await messagesTo(t.app, center!.email!);
    expect(lead!.subject).toContain('鈴木 花子');
    expect(lead!.text).toContain('鈴木 花子 様から');
  });

  it('limits how many requests one address sends', async () => {
    const answers = [];
    for (let i = 0; i < 12; i += 1)
      answers.push(
        (await call(t.app, { method: 'POST', url: '/api/contact', remoteAddress: '10.1.2.3', payload: global({ email: `lead${i}@example.com` }) })).status,
      );
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
