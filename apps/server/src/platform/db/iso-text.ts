import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamptz as Date.prototype.toISOString writes it (UTC, milliseconds, Z), for answers
 * PostgreSQL builds as JSON: both cut the microseconds to whole milliseconds.
 */
export const isoText = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
