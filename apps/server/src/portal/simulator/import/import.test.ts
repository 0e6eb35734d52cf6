import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../../test/harness.ts';

const gspro = readFileSync(path.join(import.meta.dirname, '../fixtures/gspro-export-7iron.csv'), 'utf8');

let t: TestApp;
let sam: string;
let casey: string;
let shota: string;
beforeAll(async () => {
  t = await startTestApp();
  sam = (await signIn(t.app, 'simulator@example.com')).access_token;
  casey = (await signIn(t.app, 'simulator.coach@example.com')).access_token;
  shota = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(() => t.close());

const body = (extra: object = {}) => ({ fileName: 'gspro-export-7iron.csv', content: gspro, playedAt: '2026-03-01T18:00:00Z', ...extra });
const preview = (payload: object, token = sam) => call(t.app, { method: 'POST', url: '/skytrak/my-game/import/preview', token, payload });
const importFile = (payload: object, token = sam) => call(t.app, { method: 'POST', url: '/skytrak/my-game/import', token, payload });

describe('POST /skytrak/my-game/import/preview', () => {
  it('shows each row of a GSPro file as it would be imported, storing nothing', async () => {
    const res = await preview(body());
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.format).toBe('gspro');
    expect(data.summary).toEqual({ rows: 28, valid: 28, invalid: 0, duplicates: 0, alreadyImported: 0 });
    expect(data.rows[0]).toMatchObject({ line: 2, status: 'ok', clubType: '7i', carry: 45.5, total: 56.76, ballSpeed: 51.74 });
    const total = async () => (await call(t.app, { method: 'GET', url: '/skytrak/my-game/activity', token: sam })).body.data.totalRecord;
    const before = await total();
    await preview(body());
    expect(await total()).toBe(before);
  });

  it('answers in the metric units of the profile', async () => {
    const data = (await preview(body(), shota)).body.data;
    expect(data.units.distance).toBe('m');
    expect(data.rows[0].carry).toBe(41.61);
  });

  it('refuses what is not a shot export with a sentence about the file', async () => {
    const res = await preview(body({ content: 'Name,Score\nJo,72' }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('content');
    expect(res.body.message).toContain('GSPro or Garmin R10');
    expect((await preview({ fileName: 'x.csv' })).status).toBe(400);
  });
});

describe('POST /skytrak/my-game/import', () => {
  it('imports the file as one session, and importing it again adds nothing', async () => {
    const first = await importFile(body());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ imported: 28, appendedToExisting: false, skipped: [] });
    const id = first.body.data.esnActivityId;
    const session = (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${id}`, token: sam })).body.data;
    expect(session).toMatchObject({
      source: 'gspro',
      activityType: 'range',
      name: 'gspro-export-7iron.csv',
      shotCount: 28,
      startedAt: '2026-03-01T18:00:00.000Z',
    });

    const again = await importFile(body({ clubType: '6i' }));
    expect(again.body.data).toMatchObject({ imported: 0, esnActivityId: id });
    expect(again.body.data.summary.alreadyImported).toBe(28);
    expect((await preview(body())).body.data.rows.every((r: any) => r.status === 'alreadyImported')).toBe(true);
  });

  it('computes the statistics a coach would by hand (28 seven-irons of the GSPro file)', async () => {
    const [session] = (
      await call(t.app, { method: 'GET', url: '/skytrak/my-game/activity?activityType=range&size=100', token: sam })
    ).body.data.activities.filter((a: any) => a.source === 'gspro');
    const statsUrl = `/skytrak/my-game/stats/clubs?esnActivityId=${session.esnActivityId}`;
    // By default the mishits (the 45-yard seven-iron) are left out of the averages.
    const byDefault = (await call(t.app, { method: 'GET', url: statsUrl, token: sam })).body.data.clubs[0];
    expect(byDefault.shotCount).toBeLessThan(28);
    expect(byDefault.carry.min).toBeGreaterThan(45.5);
    // With every shot included, the figures are those worked out by hand from the whole file.
    const shots = (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${session.esnActivityId}`, token: sam })).body.data.shots;
    const included = await call(t.app, {
      method: 'PUT',
      url: '/skytrak/my-game/shot/counted',
      token: sam,
      payload: shots.map((x: any) => ({ skyTrakShotId: x.skyTrakShotId, choice: 'include' })),
    });
    expect(included.status).toBe(200);
    const stats = (await call(t.app, { method: 'GET', url: statsUrl, token: sam })).body.data.clubs;
    expect(stats).toHaveLength(1);
    const club = stats[0];
    // Worked out from the file: Σcarry/28, √(Σ(carry−mean)²/27), covariance of (Offline, Carry), eigenvalues × 2.447747.
    expect(club.shotCount).toBe(28);
    expect(club.carry.mean).toBeCloseTo(101.33, 1);
    expect(club.carry.sd).toBeCloseTo(22.23, 1);
    expect(club.carry.min).toBeCloseTo(45.5, 1);
    expect(club.carry.max).toBeCloseTo(135.65, 1);
    expect(club.total.mean).toBeCloseTo(112.7, 1);
    expect(club.offline.mean).toBeCloseTo(2.15, 1);
    expect(club.offline.sd).toBeCloseTo(12.94, 1);
    expect(club.ballSpeed.mean).toBeCloseTo(83.74, 1);
    expect(club.smashFactor.mean).toBeCloseTo(1.118, 2);
    expect(club.ellipse.semiMajor).toBeCloseTo(54.62, 1);
    expect(club.ellipse.semiMinor).toBeCloseTo(31.3, 1);
    expect(club.ellipse.angle).toBeCloseTo(96.15, 1);
    expect(club.ellipse.centerCarry).toBeCloseTo(101.33, 1);
  });

  it('imports a file once however many times it is sent at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => importFile(body(), casey)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.reduce((s, r) => s + r.body.data.imported, 0)).toBe(28);
    const gsproSessions = (await call(t.app, { method: 'GET', url: '/skytrak/my-game/activity?size=100', token: casey })).body.data.activities.filter(
      (a: any) => a.source === 'gspro',
    );
    expect(gsproSessions).toHaveLength(1);
    expect(gsproSessions[0].shotCount).toBe(28);
  });

  it('adds the new shots of a longer export of the same session to that session', async () => {
    const lines = gspro.trim().split('\n');
    const firstHalf = lines.slice(0, 15).join('\n');
    const first = (await importFile(body({ content: firstHalf }), shota)).body.data;
    expect(first.imported).toBe(14);
    const whole = (await importFile(body(), shota)).body.data;
    expect(whole).toMatchObject({ imported: 14, appendedToExisting: true, esnActivityId: first.esnActivityId });
    const session = (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${first.esnActivityId}`, token: shota })).body.data;
    expect(session.shots.map((s: any) => s.shotNumber)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('imports the good rows of a Garmin file and lists the bad ones with their reasons', async () => {
    const header =
      'Date,Player,Club Name,Club Type,Club Speed,Attack Angle,Club Path,Club Face,Face to Path,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Backspin,Sidespin,Spin Rate,Spin Rate Type,Spin Axis,Apex Height,Carry Distance,Carry Deviation Angle,Carry Deviation Distance,Total Distance,Total Deviation Angle,Total Deviation Distance';
    const units = ',,,,[mph],[deg],[deg],[deg],[deg],[mph],,[deg],[deg],[rpm],[rpm],[rpm],,[deg],[ft],[yds],[deg],[yds],[yds],[deg],[yds]';
    const shot = (time: string, ball: string, club = 'Driver') =>
      `5/1/25 ${time},Sam,${club},${club},101.0,1.0,0.5,0.2,-0.3,${ball},1.47,12.1,0.4,2600,-120,2603,Measured,2.6,95.0,232.0,0.3,1.2,258.0,0.4,1.8`;
    const content = `\uFEFF${[header, units, shot('7:14:22 PM', '148.0'), shot('7:15:02 PM', '148.0'), shot('7:15:40 PM', 'abc'), shot('7:16:10 PM', '149.5', 'Chipper')].join('\r\n')}`;
    const res = await importFile({ fileName: 'garmin.csv', content, timeZone: 'America/New_York', dateOrder: 'monthFirst' }, casey);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.imported).toBe(2);
    expect(data.summary).toMatchObject({ rows: 4, valid: 2, invalid: 2 });
    expect(data.skipped.map((r: any) => [r.line, r.status, r.errors[0].column])).toEqual([
      [5, 'error', 'Ball Speed'],
      [6, 'error', 'Club Type'],
    ]);
    const session = (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${data.esnActivityId}`, token: casey })).body.data;
    expect(session).toMatchObject({ source: 'garmin-r10', startedAt: '2025-05-01T23:14:22.000Z', clubTypes: ['driver'] });
  });

  it('refuses a session date in the future', async () => {
    const res = await importFile(body({ playedAt: '2999-01-01T00:00:00Z' }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('playedAt');
  });
});

describe('Garmin files written day first', () => {
  const header =
    'Date,Player,Club Name,Club Type,Club Speed,Attack Angle,Club Path,Club Face,Face to Path,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Backspin,Sidespin,Spin Rate,Spin Rate Type,Spin Axis,Apex Height,Carry Distance,Carry Deviation Angle,Carry Deviation Distance,Total Distance,Total Deviation Angle,Total Deviation Distance';
  const row = (date: string, carry: number) =>
    `${date},Sam,7 Iron,7 Iron,78.2,-3.1,1.2,-0.8,-2.0,104.5,1.34,17.8,-1.5,6120,-250,6125,Measured,2.3,82.5,${carry},-1.4,-3.5,148.9,-1.6,-4.1`;
  const garmin = (dates: string[]) => ({ fileName: 'garmin.csv', content: [header, ...dates.map((d, i) => row(d, 140 + i))].join('\n'), timeZone: 'UTC' });

  it('dates a file with a 13th as day first, in the preview and the session', async () => {
    const file = garmin(['10/09/2025 19:14:22', '13/09/2025 19:20:00']);
    const p = (await preview(file)).body.data;
    expect(p).toMatchObject({ dateOrder: 'dayFirst', dateOrderDetected: true, needsDateOrder: false });
    expect(p.summary.valid).toBe(2);
    expect(p.rows.map((r: { hitAt: string }) => r.hitAt.slice(0, 10))).toEqual(['2025-09-10', '2025-09-13']);
    const done = await importFile(file);
    expect(done.body.data.imported).toBe(2);
    const session = (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${done.body.data.esnActivityId}`, token: sam })).body.data;
    expect(session.startedAt).toBe('2025-09-10T19:14:22.000Z');
  });

  it('asks the player when the file cannot tell, and imports with the order chosen', async () => {
    const file = garmin(['10/08/2025 19:14:22', '11/08/2025 19:20:00']);
    expect((await preview(file)).body.data).toMatchObject({ dateOrder: null, needsDateOrder: true });
    const refused = await importFile(file);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('dateOrder');
    const chosen = await importFile({ ...file, dateOrder: 'dayFirst' });
    expect(chosen.status).toBe(200);
    const session = (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${chosen.body.data.esnActivityId}`, token: sam })).body.data;
    expect(session.startedAt).toBe('2025-08-10T19:14:22.000Z');
  });
});
