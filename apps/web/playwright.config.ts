import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOCK_START } from './e2e/clock';

/**
 * Browser journeys against the real server serving the built web app.
 *
 * Build first: `npm run build -w apps/web` (the test script does; the servers below only serve
 * apps/web/dist). Two servers start, each on a fresh data directory that is deleted first:
 * - 8321 for every journey;
 * - 8322 with 4-second access tokens, only for the token-expiry journey.
 * Debian's Chromium is used; Playwright never downloads a browser here.
 *
 * Both servers run on a fixed clock (CLOCK_START, the same instant the journey fixture gives the
 * browser), and seed their demo data around it: no journey depends on the date it runs.
 */
// E2E_PORT moves both servers (PORT and PORT + 1), so two checkouts can run journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 8321);
const EXPIRY_PORT = PORT + 1;
// E2E_SERVER_DIR runs the journeys against another checkout of the server (for example a clean one).
const serverDir = process.env.E2E_SERVER_DIR ?? path.resolve(import.meta.dirname, '../server');

function server(port: number, env: string) {
  const dataDir = path.join(tmpdir(), `golf-web-e2e-${port}`);
  return {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && cd ${serverDir} && ${env} CLOCK_START=${CLOCK_START} PORT=${port} DATA_DIR=${dataDir} LOG_LEVEL=warn node --import tsx src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  // One worker: the machine has two cores and other suites run beside this one.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /expiry\.spec\.ts/ },
    { name: 'expiry', testMatch: /expiry\.spec\.ts/, use: { baseURL: `http://localhost:${EXPIRY_PORT}` } },
  ],
  webServer: [server(PORT, ''), server(EXPIRY_PORT, 'ACCESS_TOKEN_TTL_SECONDS=4')],
});
