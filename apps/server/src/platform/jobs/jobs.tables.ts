import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../db/index.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work, one row a job (platform/jobs). A job is written in the transaction of the change
 * that causes it, so it exists exactly when that change does. Workers in any process claim due rows
 * with FOR UPDATE SKIP LOCKED; a claim is a lease (`locked_until`), so a job whose process died is
 * claimed again once the lease runs out. Done and failed rows stay for inspection.
 */
export const jobs = portalSchema.table(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Due from this instant (the service clock); null means due at once. */
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** While running: the claim's lease; past it, another worker may take the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** At most one queued or running job per (name, singleton key). */
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('queued', 'running')`),
  ],
);

/**
 * One row per scheduled (cron) job: the next period it is due. A process that sees it due moves
 * `next_run_at` on with a conditional update and enqueues the run in the same transaction, so each
 * period runs once however many processes look.
 */
export const jobSchedules = portalSchema.table('job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
