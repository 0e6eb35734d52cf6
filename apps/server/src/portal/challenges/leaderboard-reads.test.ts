import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
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
});
