import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let jordan: string;
let sam: string;
beforeAll(async () => {
  t = await startTestApp();
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
  sam = (await signIn(t.app, 'simulator@example.com')).access_token;
});
afterAll(() => t.close());

async function sessions(token: string, query = 'activityType=range&size=100') {
  return (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity?${query}`, token })).body.data.activities as any[];
}
async function shotsOf(id: number, token = jordan) {
  return (await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${id}`, token })).body.data.shots as any[];
}
const put = (payload: object, token = jordan) => call(t.app, { method: 'PUT', url: '/skytrak/my-game/shot', token, payload });
const del = (url: string, payload: object | undefined, token = jordan) => call(t.app, { method: 'DELETE', url, token, payload });

describe('PUT /skytrak/my-game/shot (change club)', () => {
  it('moves shots to another club and answers them as they now are', async () => {
    const [session] = await sessions(jordan);
    const shots = await shotsOf(session.esnActivityId);
    const ids = shots.slice(0, 2).map((s) => s.skyTrakShotId);
    const res = await put(ids.map((skyTrakShotId) => ({ skyTrakShotId, clubType: 'lw' })));
    expect(res.status).toBe(200);
    expect(res.body.data.shots.map((s: any) => [s.skyTrakShotId, s.clubType])).toEqual(ids.map((id) => [id, 'lw']));
    const after = await shotsOf(session.esnActivityId);
    expect(after.filter((s) => ids.includes(s.skyTrakShotId)).every((s) => s.clubType === 'lw')).toBe(true);
    // The measured numbers stay as the monitor measured them.
    expect(after.find((s) => s.skyTrakShotId === ids[0]).carry).toBe(shots[0].carry);
  });

  it("changes nothing when one shot is another player's (404)", async () => {
    const [mine] = await sessions(jordan);
    const [theirs] = await sessions(sam);
    const myShot = (await shotsOf(mine.esnActivityId))[3];
    const theirShot = (await shotsOf(theirs.esnActivityId, sam))[0];
    const res = await put([
      { skyTrakShotId: myShot.skyTrakShotId, clubType: '3i' },
      { skyTrakShotId: theirShot.skyTrakShotId, clubType: '3i' },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.message).toContain(String(theirShot.skyTrakShotId));
    expect((await shotsOf(mine.esnActivityId))[3].clubType).toBe(myShot.clubType);
  });

  it.each([
    [[], '/'],
    [[{ skyTrakShotId: 1, clubType: 'spoon' }], '0.clubType'],
    [[{ skyTrakShotId: 'x', clubType: '7i' }], '0.skyTrakShotId'],
  ])('refuses %j', async (payload, field) => {
    const res = await put(payload);
    expect(res.status).toBe(400);
    if (field !== '/') expect(res.body.field).toBe(field);
  });

  it('refuses the same shot twice in one change', async () => {
    const [session] = await sessions(jordan);
    const id = (await shotsOf(session.esnActivityId))[0].skyTrakShotId;
    const res = await put([
      { skyTrakShotId: id, clubType: '7i' },
      { skyTrakShotId: id, clubType: '8i' },
    ]);
    expect(res.status).toBe(400);
  });

  it('keeps the shots of a scored skill challenge as they were scored (422)', async () => {
    const [challenge] = await sessions(jordan, 'activityType=challenge');
    expect(challenge.challengeId).not.toBeNull();
    const shot = (await shotsOf(challenge.esnActivityId))[0];
    const res = await put([{ skyTrakShotId: shot.skyTrakShotId, clubType: '7i' }]);
    expect(res.status).toBe(422);
    const removal = await del('/skytrak/my-game/activity/shot', { ids: [shot.skyTrakShotId] });
    expect(removal.status).toBe(422);
  });
});

describe('DELETE /skytrak/my-game/activity/shot', () => {
  it('removes shots from their session, and the session with its last shot', async () => {
    const list = await sessions(jordan);
    const [a, b] = list;
    const shotsA = await shotsOf(a.esnActivityId);
    const res = await del('/skytrak/my-game/activity/shot', { ids: [shotsA[0].skyTrakShotId] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      deletedShotIds: [shotsA[0].skyTrakShotId],
      deletedActivityIds: [],
      activities: [{ esnActivityId: a.esnActivityId, shotCount: shotsA.length - 1 }],
    });

    const shotsB = await shotsOf(b.esnActivityId);
    const all = await del('/skytrak/my-game/activity/shot', { ids: shotsB.map((s) => s.skyTrakShotId) });
    expect(all.body.data.deletedActivityIds).toEqual([b.esnActivityId]);
    expect((await call(t.app, { method: 'GET', url: `/skytrak/my-game/activity/${b.esnActivityId}`, token: jordan })).status).toBe(404);
  });

  it("deletes nothing when one shot is another player's", async () => {
    const [theirs] = await sessions(sam);
    const theirShots = await shotsOf(theirs.esnActivityId, sam);
    const res = await del('/skytrak/my-game/activity/shot', { ids: [theirShots[0].skyTrakShotId] });
    expect(res.status).toBe(404);
    expect(await shotsOf(theirs.esnActivityId, sam)).toHaveLength(theirShots.length);
    expect((await del('/skytrak/my-game/activity/shot', { ids: [] })).status).toBe(400);
  });
});

describe('DELETE /skytrak/my-game/activity', () => {
  it('deletes one session by ?id and several by {ids}', async () => {
    const [a, b, c] = await sessions(jordan);
    const one = await del(`/skytrak/my-game/activity?id=${a.esnActivityId}`, undefined);
    expect(one.status).toBe(200);
    expect(one.body.data.deletedActivityIds).toEqual([a.esnActivityId]);
    const many = await del('/skytrak/my-game/activity', { ids: [b.esnActivityId, c.esnActivityId] });
    expect(many.body.data.deletedActivityIds).toEqual([b.esnActivityId, c.esnActivityId].sort((x, y) => x - y));
    const left = (await sessions(jordan)).map((s) => s.esnActivityId);
    expect(left).not.toContain(a.esnActivityId);
    expect(left).not.toContain(c.esnActivityId);
  });

  it("deletes nothing when a session is another player's, and asks for an id", async () => {
    const [mine] = await sessions(jordan);
    const [theirs] = await sessions(sam);
    const res = await del('/skytrak/my-game/activity', { ids: [mine.esnActivityId, theirs.esnActivityId] });
    expect(res.status).toBe(404);
    expect((await sessions(jordan))[0].esnActivityId).toBe(mine.esnActivityId);
    expect((await del('/skytrak/my-game/activity', undefined)).status).toBe(400);
    // A session id past the int4 sessions are stored in is refused, not a 500 (found by the fuzz suite).
    const huge = await del(`/skytrak/my-game/activity?id=${mine.esnActivityId}`, { ids: 2147483648 });
    expect(huge.status).toBe(400);
    expect(huge.body.field).toMatch(/^ids/);
  });

  it('deleting the same session from many tabs at once deletes it once', async () => {
    const [session] = await sessions(jordan);
    const results = await Promise.all(Array.from({ length: 20 }, () => del(`/skytrak/my-game/activity?id=${session.esnActivityId}`, undefined)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(19);
  });
});
