import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { type Clock } from '../platform/clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../platform/db/index.ts';
import type { PoolLimits } from '../platform/db/index.ts';
import { suiteClock } from './suite-clock.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { guardTransactions } from './transaction-guard.ts';
import { templateCopy } from './template-copy.ts';

export { DEMO_PASSWORD };

/**
 * The database the suite runs on (its statements guarded against leaving an open transaction:
 * test/transaction-guard.ts), a copy of the migrated and seeded template that the global
 * setup made once (test/global-setup.ts): in-memory PGlite loaded from its dump by default; with
 * TEST_DATABASE_URL set, a new PostgreSQL database cloned from the template, dropped afterwards.
 */
export async function openTestDatabase(pool?: PoolLimits): Promise<{ database: Database; drop: () => Promise<void> }> {
  const opened = await openCopy(pool);
  guardTransactions(opened.database);
  return opened;
}

async function openCopy(pool: PoolLimits | undefined): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    return { database: await openDatabase({ memory: true, loadDataDir: dump }), drop: async () => undefined };
  }
  const copy = await templateCopy();
  return { database: await openDatabase({ databaseUrl: copy.url, pool }), drop: copy.drop };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The clock the app's services read. */
  clock: Clock;
  close: () => Promise<void>;
}

let fileDataDir: string | undefined;

/** A whole server on a migrated database with the demo data, for `app.inject` tests. */
export async function startTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  // Each test file its own files (uploads, receipts, the demo downloads): files run in parallel
  // and must not share them; the apps of one file do, as one server's restarts would.
  fileDataDir ??= mkdtempSync(path.join(inject('dataRoot'), 'file-'));
  const dataDir = fileDataDir;
  const config = loadConfig({
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    TRANSFER_KEY: 'a'.repeat(64),
    COMMERCE_INTEGRATION_TOKEN: 'test-integration-token-0123456789abcdef',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests run background jobs themselves (runDueJobs) at the moment they choose, and a busy
    // machine must not shed their requests.
    JOB_POLL_MS: '0',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Nor may it turn a concurrency test's queue for connections into 503s: the bounds on that
    // queue have their own tests (platform/db/pool-bounds.test.ts).
    DB_POOL_WAIT_MS: '120000',
    DB_POOL_MAX_WAITING: '100000',
    ...env,
  });
  const { database, drop } = await openTestDatabase(config.pool);
  const clock = options.clock ?? suiteClock();
  const app = await buildApp(config, database, { ...options, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** `app.inject` returning the parsed JSON body next to the status. */
export async function call(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: any = undefined;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Signs a demo account in on a site host (default the shared site) and returns the session. */
export async function signIn(app: FastifyInstance, email: string, opts: { host?: string; password?: string; rememberMe?: boolean } = {}) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/v2/player/login',
    headers: { host: opts.host ?? 'localhost:8080' },
    payload: { email, password: opts.password ?? DEMO_PASSWORD, rememberMe: opts.rememberMe },
  });
  if (res.status !== 200 || res.body.code !== 0) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { access_token: string; refresh_token: string; eToken: string; jwt_token: string | null; [k: string]: any };
}

/** A GraphQL call to the commerce endpoint. */
export async function gql(
  app: FastifyInstance,
  query: string,
  opts: { variables?: object; token?: string; store?: string; host?: string; language?: string } = {},
) {
  return call(app, {
    method: 'POST',
    url: '/graphql',
    token: opts.token,
    headers: {
      ...(opts.store ? { store: opts.store } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
      host: opts.host ?? 'localhost:8080',
    },
    payload: { query, variables: opts.variables ?? {} },
  });
}
