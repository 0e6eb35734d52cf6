import { describe, expect, it } from 'vitest';
import type { Bag } from '@golf/contracts';
import { currentBagId } from './current-bag';
import { fromDisplayDistance, toDisplayDistance } from './units';

const bag = (id: number, lastModified: string): Bag => ({
  id,
  bagName: `Bag ${id}`,
  lastModified,
  createdAt: lastModified,
  clubCount: 0,
  isOverClubLimit: false,
});

describe('the bag shown', () => {
  it('is the one changed last, else the one with the highest id', () => {
    expect(currentBagId([bag(1, '2026-05-02T10:00:00Z'), bag(2, '2026-05-01T10:00:00Z')], null)).toBe(1);
    expect(currentBagId([bag(3, '2026-05-01T10:00:00Z'), bag(7, '2026-05-01T10:00:00Z'), bag(5, '2026-05-01T10:00:00Z')], null)).toBe(7);
    expect(currentBagId([], null)).toBeNull();
  });

  it('is the chosen one while it exists; once deleted the current one shows again', () => {
    const bags = [bag(1, '2026-05-02T10:00:00Z'), bag(2, '2026-05-01T10:00:00Z')];
    expect(currentBagId(bags, 2)).toBe(2);
    expect(currentBagId(bags.slice(0, 1), 2)).toBe(1);
  });
});

describe('carry distances', () => {
  it('show in metres for metric players and are kept in yards', () => {
    expect(toDisplayDistance(165, 'yd')).toBe(165);
    expect(toDisplayDistance(165, 'm')).toBe(151);
    expect(toDisplayDistance(null, 'm')).toBeNull();
    expect(fromDisplayDistance(151, 'm')).toBe(165.1);
    expect(toDisplayDistance(fromDisplayDistance(151, 'm'), 'm')).toBe(151);
    expect(fromDisplayDistance(165, 'yd')).toBe(165);
  });
});
