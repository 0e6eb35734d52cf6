import type { Db } from './client.ts';

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
