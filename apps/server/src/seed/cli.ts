import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../platform/db/index.ts';
import { clockStartingAt, systemClock } from '../platform/clock.ts';
import { lockDataDir } from '../platform/lock.ts';
import { seedIfEmpty, seedScale } from './seed.ts';

// npm run seed -- --scale N : demo data into an empty database, then N units of scale data.
// The demo data is placed around the server's own now (CLOCK_START when set), as a server
// starting on an empty database places it: a folder seeded here serves as that server's would.
const { values } = parseArgs({ options: { scale: { type: 'string', default: '0' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale must be a whole number, 0 or more.');
  process.exit(1);
}
const config = loadConfig();
const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
try {
  await migrateDatabase(database);
  console.log((await seedIfEmpty(database.db, clock.now())) ? 'Demo data loaded.' : 'Demo data already present.');
  if (scale > 0) {
    await seedScale(database.db, scale);
    console.log(`Scale data added (scale ${scale}).`);
  }
} finally {
  await database.close();
  unlock();
}
