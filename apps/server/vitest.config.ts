import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock`: a mock applies only to a module graph of the file's
 * own, so these keep Vitest's per-file isolation (project `isolated`).
 */
const MOCKS_MODULES = ['src/commerce/memberships/membership-sweeper-race.test.ts'];

/**
 * Files that always start PGlite themselves, whatever the suite's database: on PostgreSQL they run
 * with the PGlite smoke set only, not twice.
 */
const PGLITE_ONLY = ['src/main.test.ts'];

/**
 * The PGlite smoke set: every path that is PGlite's own. Its migrations and the dump every test
 * file loads (global setup, harness), the server process on a data folder (start, the folder's
 * lock, a graceful stop), the WebAssembly extensions (btree_gist's exclusion constraints in
 * booking, pg_trgm and fuzzystrmatch in the course and catalogue searches, the Japanese search),
 * concurrent requests serialised on its one connection (checkout, booking), its statement counts
 * (scorecard, home, cart) and the transaction guard that names a statement sent outside the open
 * transaction. `npm run test:pglite` runs the whole suite on PGlite instead.
 */
const PGLITE_SMOKE = [
  ...PGLITE_ONLY,
  'src/test/transaction-guard.test.ts',
  'src/platform/db/*.test.ts',
  'src/portal/config/config.test.ts',
  'src/portal/courses/courses.test.ts',
  'src/commerce/catalogue/products/products.test.ts',
  'src/commerce/catalogue/views/store-views.test.ts',
  'src/portal/scheduling/booking.test.ts',
  'src/portal/scorecard/scorecard.test.ts',
  'src/portal/layout/layout.test.ts',
  'src/commerce/cart/cart-read.test.ts',
  'src/commerce/checkout/checkout.test.ts',
];

const GLOBAL_SETUP = 'src/test/global-setup.ts';

export default defineConfig({
  // Node loads graphql's CommonJS build for mercurius; Vite would pick the .mjs build and make two
  // graphql realms ("Cannot use GraphQLNonNull from another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    pool: 'forks',
    // One test file per core (Vitest's default leaves a core for itself: one file at a time on this
    // two-core machine). Each file has its own database copy, and spends much of its time waiting on
    // it, on timers and on its own HTTP calls.
    maxWorkers: os.availableParallelism(),
    // Hang detectors, not budgets: on a machine the journeys kept full, a file's database copy (a
    // PGlite dump loaded) took over a minute, and a test of 20 concurrent orders over 30 s. On a
    // slow day (2026-12-02, the whole suite 2,063 s) two PGlite files' copies took over 120 s.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each project names the global setup (one migrated, seeded template per run, shared by the
    // projects; each file opens its own copy of it): named here, the root would seed one of its own.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          globalSetup: [GLOBAL_SETUP],
          include: ['src/**/*.test.ts'],
          exclude: [...MOCKS_MODULES, ...(process.env.TEST_DATABASE_URL ? PGLITE_ONLY : [])],
          // The files of a worker share one module graph: the app's modules are imported once per
          // worker, not once per file (about 5 s of CPU a file). Nothing a file changes lives in a
          // module: each builds its own app on its own database copy, with its own clock.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', globalSetup: [GLOBAL_SETUP], include: MOCKS_MODULES } },
      { extends: true, test: { name: 'pglite', globalSetup: [GLOBAL_SETUP], include: PGLITE_SMOKE, isolate: false } },
    ],
  },
});
