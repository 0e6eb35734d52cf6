import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(() => t.close());

const statementsOf = async (url: string) => {
  const read = () => call(t.app, { method: 'GET', url, token });
  await read();
  return countQueries(t.database, async () => expect((await read()).status).toBe(200));
};

describe('the Plus, bucks, gear and renewal pages read in one or two statements', () => {
  it('reads bucks and coupons, each with the region and the usable balance, in one statement', async () => {
    expect(await statementsOf('/api/bucks')).toBe(1);
    expect(await statementsOf('/api/coupon')).toBe(1);
  });

  it('reads the Plus offer in one statement and its home center’s tax rates in one more', async () => {
    expect(await statementsOf('/api/subscription')).toBe(2);
  });

  it('reads the renewal plans with the center, bucks and packages in one statement, then the tax rates', async () => {
    expect(await statementsOf('/api/renewal/game-plan')).toBe(2);
  });

  it('reads the recommended gear with the player’s region in the recommendations’ statement', async () => {
    // The recommendations, then the catalogue's prices, pictures and texts of their products.
    expect(await statementsOf('/api/gear/recommended')).toBeLessThanOrEqual(4);
  });
});
