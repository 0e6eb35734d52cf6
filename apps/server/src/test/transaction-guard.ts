import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database } from '../platform/db/index.ts';

/**
 * PGlite is one connection: a statement sent on the database handle instead of the transaction's
 * while the same request holds that transaction waits for it to end, and it waits for the
 * statement: the request hangs. PostgreSQL's pool lends a second connection and hides the mistake
 * (the statement then also misses the transaction's own writes). In tests, on both databases,
 * such a statement fails at once and says why, so the full suite on PostgreSQL catches what only
 * a PGlite run would otherwise show.
 */
const held = new AsyncLocalStorage<{ open: boolean }>();

const MESSAGE =
  'A statement was sent on the database handle while this request holds a transaction: pass the transaction (tx), not ctx.db. On PGlite (one connection) it would hang.';

type Fn = (...args: any[]) => any;

/** Wraps `target[name]` so that it refuses to run while a transaction of the same async context is open. */
function refuseInsideTransaction(target: Record<string, unknown>, name: string) {
  const original = target[name] as Fn | undefined;
  if (typeof original !== 'function') return;
  target[name] = function (this: unknown, ...args: unknown[]) {
    if (held.getStore()?.open) {
      const error = new Error(MESSAGE);
      const callback = args.at(-1);
      // node-postgres also takes a callback; answer through it as the pool would.
      if (typeof callback === 'function' && name !== 'transaction') return void (callback as Fn)(error);
      return Promise.reject(error);
    }
    return original.apply(this, args);
  };
}

const OVERLAP =
  'Two statements were sent at once on one transaction, whose one connection takes one statement at a time (pg 8 queues the second with a warning, pg 9 refuses it): read in turn, or with sideBySide (platform/db).';

/**
 * Makes a node-postgres transaction's connection refuse a statement sent while its last one is
 * still running (`Promise.all` over reads on a transaction). Gives back what undoes it. PGlite
 * queues statements itself and is left alone.
 */
function refuseOverlap(tx: unknown): () => void {
  const client = (tx as { _?: { session?: { client?: unknown } } })._?.session?.client;
  if (!(client instanceof pg.Client)) return () => {};
  const own = client as unknown as { query: Fn };
  const query = own.query;
  let running = 0;
  own.query = function (this: unknown, ...args: unknown[]) {
    if (typeof args.at(-1) === 'function') return query.apply(this, args);
    if (running > 0) return Promise.reject(new Error(OVERLAP));
    running += 1;
    return Promise.resolve(query.apply(this, args)).finally(() => (running -= 1));
  };
  return () => {
    own.query = query;
  };
}

/** Installs the guard on a test database: marks each transaction's work, refuses the handle's own statements inside it. */
export function guardTransactions(database: Database): void {
  const db = database.db as unknown as { transaction: Fn; $client: Record<string, unknown> };
  const transaction = db.transaction.bind(db);
  db.transaction = (work: Fn, config?: unknown) => {
    // A second transaction on the handle inside the first: another connection, or a hang on PGlite.
    if (held.getStore()?.open) return Promise.reject(new Error(MESSAGE));
    // Opened only inside the work: the driver's own BEGIN (and the pool's connect) come before it.
    const mark = { open: false };
    return held.run(mark, () =>
      transaction(async (tx: unknown) => {
        mark.open = true;
        const restore = refuseOverlap(tx);
        try {
          return await work(tx);
        } finally {
          // Work the transaction started and did not await may go on after it ended: that is allowed.
          mark.open = false;
          restore();
        }
      }, config),
    );
  };
  // node-postgres: the pool's query and connect; PGlite: the instance's query, exec and transaction.
  for (const name of ['query', 'connect', 'exec', 'transaction']) refuseInsideTransaction(db.$client, name);
}
