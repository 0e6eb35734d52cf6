import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUITE_START } from './suite-clock.ts';

/**
 * Test support for running the server as production does: real `node src/main.ts` processes on a
 * PostgreSQL database of their own (a copy of the suite's migrated and seeded template).
 */

/** Why the multi-process tests are skipped on the default (in-memory PGlite) run. */
export const NEEDS_POSTGRES = 'needs PostgreSQL: set TEST_DATABASE_URL (several processes cannot share an embedded PGlite)';

/** Secrets every process of one deployment shares (tokens signed by one are read by another). */
export const SHARED_SECRETS = {
  JWT_SECRET: 'multi-process-jwt-secret-0123456789abcdef',
  TRANSFER_KEY: 'b'.repeat(64),
  COMMERCE_INTEGRATION_TOKEN: 'multi-process-integration-token-0123456789',
};

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves once /api/ready answers 200. */
  ready: () => Promise<void>;
  exited: () => Promise<number | null>;
}

/**
 * TEST_SERVER_BUILT=1: the run built the production bundle from these sources just before (npm
 * test does, for the journeys), and the server processes start from it. From the sources, tsx
 * compiled them for some 10 s of CPU a start; the suite starts seven such processes.
 */
export const serverBuiltByRun = process.env.TEST_SERVER_BUILT === '1';

/** Node's arguments that start the server: the bundle (`dist/main.js`) when `built`, else the sources through tsx. */
export const serverEntry = (built = serverBuiltByRun) => (built ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts']);

/**
 * Starts the server on `port` against `databaseUrl`: from its sources (`node --import tsx
 * src/main.ts`), or with `built` from the production bundle (`dist/main.js`, which `buildServer`
 * in scripts/build-server.mjs makes) as `npm start` runs it. `built` defaults to TEST_SERVER_BUILT.
 */
export function startServerProcess(port: number, databaseUrl: string, env: Record<string, string> = {}, options: { built?: boolean } = {}): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, serverEntry(options.built), {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      ...SHARED_SECRETS,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'golf-proc-')),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      // The template's demo data sits around the suite's start (suite-clock.ts).
      CLOCK_START: SUITE_START.toISOString(),
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      // Process tests load these servers on purpose; they assert answers, not the queue's bounds.
      DB_POOL_WAIT_MS: '120000',
      VITEST: '',
      // One process per test server: the tests start as many as they need themselves.
      SERVER_PROCESSES: '1',
      ...env,
    },
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const exited = () =>
    new Promise<number | null>((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
    );
  const ready = async () => {
    for (let i = 0; i < 600; i += 1) {
      if (child.exitCode !== null || child.signalCode) throw new Error(`server on ${port} stopped: ${output}`);
      try {
        if ((await fetch(`${url}/api/ready`)).ok) return;
      } catch {
        /* still starting */
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server on ${port} not ready after 120 s: ${output}`);
  };
  return { child, url, output: () => output, ready, exited };
}

/** JSON over HTTP, as a browser would send it. */
export async function send(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}
