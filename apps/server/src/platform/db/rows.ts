import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { Tx } from './transaction.ts';

/**
 * The rows of a raw SQL read, typed by the caller. `Db` carries no driver's result type (it serves
 * PGlite and node-postgres alike), so `execute` answers `unknown`; both drivers answer `{ rows }`,
 * and this is the one place that says so, instead of an `as unknown as { rows }` cast at each read.
 * The row type is the caller's promise about its select list (columns as the driver returns them:
 * `count(*)` and numerics arrive as strings unless cast in SQL).
 */
export async function rowsOf<T extends object>(db: Db | Tx, query: SQLWrapper | string): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
