import type { Database } from '../platform/db/index.ts';

type Queryable = { query: (...a: unknown[]) => unknown };
/** PGlite runs transactions through `transaction`; node-postgres's pool lends a client through `connect`. */
type Client = Queryable & {
  transaction?: (fn: (tx: Queryable) => unknown) => unknown;
  connect?: (...a: unknown[]) => unknown;
};

/**
 * A process re-reads whether a session ended at most every SESSION_RECHECK_MS of its clock: on a
 * busy machine that look-up falls inside whichever call comes after the interval, a matter of
 * timing, not of the call's own work, so it is not counted (revocation.test.ts tests it).
 */
const SESSION_RECHECK = /from "portal"\."ended_sessions"/;

/**
 * Which tax a country's shown prices include is kept a minute per process (tax/tax-included.ts). A
 * test primes it with a first read, but on a busy machine a minute can pass since an earlier test
 * read it: the entry then expires between the priming read and the counted one (seen once in a full
 * run, 4 statements for 3). Also timing, not the call's own work.
 */
const INCLUDED_TAX_REREAD = /from "commerce"\."tax_rates" where .*"included_in_price"/;

function sqlOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return '';
}

/**
 * Counts the statements a call sends to the database, on PGlite and on PostgreSQL, those inside
 * transactions included (they run on the transaction's handle or on a client the pool lends).
 */
export async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(database, run)).length;
}

/** The statements a call sends to the database, in the order sent (their SQL text), as countQueries counts them. */
export async function recordQueries(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const sent: string[] = [];
  const undo: (() => void)[] = [];
  const counted = (target: Queryable) => {
    const original = target.query;
    target.query = (...a: unknown[]) => {
      const text = sqlOf(a);
      if (!SESSION_RECHECK.test(text) && !INCLUDED_TAX_REREAD.test(text)) sent.push(text);
      return original.apply(target, a);
    };
    return () => {
      target.query = original;
    };
  };
  undo.push(counted(client));
  const { transaction, connect } = client;
  if (transaction) {
    client.transaction = (fn) => transaction.call(client, (tx: Queryable) => (counted(tx), fn(tx)));
    undo.push(() => {
      client.transaction = transaction;
    });
  }
  if (connect) {
    // The pool's own `query` borrows a client with a callback: counted once already, not again.
    client.connect = (...a: unknown[]) => {
      if (typeof a[0] === 'function') return connect.apply(client, a);
      return (connect.apply(client, a) as Promise<Queryable & { release: (...r: unknown[]) => unknown }>).then((lent) => {
        const restore = counted(lent);
        const release = lent.release;
        lent.release = (...r: unknown[]) => {
          restore();
          lent.release = release;
          return release.apply(lent, r);
        };
        return lent;
      });
    };
    undo.push(() => {
      client.connect = connect;
    });
  }
  try {
    await run();
  } finally {
    for (const u of undo.reverse()) u();
  }
  return sent;
}
