import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { restartPlan, serverProcessCount, workerExecArgv } from './processes.ts';

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

describe('when a server process dies', () => {
  it('is replaced at once the first time in a minute, then after waits that double up to 10 s', () => {
    expect(restartPlan(1, 2)).toEqual({ delayMs: 0 });
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((n) => restartPlan(n, 2))).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10_000].map((delayMs) => ({ delayMs })));
  });

  it('gives up only on a crash loop: more than max(10, 5 per process) deaths in the window', () => {
    expect(restartPlan(10, 2)).not.toBe('give-up');
    expect(restartPlan(11, 2)).toBe('give-up');
    expect(restartPlan(20, 4)).not.toBe('give-up');
    expect(restartPlan(21, 4)).toBe('give-up');
  });
});

describe('the flags a serving process runs with', () => {
  it("adds a 64 MB young generation to the primary's own flags", () => {
    expect(workerExecArgv(['--enable-source-maps'])).toEqual(['--enable-source-maps', '--max-semi-space-size=64']);
    expect(workerExecArgv([])).toEqual(['--max-semi-space-size=64']);
  });

  it('keeps a size the primary was started with', () => {
    expect(workerExecArgv(['--max-semi-space-size=16', '--import', 'tsx'])).toEqual(['--max-semi-space-size=16', '--import', 'tsx']);
  });
});
