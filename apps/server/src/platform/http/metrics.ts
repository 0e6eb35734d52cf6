import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Database } from '../db/index.ts';
import { jobCounts } from '../jobs/index.ts';

/**
 * Prometheus metrics at GET /metrics (prom-client): requests by route and status, latency per
 * route, the PostgreSQL pool, background jobs by name and state, and Node's own (event loop lag,
 * memory, GC). Routes are labelled by their pattern (`/api/bag/:id`), never the raw URL, so the
 * series stay few. One registry per app, so two apps in one test process do not collide.
 * In production the route answers 404 unless METRICS_TOKEN is set, and then wants it as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (database.kind === 'postgresql' && pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by name and state (queued is the queue depth; failed are kept for inspection).',
    labelNames: ['name', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobCounts(database.db)) this.set({ name: row.name, state: row.state }, row.count);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs (404s, the web app's client routes) share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // In production the metrics are for a scraper holding METRICS_TOKEN only; without one they stay closed.
    if (config.production && !config.metricsToken) {
      return reply.status(404).send({ code: 404, message: 'Not found', data: null });
    }
    if (config.metricsToken && !sameSecret(request.headers.authorization ?? '', `Bearer ${config.metricsToken}`)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 401, message: 'The metrics need the METRICS_TOKEN as a bearer token.', data: null });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
