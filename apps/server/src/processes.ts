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

/**
 * The V8 flags a serving process runs with, besides its primary's own. A request here allocates a
 * lot that dies young (rows parsed from PostgreSQL, loaders, a GraphQL answer of tens of KB), and
 * V8's default young generation (16 MB semi-spaces) fills every few requests: each scavenge then
 * copies the live objects of all requests in flight. At 64 MB a 48-product listing cost the server
 * 15–24 % less CPU per request (bench/README.md, "A larger young generation"), for at most about
 * 200 MB more memory per process. A flag the primary was started with wins.
 */
export function workerExecArgv(primaryExecArgv: readonly string[]): string[] {
  const own = primaryExecArgv.some((flag) => flag.startsWith('--max-semi-space-size'));
  return own ? [...primaryExecArgv] : [...primaryExecArgv, '--max-semi-space-size=64'];
}

/** True in a process forked by {@link runWorkers}: it serves requests and leaves setup to the primary. */
export const isServerWorker = (): boolean => cluster.isWorker;

/** How far back the primary looks when a worker dies: deaths older than this are forgiven. */
export const RESTART_WINDOW_MS = 60_000;

/**
 * What to do when a worker dies, given the times of the deaths in the last minute (this one
 * included), as process managers do: the first is replaced at once; each further one in the window
 * waits twice as long as the one before (100 ms, 200 ms, … at most 10 s), so a crash loop does not
 * spin the cores; past `max(10, 5 × count)` deaths in the window (a crash loop a restart does not
 * mend: some 25 s of it) the primary gives up and exits, for the service manager above it to see.
 * A worker dying now and then is replaced for ever.
 */
export function restartPlan(recentDeaths: number, count: number): { delayMs: number } | 'give-up' {
  if (recentDeaths > Math.max(10, count * 5)) return 'give-up';
  return { delayMs: recentDeaths <= 1 ? 0 : Math.min(10_000, 100 * 2 ** (recentDeaths - 2)) };
}

/**
 * Forks `count` workers that listen on one shared port (node:cluster hands each new connection to
 * the next worker). A worker that dies on its own is replaced by `restartPlan`; SIGTERM/SIGINT are
 * passed on and the primary exits once every worker has finished its requests.
 */
export function runWorkers(count: number, log: (line: string) => void): void {
  let stopping = false;
  let deaths: number[] = [];
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv) });
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // Supervision runs on the machine's monotonic time, not the application's clock.
    const now = performance.now();
    deaths = [...deaths.filter((at) => now - at < RESTART_WINDOW_MS), now];
    const plan = restartPlan(deaths.length, count);
    if (plan === 'give-up') {
      log(`Server processes stopped ${deaths.length} times in a minute (last: code ${code ?? signal}); giving up.`);
      process.exit(1);
    }
    log(`Server process ${worker.process.pid} stopped (${code ?? signal}); starting another${plan.delayMs ? ` in ${plan.delayMs} ms` : ''}.`);
    const replace = () => replacements.set(fork(), now);
    if (plan.delayMs === 0) replace();
    else setTimeout(replace, plan.delayMs).unref();
  });
  // How long the service ran one process short: from a death to its replacement's first listen.
  const replacements = new Map<Worker, number>();
  cluster.on('listening', (worker) => {
    const diedAt = replacements.get(worker);
    if (diedAt === undefined) return;
    replacements.delete(worker);
    log(`Server process ${worker.process.pid} took over in ${Math.round(performance.now() - diedAt)} ms.`);
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
