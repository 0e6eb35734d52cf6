import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './client.ts';

/** The transaction handle Drizzle gives a `db.transaction` callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The pool each open transaction was taken from (its prepared statements are the pool's: see onTransaction). */
const pools = new WeakMap<Tx, Db>();
export const poolOf = (tx: Tx): Db | undefined => pools.get(tx);

/** deadlock_detected and serialization_failure: PostgreSQL rolled back, and running again may succeed. */
const RETRYABLE = new Set(['40P01', '40001']);

/** The SQLSTATE under a driver's or Drizzle's wrapper. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A transaction PostgreSQL gave up on because of another one (deadlock, serialization). */
export const isContention = (error: unknown): boolean => RETRYABLE.has(sqlStateOf(error) ?? '');

export interface TransactionOptions {
  /** How many times to run the work in all (default 5). */
  attempts?: number;
}

/**
 * Runs `work` in one transaction, and again (up to `attempts` in all, after a short random wait
 * that grows) when PostgreSQL aborts it for a deadlock or a serialization failure, which concurrent
 * writers under exclusion constraints or SERIALIZABLE meet by design. The work must touch nothing
 * but the database (it may run more than once). What remains after the last attempt is thrown for
 * the caller to map to its domain's conflict (`isContention`); the HTTP error handler answers any
 * that is not mapped with a 409.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => {
        pools.set(tx, db);
        return work(tx);
      });
    } catch (error) {
      if (attempt >= attempts || !isContention(error)) throw error;
      // Full jitter: the transactions that deadlocked together must not retry in step again.
      await sleep(Math.random() * 20 * 2 ** attempt);
    }
  }
}
