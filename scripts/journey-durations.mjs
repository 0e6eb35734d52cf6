// Writes apps/web/e2e/durations.json, the seconds each journey spec file took, from the JSON
// reports of one `npm test` (their folder is printed at the run's start as golf-test-…):
//   node scripts/journey-durations.mjs /tmp/golf-test-XXXX/e2e-*.json
// The journeys' groups (apps/web/e2e/groups.ts) are balanced by these figures.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/deps.mjs';

const reports = process.argv.slice(2);
if (!reports.length) {
  console.error('usage: node scripts/journey-durations.mjs <playwright json report>...');
  process.exit(2);
}
const seconds = {};
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) seconds[spec.file] = (seconds[spec.file] ?? 0) + result.duration / 1000;
  (suite.suites ?? []).forEach(walk);
};
for (const report of reports) (JSON.parse(readFileSync(report, 'utf8')).suites ?? []).forEach(walk);
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
const out = path.join(root, 'apps/web/e2e/durations.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} spec files written to ${path.relative(root, out)}`);
