import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import type { Ctx } from '../context.ts';
import { call, gql, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { forgetOldKeys } from './idempotency.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

// A client that lost an answer (a dropped connection, a crashed server, a 503) sends the same
// write again with the same Idempotency-Key, and it is applied once.
let t: TestApp;
let token: string;
let jpToken: string;
const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-idempotency-'));

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir }, { clock });
  token = (await signIn(t.app, 'player@example.com')).access_token;
  jpToken = (await signIn(t.app, 'player.jp@example.com', { host: 'jp.localhost' })).access_token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function aVideo(tok = token): Promise<number> {
  const list = (await call(t.app, { method: 'GET', url: '/api/video/series', token: tok })).body.data;
  const series = (await call(t.app, { method: 'GET', url: `/api/video/series/${list.items[0].id}`, token: tok })).body.data;
  return series.videos[2].id;
}
const notesOf = async (videoId: number, tok = token) =>
  (await call(t.app, { method: 'GET', url: `/api/video/notes/${videoId}`, token: tok })).body.data as { note: string }[];
const addNote = (payload: object, key: string | undefined, tok = token) =>
  call(t.app, { method: 'POST', url: '/api/video/note', payload, token: tok, headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('Idempotency-Key on writes', () => {
  it('applies a write sent twice with one key once, and answers the second with the first answer', async () => {
    const videoId = await aVideo();
    const first = await addNote({ videoId, time: 1, note: 'Sent twice' }, 'note-key-1');
    const again = await addNote({ videoId, time: 1, note: 'Sent twice' }, 'note-key-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await notesOf(videoId)).filter((n) => n.note === 'Sent twice')).toHaveLength(1);
    // Without a key, or with a new one, it is a new write.
    await addNote({ videoId, time: 1, note: 'Sent twice' }, 'note-key-2');
    await addNote({ videoId, time: 1, note: 'Sent twice' }, undefined);
    expect((await notesOf(videoId)).filter((n) => n.note === 'Sent twice')).toHaveLength(3);
  });

  it('refuses the same key with another request (422) and a malformed key (400), naming the header', async () => {
    const videoId = await aVideo();
    await addNote({ videoId, time: 1, note: 'Original' }, 'note-key-3');
    const other = await addNote({ videoId, time: 1, note: 'Changed' }, 'note-key-3');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ field: 'Idempotency-Key', message: expect.stringMatching(/already used for a different request/) });
    const bad = await addNote({ videoId, time: 1, note: 'x' }, 'with space');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('Idempotency-Key');
    expect((await notesOf(videoId)).map((n) => n.note)).not.toContain('Changed');
  });

  it('under 20 concurrent sends of one keyed write, applies it once; the others get its answer or 409, never a 5xx', async () => {
    const videoId = await aVideo();
    const answers = await Promise.all(Array.from({ length: 20 }, () => addNote({ videoId, time: 2, note: 'Raced' }, 'race-key')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 409).every((a) => a.headers['retry-after'] === '1')).toBe(true);
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.id)).size).toBe(1);
    expect((await notesOf(videoId)).filter((n) => n.note === 'Raced')).toHaveLength(1);
  });

  it("keeps each player's keys apart", async () => {
    const mine = await aVideo();
    const theirs = await aVideo(jpToken);
    const a = await addNote({ videoId: mine, time: 3, note: 'Shared key' }, 'same-key');
    const b = await addNote({ videoId: theirs, time: 3, note: 'Shared key' }, 'same-key', jpToken);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect((await notesOf(theirs, jpToken)).filter((n) => n.note === 'Shared key')).toHaveLength(1);
  });

  it('does not keep refusals that ran nothing, so the corrected request can use its key', async () => {
    const refused = await addNote({ videoId: 999_999, time: 1, note: 'No such video' }, 'fix-key');
    expect(refused.status).toBe(404);
    // A 404 is an answer like any other: the same request gets it again.
    expect((await addNote({ videoId: 999_999, time: 1, note: 'No such video' }, 'fix-key')).status).toBe(404);
    // Invalid input never reaches the key (validation runs first), so the key stays free.
    const invalid = await addNote({ videoId: 1, time: -5, note: 'x' }, 'valid-later');
    expect(invalid.status).toBe(400);
    const videoId = await aVideo();
    expect((await addNote({ videoId, time: 1, note: 'Valid later' }, 'valid-later')).status).toBe(200);
  });

  it('answers 409 for a key whose first request died with its process, rather than risk applying it twice', async () => {
    const videoId = await aVideo();
    const player = (await call(t.app, { method: 'GET', url: '/api/v2/player/me', token })).body.data;
    // What a process killed mid-request leaves behind: a claim with no answer, its hold run out.
    const body = JSON.stringify({ videoId, time: 1, note: 'Interrupted' });
    await t.database.db.insert(idempotencyKeys).values({
      scope: `player:${player.id}`,
      key: 'died-key',
      requestHash: createHash('sha256').update(`POST /api/video/note\n${body}`).digest('hex'),
      lockedUntil: new Date(clock.now().getTime() - 1000),
      createdAt: new Date(clock.now().getTime() - 61_000),
    });
    const retry = await addNote({ videoId, time: 1, note: 'Interrupted' }, 'died-key');
    expect(retry.status).toBe(409);
    expect(retry.body.message).toMatch(/interrupted by a server fault and may have been applied/);
    expect((await notesOf(videoId)).map((n) => n.note)).not.toContain('Interrupted');
  });

  it('keeps an answer 24 hours, then forgets the key', async () => {
    const hoursLater = (hours: number) => ({ db: t.database.db, clock: manualClock(new Date(clock.now().getTime() + hours * 3_600_000)) }) as unknown as Ctx;
    const videoId = await aVideo();
    await addNote({ videoId, time: 4, note: 'Day old' }, 'day-key');
    expect(await forgetOldKeys(hoursLater(23))).toBe(0);
    expect((await addNote({ videoId, time: 4, note: 'Day old' }, 'day-key')).headers['idempotent-replayed']).toBe('true');
    expect(await forgetOldKeys(hoursLater(25))).toBeGreaterThan(0);
    expect((await addNote({ videoId, time: 4, note: 'Day old' }, 'day-key')).headers['idempotent-replayed']).toBeUndefined();
    expect((await notesOf(videoId)).filter((n) => n.note === 'Day old')).toHaveLength(2);
  });

  it('covers commerce mutations: an address created twice with one key is created once', async () => {
    const s = await signIn(t.app, 'player@example.com');
    const create = `mutation { createCustomerAddress(input: { firstname: "Idem", lastname: "Potent", street: ["2 Key St"], city: "Austin",
      region: { region_code: "TX" }, postcode: "73301", country_code: US, telephone: "5125550100" }) { id } }`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: create },
        headers: { authorization: `Bearer ${s.eToken}`, 'idempotency-key': 'address-key' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const book = await gql(t.app, '{ customer { addresses { city street } } }', { token: s.eToken });
    expect(book.body.data.customer.addresses.filter((a: { street: string[] }) => a.street[0] === '2 Key St')).toHaveLength(1);
    // A query is not a write: its key is ignored and nothing is kept.
    const query = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ customer { email } }' },
        headers: { authorization: `Bearer ${s.eToken}`, 'idempotency-key': 'query-key' },
      });
    await query();
    expect((await query()).headers['idempotent-replayed']).toBeUndefined();
  });
});
