import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';
import { inTransaction } from './transaction.ts';

// On PostgreSQL every pooled connection sends a statement with parameters as a prepared statement
// named by its text (client.ts, prepareByText): parsed once per connection, not on every call.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('statements prepared by their text (PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ size: 1, waitMs: 3000, maxWaiting: 10 }));
  });
  afterAll(() => drop());

  /** The statements prepared on the pool's one connection, by their text. */
  const preparedTexts = async () =>
    (await rowsOf<{ name: string; statement: string }>(database.db, 'select name, statement from pg_prepared_statements')).map((r) => r.statement);

  it('prepares a statement built per call once, and answers each call with its own values', async () => {
    const read = (n: number) => rowsOf<{ twice: number }>(database.db, sql`select ${n}::int * 2 as twice /* by-text test */`);
    expect(await read(2)).toEqual([{ twice: 4 }]);
    expect(await read(21)).toEqual([{ twice: 42 }]);
    const mine = (await preparedTexts()).filter((s) => s.includes('by-text test'));
    expect(mine).toEqual(['select $1::int * 2 as twice /* by-text test */']);
  });

  it('prepares statements sent inside a transaction on its connection, and keeps a failed one from poisoning the name', async () => {
    const inside = await inTransaction(database.db, (tx) => rowsOf<{ n: number }>(tx, sql`select ${7}::int as n /* in a transaction */`));
    expect(inside).toEqual([{ n: 7 }]);
    expect((await preparedTexts()).some((s) => s.includes('in a transaction'))).toBe(true);
    // A statement PostgreSQL refuses is not recorded as prepared: the same text sent again is refused
    // again for the same reason (not "prepared statement does not exist").
    const refusal = () =>
      rowsOf(database.db, sql`select ${'x'}::int as n /* refused */`).then(
        () => 'answered',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await refusal()).toMatch(/invalid input syntax for type integer/);
    expect(await refusal()).toMatch(/invalid input syntax for type integer/);
  });

  it('names at most 500 texts for a pool, so what PostgreSQL keeps per connection stays bounded', async () => {
    for (let i = 0; i < 520; i++) await rowsOf(database.db, sql`select ${i}::int as n /* ${sql.raw(`text ${i}`)} */`);
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(500);
    expect(texts.some((s) => s.includes('text 0 '))).toBe(true);
    expect(texts.some((s) => s.includes('text 519 '))).toBe(false);
  });

  it('leaves a text without parameters a simple query', async () => {
    await rowsOf(database.db, sql`select 1 as one /* no parameters */`);
    expect((await preparedTexts()).some((s) => s.includes('no parameters'))).toBe(false);
  });
});
