import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Load shedding (@fastify/under-pressure): while the event loop is saturated past the configured
 * limits, new requests answer 503 with Retry-After instead of queueing until every one times out.
 * Liveness (/api/ping) and the metrics stay answered, so the orchestrator can see why.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const { maxEventLoopDelayMs, maxEventLoopUtilization, retryAfterSeconds } = config.pressure;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxEventLoopUtilization,
    retryAfter: retryAfterSeconds,
    sampleInterval: 500,
    exposeStatusRoute: false,
    // Returning a body makes the plugin send it and stop; returning nothing lets the request on.
    pressureHandler: (request, reply, type, value) => {
      if (request.url === '/api/ping' || request.url.startsWith('/metrics')) return undefined;
      reply.status(503).header('retry-after', String(retryAfterSeconds));
      const measured = type === 'eventLoopUtilization' ? `${Math.round(Number(value) * 100)}% busy` : `${Math.round(Number(value))} ms behind`;
      return { code: 503, message: `The server is overloaded (${measured}). Please try again in ${retryAfterSeconds} seconds.`, data: null } as never;
    },
  });
}
