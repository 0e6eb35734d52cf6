import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database, Db } from './client.ts';
import { rowsOf } from './rows.ts';
import { sideBySide } from './side-by-side.ts';
import { inTransaction, type Tx } from './transaction.ts';

describe('sideBySide', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ size: 2, waitMs: 3000, maxWaiting: 10 }));
  });
  afterAll(() => drop());

  /** Two reads that log when each starts and ends. */
  const twoReads = (db: Db | Tx, events: string[]) =>
    (['a', 'b'] as const).map((name, i) => async () => {
      events.push(`start ${name}`);
      const [row] = await rowsOf<{ n: number }>(db, sql`select ${i + 1}::int as n`);
      events.push(`end ${name}`);
      return row!.n;
    }) as [() => Promise<number>, () => Promise<number>];

  it('sends the reads at once on the pool', async () => {
    const events: string[] = [];
    expect(await sideBySide(database.db, twoReads(database.db, events))).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('sends them one after another on a transaction, whose one connection takes one statement at a time', async () => {
    const events: string[] = [];
    const answers = await inTransaction(database.db, (tx) => sideBySide(tx, twoReads(tx, events)));
    expect(answers).toEqual([1, 2]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
