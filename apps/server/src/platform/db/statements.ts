import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { poolOf, type Tx } from './transaction.ts';

/**
 * One set of prepared statements per database handle, built on first use. Planning and building a
 * busy read can cost more than running it, so a hot path prepares it once; a WeakMap keyed by the
 * handle keeps test databases from being held alive. The statements belong to the handle they were
 * built on (the pool), so they run outside any transaction the caller has open: pass the `Db`,
 * never a `Tx`.
 *
 * ```ts
 * const statements = statementCache((db) => ({ byId: db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id') }));
 * await statements(ctx.db).byId.execute({ id });
 * ```
 */
export function statementCache<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let set = cache.get(db);
    if (set === undefined) {
      set = build(db);
      cache.set(db, set);
    }
    return set;
  };
}

/** What every driver's prepared statement holds: the connection (or pool) it runs on, as `client`. */
interface OnClient {
  execute: (...args: never[]) => Promise<unknown>;
}

/**
 * A statement of a statementCache run on a transaction's connection instead of the pool: the same
 * text, name and parameters as the pool's, built once per process rather than per request. Both
 * drivers' prepared statements run on the `client` they hold, and a transaction's session holds its
 * connection as `client`. A named statement is parsed once per connection, whichever transaction
 * first sends it (node-postgres records it only once PostgreSQL has parsed it), and outlives a
 * rollback, as on the pool. A transaction not opened by inTransaction has its own set, built for it.
 *
 * ```ts
 * const [cart] = await onTransaction(tx, cartStatements, (s) => s.lockedCart).execute({ maskedId });
 * ```
 */
export function onTransaction<T, P extends OnClient>(tx: Tx, cache: (db: Db) => T, pick: (set: T) => P): P {
  const pool = poolOf(tx);
  if (!pool) return pick(cache(tx as unknown as Db));
  const client = (tx as unknown as { _: { session: { client: unknown } } })._.session.client;
  return Object.create(pick(cache(pool)), { client: { value: client } }) as P;
}

/**
 * A placeholder where an update's `set` takes a value: Drizzle fills it through the column's encoder
 * (jsonb, timestamps) as it does for `insert … values`, but `set`'s types do not list placeholders.
 */
export const setTo = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * A placeholder for a nullable jsonb column holding an object. As a column's own placeholder,
 * Drizzle's encoder would store null as the JSON value `null`, not as SQL NULL; sent as it is,
 * node-postgres turns an object into its JSON and null into NULL. Not for arrays: node-postgres
 * sends those as PostgreSQL arrays.
 */
export const nullableJsonb = (name: string): SQL => sql`${sql.placeholder(name)}::jsonb`;

/**
 * A prepared statement's parameter as a one-row subquery, so the planner sees no value in it. A
 * statement whose plan for the actual values looks cheaper than its generic plan is planned anew on
 * every call; with its values hidden, PostgreSQL keeps one plan per connection. Use it only where
 * the kept plan was measured no slower (the product detail, the session detail, the session list's
 * filters and page, the cart's product prime, the stock look-up, the catalogue loaders' batches, a
 * leaderboard's size, an address book, the course searches without a name, the current
 * documents of a list of products). The subquery is cast
 * back to its type, so `= any(…)` takes an array value rather than a subquery's rows.
 */
export const unplannedValue = (name: string, type: UnplannedType): SQL => hiddenFromPlanner(sql.placeholder(name), type);

type UnplannedType = 'int' | 'int[]' | 'text' | 'text[]' | 'timestamptz';

/**
 * unplannedValue for a statement built per call: the value itself, sent as a parameter and hidden
 * from the planner the same way (the course search by name).
 */
export const hiddenFromPlanner = (value: unknown, type: UnplannedType): SQL => sql`((select ${value}::${sql.raw(type)})::${sql.raw(type)})`;

/**
 * unplannedValue for a LIMIT or OFFSET: Drizzle's limit() and offset() are typed for numbers but
 * render any SQL in their place, hence the cast.
 */
export const unplannedCount = (name: string): number => unplannedValue(name, 'int') as unknown as number;
