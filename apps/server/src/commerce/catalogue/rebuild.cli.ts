import { loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase } from '../../platform/db/index.ts';
import { lockDataDir } from '../../platform/lock.ts';
import { rebuildCatalogueReadModel } from './rebuild.ts';

// npm run reindex:catalogue -w apps/server : every derived catalogue table rebuilt from the source tables.
const config = loadConfig();
const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const started = performance.now();
  await rebuildCatalogueReadModel(database.db, new Date());
  console.log(`Catalogue indexes and documents rebuilt in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await database.close();
  unlock();
}
