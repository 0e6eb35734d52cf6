import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

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
  const n = await countQueries(t.database, async () => {
    res = await call(t.app, { method: 'GET', url, token: jordan });
  });
  return { n, status: res.status, data: res.body.data };
}

describe('launch-monitor reads', () => {
  it('lists a page of sessions with the club statistics of the whole selection in one statement', async () => {
    const first = await statementsOf('/skytrak/my-game/activity?page=0&size=20');
    expect([first.status, first.data.activities.length, first.data.expectedClubStat.length > 5]).toEqual([200, 20, true]);
    expect(first.n).toBe(1);
    const filtered = await statementsOf('/skytrak/my-game/activity?page=1&size=5&clubType=driver&fromDate=2020-01-01&activityType=range');
    expect(filtered.status).toBe(200);
    expect(filtered.n).toBe(1);
  });

  it('reads one session with all its shots and its club statistics in one statement', async () => {
    const id = (await statementsOf('/skytrak/my-game/activity?activityType=range')).data.activities[0].esnActivityId;
    const one = await statementsOf(`/skytrak/my-game/activity/${id}`);
    expect(one.status).toBe(200);
    expect(one.data.shots.length).toBeGreaterThan(10);
    expect(one.n).toBe(1);
    const missing = await statementsOf('/skytrak/my-game/activity/99999999');
    expect([missing.status, missing.n]).toEqual([404, 1]);
  });
});
