import type { TestApp } from './harness.ts';

type Client = { query: (...a: unknown[]) => unknown; transaction: (fn: (tx: Client) => unknown) => unknown };

/**
 * Counts the statements a call sends to the test app's database, those inside transactions
 * included (they run on the transaction's handle). Works on PGlite and on node-postgres's pool.
 */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const client = (t.database.db as unknown as { $client: Client }).$client;
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
