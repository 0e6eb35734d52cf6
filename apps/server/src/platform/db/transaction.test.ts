import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { inTransaction, isContention } from './transaction.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** A database whose transactions fail with the given errors, in turn, then run the work. */
const failing = (errors: Error[]) => {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      const error = errors.shift();
      if (error) throw Object.assign(new Error('Failed query'), { cause: error });
      return work({});
    },
  } as unknown as Db;
  return { db, calls: () => calls };
};

describe('inTransaction', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const { db, calls } = failing([pgError('40P01'), pgError('40001')]);
    expect(await inTransaction(db, async () => 'done')).toBe('done');
    expect(calls()).toBe(3);
  });

  it('gives up after the bounded attempts and leaves the contention for the caller to map', async () => {
    const { db, calls } = failing([pgError('40P01'), pgError('40P01'), pgError('40P01')]);
    const error = await inTransaction(db, async () => 'done', { attempts: 3 }).catch((e: unknown) => e);
    expect(isContention(error)).toBe(true);
    expect(calls()).toBe(3);
  });

  it('never retries other failures (a constraint violation is an answer, not bad luck)', async () => {
    const { db, calls } = failing([pgError('23P01')]);
    await expect(inTransaction(db, async () => 'done')).rejects.toThrow('Failed query');
    expect(calls()).toBe(1);
  });
});
