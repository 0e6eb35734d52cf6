import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../platform/db/index.ts';
import { seedDemo } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    templateDatabase: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; every test file then starts from a
 * copy of it (a PGlite dump, or PostgreSQL's CREATE DATABASE ... TEMPLATE) instead of migrating
 * and seeding again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    await migrateDatabase(database);
    await seedDemo(database.db, new Date()); // the suite's default clock is the system clock; tests that pin time build their own data
    const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-template-'));
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    project.provide('pgliteDump', file);
    project.provide('templateDatabase', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `golf_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  await seedDemo(database.db, new Date()); // the suite's default clock is the system clock; tests that pin time build their own data
  await database.close();
  project.provide('pgliteDump', '');
  project.provide('templateDatabase', name);
  return async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
}
