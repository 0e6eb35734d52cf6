import pg from 'pg';
import { migrateDatabase, openDatabase } from '../platform/db/index.ts';
import { seedDemo } from '../seed/seed.ts';
import { SUITE_START } from './suite-clock.ts';

/**
 * Creates the PostgreSQL database every test file copies (CREATE DATABASE ... TEMPLATE): migrated,
 * with the demo data seeded around the suite's start (suite-clock.ts).
 */
export async function makePostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, SUITE_START); // every test app's clock starts there (suite-clock.ts)
  } finally {
    await database.close();
  }
}
