import { createHash } from 'node:crypto';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();
/** Names given so far in this process: past the bound, further texts run unnamed (see preparedRowsOf). */
const named = new Set<string>();
const MAX_NAMED = 500;

/**
 * rowsOf for a read built per request whose text repeats while its values change (a listing's page
 * for one kind of filter and sort): it runs as a prepared statement named by its text, so
 * PostgreSQL parses it once per connection and can keep its plan, instead of parsing and planning
 * the whole statement on every request. For texts that take their values as parameters (drizzle's
 * `sql` does), so their number stays small; past a bound, a new text runs unnamed. Like
 * statementCache's statements it belongs to the pool: pass the `Db`, never a `Tx`.
 */
export async function preparedRowsOf<T extends object>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const result = (await db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as { rows: T[] };
  return result.rows;
}

/** A statement's name from its text (one text, one name); none once the process has named MAX_NAMED. */
function statementName(text: string): string | undefined {
  const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
  if (named.has(name)) return name;
  if (named.size >= MAX_NAMED) return undefined;
  named.add(name);
  return name;
}

/**
 * preparedRowsOf for a drizzle select built per request: the same naming by text, and its rows
 * mapped to the select's fields as the builder maps them (column types parsed, keys as selected).
 * The text is built twice, for the name and by `prepare` (under 0.1 ms for a course search); a
 * read with few shapes is cheaper still as a `statementCache` statement with placeholders.
 */
export async function preparedSelect<R>(select: { toSQL(): { sql: string }; prepare(name?: string): { execute(): Promise<R> } }): Promise<R> {
  return select.prepare(statementName(select.toSQL().sql)).execute();
}
