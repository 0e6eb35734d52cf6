import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../platform/db/index.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { documentRows, type DocumentReading } from './document-reader.ts';

// On PostgreSQL a prepared statement is planned anew on every call while the plan for the values
// looks cheaper than its kept (generic) one; pg_prepared_statements counts which plans it used.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the current documents of some products (PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    // One connection, so every call below runs on the session whose plans are counted.
    ({ database, drop } = await openTestDatabase({ size: 1, waitMs: 3000, maxWaiting: 10 }));
  });
  afterAll(() => drop());

  it('keeps one plan for the read on a connection rather than planning every call', async () => {
    const reading: DocumentReading = { storeCode: 'US', locale: 'en', defaultLocale: 'en', today: '2026-12-03', byRow: new WeakMap() };
    for (let i = 0; i < 8; i++) await documentRows(database.db, reading, [1, 2, 3 + i]);
    const [plans] = await rowsOf<{ generic: number; custom: number }>(
      database.db,
      `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'current_product_documents'`,
    );
    // PostgreSQL tries the values' own plans five times, then keeps the generic one when it costs no more.
    expect(plans).toEqual({ generic: 3, custom: 5 });
  });
});
