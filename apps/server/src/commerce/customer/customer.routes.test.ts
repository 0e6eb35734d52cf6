import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const generate = (store: string, email: unknown, token?: string) =>
  call(t.app, { method: 'POST', url: `/rest/${store}/V1/customer/generateToken`, payload: { email }, token });

describe('POST /rest/{storeCode}/V1/customer/generateToken', () => {
  it('gives a signed-in player a token for their own e-mail that works on the store', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const res = await generate('US', 'player@example.com', s.access_token);
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    const me = await gql(t.app, '{ customer { email } }', { token: res.body, store: 'US' });
    expect(me.body.data.customer.email).toBe('player@example.com');
  });

  it("refuses another person's e-mail, no credentials, and an unknown store", async () => {
    const s = await signIn(t.app, 'player@example.com');
    expect((await generate('US', 'parent@example.com', s.access_token)).status).toBe(403);
    expect((await generate('US', 'player@example.com')).status).toBe(401);
    expect((await generate('XX', 'player@example.com', s.access_token)).status).toBe(404);
    expect((await generate('US', 'not-an-email', s.access_token)).status).toBe(400);
  });

  it('lets the trusted back office get a token for any existing customer', async () => {
    await signIn(t.app, 'parent@example.com');
    const res = await generate('STSVEN', 'parent@example.com', t.config.secrets.integrationToken);
    expect(res.status).toBe(200);
    expect((await generate('US', 'stranger@example.com', t.config.secrets.integrationToken)).status).toBe(404);
  });
});
