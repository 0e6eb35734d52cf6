import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.ts';
import { migrateDatabase, openDatabase } from '../../../platform/db/index.ts';
import { lockDataDir } from '../../../platform/lock.ts';
import { describeReport, importOsmCourses } from './osm-import.service.ts';

// npm run import:courses -w apps/server -- <extract.geojson> [--country XX] [--dry-run]
// The extract: overpass turbo, query for leisure=golf_course and golf=* in an area, export GeoJSON.
const { values, positionals } = parseArgs({ allowPositionals: true, options: { country: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file) {
  console.error('Give the GeoJSON file to import: npm run import:courses -w apps/server -- courses.geojson [--country US] [--dry-run]');
  process.exit(1);
}
if (values.country && !/^[A-Za-z]{2}$/.test(values.country)) {
  console.error('--country must be a two-letter country code, such as US or JP.');
  process.exit(1);
}
let doc: unknown;
try {
  doc = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`Could not read ${file} as JSON: ${(error as Error).message}`);
  process.exit(1);
}
const config = loadConfig();
const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const report = await importOsmCourses(database.db, doc, { defaultCountry: values.country?.toUpperCase(), dryRun: values['dry-run'] });
  console.log(describeReport(report, values['dry-run']));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}
