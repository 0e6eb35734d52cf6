import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');

export interface BenchServer {
  url: string;
  kind: 'pglite' | 'postgresql';
  /** Server processes answering (PostgreSQL: one per core unless told; PGlite: one). */
  processes: number;
  stop(): Promise<void>;
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy in 150 s');
}

/**
 * Seeds demo plus scale data (`npm run seed -- --scale N`) into a fresh database, then starts the
 * server on it the way production does (`node --import tsx src/main.ts`: on PostgreSQL one server
 * process per core, or `processes`).
 */
export async function startBenchServer(opts: { port: number; scale: number; databaseUrl?: string; processes?: number }): Promise<BenchServer> {
  const processes = opts.databaseUrl ? (opts.processes ?? os.availableParallelism()) : 1;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(opts.port),
    LOG_LEVEL: 'warn',
    SERVER_PROCESSES: String(processes),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  await runToEnd(['--import', 'tsx', 'src/seed/cli.ts', `--scale=${opts.scale}`], env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitHealthy(url, child);
  return {
    url,
    kind: opts.databaseUrl ? 'postgresql' : 'pglite',
    processes,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
