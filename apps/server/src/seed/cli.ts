import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../platform/db/index.ts';
import { lockDataDir } from '../platform/lock.ts';
import { seedIfEmpty, seedScale } from './seed.ts';

// npm run seed -- --scale N : demo data into an empty database, then N units of scale data.
const { values } = parseArgs({ options: { scale: { type: 'string', default: '0' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale must be a whole number, 0 or more.');
  process.exit(1);
}
const config = loadConfig();
const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  console.log((await seedIfEmpty(database.db, new Date())) ? 'Demo data loaded.' : 'Demo data already present.');
  if (scale > 0) {
    await seedScale(database.db, scale);
    console.log(`Scale data added (scale ${scale}).`);
  }
} finally {
  await database.close();
  unlock();
}
