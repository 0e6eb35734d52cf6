import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { NEEDS_POSTGRES, send, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { templateCopy } from './test/template-copy.ts';

// Several server processes against one PostgreSQL behave as one: sessions, rate limits and
// scheduled jobs live in the database, not in a process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CLOCK_START = '2026-03-10T15:00:45Z';

describe.skipIf(!onPostgres)(onPostgres ? 'two server processes on one PostgreSQL' : `two server processes (skipped: ${NEEDS_POSTGRES})`, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Pool;
  let drop: () => Promise<void>;
  let readyAt = 0;

  beforeAll(async () => {
    const copy = await templateCopy();
    drop = copy.drop;
    db = new pg.Pool({ connectionString: copy.url, max: 2 });
    // Both clocks start 15 s before a minute's end, so the once-a-minute job falls due in both.
    const env = { JOB_POLL_MS: '200', CLOCK_START };
    a = startServerProcess(28451, copy.url, env);
    b = startServerProcess(28452, copy.url, env);
    await Promise.all([a.ready(), b.ready()]);
    readyAt = performance.now();
  }, 180_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all([a?.exited(), b?.exited()]);
    await db?.end();
    await drop?.();
  }, 60_000);

  it('signs in on one process and refreshes on the other', async () => {
    const login = await send(`${a.url}/api/v2/player/login`, 'POST', { email: 'player@example.com', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const refreshed = await send(`${b.url}/api/v2/player/refresh-token`, 'POST', { refresh_token: login.body.data.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refresh_token).not.toBe(login.body.data.refresh_token);
    // The new access token works on the first process, the next refresh there too.
    const inbox = await send(`${a.url}/api/v2/player/notification`, 'GET', undefined, { authorization: `Bearer ${refreshed.body.data.access_token}` });
    expect(inbox.status).toBe(200);
    expect((await send(`${a.url}/api/v2/player/refresh-token`, 'POST', { refresh_token: refreshed.body.data.refresh_token })).status).toBe(200);
  });

  it('shares rate limits: five wrong passwords spread over both processes hold this client back on both', async () => {
    // Five a minute for one account from one address (portal/auth/login.service.ts), counted in the database.
    for (let i = 0; i < 5; i += 1) {
      const res = await send(`${(i % 2 ? b : a).url}/api/v2/player/login`, 'POST', { email: 'simulator@example.com', password: `guess-${i}` });
      expect(res.status).toBe(401);
    }
    for (const p of [a, b]) {
      const blocked = await send(`${p.url}/api/v2/player/login`, 'POST', { email: 'simulator@example.com', password: DEMO_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('runs the once-a-minute scheduled job once, though both processes poll for it', async () => {
    // Each process's clock reads 15:01:00 at most 15 s after it was ready. On a loaded machine a
    // poll can come late: wait until the job is done (or 30 s more have passed), then let both
    // processes poll a few more times (200 ms apart) before counting.
    const jobs = () =>
      db.query<{ payload: { scheduledFor: string }; state: string; attempts: number }>(
        "select payload, state, attempts from portal.jobs where name = 'scheduling.expire-offers' order by id",
      );
    const wait = readyAt + 15_000 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (let waited = 0; waited < 30_000 && !(await jobs()).rows.some((job) => job.state === 'done'); waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { rows } = await jobs();
    expect(rows).toEqual([{ payload: { scheduledFor: '2026-03-10T15:01:00.000Z' }, state: 'done', attempts: 1 }]);
    const schedule = await db.query<{ next_run_at: Date }>("select next_run_at from portal.job_schedules where name = 'scheduling.expire-offers'");
    expect(schedule.rows[0]!.next_run_at.toISOString()).toBe('2026-03-10T15:02:00.000Z');
    // Both processes answer readiness with the worker started.
    for (const p of [a, b]) expect((await send(`${p.url}/api/ready`, 'GET')).body.checks.jobs.ok).toBe(true);
  }, 90_000);
});
