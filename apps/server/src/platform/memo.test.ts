import { describe, expect, it } from 'vitest';
import { ttlMemo } from './memo.ts';

describe('ttlMemo', () => {
  it('shares one computation between concurrent callers and keeps it until the time is up', async () => {
    let clock = 0;
    let runs = 0;
    const memo = ttlMemo<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++runs;
    expect(await Promise.all([memo.get('a', compute), memo.get('a', compute)])).toEqual([1, 1]);
    clock = 999;
    expect(await memo.get('a', compute)).toBe(1);
    clock = 1001;
    expect(await memo.get('a', compute)).toBe(2);
    expect(await memo.get('b', compute)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const memo = ttlMemo<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(memo.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await memo.get('a', async () => 'back')).toBe('back');
  });

  it('drops the oldest entries beyond its size', async () => {
    let runs = 0;
    const memo = ttlMemo<number>({ ttlMs: 1000, maxEntries: 2 });
    const compute = async () => ++runs;
    await memo.get('a', compute);
    await memo.get('b', compute);
    await memo.get('c', compute);
    expect(await memo.get('a', compute)).toBe(4);
    expect(await memo.get('c', compute)).toBe(3);
  });
});
