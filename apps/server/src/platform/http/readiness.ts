import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.ts';
import type { JobWorker } from '../jobs/index.ts';
import type { LoadState } from './load-shedding.ts';
import { rowsOf } from '../db/index.ts';
import { SOURCE_DIR } from '../../server-dir.ts';

const journal = path.join(SOURCE_DIR, 'db/migrations/meta/_journal.json');

const Check = Type.Object({ ok: Type.Boolean(), detail: Type.String() });
const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  checks: Type.Object({ database: Check, migrations: Check, jobs: Check, load: Check }),
});

/**
 * GET /api/ready: may this process take traffic? The database answers, every committed migration
 * is applied, and the background job worker has started. 503 names what is missing. Liveness
 * (is the process alive at all) stays /api/ping, which never touches the database. `load` says
 * whether the process is shedding API requests and why; it does not make the process unready (an
 * orchestrator taking every busy process out of rotation would move the whole load onto the rest).
 */
export function registerReadiness(app: FastifyInstance, database: Database, worker: JobWorker, load: LoadState): void {
  const expected = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  app.get('/api/ready', { schema: { tags: ['health'], response: { 200: Readiness, 503: Readiness } } }, async (_request, reply) => {
    const checks = {
      database: { ok: false, detail: '' },
      migrations: { ok: false, detail: '' },
      jobs: { ok: worker.started, detail: worker.started ? 'worker started' : 'worker not started' },
      load: { ok: true, detail: 'taking requests' },
    };
    const shedding = load();
    if (shedding) checks.load = { ok: false, detail: `shedding API requests: ${shedding}` };
    try {
      await database.db.execute(sql`select 1`);
      checks.database = { ok: true, detail: database.kind };
      const result = await rowsOf<{ applied: number }>(database.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      const applied = Number(result[0]?.applied ?? 0);
      checks.migrations = { ok: applied >= expected, detail: `${applied} of ${expected} applied` };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!checks.database.ok) checks.database.detail = `unreachable: ${message}`;
      else checks.migrations.detail = `unknown: ${message}`;
    }
    const ready = checks.database.ok && checks.migrations.ok && checks.jobs.ok;
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}
