import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let jordan: string; // player@example.com: a Tournament bag (14 clubs) and a Travel bag
let casey: string; // simulator.coach@example.com: a Fitting bag with 15 clubs
beforeAll(async () => {
  t = await startTestApp();
  jordan = (await signIn(t.app, 'player@example.com')).access_token;
  casey = (await signIn(t.app, 'simulator.coach@example.com')).access_token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: unknown) =>
  call(t.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

async function categoryId(code: string): Promise<number> {
  const res = await get('/api/club-categories', jordan);
  return res.body.data.find((c: { code: string }) => c.code === code).id;
}

describe('reference lists', () => {
  it('lists the manufacturers by name', async () => {
    const res = await get('/api/manufacturers', jordan);
    expect(res.status).toBe(200);
    const names = res.body.data.map((m: { name: string }) => m.name);
    expect(names).toContain('Titleist');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('lists the parent categories in bag order under the spelling clients call', async () => {
    const res = await get('/api/club-categoiries-parent', jordan);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(['drivers', 'woods', 'hybrids', 'irons', 'wedges', 'putters']);
    expect(res.body.data.every((c: { parentId: number | null }) => c.parentId === null)).toBe(true);
  });

  it('lists the child categories, all of them or those of one parent', async () => {
    const parents = (await get('/api/club-categoiries-parent', jordan)).body.data;
    const irons = parents.find((p: { code: string }) => p.code === 'irons');
    const all = await get('/api/club-categories', jordan);
    expect(all.body.data[0]).toMatchObject({ code: 'driver', shortName: 'D' });
    expect(all.body.data.at(-1)).toMatchObject({ code: 'putter' });
    const some = await get(`/api/club-categories?parentId=${irons.id}`, jordan);
    expect(some.body.data.map((c: { shortName: string }) => c.shortName)).toEqual(['2i', '3i', '4i', '5i', '6i', '7i', '8i', '9i']);
    expect((await get('/api/club-categories?parentId=abc', jordan)).status).toBe(400);
  });

  it('asks for sign-in', async () => {
    for (const url of ['/api/manufacturers', '/api/club-categoiries-parent', '/api/club-categories', '/api/my-bags', '/api/clubs'])
      expect((await get(url)).status).toBe(401);
  });
});

describe('bags', () => {
  it("lists the player's own bags with their club counts", async () => {
    const res = await get('/api/my-bags', jordan);
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { bagName: string; clubCount: number }) => [b.bagName, b.clubCount])).toEqual([
      ['Tournament bag', 14],
      ['Travel bag', 8],
    ]);
    expect(res.body.data[0]).toMatchObject({ isOverClubLimit: false });
    const fitting = (await get('/api/my-bags', casey)).body.data;
    expect(fitting).toEqual([expect.objectContaining({ bagName: 'Fitting bag', clubCount: 15, isOverClubLimit: true })]);
  });

  it('adds, renames and reads a bag; the changed bag becomes the newest', async () => {
    const made = await send('POST', '/api/bag', jordan, { bagName: '  Links bag ' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ bagName: 'Links bag', clubCount: 0 });
    const id = made.body.data.id;
    const renamed = await send('PUT', '/api/bag', jordan, { id, bagName: 'Seaside bag' });
    expect(renamed.body.data.bagName).toBe('Seaside bag');
    expect(Date.parse(renamed.body.data.lastModified)).toBeGreaterThanOrEqual(Date.parse(made.body.data.lastModified));
    const one = await get(`/api/bag/${id}`, jordan);
    expect(one.body.data).toMatchObject({ id, bagName: 'Seaside bag', clubs: [] });
    const list = (await get('/api/my-bags', jordan)).body.data;
    const newest = [...list].sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified) || b.id - a.id)[0];
    expect(newest.id).toBe(id);
    await send('DELETE', `/api/bag/${id}`, jordan);
  });

  it('refuses an empty name, a name already used and unknown fields with a message', async () => {
    const empty = await send('POST', '/api/bag', jordan, { bagName: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('bagName');
    const missing = await send('POST', '/api/bag', jordan, {});
    expect(missing.status).toBe(400);
    const twice = await send('POST', '/api/bag', jordan, { bagName: 'tournament BAG' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already have a bag named/);
    const tooLong = await send('POST', '/api/bag', jordan, { bagName: 'x'.repeat(61) });
    expect(tooLong.status).toBe(400);
  });

  it('makes one bag of a name however many ask at once, and no more than 20 bags', async () => {
    const simulator = (await signIn(t.app, 'simulator@example.com')).access_token;
    const same = await Promise.all(Array.from({ length: 12 }, () => send('POST', '/api/bag', simulator, { bagName: 'Range bag' })));
    expect(same.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    const many = await Promise.all(Array.from({ length: 25 }, (_, i) => send('POST', '/api/bag', simulator, { bagName: `Bag ${i}` })));
    const made = many.filter((r) => r.status === 201).length;
    expect(made).toBe(20 - 2); // the seeded Simulator bag and the Range bag count too
    expect(many.filter((r) => r.status === 422)[0]?.body.message).toBe('You can keep up to 20 bags. Delete one you no longer use first.');
    expect((await get('/api/my-bags', simulator)).body.data).toHaveLength(20);
  });

  it('deletes a bag with its clubs', async () => {
    const id = (await send('POST', '/api/bag', jordan, { bagName: 'Old irons' })).body.data.id;
    const club = await send('POST', '/api/club', jordan, { bagId: id, categoryId: await categoryId('7i') });
    const gone = await send('DELETE', `/api/bag/${id}`, jordan);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id });
    expect((await get(`/api/bag/${id}`, jordan)).status).toBe(404);
    expect((await get(`/api/clubs/${club.body.data.id}`, jordan)).status).toBe(404);
    expect((await send('DELETE', `/api/bag/${id}`, jordan)).status).toBe(404);
  });

  it("answers 404 for another player's bag on every route", async () => {
    const caseyBag = (await get('/api/my-bags', casey)).body.data[0].id;
    expect((await get(`/api/bag/${caseyBag}`, jordan)).status).toBe(404);
    expect((await get(`/api/clubs?bagId=${caseyBag}`, jordan)).status).toBe(404);
    expect((await send('PUT', '/api/bag', jordan, { id: caseyBag, bagName: 'Mine now' })).status).toBe(404);
    expect((await send('DELETE', `/api/bag/${caseyBag}`, jordan)).status).toBe(404);
    expect((await send('POST', '/api/club', jordan, { bagId: caseyBag, categoryId: await categoryId('7i') })).status).toBe(404);
    expect((await get(`/api/bag/${caseyBag}`, casey)).body.data.bagName).toBe('Fitting bag');
  });
});

describe('clubs', () => {
  let bagId: number;
  beforeAll(async () => {
    bagId = (await send('POST', '/api/bag', jordan, { bagName: 'Test bag' })).body.data.id;
  });

  it('adds a club with every field and reads it back', async () => {
    const makers = (await get('/api/manufacturers', jordan)).body.data;
    const ping = makers.find((m: { name: string }) => m.name === 'Ping');
    const res = await send('POST', '/api/club', jordan, {
      bagId,
      category: { id: await categoryId('7i') },
      manufacturer: ping,
      model: ' i230 ',
      loft: 33,
      shaft: 'Dynamic Gold 105',
      flex: 'S',
      length: 37,
      lie: 62.5,
      grip: 'Golf Pride MCC',
      carryDistance: 165,
      notes: 'Bent one degree upright',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      bagId,
      category: { code: '7i', shortName: '7i' },
      categoryGroup: 'Irons',
      manufacturer: { name: 'Ping' },
      model: 'i230',
      loft: 33,
      flex: 'S',
      lie: 62.5,
      carryDistance: 165,
      image: null,
    });
    const again = await get(`/api/clubs/${res.body.data.id}`, jordan);
    expect(again.body.data).toEqual(res.body.data);
  });

  it('reads a bag with its clubs, or the clubs of a bag, in one statement, each club the same either way', async () => {
    const bags = (await get('/api/my-bags', jordan)).body.data;
    const tournament = bags.find((b: { bagName: string }) => b.bagName === 'Tournament bag');
    let bag!: Awaited<ReturnType<typeof get>>;
    let clubs!: Awaited<ReturnType<typeof get>>;
    expect(await countQueries(t.database, async () => (bag = await get(`/api/bag/${tournament.id}`, jordan)))).toBe(1);
    expect(await countQueries(t.database, async () => (clubs = await get(`/api/clubs?bagId=${tournament.id}`, jordan)))).toBe(1);
    expect(bag.body.data).toMatchObject({ id: tournament.id, bagName: 'Tournament bag', clubCount: 14, isOverClubLimit: false });
    expect(bag.body.data.clubs).toEqual(clubs.body.data);
    // The same clubs as the list of all the player's bags gives them.
    const all = (await get('/api/clubs', jordan)).body.data.filter((c: { bagId: number }) => c.bagId === tournament.id);
    expect(clubs.body.data).toEqual(all);
  });

  it('keeps null as null and lists the clubs of a bag in bag order', async () => {
    const putter = await send('POST', '/api/club', jordan, {
      bagId,
      categoryId: await categoryId('putter'),
      loft: null,
      manufacturerId: null,
      carryDistance: null,
    });
    expect(putter.body.data).toMatchObject({ loft: null, manufacturerId: null, carryDistance: null });
    await send('POST', '/api/club', jordan, { bagId, categoryId: await categoryId('driver'), loft: 9 });
    const list = await get(`/api/clubs?bagId=${bagId}`, jordan);
    expect(list.body.data.map((c: { category: { code: string } }) => c.category.code)).toEqual(['driver', '7i', 'putter']);
    const all = await get('/api/clubs', jordan);
    expect(all.body.data.length).toBeGreaterThan(list.body.data.length);
    expect(all.body.data.every((c: { bagId: number }) => c.bagId)).toBe(true);
  });

  it('changes a club, keeping the fields left out, and moves it to another bag of the player', async () => {
    const club = (await send('POST', '/api/club', jordan, { bagId, categoryId: await categoryId('sw'), model: 'Vokey', loft: 56, notes: 'bounce 10' })).body
      .data;
    const changed = await send('PUT', '/api/club', jordan, { ...club, loft: 58, notes: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ model: 'Vokey', loft: 58, notes: '', category: { code: 'sw' } });
    const partial = await send('PUT', '/api/club', jordan, { id: club.id, bagId, carryDistance: 95 });
    expect(partial.body.data).toMatchObject({ model: 'Vokey', loft: 58, carryDistance: 95 });
    const travel = (await get('/api/my-bags', jordan)).body.data.find((b: { bagName: string }) => b.bagName === 'Travel bag');
    const moved = await send('PUT', '/api/club', jordan, { id: club.id, bagId: travel.id });
    expect(moved.body.data.bagId).toBe(travel.id);
    await send('DELETE', `/api/club/${club.id}`, jordan);
  });

  it('refuses bad input with the field at fault', async () => {
    const noCategory = await send('POST', '/api/club', jordan, { bagId });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.field).toBe('categoryId');
    const unknownCategory = await send('POST', '/api/club', jordan, { bagId, categoryId: 999999 });
    expect(unknownCategory.status).toBe(400);
    const badFlex = await send('POST', '/api/club', jordan, { bagId, categoryId: await categoryId('7i'), flex: 'Q' });
    expect(badFlex.status).toBe(400);
    expect(badFlex.body.field).toBe('flex');
    const badLoft = await send('POST', '/api/club', jordan, { bagId, categoryId: await categoryId('7i'), loft: 95 });
    expect(badLoft.body.field).toBe('loft');
    const unknownMaker = await send('POST', '/api/club', jordan, { bagId, categoryId: await categoryId('7i'), manufacturerId: 424242 });
    expect(unknownMaker.body).toMatchObject({ field: 'manufacturerId' });
    expect((await send('PUT', '/api/club', jordan, { bagId })).status).toBe(400);
    expect((await get('/api/clubs/abc', jordan)).status).toBe(400);
  });

  it('adds and changes many clubs at once, all or none', async () => {
    const irons = await Promise.all(['5i', '6i', '8i', '9i'].map(categoryId));
    const added = await send(
      'POST',
      '/api/clubs',
      jordan,
      irons.map((categoryId) => ({ bagId, categoryId, model: 'T150' })),
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toHaveLength(4);
    const before = (await get(`/api/clubs?bagId=${bagId}`, jordan)).body.data.length;
    const refused = await send('POST', '/api/clubs', jordan, [
      { bagId, categoryId: irons[0] },
      { bagId, categoryId: 999999 },
    ]);
    expect(refused.status).toBe(400);
    expect((await get(`/api/clubs?bagId=${bagId}`, jordan)).body.data.length).toBe(before);
    const updated = await send(
      'PUT',
      '/api/clubs',
      jordan,
      added.body.data.map((c: { id: number }) => ({ id: c.id, bagId, shaft: 'KBS Tour', flex: 'R' })),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.every((c: { shaft: string; model: string }) => c.shaft === 'KBS Tour' && c.model === 'T150')).toBe(true);
    const caseyClub = (await get('/api/clubs', casey)).body.data[0];
    const mixed = await send('PUT', '/api/clubs', jordan, [
      { id: added.body.data[0].id, bagId, model: 'changed' },
      { id: caseyClub.id, bagId, model: 'stolen' },
    ]);
    expect(mixed.status).toBe(404);
    expect((await get(`/api/clubs/${added.body.data[0].id}`, jordan)).body.data.model).toBe('T150');
    expect((await send('POST', '/api/clubs', jordan, [])).status).toBe(400);
    expect((await send('POST', '/api/clubs', jordan, { bagId })).status).toBe(400);
  });

  it('warns, without refusing, when a bag holds more than 14 clubs', async () => {
    const tour = (await get('/api/my-bags', jordan)).body.data.find((b: { bagName: string }) => b.bagName === 'Tournament bag');
    const res = await send('POST', '/api/club', jordan, { bagId: tour.id, categoryId: await categoryId('5w') });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/"Tournament bag" now holds 15 clubs; the rules of golf allow 14 in play/);
    expect((await get(`/api/bag/${tour.id}`, jordan)).body.data).toMatchObject({ clubCount: 15, isOverClubLimit: true });
    await send('DELETE', `/api/club/${res.body.data.id}`, jordan);
    expect((await get(`/api/bag/${tour.id}`, jordan)).body.data.isOverClubLimit).toBe(false);
  });

  it('removes a club', async () => {
    const club = (await send('POST', '/api/club', jordan, { bagId, categoryId: await categoryId('lw') })).body.data;
    const res = await send('DELETE', `/api/club/${club.id}`, jordan);
    expect(res.body.data).toEqual({ id: club.id });
    expect((await get(`/api/clubs/${club.id}`, jordan)).status).toBe(404);
    expect((await send('DELETE', `/api/club/${club.id}`, jordan)).status).toBe(404);
  });

  it("answers 404 for another player's club on every route", async () => {
    const caseyClub = (await get('/api/clubs', casey)).body.data[0];
    expect((await get(`/api/clubs/${caseyClub.id}`, jordan)).status).toBe(404);
    expect((await send('PUT', '/api/club', jordan, { ...caseyClub, bagId, model: 'stolen' })).status).toBe(404);
    expect((await send('PUT', '/api/club', jordan, { id: caseyClub.id, bagId })).status).toBe(404);
    expect((await send('DELETE', `/api/club/${caseyClub.id}`, jordan)).status).toBe(404);
    expect((await get(`/api/presign-upload-club-image-url/${caseyClub.id}`, jordan)).status).toBe(404);
    expect((await get(`/api/presign-get-club-image-url/${caseyClub.id}`, jordan)).status).toBe(404);
    expect((await get(`/api/clubs/${caseyClub.id}`, casey)).body.data.model).toBe(caseyClub.model);
  });

  it("keeps a sub-account's bags apart from the parent's", async () => {
    const parent = await signIn(t.app, 'parent@example.com');
    const family = await call(t.app, { method: 'GET', url: '/api/player/family-account?email=parent@example.com', token: parent.access_token });
    const child = family.body.data.find((m: { isParent: boolean }) => !m.isParent);
    const sub = await call(t.app, { method: 'POST', url: '/api/player/sub-account/login', token: parent.access_token, payload: { playerId: child.id } });
    const childBags = (await get('/api/my-bags', sub.body.data.authToken)).body.data;
    expect(childBags.map((b: { bagName: string }) => b.bagName)).toEqual(['Junior set']);
    const parentBags = (await get('/api/my-bags', parent.access_token)).body.data;
    expect(parentBags.map((b: { bagName: string }) => b.bagName)).toEqual(['Weekend bag']);
    expect((await get(`/api/bag/${childBags[0].id}`, parent.access_token)).status).toBe(404);
  });
});
