import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { claimDueJobs, completeJob, enqueueDueSchedules, failJob } from './queue.ts';
import { definedJobNames } from './registry.ts';

export interface RunReport {
  /** Scheduled runs this call enqueued. */
  scheduled: number;
  done: number;
  retried: number;
  failed: number;
}

/**
 * Enqueues due scheduled runs, then claims and runs due jobs until none is left (at most
 * `maxJobs`), by the context's clock. The background worker calls it on a timer; tests call it
 * themselves to run jobs at a moment of their choosing.
 */
export async function runDueJobs(ctx: Ctx, options: { maxJobs?: number; batch?: number } = {}): Promise<RunReport> {
  const report: RunReport = { scheduled: await enqueueDueSchedules(ctx), done: 0, retried: 0, failed: 0 };
  const maxJobs = options.maxJobs ?? 500;
  const names = definedJobNames();
  let ran = 0;
  while (ran < maxJobs) {
    const claimed = await claimDueJobs(ctx, names, Math.min(options.batch ?? 10, maxJobs - ran));
    if (claimed.length === 0) break;
    for (const job of claimed) {
      ran += 1;
      try {
        await job.definition.handler(ctx, job.payload, { id: job.id, attempt: job.attempts });
        await completeJob(ctx, job);
        report.done += 1;
      } catch (error) {
        if ((await failJob(ctx, job, error)) === 'retry') report.retried += 1;
        else report.failed += 1;
      }
    }
  }
  return report;
}

export interface JobWorker {
  /** True once the worker has started (readiness). */
  readonly started: boolean;
}

/**
 * Runs due jobs every `pollMs` from the moment the app is ready until it closes; 0 leaves the
 * queue to whoever calls runDueJobs (the tests). Every process may run one: claims never overlap.
 */
export function startJobWorker(app: FastifyInstance, ctx: Ctx, pollMs: number): JobWorker {
  const state = { started: false };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueJobs(ctx)
      .catch((error: unknown) => app.log.error({ err: error }, 'background jobs: a run of the queue failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };
  app.addHook('onReady', async () => {
    state.started = true;
    if (pollMs > 0) timer = setTimeout(tick, pollMs).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  return {
    get started() {
      return state.started;
    },
  };
}
