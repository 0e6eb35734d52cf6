import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import type { Tx } from './transaction.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads at once on the pool, where each takes its own connection, and one after
 * another on a transaction, whose one connection takes one statement at a time (pg queues a second
 * one today with a deprecation warning, and pg 9 refuses it).
 */
export async function sideBySide<T extends readonly unknown[]>(db: Db | Tx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
