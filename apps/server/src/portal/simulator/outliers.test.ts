import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

// A 45-yard 7-iron among 150-yard ones: flagged, left out of the averages, gapping and dispersion
// by default, and included or excluded by the player shot by shot.
let t: TestApp;
let parent: string;
let jordan: string;
let sessionId: number;

const HEADER =
  'Date,Player,Club Name,Club Type,Club Speed,Attack Angle,Club Path,Club Face,Face to Path,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Backspin,Sidespin,Spin Rate,Spin Rate Type,Spin Axis,Apex Height,Carry Distance,Carry Deviation Angle,Carry Deviation Distance,Total Distance,Total Deviation Angle,Total Deviation Distance';
const CARRIES = [150, 152, 148, 151, 149, 153, 147, 150, 154, 146, 45];
const row = (carry: number, i: number) =>
  `2025-09-13 10:${String(i).padStart(2, '0')}:00,Pat,7 Iron,7 Iron,78.2,-3.1,1.2,-0.8,-2.0,${(104 + i / 10).toFixed(1)},1.34,17.8,-1.5,6120,-250,6125,Measured,2.3,82.5,${carry},-1.4,${(i % 3) - 1},${carry + 7},-1.6,${(i % 3) - 1}`;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

const get = (url: string, token = parent) => call(t.app, { method: 'GET', url, token });
const mark = (payload: object, token = parent) => call(t.app, { method: 'PUT', url: '/skytrak/my-game/shot/counted', token, payload });
const session = async () => (await get(`/skytrak/my-game/activity/${sessionId}`)).body.data;

beforeAll(async () => {
  t = await startTestApp();
  parent = (await signIn(t.app, 'parent@example.com')).access_token;
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
  const content = [HEADER, ...CARRIES.map(row)].join('\n');
  const imported = await call(t.app, {
    method: 'POST',
    url: '/skytrak/my-game/import',
    token: parent,
    payload: { fileName: 'mishit.csv', content, timeZone: 'UTC' },
  });
  expect(imported.body.data.imported).toBe(CARRIES.length);
  sessionId = imported.body.data.esnActivityId;
});
afterAll(() => t.close());

describe('mishits', () => {
  it('flags the 45-yard 7-iron and leaves it out of the session, club and gapping averages', async () => {
    const s = await session();
    const mishit = s.shots.find((x: { carry: number }) => x.carry === 45);
    expect(mishit).toMatchObject({ isOutlier: true, isCounted: false, countedByPlayer: null });
    expect(s.shots.filter((x: { isOutlier: boolean }) => x.isOutlier)).toHaveLength(1);
    const good = CARRIES.filter((c) => c !== 45);
    const club = s.clubStats.find((c: { clubType: string }) => c.clubType === '7i');
    expect(club.shotCount).toBe(good.length);
    expect(club.carry.mean).toBeCloseTo(mean(good), 1);
    expect(club.carry.min).toBe(146);
    const stats = (await get(`/skytrak/my-game/stats/clubs?clubTypes=7i&esnActivityId=${sessionId}`)).body.data.clubs[0];
    expect(stats.carry.mean).toBeCloseTo(mean(good), 1);
    const gapping = (await get('/skytrak/my-game/bag-mapping?fromDate=2025-09-01&toDate=2025-09-30')).body.data.clubs.find(
      (c: { clubType: string }) => c.clubType === '7i',
    );
    expect(gapping.carry.mean).toBeCloseTo(mean(good), 1);
  });

  it('lets the player include a flagged shot, exclude a good one, and hand both back to the rule', async () => {
    const s = await session();
    const mishit = s.shots.find((x: { carry: number }) => x.carry === 45).skyTrakShotId;
    const good = s.shots.find((x: { carry: number }) => x.carry === 154).skyTrakShotId;
    const res = await mark([
      { skyTrakShotId: mishit, choice: 'include' },
      { skyTrakShotId: good, choice: 'exclude' },
    ]);
    expect(res.status).toBe(200);
    expect(
      res.body.data.shots.map((x: { skyTrakShotId: number; isCounted: boolean; countedByPlayer: boolean }) => [
        x.skyTrakShotId,
        x.isCounted,
        x.countedByPlayer,
      ]),
    ).toEqual(
      [
        [mishit, true, true],
        [good, false, false],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    const counted = CARRIES.filter((c) => c !== 154);
    const club = (await session()).clubStats.find((c: { clubType: string }) => c.clubType === '7i');
    expect(club.shotCount).toBe(counted.length);
    expect(club.carry.mean).toBeCloseTo(mean(counted), 1);

    await mark([
      { skyTrakShotId: mishit, choice: 'auto' },
      { skyTrakShotId: good, choice: 'auto' },
    ]);
    const back = await session();
    expect(back.shots.find((x: { skyTrakShotId: number }) => x.skyTrakShotId === mishit)).toMatchObject({
      isOutlier: true,
      isCounted: false,
      countedByPlayer: null,
    });
    expect(back.clubStats[0].shotCount).toBe(CARRIES.length - 1);
  });

  it("answers 404 for another player's shot and 400 for a change it cannot read", async () => {
    const mine = (await session()).shots[0].skyTrakShotId;
    const theirs = await mark([{ skyTrakShotId: mine, choice: 'include' }], jordan);
    expect(theirs.status).toBe(404);
    expect((await session()).shots[0].countedByPlayer).toBeNull();
    expect((await mark([{ skyTrakShotId: mine, choice: 'yes' }])).status).toBe(400);
    expect((await mark([])).status).toBe(400);
    const twice = await mark([
      { skyTrakShotId: mine, choice: 'include' },
      { skyTrakShotId: mine, choice: 'exclude' },
    ]);
    expect([twice.status, twice.body.field]).toEqual([400, 'skyTrakShotId']);
  });
});
