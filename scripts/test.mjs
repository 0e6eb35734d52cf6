// npm test: lint, formatting, import cycles, generated types, type-check, the server suite on PostgreSQL
// and its PGlite smoke set, web unit tests, the production build with its size budget, and the
// browser journeys. Node built-ins only.
//
// The journeys mostly wait (on pages, servers and animations), the rest mostly computes: the
// journeys start first and run beside the other phases, which run one after another (the static
// checks two at a time, the server suite one file per core). Each phase's output is kept and printed
// whole when it ends, so the log reads phase by phase; a table of phases ends the run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstRouteJsBytes } from './lib/budget.mjs';
import { ensureDependencies, root } from './lib/deps.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { must, runCaptured } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

const FIRST_ROUTE_BUDGET = 200 * 1024;
/** Browser journeys run in this many groups, each a Playwright process with servers of its own. */
const JOURNEY_GROUPS = Number(process.env.E2E_GROUPS ?? 3);
const reports = mkdtempSync(path.join(os.tmpdir(), 'golf-test-'));
/** The journey groups' shared record of the screens whose layout was measured (e2e/fixtures.ts). */
const measuredScreens = path.join(reports, 'measured-screens');
mkdirSync(measuredScreens);
/** The migrated and seeded data folder the journey servers copy, made by the first one to start. */
const journeyData = path.join(reports, 'journey-data');
const started = Date.now();
/** A tool of the workspace's own, started directly: through npx, each start cost about a second of CPU more. */
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const seconds = (from) => Math.round((Date.now() - from) / 1000);

/** One row a phase: its time and its counts. */
const phases = [];
/** Names of the failed tests, printed again at the end: CI shows only the tail of the output. */
const failedTests = [];
/** Journeys that failed once and passed on their retry, named at the end too. */
const flakyTests = [];

function note(text) {
  console.log(`[${seconds(started)} s] ${text}`);
}

/** Runs a command with its output kept, prints the output whole when it ends, and records the phase. */
async function phase(name, cmd, args, opts = {}, countsOf = () => ({})) {
  const began = Date.now();
  note(`${name}: started`);
  const { code, output } = await runCaptured(cmd, args, { cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  const counts = countsOf();
  const row = { name, seconds: seconds(began), ok: code === 0, passed: counts.passed, failed: counts.failed, skipped: counts.skipped };
  phases.push(row);
  console.log(`\n=== ${name}: ${row.ok ? 'passed' : 'FAILED'} in ${row.seconds} s`);
  if (output.trim()) console.log(output.trimEnd());
  return row;
}

/** A Vitest run with its JSON report read for counts and failed names. */
function vitest(name, cwd, args = [], env = {}) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return phase(
    name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd, env: { ...env, FORCE_COLOR: '0' } },
    () => {
      if (!existsSync(out)) return {};
      const r = JSON.parse(readFileSync(out, 'utf8'));
      for (const file of r.testResults ?? []) {
        const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
        for (const t of failed) failedTests.push(`${name}: ${path.relative(root, file.name)} › ${t.fullName}`);
        // A file that fails to load has no failed assertions, only a message.
        if (!failed.length && file.status === 'failed') failedTests.push(`${name}: ${path.relative(root, file.name)} (${(file.message ?? '').split('\n')[0]})`);
      }
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
    },
  );
}

/** One group of browser journeys: a Playwright process with its own two servers and data. */
function journeys(group) {
  const out = path.join(reports, `e2e-${group}.json`);
  return phase(
    `Browser journeys ${group}/${JOURNEY_GROUPS}`,
    bin('playwright'),
    ['test', '--config', 'playwright.config.ts', '--reporter=list,json'],
    {
      cwd: path.join(root, 'apps/web'),
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        E2E_GROUP: `${group}/${JOURNEY_GROUPS}`,
        // The servers start from the bundle build() made, not from the sources.
        E2E_SERVER_BUILT: '1',
        // Ten ports apart: each group's servers take its port and the next.
        E2E_PORT: String(8321 + 10 * (group - 1)),
        // A screen one group measured at every width is not measured again by another.
        E2E_MEASURED_DIR: measuredScreens,
        // The journey servers' data folders start as copies of one seeded folder (e2e/server.ts).
        E2E_DATA_TEMPLATE: journeyData,
      },
    },
    () => {
      if (!existsSync(out)) return {};
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const walk = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests ?? []) {
            if (t.status === 'unexpected') failedTests.push(`journeys: ${spec.file} › ${spec.title}`);
            if (t.status === 'flaky') flakyTests.push(`journeys: ${spec.file} › ${spec.title}`);
          }
        (suite.suites ?? []).forEach(walk);
      };
      (report.suites ?? []).forEach(walk);
      const { expected, unexpected, flaky, skipped } = report.stats;
      return { passed: expected + (flaky ?? 0), failed: unexpected, skipped };
    },
  );
}

/** Runs named checks two at a time, each recorded as a phase. */
async function inPairs(checks) {
  const queue = [...checks];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) await phase(...check);
  };
  await Promise.all([lane(), lane()]);
}

/** The production build and its first-route budget (the journeys serve what it builds). */
async function build() {
  const began = Date.now();
  await must('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  // The server as production runs it (the cluster test starts it from this bundle).
  await must('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const { total, files } = firstRouteJsBytes(path.join(root, 'apps/web/dist'));
  const ok = total <= FIRST_ROUTE_BUDGET;
  phases.push({ name: 'Production build and first-route budget', seconds: seconds(began), ok });
  note(`First route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} file(s) (budget ${FIRST_ROUTE_BUDGET / 1024} KB)`);
}

/** Everything but the journeys, one phase after another, on the test cluster `pg`. */
async function checksAndSuites(pg) {
  try {
    // The server suite's template database (migrated, demo data seeded) is made now, beside the
    // static checks, which leave the database idle: made by the suite's own global setup, it held
    // the suite's first test file back by 140 s.
    const templateName = 'golf_template_suite';
    const template = phase('Server test database', 'node', ['--import', 'tsx', 'src/test/template.cli.ts', pg.url, templateName], {
      cwd: path.join(root, 'apps/server'),
    });
    // The static checks are single-threaded: two at a time keep both cores busy.
    await inPairs([
      // Type-checking is the longest: started first, it runs beside all the others.
      ['Type-check', 'npm', ['run', 'typecheck']],
      ['Lint', bin('eslint'), ['--max-warnings', '0', '.']],
      // One layout for every source file (Prettier, .prettierrc.json); `npm run format` writes it.
      ['Formatting', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
      // Type imports count too: a cycle through types still ties the files' meaning together.
      ['Import cycles', 'npm', ['run', 'cycles']],
      // A changed SDL file or web operation without `npm run codegen` leaves the committed types stale.
      ['GraphQL codegen', 'npm', ['run', 'codegen', '--', '--check']],
    ]);
    // A failed template is a failed phase; the suite then makes its own.
    const templateEnv = (await template).ok ? { TEST_TEMPLATE_DATABASE: templateName } : {};
    // The server processes some tests start run the bundle build() made (src/test/server-process.ts).
    const builtServer = { TEST_SERVER_BUILT: '1' };
    await Promise.all([
      // The whole server suite on PostgreSQL, production's database (apps/server/vitest.config.ts).
      vitest('Server on PostgreSQL', path.join(root, 'apps/server'), ['--project', 'server', '--project', 'isolated'], {
        TEST_DATABASE_URL: pg.url,
        ...templateEnv,
        ...builtServer,
      }),
      // Beside it, as it does not read PostgreSQL: run after it, it left a core idle at the run's
      // end (1,517 s so, on a slow day). PGlite's own paths; `npm run test:pglite` runs the whole
      // suite on it.
      vitest('Server on PGlite (smoke set)', path.join(root, 'apps/server'), ['--project', 'pglite'], { TEST_DATABASE_URL: '', ...builtServer }),
    ]);
  } finally {
    pg.stop();
  }
  // Last and alone: beside the server suite it took 296 s instead of 41 and slowed the suite by as
  // much, the machine's two cores being full.
  await vitest('Web unit', path.join(root, 'apps/web'));
}

/** A titled list of test names, when there is any. */
function printNames(title, names) {
  if (names.length) console.log(`\n${title}:\n${names.map((t) => `  ${t}`).join('\n')}`);
}

function printTable() {
  const rows = [
    ['phase', 'time', 'result', 'passed', 'failed', 'skipped'],
    ...phases.map((p) => [p.name, `${p.seconds} s`, p.ok ? 'ok' : 'FAILED', p.passed ?? '', p.failed ?? '', p.skipped ?? '']),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.slice(1).map(line).join('\n')}`);
}

async function main() {
  const began = Date.now();
  // PostgreSQL and the browser come from Debian, not npm: the test cluster is made and started
  // while npm installs, which leaves about a quarter of the two cores idle (26 of 94 CPU-s).
  const postgres = ensureSystemPackages().then(() => startTestPostgres());
  try {
    await ensureDependencies();
  } catch (error) {
    await postgres.then((pg) => pg.stop()).catch(() => undefined);
    throw error;
  }
  const pg = await postgres;
  phases.push({ name: 'Dependencies', seconds: seconds(began), ok: true });
  try {
    await build();
  } catch (error) {
    pg.stop();
    throw error;
  }
  const groups = Array.from({ length: JOURNEY_GROUPS }, (_, i) => journeys(i + 1));
  await Promise.all([...groups, checksAndSuites(pg)]);
}

main()
  .catch((error) => {
    console.error(`\n${error.message}`);
    phases.push({ name: 'setup', seconds: 0, ok: false });
  })
  .finally(() => {
    printNames('Failed tests', failedTests);
    printNames('Passed only on their retry (flaky)', flakyTests);
    printTable();
    const total = phases.reduce((sum, p) => ({ passed: sum.passed + (p.passed ?? 0), failed: sum.failed + (p.failed ?? 0) }), { passed: 0, failed: 0 });
    const failed = phases.filter((p) => !p.ok).map((p) => p.name);
    console.log(`\nFinished in ${seconds(started)} s.${failed.length ? ` Failed: ${failed.join(', ')}.` : ''}`);
    console.log(`Tests: ${total.passed} passed, ${total.failed} failed`);
    process.exitCode = failed.length ? 1 : 0;
  });
