import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { onTransaction, statementCache, type Db, type Tx } from '../db/index.ts';
import { jobs, jobSchedules, type JobState } from './jobs.tables.ts';
import { jobDefinition, nextRunAfter, retryDelayMs, scheduledJobs, type JobDefinition } from './registry.ts';
import { inTransaction } from '../db/index.ts';

/** A database handle or an open transaction: a job is written with the change that causes it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EnqueueOptions {
  /** Not before this instant (read from the service clock). Default: at once. */
  startAfter?: Date;
  /** While a job of this name and key is queued or running, enqueueing another is a no-op. */
  singletonKey?: string;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The queue's own statements, prepared once per pool: every background job is written, claimed and
 * finished through them, most inside the transaction of the change that causes them.
 */
const queueStatements = statementCache((db: Db) => {
  const now = p('now');
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.name} = any(${p('names')}::text[])`,
        // The states are written into the text, not sent as values: with them as values PostgreSQL
        // could not tell that few rows are queued or running, and planned every claim anew (0.2–0.3 ms,
        // several times a second per process, against 0.02 ms of running).
        or(and(sql`${jobs.state} = 'queued'`, or(isNull(jobs.runAt), lte(jobs.runAt, now))), and(sql`${jobs.state} = 'running'`, lt(jobs.lockedUntil, now))),
      ),
    )
    .orderBy(sql`${jobs.runAt} asc nulls first`, asc(jobs.id))
    .limit(p('limit'))
    .for('update', { skipLocked: true });
  return {
    /** The schedules due at `now`: a poll looks at them alone, each under its row lock. */
    dueSchedules: db.select({ name: jobSchedules.name }).from(jobSchedules).where(lte(jobSchedules.nextRunAt, now)).prepare('jobs_due_schedules'),
    // A nullable timestamp is sent as it is: Drizzle's column encoder cannot encode a null Date.
    enqueue: db
      .insert(jobs)
      .values({ name: p('name'), payload: p('payload'), runAt: sql`${p('runAt')}::timestamptz`, singletonKey: p('singletonKey') })
      .onConflictDoNothing()
      .returning({ id: jobs.id })
      .prepare('jobs_enqueue'),
    claim: db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`${p('lockedUntil')}::timestamptz` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, name: jobs.name, payload: jobs.payload, attempts: jobs.attempts })
      .prepare('jobs_claim'),
    complete: db
      .update(jobs)
      .set({ state: 'done', lockedUntil: null, finishedAt: sql`${now}::timestamptz`, lastError: null })
      .where(and(eq(jobs.id, p('id')), eq(jobs.state, 'running'), eq(jobs.attempts, p('attempts'))))
      .prepare('jobs_complete'),
  };
});

/**
 * Writes a job. Pass the transaction of the change that causes the work, so the job exists exactly
 * when the change commits. Answers the job's id, or null when a singleton of that key is pending.
 */
export async function enqueueJob(dbOrTx: Executor, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await onTransaction(dbOrTx as Tx, queueStatements, (q) => q.enqueue).execute({
    name,
    payload: payload ?? {},
    runAt: options.startAfter ?? null,
    singletonKey: options.singletonKey ?? null,
  });
  return row?.id ?? null;
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  definition: JobDefinition;
}

/**
 * Claims up to `limit` due jobs of the given names: queued and due, or running with a lapsed lease
 * (their process died). SKIP LOCKED lets every process claim at once without taking the same row.
 */
export async function claimDueJobs(ctx: Ctx, names: string[], limit: number): Promise<ClaimedJob[]> {
  if (names.length === 0) return [];
  const now = ctx.clock.now();
  // One lease for the batch: the longest of the claimed kinds' leases.
  const leaseSeconds = Math.max(...names.map((name) => jobDefinition(name)?.leaseSeconds ?? 300));
  const lockedUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const rows = await queueStatements(ctx.db).claim.execute({ names, now, limit, lockedUntil });
  const claimed: ClaimedJob[] = rows.map((row) => ({ ...row, definition: jobDefinition(row.name)! }));
  return claimed;
}

/** Marks a claimed job done. */
export async function completeJob(ctx: Ctx, job: ClaimedJob): Promise<void> {
  await queueStatements(ctx.db).complete.execute({ id: job.id, attempts: job.attempts, now: ctx.clock.now() });
}

/** Records a failed run: queued again after the backoff while retries remain, otherwise failed for good. */
export async function failJob(ctx: Ctx, job: ClaimedJob, error: unknown): Promise<'retry' | 'failed'> {
  const message = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);
  const now = ctx.clock.now();
  const retry = job.attempts <= job.definition.retryLimit;
  await ctx.db
    .update(jobs)
    .set(
      retry
        ? { state: 'queued', lockedUntil: null, runAt: new Date(now.getTime() + retryDelayMs(job.definition, job.attempts)), lastError: message }
        : { state: 'failed', lockedUntil: null, finishedAt: now, lastError: message },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts)));
  return retry ? 'retry' : 'failed';
}

/** Schedules this process has already written to a database, so each poll skips that step. */
const ensuredSchedules = new WeakMap<object, Set<string>>();

/**
 * Enqueues the runs of scheduled jobs that are due, each with the period it is for
 * (`scheduledFor`). Under a row lock one process moves `next_run_at` on and enqueues the run in
 * that same transaction; the others find the period taken.
 */
export async function enqueueDueSchedules(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  let enqueued = 0;
  let ensured = ensuredSchedules.get(ctx.db);
  if (!ensured) ensuredSchedules.set(ctx.db, (ensured = new Set()));
  // One read tells which schedules are due: a poll with none due is one statement, not a
  // transaction per schedule (the lock below still decides which process takes a period).
  const schedules = scheduledJobs();
  const unwritten = schedules.some(([name, cron]) => !ensured.has(`${name} ${cron}`));
  const due = unwritten ? null : new Set((await queueStatements(ctx.db).dueSchedules.execute({ now })).map((r) => r.name));
  for (const [name, cron] of schedules) {
    if (due && !due.has(name)) continue;
    if (!ensured.has(`${name} ${cron}`)) {
      await ctx.db
        .insert(jobSchedules)
        .values({ name, cron, nextRunAt: nextRunAfter(cron, now) })
        .onConflictDoNothing();
      // A changed expression (a new release) restarts the schedule from now.
      await ctx.db
        .update(jobSchedules)
        .set({ cron, nextRunAt: nextRunAfter(cron, now) })
        .where(and(eq(jobSchedules.name, name), sql`${jobSchedules.cron} <> ${cron}`));
      ensured.add(`${name} ${cron}`);
    }
    await inTransaction(ctx.db, async (tx) => {
      // The row lock queues the processes that look at once; the first moves the period on, the
      // others then find it not yet due.
      const [due] = await tx
        .select({ nextRunAt: jobSchedules.nextRunAt })
        .from(jobSchedules)
        .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, now)))
        .for('update');
      if (!due) return;
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRunAfter(cron, now) })
        .where(eq(jobSchedules.name, name));
      // A run still pending from an earlier period makes this one redundant.
      if ((await enqueueJob(tx, name, { scheduledFor: due.nextRunAt.toISOString() }, { singletonKey: 'schedule' })) !== null) enqueued += 1;
    });
  }
  return enqueued;
}

export interface JobCounts {
  name: string;
  state: JobState;
  count: number;
}

/** How many jobs of each name are in each state (queue depth for /metrics, the dev page). */
export async function jobCounts(db: Db): Promise<JobCounts[]> {
  const rows = await db
    .select({ name: jobs.name, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.name, jobs.state)
    .orderBy(jobs.name, jobs.state);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export interface JobRow {
  id: number;
  name: string;
  state: JobState;
  attempts: number;
  runAt: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** The newest jobs, optionally in one state (the failed ones, say), for the development page. */
export async function recentJobs(db: Db, query: { state?: JobState; limit?: number }): Promise<JobRow[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(query.state ? eq(jobs.state, query.state) : undefined)
    .orderBy(desc(jobs.id))
    .limit(query.limit ?? 50);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    attempts: r.attempts,
    runAt: r.runAt?.toISOString() ?? null,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  }));
}
