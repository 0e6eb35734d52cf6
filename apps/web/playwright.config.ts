import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyGroup } from './e2e/groups';
import { serverCommand } from './e2e/server';

/**
 * Browser journeys against the real server serving the built web app.
 *
 * Build first: `npm run build -w apps/web` (npm test does; the server only serves apps/web/dist).
 * The server starts on a fresh data folder, on a fixed clock (e2e/clock.ts) with its demo data
 * seeded around it: no journey depends on the date it runs. The token-expiry journey starts a
 * second server of its own, with 4-second access tokens, on the next port. Debian's Chromium
 * headless shell is used (e2e/chromium.sh); Playwright never downloads a browser here.
 *
 * E2E_GROUP=k/n runs the k-th of n groups of spec files, balanced by their recent durations
 * (e2e/groups.ts): npm test runs the groups side by side, each with its own E2E_PORT, so each has
 * its own servers and data. E2E_PORT moves the servers (PORT and PORT + 1), so two checkouts can
 * run side by side.
 */
const PORT = Number(process.env.E2E_PORT ?? 8321);
const group = /^(\d+)\/(\d+)$/.exec(process.env.E2E_GROUP ?? '');

export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/artifacts${group ? `-${group[1]}` : ''}`,
  // One worker a group: a group's journeys share its server and its demo accounts.
  workers: 1,
  fullyParallel: false,
  testMatch: group ? journeyGroup(Number(group[1]), Number(group[2])) : '**/*.spec.ts',
  // One retry, recording its trace: a journey that fails twice fails the run; one that passes only
  // on its retry passes, and npm test names it among the flaky ones.
  retries: 1,
  // Hang detectors, sized for a two-core machine that npm test keeps full: there a journey took
  // over a minute, and in CI, while the server suite started beside the journeys, a screen's
  // heading over 15 s, with nothing wrong but the wait for a core.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    // As a player who asked their device for less motion (the theme then ends fades, slides and
    // ripples at once): the journeys' pages then spend no CPU on animation frames.
    reducedMotion: 'reduce',
    // No service worker, but in the journeys about it (service-worker and offline-scorecard specs
    // allow it): its install fetched and cached the shell in every journey's new context, and it
    // stood between the page and each of its requests, some 12% of the browser's CPU.
    serviceWorkers: 'block',
    // Only a retry records its trace (actions, network, DOM snapshots; no screencast): recording
    // every journey's took some 8% of the journeys' CPU, which npm test shares among all its phases.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      // Debian's chromium-headless-shell, started at the nice level of everything else (e2e/chromium.sh).
      executablePath: path.join(import.meta.dirname, 'e2e/chromium.sh'),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 without its compilers (interpreter only; the same language, no WebAssembly, which the
        // app does not use). A journey's pages live seconds, too short for optimised code to repay
        // its compiling: six screens loaded and resized cost the browser about 12% less CPU so (8.0
        // against 9.2 CPU-s, the means of three and two runs), and the browsers hold about half of
        // npm test's CPU.
        '--js-flags=--jitless',
      ],
    },
  },
  projects: [{ name: 'journeys' }],
  webServer: {
    command: serverCommand(PORT),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
