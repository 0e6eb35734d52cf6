import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, rowsOf, type Database } from '../platform/db/index.ts';
import { openTestDatabase } from './harness.ts';

/** Why a call failed: Drizzle wraps the driver's error ("Failed query: …") around its cause. */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'answered',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

// node-postgres only: PGlite queues a transaction's statements itself.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the test databases refuse a statement outside the open transaction (a hang on PGlite)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers statements on the transaction, and on the handle before and after it', async () => {
    await database.db.execute(sql`select 1`);
    const inside = await inTransaction(database.db, async (tx) => (await rowsOf<{ n: number }>(tx, sql`select 2 as n`))[0]);
    expect(inside).toMatchObject({ n: 2 });
    await database.db.execute(sql`select 3`);
  });

  it('refuses the handle inside a transaction, and says what to pass instead', async () => {
    expect(await refusal(inTransaction(database.db, async () => database.db.execute(sql`select 1`)))).toMatch(/pass the transaction \(tx\), not ctx\.db/);
  });

  it('refuses a second transaction opened on the handle inside the first', async () => {
    expect(await refusal(inTransaction(database.db, async () => inTransaction(database.db, async (tx) => tx.execute(sql`select 1`))))).toMatch(
      /holds a transaction/,
    );
  });

  it('lets work the transaction started without awaiting it run on the handle once it ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => rowsOf(database.db, sql`select 4 as n`));
    });
    expect(await later).toMatchObject([{ n: 4 }]);
  });

  it.skipIf(!onPostgres)('refuses a second statement on a transaction (PostgreSQL) while the first still runs, and says what to use instead', async () => {
    const both = inTransaction(database.db, (tx) => Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]));
    expect(await refusal(both)).toMatch(/one statement at a time.*sideBySide/);
  });

  it.skipIf(!onPostgres)('answers reads sent in turn on a transaction (PostgreSQL), and the connection goes back to the pool as it was', async () => {
    const inTurn = await inTransaction(database.db, async (tx) => [
      await rowsOf<{ n: number }>(tx, sql`select 1 as n`),
      await rowsOf<{ n: number }>(tx, sql`select 2 as n`),
    ]);
    expect(inTurn).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(await Promise.all([1, 2, 3].map((n) => rowsOf<{ n: number }>(database.db, sql`select ${n}::int as n`)))).toEqual([
      [{ n: 1 }],
      [{ n: 2 }],
      [{ n: 3 }],
    ]);
  });
});
