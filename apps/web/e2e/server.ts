import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOCK_START } from './clock';

// E2E_SERVER_DIR runs the journeys against another checkout of the server (for example a clean one).
const serverDir = process.env.E2E_SERVER_DIR ?? path.resolve(import.meta.dirname, '../../server');

/** A journey server's data folder: one per port, deleted before the server starts. */
export const dataDirOf = (port: number) => path.join(tmpdir(), `golf-web-e2e-${port}`);

/**
 * The shell command that starts a journey server on `port` with a fresh data folder, on the fixed
 * journey clock (CLOCK_START, the same instant the fixture gives the browser), serving the built
 * web app (apps/web/dist). `env` adds settings, such as a shorter token lifetime.
 * E2E_SERVER_BUILT=1 starts the server's production bundle (apps/server/dist, which npm test
 * builds) instead of its sources through tsx, which compiled them for some 10 s of CPU a start.
 *
 * With E2E_DATA_TEMPLATE (a folder npm test names once for all its journey groups), the data folder
 * starts as a copy of that folder, migrated and seeded on the same clock by the first server to
 * need it (under a lock, so the groups starting together seed it once): a server on a fresh folder
 * took some 16 s of CPU to start, one on a copy 6 s, and npm test starts four.
 */
export function serverCommand(port: number, env: Record<string, string> = {}): string {
  const dataDir = dataDirOf(port);
  // No shedding on the event loop's delay: on a machine npm test keeps full, that delay measures the
  // wait for a core, and a journey server shed its own pages' calls (503) while idle. Load shedding
  // has tests of its own (apps/server/src/platform/http/operations.test.ts).
  const settings = Object.entries({ CLOCK_START, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', ...env })
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const built = process.env.E2E_SERVER_BUILT === '1';
  const start = built ? 'node --enable-source-maps dist/main.js' : 'node --import tsx src/main.ts';
  const template = process.env.E2E_DATA_TEMPLATE;
  if (!template || env.CLOCK_START) return `rm -rf ${dataDir} && mkdir -p ${dataDir} && cd ${serverDir} && ${settings} ${start}`;
  const seed = built ? 'node dist/seed.js' : 'node --import tsx src/seed/cli.ts';
  const seedOnce = `[ -e ${template}/.seeded ] || { rm -rf ${template} && CLOCK_START=${CLOCK_START} DATA_DIR=${template} ${seed} >/dev/null && touch ${template}/.seeded; }`;
  return `rm -rf ${dataDir} && cd ${serverDir} && flock ${template}.lock sh -c '${seedOnce}' && cp -a ${template} ${dataDir} && ${settings} ${start}`;
}

/** Starts a journey server of the spec's own (when it needs other settings) and waits until it answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  // Its own process group (detached), so that stopping it stops the shell and the server together.
  const child: ChildProcess = spawn('sh', ['-c', serverCommand(port, env)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey server on ${port} exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() > deadline) throw new Error(`the journey server on ${port} did not start in 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
