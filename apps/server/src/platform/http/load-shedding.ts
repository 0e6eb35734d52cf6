import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../db/index.ts';

const SAMPLE_INTERVAL_MS = 500;

/** What may be shed: the APIs. The web app's files, liveness and readiness are always answered. */
const SHEDDABLE = /^\/(api|graphql|rest|schedule|v2\/schedule|skytrak|STSVEN|V1)(\/|\?|$)/;
const ALWAYS_ANSWERED = /^\/api\/(ping|ready)(\?|$)/;
const exempt = (url: string) => ALWAYS_ANSWERED.test(url) || !SHEDDABLE.test(url);

/**
 * How far behind the event loop fell in the last sample interval: the longest delay the histogram
 * saw, or its own timer's lateness when that is more. A mean would hide a loop held for most of
 * the interval behind the short waits before the hold (a 1.5 s hold after 40 calm ticks averaged
 * 37 ms), and the hold's own sample may be taken only after this timer has run. An interval with no
 * sample at all (@fastify/under-pressure reads it as an infinite delay, "Infinity ms behind") counts
 * as late as this timer came.
 */
function eventLoopDelayMeter(): { delayMs: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let delay = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lateness = Math.max(0, now - last - SAMPLE_INTERVAL_MS);
    delay = Math.max(lateness, histogram.count > 0 ? histogram.max / 1e6 : 0);
    histogram.reset();
    last = now;
  }, SAMPLE_INTERVAL_MS);
  timer.unref();
  return {
    delayMs: () => delay,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Why this process sheds new API requests right now, or undefined when it takes them. */
export type LoadState = () => string | undefined;

/**
 * Load shedding: past the configured limits new API requests answer 503 with Retry-After at once,
 * in the error envelope every call uses, instead of queueing until every one times out. Two
 * measures: the database pool's queue (a database-bound server saturates there long before its
 * event loop does: more than `DB_POOL_MAX_WAITING` statements waiting for a connection), and the
 * event loop's delay (CPU-bound work). Liveness and readiness (/api/ping, /api/ready), the metrics
 * and the web app's own files stay answered, so the orchestrator can see why and a page never
 * loses a script it needs. Event-loop utilisation comes from @fastify/under-pressure.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config, database: Database): Promise<LoadState> {
  const { maxEventLoopDelayMs, maxEventLoopUtilization, retryAfterSeconds } = config.pressure;
  const shed = (reply: FastifyReply, measured: string) => {
    reply.status(503).header('retry-after', String(retryAfterSeconds));
    return { code: 503, message: `The server is overloaded (${measured}). Please try again in ${retryAfterSeconds} seconds.`, data: null };
  };
  // Measured from the moment the app is ready: the work of starting (loading modules, registering
  // routes) is not overload, and a process that has just started must not shed its first requests.
  let meter: ReturnType<typeof eventLoopDelayMeter> | undefined;
  if (maxEventLoopDelayMs > 0) {
    app.addHook('onReady', async () => void (meter = eventLoopDelayMeter()));
    app.addHook('onClose', async () => meter?.stop());
  }
  // API requests this process has taken and not yet answered. Past the pool's connections, each
  // waits for one (now or at its next statement): those count as waiting, beside the statements
  // the pool has queued, so the bound holds the whole request queue, not one moment of it.
  let inFlight = 0;
  const connections = database.kind === 'postgresql' ? config.pool.size : Infinity;
  const state: LoadState = () => {
    const waiting = Math.max(database.waiting(), inFlight - connections);
    if (waiting > database.maxWaiting) return `${waiting} requests waiting for the database`;
    const delay = meter?.delayMs() ?? 0;
    if (meter && delay > maxEventLoopDelayMs) return `${Math.round(delay)} ms behind`;
    return undefined;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request.url)) return;
    const reason = state();
    if (reason) return reply.send(shed(reply, reason));
    inFlight += 1;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => (inFlight -= 1));
  });
  if (!maxEventLoopUtilization) return state;
  await app.register(underPressure, {
    maxEventLoopUtilization,
    retryAfter: retryAfterSeconds,
    sampleInterval: SAMPLE_INTERVAL_MS,
    exposeStatusRoute: false,
    // Returning a body makes the plugin send it and stop; returning nothing lets the request on.
    pressureHandler: (request, reply, _type, value) => {
      if (request.url.startsWith('/metrics') || exempt(request.url)) return undefined;
      return shed(reply, `${Math.round(Number(value) * 100)}% busy`) as never;
    },
  });
  return state;
}
