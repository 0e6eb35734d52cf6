import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let jordan: string;
let sam: string;
let shota: string;
beforeAll(async () => {
  t = await startTestApp();
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
  sam = (await signIn(t.app, 'simulator@example.com')).access_token;
  shota = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(() => t.close());

const get = (url: string, token: string | undefined = jordan) => call(t.app, { method: 'GET', url, token });
const list = (query = '', token = jordan) => get(`/skytrak/my-game/activity?${query}`, token);

describe('GET /skytrak/my-game/activity', () => {
  it('pages the sessions from page 0 in pages of 20, newest first, without overlap', async () => {
    const first = await list('page=0');
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data.pageNo).toBe(0);
    expect(data.activities).toHaveLength(20);
    expect(data.totalRecord).toBeGreaterThan(20);
    const starts = data.activities.map((a: any) => a.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    const second = (await list('page=1')).body.data;
    expect(second.pageNo).toBe(1);
    expect(data.expectedClubStat.length).toBeGreaterThan(5);
    expect(second.expectedClubStat).toEqual([]);
    const ids = new Set(data.activities.map((a: any) => a.esnActivityId));
    expect(second.activities.some((a: any) => ids.has(a.esnActivityId))).toBe(false);
    const last = (await list(`page=${Math.floor((data.totalRecord - 1) / 20)}`)).body.data;
    expect(last.activities).toHaveLength(data.totalRecord % 20 || 20);
    expect((await list('page=999')).body.data.activities).toEqual([]);
  });

  it('filters by type, club and dates, and says what to expect of each club', async () => {
    const putting = (await list('activityType=practiceGreen&size=100')).body.data;
    expect(putting.activities.length).toBeGreaterThan(0);
    expect(putting.activities.every((a: any) => a.activityType === 'practiceGreen' && a.clubTypes.join() === 'putter')).toBe(true);

    const drives = (await list('clubType=driver&size=100')).body.data;
    expect(drives.activities.every((a: any) => a.clubTypes.includes('driver'))).toBe(true);
    expect(drives.expectedClubStat.map((c: any) => c.clubType)).toEqual(['driver']);

    const all = (await list('size=100')).body.data.activities;
    const pivot = all[Math.floor(all.length / 2)].date;
    const recent = (await list(`fromDate=${pivot}&size=100`)).body.data.activities;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((a: any) => a.date >= pivot)).toBe(true);
    const day = (await list(`fromDate=${pivot}&toDate=${pivot}`)).body.data.activities;
    expect(day.every((a: any) => a.date === pivot)).toBe(true);
  });

  it('pages a filtered list: its later pages put together with the first are the whole filtered list, in order', async () => {
    const ids = (data: { activities: { esnActivityId: number }[] }) => data.activities.map((a) => a.esnActivityId);
    for (const filter of ['clubType=driver', 'activityType=range', `clubType=driver&activityType=range&fromDate=2000-01-01`]) {
      const whole = (await list(`${filter}&size=100`)).body.data;
      expect(whole.totalRecord).toBeGreaterThan(2);
      const pages = [];
      for (let page = 0; page * 2 < whole.totalRecord; page += 1) {
        const data = (await list(`${filter}&size=2&page=${page}`)).body.data;
        expect(data.totalRecord).toBe(whole.totalRecord);
        pages.push(...ids(data));
      }
      expect(pages).toEqual(ids(whole));
    }
  });

  it('gives launch-monitor numbers a golfer would believe (a mid-handicapper, in yards and mph)', async () => {
    const data = (await list()).body.data;
    expect(data.mapSettings.units).toMatchObject({ distance: 'yd', speed: 'mph' });
    const club = (code: string) => data.expectedClubStat.find((c: any) => c.clubType === code);
    expect(club('driver').carry.mean).toBeGreaterThan(190);
    expect(club('driver').carry.mean).toBeLessThan(260);
    expect(club('driver').smashFactor.mean).toBeGreaterThan(1.35);
    expect(club('driver').smashFactor.max).toBeLessThanOrEqual(1.52);
    expect(club('driver').backSpin.mean).toBeGreaterThan(2200);
    expect(club('driver').backSpin.mean).toBeLessThan(3600);
    expect(club('7i').carry.mean).toBeGreaterThan(125);
    expect(club('7i').carry.mean).toBeLessThan(165);
    expect(club('7i').launchAngle.mean).toBeGreaterThan(14);
    expect(club('7i').launchAngle.mean).toBeLessThan(21);
    // Longer clubs carry further: the bag is in order.
    const carries = ['driver', '3w', '3h', '4i', '5i', '6i', '7i', '8i', '9i', 'pw', 'gw', 'sw', 'lw'].map((c) => club(c).carry.mean);
    expect([...carries].sort((a, b) => b - a)).toEqual(carries);
    expect(data.skytrakAppSettings).toEqual({ enableMetricDistances: false, enableMetricSpeeds: false, handedness: 'right' });
    expect(data.mapSettings.rangeLength).toBeGreaterThanOrEqual(club('driver').total.max);
  });

  it('answers in metres and km/h to a player whose profile says metric', async () => {
    const data = (await list('', shota)).body.data;
    expect(data.mapSettings.units).toMatchObject({ distance: 'm', speed: 'km/h', shortDistance: 'm' });
    const driver = data.expectedClubStat.find((c: any) => c.clubType === 'driver');
    expect(driver.carry.mean).toBeGreaterThan(180);
    expect(driver.carry.mean).toBeLessThan(250);
    expect(driver.ballSpeed.mean).toBeGreaterThan(200);
  });

  it.each([
    ['page=-1', 'page'],
    ['size=500', 'size'],
    ['clubType=spoon', 'clubType'],
    ['activityType=golf', 'activityType'],
    ['fromDate=2026-02-30', 'fromDate'],
    ['fromDate=2026-05-02&toDate=2026-05-01', 'toDate'],
    ['timeZone=Mars/Olympus', 'timeZone'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('needs a signed-in player', async () => {
    expect((await call(t.app, { method: 'GET', url: '/skytrak/my-game/activity' })).status).toBe(401);
  });
});

describe('GET /skytrak/my-game/activity/{esnActivityId}', () => {
  it('gives every shot with the full launch data and per-club statistics', async () => {
    const summary = (await list('activityType=range')).body.data.activities[0];
    const res = await get(`/skytrak/my-game/activity/${summary.esnActivityId}`);
    expect(res.status).toBe(200);
    const activity = res.body.data;
    expect(activity.shots).toHaveLength(summary.shotCount);
    expect(activity.shots.map((s: any) => s.shotNumber)).toEqual(activity.shots.map((_: any, i: number) => i + 1));
    const shot = activity.shots[0];
    for (const field of [
      'ballSpeed',
      'clubSpeed',
      'smashFactor',
      'launchAngle',
      'launchDirection',
      'backSpin',
      'sideSpin',
      'spinAxis',
      'carry',
      'total',
      'offline',
      'apex',
      'descentAngle',
    ]) {
      expect(typeof shot[field]).toBe('number');
    }
    expect(shot.smashFactor).toBeCloseTo(shot.ballSpeed / shot.clubSpeed, 2);
    expect(activity.clubStats.map((c: any) => c.clubType).sort()).toEqual([...summary.clubTypes].sort());
    expect(activity.units.distance).toBe('yd');
  });

  it("answers 404 for another player's session and for one that does not exist, 400 for a word", async () => {
    const mine = (await list()).body.data.activities[0].esnActivityId;
    expect((await get(`/skytrak/my-game/activity/${mine}`, sam)).status).toBe(404);
    expect((await get('/skytrak/my-game/activity/99999999')).status).toBe(404);
    expect((await get('/skytrak/my-game/activity/latest')).status).toBe(400);
  });
});

describe('GET /skytrak/my-game/activity/type', () => {
  it("lists the player's clubs in bag order and their session types with counts", async () => {
    const data = (await get('/skytrak/my-game/activity/type')).body.data;
    expect(data.clubs[0].clubType).toBe('driver');
    expect(data.clubs.at(-1).clubType).toBe('putter');
    const total = (await list()).body.data.totalRecord;
    expect(data.types.reduce((s: number, x: any) => s + x.activityCount, 0)).toBe(total);
  });
});

describe('GET /skytrak/my-game/shot (comparison)', () => {
  it('puts two or more shots side by side in the order asked; another player’s shot is 404', async () => {
    const id = (await list('activityType=range')).body.data.activities[0].esnActivityId;
    const shots = (await get(`/skytrak/my-game/activity/${id}`)).body.data.shots;
    const ids = [shots[2].skyTrakShotId, shots[0].skyTrakShotId];
    const res = await get(`/skytrak/my-game/shot?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.shots.map((s: any) => s.skyTrakShotId)).toEqual(ids);
    expect((await get(`/skytrak/my-game/shot?ids=${ids.join(',')}`, sam)).status).toBe(404);
    expect((await get(`/skytrak/my-game/shot?ids=${ids[0]}`)).status).toBe(400);
    expect((await get('/skytrak/my-game/shot?ids=1,x')).status).toBe(400);
  });
});

describe('GET /skytrak/my-game/practice-green', () => {
  it('gives make rates that fall with distance', async () => {
    const data = (await get('/skytrak/my-game/practice-green')).body.data;
    expect(data.units.shortDistance).toBe('ft');
    expect(data.putts).toBeGreaterThan(20);
    expect(data.bands.map((b: any) => b.from)).toEqual([0, 3, 6, 10, 20, 35]);
    const [, short, , , long] = data.bands;
    expect(short.makeRate).toBeGreaterThan(long.makeRate);
    expect(long.averageLeave).toBeGreaterThan(short.averageLeave);
    expect(data.bands.reduce((s: number, b: any) => s + b.putts, 0)).toBe(data.putts);
  });
});

describe('GET /skytrak/my-game/bag-mapping', () => {
  it("maps shots to the clubs of the player's current bag with carry gaps", async () => {
    const data = (await get('/skytrak/my-game/bag-mapping')).body.data;
    expect(data.bag).not.toBeNull();
    const withShots = data.clubs.filter((c: any) => c.shotCount > 0);
    expect(withShots.length).toBeGreaterThan(5);
    for (let i = 0; i < withShots.length - 1; i++) {
      expect(withShots[i].gapToNext).toBeCloseTo(withShots[i].carry.mean - withShots[i + 1].carry.mean, 1);
      expect(['tight', 'good', 'wide']).toContain(withShots[i].gapStatus);
    }
    expect(withShots.at(-1).gapToNext).toBeNull();
    expect(data.clubs.every((c: any) => c.clubId !== null)).toBe(true);
  });
});
