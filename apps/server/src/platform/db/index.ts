// platform/db: the database handle, transactions, error matching, raw-row reads and prepared
// statements, in one import.
export { migrateDatabase, openDatabase, type Database, type Db, type DbKind, type PoolLimits } from './client.ts';
export { inTransaction, isContention, sqlStateOf, type TransactionOptions, type Tx } from './transaction.ts';
export { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, pgErrorOf, violates } from './errors.ts';
export { insertFrom, rowsOf } from './rows.ts';
export { sideBySide } from './side-by-side.ts';
export { isoText } from './iso-text.ts';
export { hiddenFromPlanner, nullableJsonb, onTransaction, setTo, statementCache, unplannedCount, unplannedValue } from './statements.ts';
export { commerceSchema, portalSchema } from './schemas.ts';
