import type { Database } from '../platform/db/index.ts';

type Query = (...args: unknown[]) => unknown;
type Client = { query: Query; transaction?: (fn: (tx: Client) => unknown) => unknown; connect?: (cb?: (...a: unknown[]) => void) => unknown };

/** Transaction control is not a statement of work: PGlite sends it on its own, node-postgres through the client. */
const isControl = (text: unknown) => typeof text === 'string' && /^\s*(begin|commit|rollback)\b/i.test(text);

/**
 * Counts the statements a call sends to the database, those inside transactions included, on
 * PGlite (queries on the client and on each transaction's handle) and on PostgreSQL (queries on
 * every pooled connection handed out meanwhile). BEGIN, COMMIT and ROLLBACK are not counted, so
 * both kinds count alike.
 */
export async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Client }).$client;
  let n = 0;
  const restore: (() => void)[] = [];
  const counted = (target: Client) => {
    const original = target.query;
    if ((original as { counting?: boolean }).counting) return;
    const wrapper = Object.assign(
      (...a: unknown[]) => {
        const first = a[0] as string | { text?: string };
        if (!isControl(typeof first === 'string' ? first : first?.text)) n++;
        return original.apply(target, a);
      },
      { counting: true },
    );
    const own = Object.prototype.hasOwnProperty.call(target, 'query');
    target.query = wrapper;
    restore.push(() => {
      if (own) target.query = original;
      else delete (target as Partial<Client>).query;
    });
  };
  if (database.kind === 'pglite') {
    counted(client);
    const transaction = client.transaction!;
    client.transaction = (fn) => transaction.call(client, (tx: Client) => (counted(tx), fn(tx)));
    restore.push(() => (client.transaction = transaction));
  } else {
    // pg.Pool: pool.query goes through connect too, so the connections are where every statement passes.
    const connect = client.connect!;
    client.connect = (cb?: (...a: unknown[]) => void) => {
      if (cb) return connect.call(client, (err: unknown, c: unknown, ...rest: unknown[]) => (c && counted(c as Client), cb(err, c, ...rest)));
      return (connect.call(client) as Promise<Client>).then((c) => (counted(c), c));
    };
    restore.push(() => (client.connect = connect));
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return n;
}
