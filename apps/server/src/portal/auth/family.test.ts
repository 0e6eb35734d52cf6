import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('family sub-accounts', () => {
  it('asks a parent to choose an account: no jwt_token at sign-in', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    expect(s.jwt_token).toBeNull();
    expect(s.profile.hasFamily).toBe(true);
  });

  it('lists the parent and both children for the parent only', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { firstName: string }) => m.firstName)).toEqual(['Morgan', 'Riley', 'Avery']);
    expect(res.body.data[0].isParent).toBe(true);

    const other = await signIn(t.app, 'player@example.com');
    const theirs = await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: other.access_token });
    expect(theirs.status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/player/family-account?email=bad', token: s.access_token })).status).toBe(400);
  });

  it('signs the parent in as a child, whose token then acts as the child', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const family = (await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: s.access_token })).body.data;
    const riley = family[1];
    const res = await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: s.access_token, payload: { playerId: riley.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ id: riley.id, firstName: 'Riley', isSubAccountsLogin: true });
    // A child without an e-mail shops with the parent's commerce account.
    expect(res.body.data.eToken).toBeTruthy();
    const me = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: res.body.data.authToken });
    expect(me.body.data).toMatchObject({ firstName: 'Riley', isSubAccountsLogin: true });
  });

  it("switches a child's session to another family member, the parent included, without signing in again", async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const family = (await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: s.access_token })).body.data;
    const [morgan, riley, avery] = family;
    const asRiley = (await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: s.access_token, payload: { playerId: riley.id } })).body
      .data;

    // Riley's session lists the family it belongs to (named by the parent's e-mail)…
    const listed = await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: asRiley.authToken });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((m: { firstName: string }) => m.firstName)).toEqual(['Morgan', 'Riley', 'Avery']);
    // …and no other family's.
    const jordan = await call(t.app, { method: 'GET', url: '/api/player/family-account?email=player@example.com', token: asRiley.authToken });
    expect(jordan.status).toBe(404);

    // Riley → Avery: a sub-account session of the same parent.
    const toAvery = await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: asRiley.authToken, payload: { playerId: avery.id } });
    expect(toAvery.status).toBe(200);
    expect(toAvery.body.data.profile).toMatchObject({ id: avery.id, firstName: 'Avery', isSubAccountsLogin: true });
    const me = await call(t.app, { method: 'GET', url: '/api/v2/player/me', token: toAvery.body.data.authToken });
    expect(me.body.data).toMatchObject({ firstName: 'Avery', isSubAccountsLogin: true });

    // Avery → the parent: the parent's own session again.
    const toMorgan = await call(t.app, {
      method: 'POST',
      url: '/api/player/sub-account/login',
      token: toAvery.body.data.authToken,
      payload: { playerId: morgan.id },
    });
    expect(toMorgan.status).toBe(200);
    expect(toMorgan.body.data.profile).toMatchObject({ id: morgan.id, firstName: 'Morgan', isSubAccountsLogin: false });

    // Another family's player stays out of reach of a child's session.
    const other = await signIn(t.app, 'player@example.com');
    const stranger = await call(t.app, {
      method: 'POST',
      url: '/api/player/sub-account/login',
      token: toAvery.body.data.authToken,
      payload: { playerId: other.profile.id },
    });
    expect(stranger.status).toBe(404);
  });

  it('lets the parent finish the choice as themself', async () => {
    const s = await signIn(t.app, 'parent@example.com');
    const res = await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: s.access_token, payload: { playerId: s.profile.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ firstName: 'Morgan', isSubAccountsLogin: false });
  });

  it("answers 404 for another family's child and 400 for a bad id", async () => {
    const parent = await signIn(t.app, 'parent@example.com');
    const family = (await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: parent.access_token })).body.data;
    const other = await signIn(t.app, 'player@example.com');
    const res = await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: other.access_token, payload: { playerId: family[1].id } });
    expect(res.status).toBe(404);
    const bad = await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: other.access_token, payload: { playerId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('playerId');
  });
});
