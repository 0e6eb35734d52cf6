import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { migrateDatabase, openDatabase } from './platform/db/index.ts';
import { lockDataDir } from './platform/lock.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { clockStartingAt, systemClock } from './platform/clock.ts';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { isServerWorker, runWorkers, serverProcessCount } from './processes.ts';
import cluster from 'node:cluster';

async function main(): Promise<void> {
  const config = loadConfig();
  const processes = serverProcessCount(process.env, config.databaseUrl);
  if (isServerWorker()) return serve(config, false);
  if (processes === 1) return serve(config, true);
  // The primary migrates and seeds once, then forks the workers that serve (PostgreSQL only).
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  const seeded = config.production || process.env.SEED_ON_EMPTY === 'false' ? false : await seedIfEmpty(database.db, clock.now());
  await database.close();
  let announced = false;
  cluster.on('listening', () => {
    if (announced) return;
    announced = true;
    announce(config, 'postgresql', seeded, processes);
  });
  runWorkers(processes, (line) => console.error(line));
}

/** Opens the database and serves requests in this process; `prepare` migrates and seeds first. */
async function serve(config: Config, prepare: boolean): Promise<void> {
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.pool });
  if (prepare) await migrateDatabase(database);
  // The demo data is placed around the server's own now, so a server on CLOCK_START sees a fresh demo.
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  const seeded = !prepare || config.production || process.env.SEED_ON_EMPTY === 'false' ? false : await seedIfEmpty(database.db, clock.now());

  const app = await buildApp(config, database, { clock });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      console.error('Requests still running after 15 s; stopping anyway.');
      unlock();
      process.exit(1);
    }, 15_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (prepare) announce(config, database.kind, seeded, 1);
}

function announce(config: Config, kind: string, seeded: boolean, processes: number): void {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const each = processes > 1 ? `, ${processes} server processes` : '';
  console.log(`\nGolf portal and shop: ${url}  (database: ${kind}${seeded ? ', demo data loaded' : ''}${each})`);
  console.log(`Demo sign-ins, password ${DEMO_PASSWORD}: player@example.com, player.jp@example.com (open http://jp.localhost:${config.port}),`);
  console.log('  parent@example.com, simulator@example.com, simulator.coach@example.com, admin coach coach.admin@example.com\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
