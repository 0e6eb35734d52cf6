import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';
import { NEEDS_POSTGRES, startServerProcess, type ServerProcess } from './test/server-process.ts';

// PostgreSQL restarted under load (a fast shutdown terminates every session, then nothing answers
// for a while): the server process stays up, answers 503 with Retry-After meanwhile (never 500),
// readiness names the missing database, and it serves again once PostgreSQL is back, with no
// restart of its own. The cluster is this test's own: the suite's is shared by every other file.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PORT = 28461;

describe.skipIf(!onPostgres)(onPostgres ? 'a PostgreSQL restart under load' : `a PostgreSQL restart under load (skipped: ${NEEDS_POSTGRES})`, () => {
  let cluster: Awaited<ReturnType<typeof startTestPostgres>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await startTestPostgres();
    // An empty database: the process migrates it at start; the test needs no demo data.
    server = startServerProcess(PORT, cluster.url);
    await server.ready();
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && !server.child.signalCode) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    cluster?.stop();
  }, 60_000);

  it('keeps the process up, answers 503 with Retry-After while the database is away, and recovers by itself', async () => {
    const url = server!.url;
    const statuses = new Map<number, number>();
    const retryAfter = new Set<string | null>();
    let loading = true;
    // Eight clients, each sending its next request when the last is answered.
    const clients = Array.from({ length: 8 }, async () => {
      while (loading) {
        const res = await fetch(`${url}/api/health`).catch(() => undefined);
        if (!res) continue;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) retryAfter.add(res.headers.get('retry-after'));
        await res.arrayBuffer();
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    cluster.pause();
    await new Promise((r) => setTimeout(r, 1000));
    const readyWhileAway = await fetch(`${url}/api/ready`);
    const readiness = (await readyWhileAway.json()) as { status: string; checks: { database: { ok: boolean; detail: string } } };
    await new Promise((r) => setTimeout(r, 1000));
    cluster.resume();
    let back = false;
    for (let i = 0; i < 100 && !back; i += 1) {
      back = (await fetch(`${url}/api/ready`)).ok;
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    loading = false;
    await Promise.all(clients);

    expect(server!.child.exitCode, server!.output()).toBeNull();
    expect(server!.output()).not.toMatch(/Unhandled 'error' event/);
    expect(readyWhileAway.status).toBe(503);
    expect(readiness).toMatchObject({ status: 'not-ready', checks: { database: { ok: false, detail: expect.stringMatching(/^unreachable: /) } } });
    expect(back).toBe(true);
    expect(Object.fromEntries(statuses)).not.toHaveProperty('500');
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...retryAfter]).toEqual(['2']);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 120_000);
});
