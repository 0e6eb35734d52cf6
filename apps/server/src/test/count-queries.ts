import type { Db } from '../platform/db/index.ts';

type Client = { query: (...a: unknown[]) => unknown; transaction: (fn: (tx: Client) => unknown) => unknown };

/**
 * Counts the statements `run` sends on `db`, those inside transactions included (they run on the
 * transaction's handle): the tests that pin how many statements a read takes use it.
 */
export async function countQueries(db: Db, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Client }).$client;
  let n = 0;
  const query = client.query;
  const transaction = client.transaction;
  const counted = (target: Client) => {
    const original = target.query;
    target.query = (...a: unknown[]) => {
      n++;
      return original.apply(target, a);
    };
  };
  counted(client);
  client.transaction = (fn) => transaction.call(client, (tx: Client) => (counted(tx), fn(tx)));
  try {
    await run();
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return n;
}
