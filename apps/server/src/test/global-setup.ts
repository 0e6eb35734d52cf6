import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../platform/db/index.ts';
import { seedDemo } from '../seed/seed.ts';
import { dropDatabase } from './drop-database.ts';
import { makePostgresTemplate } from './template.ts';
import { SUITE_START } from './suite-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    templateDatabase: string;
    /** Where each test file keeps its files (uploads, receipts), removed after the run. */
    dataRoot: string;
  }
}

interface Template {
  pgliteDump: string;
  templateDatabase: string;
  remove: () => Promise<void>;
}

/** Migrates and seeds the template: a PGlite dump in a temporary folder, or a PostgreSQL database. */
async function makeTemplate(): Promise<Template> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    await migrateDatabase(database);
    await seedDemo(database.db, SUITE_START); // every test app's clock starts there (suite-clock.ts)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-template-'));
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    return { pgliteDump: file, templateDatabase: '', remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  // Made ahead by npm test (src/test/template.cli.ts), beside the static checks: its owner drops it.
  const ready = process.env.TEST_TEMPLATE_DATABASE;
  if (ready) return { pgliteDump: '', templateDatabase: ready, remove: async () => {} };
  const name = `golf_template_${randomBytes(6).toString('hex')}`;
  await makePostgresTemplate(adminUrl, name);
  return {
    pgliteDump: '',
    templateDatabase: name,
    remove: () => dropDatabase(adminUrl, name),
  };
}

/**
 * The projects of one run (vitest.config.ts) share the template through the main process's
 * global object: their global setups are separate module instances, and seeding twice would cost
 * a run 20 s for nothing.
 */
const shared = globalThis as typeof globalThis & { golfTestTemplate?: { template: Promise<Template>; users: number; dataRoot: string } };

/**
 * Migrates and seeds one template database for the whole run; every test file then starts from a
 * copy of it (a PGlite dump, or PostgreSQL's CREATE DATABASE ... TEMPLATE) instead of migrating
 * and seeding again.
 */
export default async function setup(project: TestProject) {
  shared.golfTestTemplate ??= { template: makeTemplate(), users: 0, dataRoot: mkdtempSync(path.join(os.tmpdir(), 'golf-test-data-')) };
  const entry = shared.golfTestTemplate;
  entry.users += 1;
  const template = await entry.template;
  project.provide('pgliteDump', template.pgliteDump);
  project.provide('templateDatabase', template.templateDatabase);
  project.provide('dataRoot', entry.dataRoot);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.golfTestTemplate;
    await template.remove();
    rmSync(entry.dataRoot, { recursive: true, force: true });
  };
}
