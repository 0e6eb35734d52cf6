// npm test: lint, formatting, import cycles, type-check, unit and integration tests on PGlite and on PostgreSQL, the
// production build with its size budget, and the browser journeys. Node built-ins only.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstRouteJsBytes } from './lib/budget.mjs';
import { ensureDependencies, root } from './lib/deps.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { must, run, runCaptured } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

const FIRST_ROUTE_BUDGET = 200 * 1024;
const reports = mkdtempSync(path.join(os.tmpdir(), 'golf-test-'));
const counts = { passed: 0, failed: 0 };
const failures = [];
/** Names of the failed tests, printed again at the end: CI shows only the tail of the output. */
const failedTests = [];
const started = Date.now();

function step(title) {
  console.log(`\n=== ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/** Runs a Vitest project and adds its counts. */
async function vitest(name, cwd, env = {}) {
  const out = path.join(reports, `${name}.json`);
  const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd,
    env: { ...process.env, ...env },
  });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    for (const file of r.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failedTests.push(`${name}: ${path.relative(root, file.name)} › ${t.fullName}`);
      // A file that fails to load has no failed assertions, only a message.
      if (!failed.length && file.status === 'failed') failedTests.push(`${name}: ${path.relative(root, file.name)} (${(file.message ?? '').split('\n')[0]})`);
    }
  }
  if (code !== 0) failures.push(name);
}

/** Runs named checks two at a time; a failed one is recorded by its name. */
async function inPairs(checks) {
  const queue = [...checks];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [name, cmd, args] = check;
      const began = Date.now();
      const { code, output } = await runCaptured(cmd, args, { cwd: root });
      console.log(`--- ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - began) / 1000)} s`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) failures.push(name);
    }
  };
  await Promise.all([lane(), lane()]);
}

async function main() {
  step('Dependencies');
  await ensureDependencies();
  await ensureSystemPackages();

  // The static checks are single-threaded: two at a time keep both cores busy. Each one's output is
  // printed whole when it ends, so the log reads as if they ran one after another.
  step('Static checks: lint, formatting, import cycles, generated GraphQL types, type-check');
  await inPairs([
    // Type-checking is the longest: started first, it runs beside all the others.
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    // One layout for every source file (Prettier, .prettierrc.json); `npm run format` writes it.
    ['formatting', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    // Type imports count too: a cycle through types still ties the files' meaning together.
    ['import cycles', 'npm', ['run', 'cycles']],
    // A changed SDL file or web operation without `npm run codegen` leaves the committed types stale.
    ['graphql codegen', 'npm', ['run', 'codegen', '--', '--check']],
  ]);

  step('Server tests on PGlite');
  await vitest('server-pglite', path.join(root, 'apps/server'));

  step('Server tests on PostgreSQL');
  const pg = await startTestPostgres();
  try {
    await vitest('server-postgresql', path.join(root, 'apps/server'), { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }

  step('Web unit tests');
  await vitest('web-unit', path.join(root, 'apps/web'));

  step('Production build');
  await must('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root });
  const { total, files } = firstRouteJsBytes(path.join(root, 'apps/web/dist'));
  console.log(`First route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} file(s) (budget ${FIRST_ROUTE_BUDGET / 1024} KB)`);
  if (total > FIRST_ROUTE_BUDGET) failures.push('first-route budget');

  step('Browser journeys (Chromium)');
  const e2eOut = path.join(reports, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', '--config', 'playwright.config.ts', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (existsSync(e2eOut)) {
    const stats = JSON.parse(readFileSync(e2eOut, 'utf8')).stats;
    counts.passed += stats.expected + (stats.flaky ?? 0);
    counts.failed += stats.unexpected;
  }
  if (code !== 0) failures.push('e2e');
}

main()
  .catch((error) => {
    console.error(`\n${error.message}`);
    failures.push('setup');
  })
  .finally(() => {
    if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
    console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s.${failures.length ? ` Failed: ${failures.join(', ')}.` : ''}`);
    console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed`);
    process.exitCode = failures.length ? 1 : 0;
  });
