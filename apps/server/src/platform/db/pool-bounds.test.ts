import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';

// The database pool is a queue: when every connection is busy, a request waits. These tests hold
// the app's own connections with pg_sleep and check that the wait is bounded (503 with Retry-After,
// never a request left hanging), that a terminated connection never takes the process down, and
// that both answers have the error envelope every call uses.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the database pool under pressure (PostgreSQL)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  beforeAll(async () => {
    t = await startTestApp({ DB_POOL_SIZE: '2', DB_POOL_MAX_WAITING: '2', DB_POOL_WAIT_MS: '400', PRESSURE_RETRY_AFTER_SECONDS: '3' });
    pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(() => t.close());

  /** Takes both connections for `seconds`; resolves when they are free again. */
  const holdEveryConnection = (seconds: number) =>
    Promise.all([1, 2].map(() => t.database.db.execute(sql`select pg_sleep(${seconds})`).catch(() => undefined)));
  const busy = async () => {
    for (let i = 0; i < 100 && pool.idleCount + pool.waitingCount > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(pool.totalCount - pool.idleCount).toBe(2);
  };

  it('answers 503 with Retry-After at once when more requests wait for a connection than it allows', async () => {
    let released = false;
    const held = holdEveryConnection(1.5).then(() => (released = true));
    await busy();
    // Three more statements queue behind them: one more than DB_POOL_MAX_WAITING.
    const queued = [1, 2, 3].map(() => t.database.db.execute(sql`select 1`).catch(() => undefined));
    expect(pool.waitingCount).toBe(3);
    const shed = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(released).toBe(false);
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.body).toEqual({
      code: 503,
      message: expect.stringMatching(/overloaded \(3 requests waiting for the database\).*try again in 3 seconds/),
      data: null,
    });
    // Readiness and the web app are still answered, and readiness says why requests are shed.
    expect((await call(t.app, { method: 'GET', url: '/api/ping' })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/assets/index.js' })).status).not.toBe(503);
    await Promise.all([held, ...queued]);
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.checks.load).toEqual({ ok: true, detail: 'taking requests' });
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('counts the requests it has taken beyond its connections as waiting, and sheds the rest of a burst at once', async () => {
    let released = false;
    const held = holdEveryConnection(1.5).then(() => (released = true));
    await busy();
    const burst = await Promise.all(Array.from({ length: 8 }, () => call(t.app, { method: 'GET', url: '/api/health' })));
    expect(released).toBe(false);
    // Two could have a connection and two may wait: the other four are shed before any work.
    const shed = burst.filter((r) => r.status === 503 && /overloaded/.test(r.body.message));
    expect(shed.length).toBeGreaterThanOrEqual(3);
    expect(burst.every((r) => r.status === 503 && r.headers['retry-after'])).toBe(true);
    await held;
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('gives up waiting for a connection after DB_POOL_WAIT_MS with 503, not after the client gave up', async () => {
    let released = false;
    const held = holdEveryConnection(2).then(() => (released = true));
    await busy();
    const waited = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(released).toBe(false);
    expect(waited.status).toBe(503);
    expect(waited.headers['retry-after']).toBe('2');
    expect(waited.body).toEqual({ code: 503, message: 'The service is briefly unavailable. Please try again in 2 seconds.', data: null });
    // The commerce API answers the same way, in its own shape.
    const query = `{ products(search: "pool-bounds-${Math.random()}") { total_count } }`;
    const gql = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    expect(released).toBe(false);
    expect(gql.statusCode).toBe(503);
    expect(gql.headers['retry-after']).toBe('2');
    expect(gql.json().errors[0]).toMatchObject({ message: expect.stringMatching(/briefly unavailable/), extensions: { category: 'unavailable' } });
    await held;
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('survives a connection the database ends while it is checked out, and serves on', async () => {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // Ended by an administrator (or a restart) between two statements of a transaction: before,
    // the connection's 'error' event had no listener and took the whole process down.
    await t.database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
    await new Promise((r) => setTimeout(r, 200));
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});
