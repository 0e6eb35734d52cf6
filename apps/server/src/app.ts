import Fastify, { type FastifyInstance } from 'fastify';
import { compilers } from './platform/http/schema-compilers.ts';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Database } from './platform/db/index.ts';
import type { Ctx } from './platform/context.ts';
import { clockStartingAt, systemClock, type Clock } from './platform/clock.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { inputKeywords, registerInputLimits } from './platform/http/input-limits.ts';
import { inlineScriptHashes, registerWebApp } from './platform/http/web-app.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerLoadShedding } from './platform/http/load-shedding.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerReadiness } from './platform/http/readiness.ts';
import { registerIdempotency } from './platform/http/idempotency.ts';
import { jobsRoutes, startJobWorker } from './platform/jobs/index.ts';
import { openObjectStore } from './platform/storage/index.ts';
import { storageRoutes } from './platform/storage/storage.routes.ts';
import { registerCommerceGraphql } from './commerce/graphql/graphql.plugin.ts';
import { commerceRoutes } from './commerce/routes.ts';
import { portalRoutes } from './portal/routes.ts';
import { VERSION } from './version.ts';

export interface BuildOptions {
  /** Tests pass a clock they move; otherwise CLOCK_START or the system clock. */
  clock?: Clock;
}

/** Builds the whole server (web app, portal REST, commerce GraphQL) on one database. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false }, plugins: [inputKeywords as never] },
    schemaController: { compilersFactory: compilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // On shutdown, answers still being written tell keep-alive clients to hang up, so close() is
  // not held open by connections that would otherwise sit idle for a minute.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const clock = options.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock);
  const ctx: Ctx = { db: database.db, config, storage: openObjectStore(config), clock };
  app.decorateRequest('caller', null);
  registerErrorHandler(app);
  registerInputLimits(app);
  registerIdempotency(app, ctx);
  registerSecurityHeaders(app, config, inlineScriptHashes(config.webDist));
  const load = await registerLoadShedding(app, config, database);
  registerMetrics(app, config, database);
  // Background jobs run in every process (claims never overlap); JOB_POLL_MS=0 leaves them to tests.
  const worker = startJobWorker(app, ctx, config.jobPollMs);
  registerReadiness(app, database, worker, load);

  await app.register(swagger, {
    openapi: { info: { title: 'Golf player portal and shop', version: VERSION } },
    hideUntagged: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Liveness without the database, for the load balancer and as the benchmarks' empty route.
  app.get('/api/ping', { schema: { hide: true } }, async () => 'pong');
  app.get(
    '/api/health',
    // `now` is the server clock's: the browser journeys set the page's clock from it, so both agree.
    {
      schema: {
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.String(), version: Type.String(), database: Type.String(), now: Type.String({ format: 'date-time' }) }) },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', version: VERSION, database: database.kind, now: ctx.clock.now().toISOString() };
    },
  );

  for (const routes of [storageRoutes, jobsRoutes, ...portalRoutes, ...commerceRoutes]) await app.register(routes, { ctx });
  await registerCommerceGraphql(app, ctx);
  await registerWebApp(app, config.webDist, config.siteHosts);
  return app;
}
