import { CronExpressionParser } from 'cron-parser';
import type { Ctx } from '../context.ts';

/** What a handler learns about the run it is doing. */
export interface JobRun {
  id: number;
  /** 1 on the first try, 2 on the first retry, and so on. */
  attempt: number;
}

export type JobHandler<P> = (ctx: Ctx, payload: P, run: JobRun) => Promise<unknown>;

export interface JobOptions {
  /** Retries after the first failure (0: never retried). Default 5. */
  retryLimit?: number;
  /** Wait before the first retry. Default 30 s. */
  retryDelaySeconds?: number;
  /** Double the wait after every further failure (30 s, 60 s, 120 s …, at most an hour). Default true. */
  backoff?: boolean;
  /** How long a claim lasts: a run still going after this is presumed dead and taken again. Default 300 s. */
  leaseSeconds?: number;
}

export interface JobDefinition {
  name: string;
  handler: JobHandler<unknown>;
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  leaseSeconds: number;
}

const definitions = new Map<string, JobDefinition>();
const schedules = new Map<string, string>();

/**
 * Names a kind of background work and the handler that does it. Handlers run at least once (a
 * process killed mid-run leaves the job to be claimed again), so they must be safe to repeat.
 */
export function defineJob<P>(name: string, handler: JobHandler<P>, options: JobOptions = {}): void {
  if (!/^[a-z0-9][a-z0-9.:_-]{0,99}$/.test(name))
    throw new Error(`Job name "${name}" must be lower-case letters, digits, dots, colons, dashes or underscores.`);
  const retryLimit = options.retryLimit ?? 5;
  const retryDelaySeconds = options.retryDelaySeconds ?? 30;
  const leaseSeconds = options.leaseSeconds ?? 300;
  if (!Number.isInteger(retryLimit) || retryLimit < 0) throw new Error(`Job ${name}: retryLimit must be a whole number of 0 or more.`);
  if (!(retryDelaySeconds >= 0) || !(leaseSeconds > 0)) throw new Error(`Job ${name}: retryDelaySeconds must be 0 or more and leaseSeconds above 0.`);
  definitions.set(name, { name, handler: handler as JobHandler<unknown>, retryLimit, retryDelaySeconds, backoff: options.backoff ?? true, leaseSeconds });
}

/**
 * Runs the job `name` (defined with defineJob, its payload `{ scheduledFor }`) once per period of
 * the cron expression (five fields, UTC), once across every server process.
 */
export function scheduleJob(name: string, cron: string): void {
  nextRunAfter(cron, new Date(0)); // refuses a malformed expression at start, not at the first tick
  schedules.set(name, cron);
}

export function jobDefinition(name: string): JobDefinition | undefined {
  return definitions.get(name);
}

export function definedJobNames(): string[] {
  return [...definitions.keys()];
}

export function scheduledJobs(): [name: string, cron: string][] {
  return [...schedules.entries()];
}

/** The first instant strictly after `after` that the cron expression names (UTC). */
export function nextRunAfter(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC' }).next().toDate();
}

/** How long to wait before retry number `attempt` (1-based attempts already made). */
export function retryDelayMs(definition: JobDefinition, attemptsMade: number): number {
  const factor = definition.backoff ? 2 ** Math.max(0, attemptsMade - 1) : 1;
  return Math.min(definition.retryDelaySeconds * factor, 3600) * 1000;
}
