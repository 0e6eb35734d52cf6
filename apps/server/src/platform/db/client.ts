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
/**
 * The one database handle every service takes; PGlite and node-postgres share this type. It carries
 * no schema generic: services query with the query builder on imported tables, so the platform need
 * not import every domain's tables (which would tie all of them into one import cycle).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other instances from (test template). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; memory?: boolean; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT off: this server's statements are short, and a planner that overestimates one (a search
    // estimated at 25k rows that finds 40) would spend a second compiling it on every request.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20, options: '-c jit=off' });
    // An idle connection the server ends (restart, failover) must not crash the process; the pool
    // replaces it on the next query. 57P01 is the normal "terminating connection" at shutdown.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool) as unknown as Db;
    return { db, kind: 'postgresql', close: () => pool.end() };
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
  return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
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
