import type { Faker } from '@faker-js/faker';

/**
 * A small fast generator for bulk geometry (thousands of draws per course), itself seeded from the
 * seeded faker so the demo data stays deterministic. mulberry32: 32-bit state, good enough spread.
 */
export interface Rng {
  float(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(choices: readonly { value: T; weight: number }[]): T;
  /** Between min and max distinct items, in random order. */
  some<T>(items: readonly T[], min: number, max: number): T[];
}

export function rngFrom(faker: Faker): Rng {
  let state = faker.number.int({ min: 1, max: 2 ** 31 - 1 });
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    float: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (choices) => {
      let r = next() * choices.reduce((s, c) => s + c.weight, 0);
      for (const c of choices) if ((r -= c.weight) < 0) return c.value;
      return choices[choices.length - 1]!.value;
    },
    some: (items, min, max) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, rng.int(min, Math.min(max, pool.length)));
    },
  };
  return rng;
}
