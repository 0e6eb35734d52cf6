import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, messagesTo } from '../../platform/messaging/outbox-reader.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let usCenter: number;
let jpCenter: number;
beforeAll(async () => {
  t = await startTestApp();
  const centers = (await call(t.app, { method: 'GET', url: '/api/centers' })).body.data;
  usCenter = centers.find((c: { region: string }) => c.region === 'US').id;
  jpCenter = (await call(t.app, { method: 'GET', url: '/api/centers?region=jp' })).body.data[0].id;
});
afterAll(() => t.close());

const global = (over: Record<string, unknown> = {}) => ({
  email: 'new.golfer@example.com',
  password: 'a long fairway walk',
  firstName: 'Robin',
  lastName: 'Fairway',
  country: 'US',
  postalCode: '10001',
  centerId: usCenter,
  readTermOfUse: true,
  ageAffirmation: true,
  ...over,
});
const japan = (over: Record<string, unknown> = {}) => ({
  email: 'taro.yamada@example.com',
  password: 'ぐりーんの上で三回',
  firstName: '太郎',
  lastName: '山田',
  altFirstName: 'タロウ',
  altLastName: 'ヤマダ',
  birthday: '1990-05-01',
  pref: 13,
  zipCode: '104-0061',
  centerId: jpCenter,
  readTermOfUse: true,
  ageAffirmation: true,
  ...over,
});
const register = (payload: object, host = 'localhost') => call(t.app, { method: 'POST', url: '/api/v2/player', headers: { host }, payload });
const verify = (registrationToken: string, code: string, host = 'localhost') =>
  call(t.app, { method: 'POST', url: '/api/player/verify', headers: { host }, payload: { registrationToken, code } });

describe('registration (global)', () => {
  it('sends an e-mail code by default and makes the signed-in account when it is verified', async () => {
    const res = await register(global());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ method: 2, destination: 'n•••@example.com', expiresInSeconds: 600 });
    const code = await latestCode(t.app, 'new.golfer@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(t.app, { method: 'GET', url: '/api/validate/email?email=new.golfer@example.com' })).body.data.available).toBe(true);

    const done = await verify(res.body.data.registrationToken, code!);
    expect(done.status).toBe(200);
    expect(done.body.data.profile).toMatchObject({ email: 'new.golfer@example.com', region: 'US', centerId: usCenter });
    const me = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: done.body.data.access_token });
    expect(me.body.data).toMatchObject({ emailVerified: true, postalCode: '10001', country: 'US' });
    expect((await call(t.app, { method: 'GET', url: '/api/validate/email?email=NEW.golfer@example.com' })).body.data.available).toBe(false);
    // The code was spent: the same token and code cannot make a second account.
    expect((await verify(res.body.data.registrationToken, code!)).status).toBe(422);
  });

  it('names the field at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ readTermOfUse: false }, 'readTermOfUse'],
      [{ ageAffirmation: false }, 'ageAffirmation'],
      [{ password: 'short' }, 'password'],
      [{ password: 'password123' }, 'password'],
      [{ password: 'x'.repeat(129) }, 'password'],
      [{ postalCode: 'ABCDE' }, 'postalCode'],
      [{ country: 'GB', postalCode: '10001' }, 'postalCode'],
      [{ country: 'FR' }, 'country'],
      [{ phone: '12' }, 'phone'],
      [{ method: 1 }, 'phone'],
      [{ centerId: jpCenter }, 'centerId'],
      [{ email: 'not-an-email' }, 'email'],
      [{ birthday: '2020-01-01' }, 'birthday'],
    ];
    for (const [over, field] of cases) {
      const res = await register(global({ email: 'fields@example.com', ...over }));
      expect([res.status, res.body.field], JSON.stringify(over)).toEqual([400, field]);
    }
  });

  it('accepts a Canadian or British postal code on the shared site', async () => {
    const torontoCenter = (await call(t.app, { method: 'GET', url: '/api/centers?region=ca' })).body.data[0].id;
    expect((await register(global({ email: 'ca@example.com', country: 'CA', postalCode: 'm5x 1a9', centerId: torontoCenter }))).status).toBe(200);
    expect((await register(global({ email: 'gb@example.com', country: 'GB', postalCode: 'E14 5AB' }))).status).toBe(200);
  });

  it('answers the same for a registered e-mail, and tells its owner instead of sending a code', async () => {
    const res = await register(global({ email: 'player@example.com' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ method: 2, destination: 'p•••@example.com' });
    const [notice] = await messagesTo(t.app, 'player@example.com');
    expect(notice!.template).toBe('registration-exists');
    expect(notice!.text).not.toMatch(/\d{6}/);
    expect((await verify(res.body.data.registrationToken, '000000')).status).toBe(400);
  });

  it('verifies by SMS when asked, and can switch to e-mail or correct the address', async () => {
    const res = await register(global({ email: 'sms.golfer@example.com', phone: '(212) 555-0188', method: 1 }));
    expect(res.body.data).toMatchObject({ method: 1, destination: '+1 ••• 88' });
    const smsCode = await latestCode(t.app, '+12125550188', 'sms');
    expect(smsCode).toMatch(/^\d{6}$/);

    const token = res.body.data.registrationToken;
    const switched = await call(t.app, { method: 'POST', url: '/api/v2/confirmation-code', payload: { registrationToken: token, method: 2 } });
    expect(switched.body.data).toMatchObject({ method: 2, destination: 's•••@example.com' });
    // A newer code replaces the texted one.
    expect((await verify(token, smsCode!)).status).toBe(400);

    const moved = await call(t.app, { method: 'POST', url: '/api/v2/player/email', payload: { registrationToken: token, email: 'sms.golfer2@example.com' } });
    expect(moved.body.data.destination).toBe('s•••@example.com');
    const code = await latestCode(t.app, 'sms.golfer2@example.com');
    const done = await verify(token, code!);
    expect(done.status).toBe(200);
    expect(done.body.data.profile.email).toBe('sms.golfer2@example.com');
  });

  it('refuses a method-1 resend when the registration has no phone, and unknown tokens', async () => {
    const res = await register(global({ email: 'nophone@example.com' }));
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/v2/confirmation-code',
      payload: { registrationToken: res.body.data.registrationToken, method: 1 },
    });
    expect([again.status, again.body.field]).toEqual([400, 'method']);
    expect((await call(t.app, { method: 'POST', url: '/api/v2/confirmation-code', payload: { registrationToken: 'x'.repeat(40) } })).status).toBe(422);
  });

  it('stops guessing after five wrong codes', async () => {
    const res = await register(global({ email: 'guesser@example.com' }));
    const token = res.body.data.registrationToken;
    const code = await latestCode(t.app, 'guesser@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(token, wrong)));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(7);
    // Even the right code no longer works: ask for a new one.
    expect((await verify(token, code!)).status).toBe(422);
  });

  it('makes one account when the right code is sent twice at once', async () => {
    const res = await register(global({ email: 'twice@example.com' }));
    const code = await latestCode(t.app, 'twice@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(res.body.data.registrationToken, code!)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('lets the first of two pending registrations of one address win', async () => {
    const a = await register(global({ email: 'race@example.com' }));
    const codeA = await latestCode(t.app, 'race@example.com');
    const b = await register(global({ email: 'race@example.com', firstName: 'Other' }));
    const codeB = await latestCode(t.app, 'race@example.com');
    expect((await verify(a.body.data.registrationToken, codeA!)).status).toBe(200);
    const second = await verify(b.body.data.registrationToken, codeB!);
    expect(second.status).toBe(409);
  });
});

describe('registration (Japan, .jp host)', () => {
  it('needs kana names, birthday, prefecture and a zip code in it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ altFirstName: undefined }, 'altFirstName'],
      [{ altLastName: 'Yamada' }, 'altLastName'],
      [{ birthday: undefined }, 'birthday'],
      [{ pref: undefined }, 'pref'],
      [{ zipCode: '1040061', pref: 27 }, 'zipCode'],
      [{ zipCode: '12-345' }, 'zipCode'],
      [{ centerId: usCenter }, 'centerId'],
    ];
    for (const [over, field] of cases) {
      const res = await register(japan({ email: 'jp.fields@example.com', ...over }), 'golf.example.jp');
      expect([res.status, res.body.field], JSON.stringify(over)).toEqual([400, field]);
    }
  });

  it('registers a Japanese player in Japanese with the prefecture kept', async () => {
    const res = await register(japan(), 'jp.localhost');
    expect(res.status).toBe(200);
    const [mail] = await messagesTo(t.app, 'taro.yamada@example.com');
    expect(mail!.subject).toBe('Golf Academy 確認コード');
    const done = await verify(res.body.data.registrationToken, (await latestCode(t.app, 'taro.yamada@example.com'))!, 'jp.localhost');
    const me = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: done.body.data.access_token });
    expect(me.body.data).toMatchObject({ region: 'JP', country: 'JP', pref: 13, state: null, postalCode: '104-0061', altFirstName: 'タロウ', locale: 'ja' });
  });
});

describe('registration helpers', () => {
  it('checks e-mail availability with a valid address only, and limits how often', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/validate/email?email=player@example.com' })).body.data).toEqual({
      email: 'player@example.com',
      available: false,
    });
    const bad = await call(t.app, { method: 'GET', url: '/api/validate/email?email=nope' });
    expect([bad.status, bad.body.field]).toEqual([400, 'email']);
    const many = await Promise.all(
      Array.from({ length: 70 }, () => call(t.app, { method: 'GET', url: '/api/validate/email?email=a@example.com', remoteAddress: '10.9.9.9' })),
    );
    expect(many.some((r) => r.status === 429)).toBe(true);
  });

  it("lists the site's centers, their contacts and the closest to a postal code", async () => {
    const list = (await call(t.app, { method: 'GET', url: '/api/centers' })).body.data;
    expect(new Set(list.map((c: { region: string }) => c.region))).toEqual(new Set(['US', 'CA', 'GB']));
    const contacts = (await call(t.app, { method: 'GET', url: '/api/centers/contact', headers: { host: 'jp.localhost' } })).body.data;
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toHaveProperty('phone');
    const irvine = (await call(t.app, { method: 'GET', url: '/api/centers/closest?postal=92618' })).body.data;
    expect(irvine.located).toBe(true);
    expect(irvine.centers[0].name).toBe('Golf Academy Irvine');
    expect(irvine.centers[0].distanceKm).toBeLessThan(20);
    // A US postal code lists distances in miles, a Canadian one in km.
    const manhattan = (await call(t.app, { method: 'GET', url: '/api/centers/closest?postal=10001' })).body.data;
    expect(manhattan.centers[0]).toMatchObject({ name: 'Golf Academy Manhattan', distance: { value: 1.2, unit: 'mi' } });
    const toronto = (await call(t.app, { method: 'GET', url: '/api/centers/closest?postal=M5V%202T6&country=CA' })).body.data;
    expect(toronto.centers[0].name).toBe('Golf Academy Toronto');
    expect(toronto.centers[0].distance).toEqual({ value: Math.round(toronto.centers[0].distanceKm * 10) / 10, unit: 'km' });
    const london = (await call(t.app, { method: 'GET', url: '/api/centers/closest?postal=SW1A%201AA&country=GB' })).body.data;
    expect(london.located).toBe(false);
    const tokyo = (await call(t.app, { method: 'GET', url: '/api/centers/closest?postal=150-0001', headers: { host: 'jp.localhost' } })).body.data;
    expect(tokyo).toMatchObject({ located: true, country: 'JP' });
    const bad = await call(t.app, { method: 'GET', url: '/api/centers/closest?postal=ABC' });
    expect([bad.status, bad.body.field]).toEqual([400, 'postal']);
    expect((await call(t.app, { method: 'GET', url: '/api/centers?region=xx' })).status).toBe(400);
  });

  it('gives the 47 prefectures with the centers in each', async () => {
    const prefs = (await call(t.app, { method: 'GET', url: '/api/pref-configuration' })).body.data;
    expect(prefs).toHaveLength(47);
    expect(prefs.find((p: { id: number }) => p.id === 13)).toMatchObject({ name: '東京都', en: 'Tokyo', centerIds: [jpCenter] });
  });
});
