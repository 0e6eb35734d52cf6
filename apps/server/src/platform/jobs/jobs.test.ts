import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import type { Ctx } from '../context.ts';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { recordQueries } from '../../test/count-queries.ts';
import { serviceCtx } from '../messaging/outbox-reader.ts';
import { defineJob, enqueueJob, runDueJobs, scheduleJob } from './index.ts';
import { jobs } from './jobs.tables.ts';
import { claimDueJobs } from './queue.ts';

const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
const ran: Record<string, unknown[]> = {};
const record = (name: string) => async (_ctx: Ctx, payload: unknown) => {
  (ran[name] ??= []).push(payload);
};

let flaky = 0;
defineJob('test.record', record('test.record'), { retryLimit: 2, retryDelaySeconds: 10 });
defineJob(
  'test.flaky',
  async () => {
    flaky += 1;
    if (flaky < 3) throw new Error(`refused on try ${flaky}`);
  },
  { retryLimit: 3, retryDelaySeconds: 10, backoff: true },
);
defineJob(
  'test.broken',
  async () => {
    throw new Error('the far side is down');
  },
  { retryLimit: 1, retryDelaySeconds: 5, backoff: false },
);
defineJob('test.tick', record('test.tick'), { retryLimit: 0 });
scheduleJob('test.tick', '*/5 * * * *');
defineJob('test.slow', record('test.slow'), { leaseSeconds: 60 });

describe('background jobs', () => {
  let t: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    ctx = serviceCtx(t);
  });
  afterAll(() => t.close());

  const stateOf = async (id: number) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('writes a job with the transaction that causes it: a rolled-back change leaves none', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.record', { n: 'rolled back' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const id = await ctx.db.transaction((tx) => enqueueJob(tx, 'test.record', { n: 'committed' }));
    const report = await runDueJobs(ctx);
    expect(report.done).toBeGreaterThanOrEqual(1);
    expect(ran['test.record']).toEqual([{ n: 'committed' }]);
    expect(await stateOf(id!)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('waits for startAfter by the service clock', async () => {
    const id = await enqueueJob(ctx.db, 'test.record', { n: 'later' }, { startAfter: new Date(clock.now().getTime() + 60_000) });
    await runDueJobs(ctx);
    expect((await stateOf(id!)).state).toBe('queued');
    clock.advance(60_000);
    await runDueJobs(ctx);
    expect((await stateOf(id!)).state).toBe('done');
  });

  it('retries a failing job with a doubling delay, then completes it', async () => {
    const id = (await enqueueJob(ctx.db, 'test.flaky', {}))!;
    await runDueJobs(ctx);
    const first = await stateOf(id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('refused on try 1') });
    expect(first.runAt!.getTime() - clock.now().getTime()).toBe(10_000);
    clock.advance(9_999);
    await runDueJobs(ctx);
    expect((await stateOf(id)).attempts).toBe(1);
    clock.advance(1);
    await runDueJobs(ctx);
    const second = await stateOf(id);
    expect(second).toMatchObject({ state: 'queued', attempts: 2 });
    expect(second.runAt!.getTime() - clock.now().getTime()).toBe(20_000);
    clock.advance(20_000);
    await runDueJobs(ctx);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 3, lastError: null });
  });

  it('keeps a job that failed every try, with its error, at /api/dev/jobs', async () => {
    const id = (await enqueueJob(ctx.db, 'test.broken', { order: 7 }))!;
    await runDueJobs(ctx);
    clock.advance(5_000);
    const report = await runDueJobs(ctx);
    expect(report.failed).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', attempts: 2 });
    const page = await call(t.app, { method: 'GET', url: '/api/dev/jobs?state=failed' });
    expect(page.status).toBe(200);
    expect(page.body.data.jobs[0]).toMatchObject({
      id,
      name: 'test.broken',
      state: 'failed',
      attempts: 2,
      lastError: expect.stringContaining('the far side is down'),
    });
    expect(page.body.data.counts).toContainEqual({ name: 'test.broken', state: 'failed', count: 1 });
    expect((await call(t.app, { method: 'GET', url: '/api/dev/jobs?state=lost' })).status).toBe(400);
  });

  it('keeps one pending job per singleton key', async () => {
    const first = await enqueueJob(ctx.db, 'test.record', { n: 'single' }, { singletonKey: 'player:1' });
    expect(first).not.toBeNull();
    expect(await enqueueJob(ctx.db, 'test.record', { n: 'again' }, { singletonKey: 'player:1' })).toBeNull();
    await runDueJobs(ctx);
    expect(await enqueueJob(ctx.db, 'test.record', { n: 'after' }, { singletonKey: 'player:1' })).not.toBeNull();
    await runDueJobs(ctx);
  });

  it('runs each job once when several workers drain the queue at the same moment', async () => {
    ran['test.record'] = [];
    for (let i = 0; i < 40; i += 1) await enqueueJob(ctx.db, 'test.record', { i });
    await Promise.all([runDueJobs(ctx, { batch: 3 }), runDueJobs(ctx, { batch: 3 }), runDueJobs(ctx, { batch: 3 }), runDueJobs(ctx, { batch: 3 })]);
    const seen = (ran['test.record'] as { i: number }[]).map((p) => p.i).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('claims again a job whose worker died (its lease ran out)', async () => {
    ran['test.slow'] = [];
    const id = (await enqueueJob(ctx.db, 'test.slow', { n: 'orphan' }))!;
    const [claimed] = await claimDueJobs(ctx, ['test.slow'], 1); // a worker takes it, then its process dies
    expect(claimed!.id).toBe(id);
    await runDueJobs(ctx);
    expect(ran['test.slow']).toEqual([]);
    clock.advance(61_000);
    await runDueJobs(ctx);
    expect(ran['test.slow']).toEqual([{ n: 'orphan' }]);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('runs a scheduled job once per period, however many workers look', async () => {
    clock.set(new Date('2026-03-10T16:02:00Z'));
    await runDueJobs(ctx); // the schedule starts from the next period (16:05)
    ran['test.tick'] = [];
    clock.set(new Date('2026-03-10T16:05:30Z'));
    await Promise.all([runDueJobs(ctx), runDueJobs(ctx), runDueJobs(ctx)]);
    await runDueJobs(ctx);
    expect(ran['test.tick']).toEqual([{ scheduledFor: '2026-03-10T16:05:00.000Z' }]);
    clock.set(new Date('2026-03-10T16:09:59Z'));
    await runDueJobs(ctx); // the app's own schedules due by now run
    // A poll with nothing due reads the due schedules and claims nothing: two statements, no transaction.
    expect(await recordQueries(t.database, () => runDueJobs(ctx))).toEqual([
      expect.stringContaining('from "portal"."job_schedules"'),
      expect.stringMatching(/^update "portal"."jobs"/),
    ]);
    expect(ran['test.tick']).toHaveLength(1);
    clock.set(new Date('2026-03-10T16:31:00Z')); // several periods passed while nobody looked: one run
    await Promise.all([runDueJobs(ctx), runDueJobs(ctx)]);
    expect(ran['test.tick']).toEqual([{ scheduledFor: '2026-03-10T16:05:00.000Z' }, { scheduledFor: '2026-03-10T16:10:00.000Z' }]);
  });
});
