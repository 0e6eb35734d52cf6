import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { statementCache } from './statements.ts';

describe('statementCache', () => {
  it('builds one set per database handle and reuses it', () => {
    let built = 0;
    const statements = statementCache((db) => ({ db, n: ++built }));
    const a = {} as Db;
    const b = {} as Db;
    expect(statements(a)).toBe(statements(a));
    expect(statements(b).db).toBe(b);
    expect(built).toBe(2);
  });
});
