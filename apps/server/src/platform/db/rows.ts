import { getTableColumns, is, SQL, sql, type InferInsertModel, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * `insert into table (columns) select values from source`: one row for each row of `from` (a CTE of
 * the same statement, say), for a write that must make nothing when that CTE found nothing (which
 * `values` cannot say). `row` is what `.values()` takes (an SQL value names a column of `from`);
 * each plain value goes as the column encodes it, cast to its type (a bare parameter has none here).
 */
export function insertFrom<T extends PgTable>(table: T, row: { [K in keyof InferInsertModel<T>]?: InferInsertModel<T>[K] | SQL }, from: SQL): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(row).filter(([, value]) => value !== undefined);
  const names = sql.join(
    given.map(([key]) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const values = sql.join(
    given.map(([key, value]) => (is(value, SQL) ? value : sql`${sql.param(value, columns[key])}::${sql.raw(columns[key]!.getSQLType())}`)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${values} from ${from}`;
}
