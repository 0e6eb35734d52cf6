import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * How many server processes `npm start` runs. SERVER_PROCESSES wins; otherwise one per core on
 * PostgreSQL (the processes share nothing but the database: sessions, rate limits and job claims
 * live there) and exactly one on PGlite, whose data folder one process holds locked.
 */
export function serverProcessCount(env: Record<string, string | undefined>, databaseUrl: string | undefined): number {
  const raw = env.SERVER_PROCESSES;
  if (raw !== undefined && raw !== '') {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`SERVER_PROCESSES must be a whole number from 1 to 256, got "${raw}".`);
    if (n > 1 && !databaseUrl)
      throw new Error('SERVER_PROCESSES above 1 needs PostgreSQL (DATABASE_URL): an embedded PGlite data folder is held by one process.');
    return n;
  }
  return databaseUrl ? os.availableParallelism() : 1;
}

/** True in a process forked by {@link runWorkers}: it serves requests and leaves setup to the primary. */
export const isServerWorker = (): boolean => cluster.isWorker;

/**
 * Forks `count` workers that listen on one shared port (node:cluster hands each new connection to
 * the next worker). A worker that dies on its own is replaced after a pause; SIGTERM/SIGINT are
 * passed on and the primary exits once every worker has finished its requests.
 */
export function runWorkers(count: number, log: (line: string) => void): void {
  let stopping = false;
  let failures = 0;
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    failures += 1;
    // A worker that cannot start at all (bad configuration) would otherwise be forked forever.
    if (failures > count * 5) {
      log(`Server processes keep stopping (last: code ${code ?? signal}); giving up.`);
      process.exit(1);
    }
    log(`Server process ${worker.process.pid} stopped (${code ?? signal}); starting another.`);
    setTimeout(fork, Math.min(5_000, 200 * failures)).unref();
  });
  for (let i = 0; i < count; i += 1) fork();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
}
