import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { players } from '../account/account.tables.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

// A leaderboard is one statement whatever its scope: the caller's units, the named center or coach,
// the board and the caller's own rank are one JSON value built by PostgreSQL.
let t: TestApp;
let jordan: string;
beforeAll(async () => {
  t = await startTestApp();
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(() => t.close());

async function statementsOf(url: string) {
  let res!: Awaited<ReturnType<typeof call>>;
  const n = await countQueries(t.database, async () => {
    res = await call(t.app, { method: 'GET', url, token: jordan });
  });
  return { n, status: res.status, data: res.body.data };
}

describe('GET /api/leader-board/challenge', () => {
  it('answers the global board, a center’s board and a missing center each in one statement', async () => {
    const global = await statementsOf('/api/leader-board/challenge?type=driver');
    expect([global.status, global.data.entries.length > 0, global.data.me.rank]).toEqual([200, true, expect.any(Number)]);
    expect(global.n).toBe(1);
    const center = await statementsOf(`/api/leader-board/challenge?type=distance&centerId=${global.data.me.centerId}`);
    expect([center.status, center.data.scope, center.n]).toEqual([200, 'center', 1]);
    const missing = await statementsOf('/api/leader-board/challenge?centerId=99999');
    expect([missing.status, missing.n]).toEqual([404, 1]);
  });

  it('lists, renames, unlists and moves a player on every scope’s board with the change itself', async () => {
    const parent = (await signIn(t.app, 'parent@example.com')).access_token;
    const me = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: parent })).body.data;
    const settings = (displayName: string, isVisible: boolean) =>
      call(t.app, { method: 'PUT', url: '/api/leader-board/settings', token: parent, payload: { displayName, isVisible } });
    const board = async (scope: string) =>
      (await call(t.app, { method: 'GET', url: `/api/leader-board/challenge?type=driver${scope}`, token: parent })).body.data;
    // The name each board shows for the parent (null: not listed) and the rank each gives them.
    const shown = async (centerId: number, coachId: number) => {
      const boards = await Promise.all([board(''), board(`&centerId=${centerId}`), board(`&coachId=${coachId}`)]);
      return boards.map((b) => [b.entries.find((e: { isMe: boolean }) => e.isMe)?.displayName ?? null, b.me.rank]);
    };
    const moveTo = (centerId: number, coachId: number) => t.database.db.update(players).set({ centerId, coachId }).where(eq(players.id, me.id));

    await moveTo(me.centerId, 1);
    expect((await shown(me.centerId, 1)).map(([name]) => name)).toEqual([null, null, null]);
    await settings('Mo R.', true);
    const listed = await shown(me.centerId, 1);
    expect(listed.map(([name]) => name)).toEqual(['Mo R.', 'Mo R.', 'Mo R.']);
    expect(listed.every(([, rank]) => typeof rank === 'number')).toBe(true);
    await settings('Morgan Rivera', true);
    expect((await shown(me.centerId, 1)).map(([name]) => name)).toEqual(['Morgan Rivera', 'Morgan Rivera', 'Morgan Rivera']);
    // Unlisted, the parent still sees where their best would stand.
    await settings('Morgan Rivera', false);
    expect(await shown(me.centerId, 1)).toEqual(listed.map(([, rank]) => [null, rank]));

    // Another center and coach: on their boards at once, gone from the old ones.
    await settings('Morgan Rivera', true);
    await moveTo(me.centerId + 1, 2);
    expect((await shown(me.centerId + 1, 2)).map(([name]) => name)).toEqual(['Morgan Rivera', 'Morgan Rivera', 'Morgan Rivera']);
    expect((await shown(me.centerId, 1)).slice(1)).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
