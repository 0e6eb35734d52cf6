import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { simClubStats } from './simulator.tables.ts';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Value } from 'typebox/value';
import { Activity, Envelope } from '@golf/contracts';

// The session list and one session are the practice screens' busiest reads: each is one statement
// whatever the page, the filters or the number of shots (PostgreSQL builds the answer's JSON).
let t: TestApp;
let jordan: string;
beforeAll(async () => {
  t = await startTestApp();
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(() => t.close());

async function statementsOf(url: string) {
  let res!: Awaited<ReturnType<typeof call>>;
  // The token's session is looked up again every few seconds (ended-sessions.ts): done here, not in the counted call.
  await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: jordan });
  const n = await countQueries(t.database, async () => {
    res = await call(t.app, { method: 'GET', url, token: jordan });
  });
  return { n, status: res.status, data: res.body.data };
}

describe('launch-monitor reads', () => {
  it('lists a page of sessions with the club statistics of the whole selection in one statement', async () => {
    await statementsOf('/skytrak/my-game/activity?page=0&size=20');
    const first = await statementsOf('/skytrak/my-game/activity?page=0&size=20');
    expect([first.status, first.data.activities.length, first.data.expectedClubStat.length > 5]).toEqual([200, 20, true]);
    expect(first.n).toBe(1);
    const filtered = await statementsOf('/skytrak/my-game/activity?page=1&size=5&clubType=driver&fromDate=2020-01-01&activityType=range');
    expect(filtered.status).toBe(200);
    expect(filtered.n).toBe(1);
  });

  it('reads one session with all its shots and its club statistics in one statement', async () => {
    const id = (await statementsOf('/skytrak/my-game/activity?activityType=range')).data.activities[0].esnActivityId;
    // The first read since the player's shots changed also keeps the outlier bounds it computed.
    await statementsOf(`/skytrak/my-game/activity/${id}`);
    const one = await statementsOf(`/skytrak/my-game/activity/${id}`);
    expect(one.status).toBe(200);
    expect(one.data.shots.length).toBeGreaterThan(10);
    expect(one.n).toBe(1);
    const missing = await statementsOf('/skytrak/my-game/activity/99999999');
    expect([missing.status, missing.n]).toEqual([404, 1]);
  });

  it("writes one session's answer exactly as the contract's compiled serializer would, byte for byte", async () => {
    const serializer = SerializerSelector()()({
      schema: Envelope(Activity),
      method: 'GET',
      url: '/skytrak/my-game/activity/:esnActivityId',
      httpStatus: '200',
    });
    const list = await call(t.app, { method: 'GET', url: '/skytrak/my-game/activity?page=0&size=20', token: jordan });
    const ids: number[] = list.body.data.activities.map((a: { esnActivityId: number }) => a.esnActivityId);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids.slice(0, 3)) {
      for (const zone of ['', '?timeZone=Asia/Tokyo']) {
        const res = await t.app.inject({ method: 'GET', url: `/skytrak/my-game/activity/${id}${zone}`, headers: { authorization: `Bearer ${jordan}` } });
        expect(res.statusCode).toBe(200);
        expect(Value.Check(Envelope(Activity), res.json())).toBe(true);
        expect(res.body).toBe(serializer(res.json()));
      }
    }
  });

  it("keeps the player's outlier bounds on the first session read: later reads answer the same, and a change to the shots clears them", async () => {
    const playerId = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: jordan })).body.data.id as number;
    const keptBounds = async () => (await t.database.db.select().from(simClubStats).where(eq(simClubStats.playerId, playerId)))[0]?.bounds;
    // A range session: a scored challenge's shots keep their clubs.
    const sessions = (await statementsOf('/skytrak/my-game/activity?page=0&size=20&activityType=range')).data.activities as {
      esnActivityId: number;
      clubTypes: string[];
    }[];
    const session = sessions.find((a) => a.clubTypes.length > 1)!;
    const url = `/skytrak/my-game/activity/${session.esnActivityId}`;

    // A change to any shot (here: handing one back to the rule) leaves no bounds kept.
    const someShot = (await statementsOf(url)).data.shots[0] as { skyTrakShotId: number };
    const handedBack = await call(t.app, {
      method: 'PUT',
      url: '/skytrak/my-game/shot/counted',
      token: jordan,
      payload: [{ skyTrakShotId: someShot.skyTrakShotId, choice: 'auto' }],
    });
    expect(handedBack.status).toBe(200);
    expect(await keptBounds()).toBeNull();
    const computed = await statementsOf(url);
    expect([computed.status, computed.n]).toEqual([200, 2]);
    expect(await keptBounds()).toEqual(expect.arrayContaining([expect.objectContaining({ club_type: session.clubTypes[0], n: expect.any(Number) })]));
    const fromKept = await statementsOf(url);
    expect(fromKept.n).toBe(1);
    expect(fromKept.data).toEqual(computed.data);
    const firstBounds = await keptBounds();

    // Moving a shot to another club moves both clubs' bounds: cleared, then computed again from the shots as they now are.
    const shot = (computed.data.shots as { skyTrakShotId: number; clubType: string }[]).find((s) => s.clubType === session.clubTypes[0])!;
    const other = session.clubTypes[1]!;
    const moved = await call(t.app, {
      method: 'PUT',
      url: '/skytrak/my-game/shot',
      token: jordan,
      payload: [{ skyTrakShotId: shot.skyTrakShotId, clubType: other }],
    });
    expect(moved.status).toBe(200);
    expect(await keptBounds()).toBeNull();
    const after = await statementsOf(url);
    expect(after.n).toBe(2);
    expect((await statementsOf(url)).data).toEqual(after.data);
    const count = (bounds: unknown, club: string) => (bounds as { club_type: string; n: number }[]).find((b) => b.club_type === club)?.n ?? 0;
    const afterBounds = await keptBounds();
    expect([count(afterBounds, shot.clubType), count(afterBounds, other)]).toEqual([count(firstBounds, shot.clubType) - 1, count(firstBounds, other) + 1]);
  });

  it('keeps the club statistics of the screen as opened, and a change to the shots shows on the next read', async () => {
    type Stat = { clubType: string; shotCount: number; carry: { mean: number } };
    const byClub = (stats: Stat[]) => Object.fromEntries(stats.map((s) => [s.clubType, [s.shotCount, s.carry.mean]]));
    const playerId = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: jordan })).body.data.id as number;
    const kept = async () => (await t.database.db.select().from(simClubStats).where(eq(simClubStats.playerId, playerId)))[0];
    const opened = await statementsOf('/skytrak/my-game/activity?page=0&size=20');
    // Kept by that read, and answered from the kept row by the next one, as the same figures as a filter that admits every shot.
    expect((await kept())?.stats).toEqual(expect.any(Array));
    const again = await statementsOf('/skytrak/my-game/activity?page=0&size=20');
    const everything = await statementsOf('/skytrak/my-game/activity?page=0&size=20&fromDate=2000-01-01');
    expect(again.n).toBe(1);
    expect(byClub(again.data.expectedClubStat)).toEqual(byClub(opened.data.expectedClubStat));
    expect(byClub(again.data.expectedClubStat)).toEqual(byClub(everything.data.expectedClubStat));

    // Deleting a driver shot makes the kept figures stale at once: the next read shows one driver shot fewer.
    const session = opened.data.activities.find((a: { clubTypes: string[] }) => a.clubTypes.includes('driver'));
    const shots = (await statementsOf(`/skytrak/my-game/activity/${session.esnActivityId}`)).data.shots as {
      skyTrakShotId: number;
      clubType: string;
      isCounted: boolean;
    }[];
    const driver = shots.find((s) => s.clubType === 'driver' && s.isCounted)!;
    const before = byClub(again.data.expectedClubStat).driver![0] as number;
    const deleted = await call(t.app, { method: 'DELETE', url: '/skytrak/my-game/activity/shot', token: jordan, payload: { ids: [driver.skyTrakShotId] } });
    expect(deleted.status).toBe(200);
    expect((await kept())?.stats).toBeNull();
    const after = await statementsOf('/skytrak/my-game/activity?page=0&size=20');
    const live = await statementsOf('/skytrak/my-game/activity?page=0&size=20&fromDate=2000-01-01');
    expect(byClub(after.data.expectedClubStat).driver![0]).toBe(before - 1);
    expect(byClub(after.data.expectedClubStat)).toEqual(byClub(live.data.expectedClubStat));
  });
});
