import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS build for mercurius; Vite would pick the .mjs build and make two
  // graphql realms ("Cannot use GraphQLNonNull from another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated, seeded template per run; each file opens its own copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // One test file per core (Vitest's default leaves a core for itself: one file at a time on this
    // two-core machine). Each file has its own database copy, and spends much of its time waiting on
    // it, on timers and on its own HTTP calls (PGlite suite: 880 s with two, 1,574 s with one, the
    // latter with a seed running beside it part of the time).
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
