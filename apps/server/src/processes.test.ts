import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverProcessCount } from './processes.ts';

const PG = 'postgres://postgres@127.0.0.1:5432/golf';

describe('how many server processes npm start runs', () => {
  it('runs one per core on PostgreSQL and exactly one on PGlite by default', () => {
    expect(serverProcessCount({}, PG)).toBe(os.availableParallelism());
    expect(serverProcessCount({}, undefined)).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: '' }, undefined)).toBe(1);
  });

  it('takes SERVER_PROCESSES when it is a whole number from 1 to 256', () => {
    expect(serverProcessCount({ SERVER_PROCESSES: '3' }, PG)).toBe(3);
    expect(serverProcessCount({ SERVER_PROCESSES: '1' }, undefined)).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'many', '257']) {
      expect(() => serverProcessCount({ SERVER_PROCESSES: bad }, PG)).toThrow(`SERVER_PROCESSES must be a whole number from 1 to 256, got "${bad}".`);
    }
  });

  it('refuses more than one process on PGlite, whose data folder one process holds', () => {
    expect(() => serverProcessCount({ SERVER_PROCESSES: '2' }, undefined)).toThrow(/needs PostgreSQL/);
  });
});
