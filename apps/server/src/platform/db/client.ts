import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SOURCE_DIR } from '../../server-dir.ts';
/**
 * The one database handle every service takes; PGlite and node-postgres share this type. It carries
 * no schema generic: services query with the query builder on imported tables, so the platform need
 * not import every domain's tables (which would tie all of them into one import cycle).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgresql';

/** PostgreSQL only: connections per process, and the bound on waiting for one (see `openDatabase`). */
export interface PoolLimits {
  size: number;
  /** How long a statement may wait for a free connection before it fails as "unavailable" (503). */
  waitMs: number;
  /** How many may wait at once; past that, new API requests are shed at once (load-shedding.ts). */
  maxWaiting: number;
}

export const DEFAULT_POOL: PoolLimits = { size: 20, waitMs: 3000, maxWaiting: 100 };

export interface Database {
  db: Db;
  kind: DbKind;
  /** How many statements are waiting for a connection right now (always 0 on PGlite's one connection). */
  waiting(): number;
  /** The bound on `waiting()` past which new requests are shed (Infinity on PGlite). */
  maxWaiting: number;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other instances from (test template). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(SOURCE_DIR, 'db/migrations');

/**
 * A pool names at most this many texts (PostgreSQL keeps each on every connection that sent it); past
 * it, a new text runs unnamed. A whole bench run names about 130.
 */
const MAX_NAMED = 500;

/**
 * Names texts for one pool: one text, one name (a hash of it), up to MAX_NAMED texts. A text seen
 * before is found by the text itself, so a statement sent again is not hashed again.
 */
function textNamer(): (text: string) => string | undefined {
  const named = new Map<string, string>();
  return (text) => {
    const known = named.get(text);
    if (known !== undefined || named.size >= MAX_NAMED) return known;
    const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    named.set(text, name);
    return name;
  };
}

/**
 * Every statement with parameters that a pooled connection sends goes as a prepared statement named
 * by its text, so PostgreSQL parses it once per connection and may keep its plan, instead of parsing
 * and planning it on every call: most statements are built per request by the query builder, and
 * here their parsing and planning can cost more than running them. A text without parameters
 * (begin, commit) stays a simple query. `statementCache` statements keep their own names.
 */
function prepareByText(client: pg.PoolClient, nameOf: (text: string) => string | undefined): void {
  const query = client.query.bind(client) as (...a: unknown[]) => unknown;
  (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...args) => {
    const [config, values] = args;
    if (!config || typeof config !== 'object' || !('text' in config) || typeof config.text !== 'string') return query(...args);
    if ('name' in config && config.name) return query(...args);
    const given = Array.isArray(values) ? values : 'values' in config ? config.values : undefined;
    const name = Array.isArray(given) && given.length > 0 ? nameOf(config.text) : undefined;
    return name ? query({ ...config, name }, ...args.slice(1)) : query(...args);
  };
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  loadDataDir?: Blob;
  pool?: PoolLimits;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const limits = opts.pool ?? DEFAULT_POOL;
    // JIT off: this server's statements are short, and a planner that overestimates one (a search
    // estimated at 25k rows that finds 40) would spend a second compiling it on every request.
    // connectionTimeoutMillis bounds the wait for a free connection too (pg-pool times out queued
    // requests with it), so a request never waits longer than that for the database.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: limits.size, connectionTimeoutMillis: limits.waitMs, options: '-c jit=off' });
    // A connection the server ends (restart, failover, an administrator's pg_terminate_backend)
    // must not crash the process. The pool's own listener covers idle connections only; one that is
    // checked out (a transaction between statements) would emit an unhandled 'error' and take the
    // process down. Its next statement fails instead, and the pool drops it when it is released.
    const lost = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', lost);
    const nameOf = textNamer();
    pool.on('connect', (client) => {
      client.on('error', lost);
      prepareByText(client, nameOf);
    });
    const db = drizzlePg(pool) as unknown as Db;
    return { db, kind: 'postgresql', close: () => pool.end(), waiting: () => pool.waitingCount, maxWaiting: limits.maxWaiting };
  }
  let client: PGlite;
  // btree_gist backs the exclusion constraints that keep a coach's slot booked once; pg_trgm and
  // fuzzystrmatch give the catalogue search its typo tolerance.
  const extensions = { btree_gist, pg_trgm, fuzzystrmatch };
  if (opts.memory) client = new PGlite({ extensions, loadDataDir: opts.loadDataDir });
  else {
    const dir = path.join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { relaxedDurability: true, extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none'), waiting: () => 0, maxWaiting: Infinity };
}

/** Applies the committed migrations; on PostgreSQL an advisory lock keeps concurrent starts in line. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const db = database.db as never as ReturnType<typeof drizzlePg>;
  const client = await (db.$client as pg.Pool).connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client as never), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}
