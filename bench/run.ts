// npm run bench [-- --scale N --seconds S --connections C --only pglite|postgresql --filter TEXT[,TEXT] --port P]
// For each database: seed demo + scale data, start the server, measure the empty route and every
// scenario in one run, and report throughput as a ratio of the empty route's (this machine is shared
// and noisy: ratios from one run travel, absolute numbers do not).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startTestPostgres } from '../scripts/lib/postgres.mjs';
import { measure, type Figures } from './lib/measure.ts';
import type { Scenario, ScenarioContext } from './lib/scenario.ts';
import { startBenchServer } from './lib/server.ts';
import { catalogueScenarios } from './scenarios/catalogue.ts';
import { checkoutScenarios } from './scenarios/checkout.ts';
import { foundationScenarios } from './scenarios/foundation.ts';
import { roundsScenarios } from './scenarios/rounds.ts';
import { accountScenarios } from './scenarios/accounts.ts';
import { membershipScenarios } from './scenarios/memberships.ts';
import { bagsScenarios } from './scenarios/bags.ts';
import { schedulingScenarios } from './scenarios/scheduling.ts';
import { launchMonitorScenarios } from './scenarios/launch-monitor.ts';

const SCENARIOS: Scenario[] = [...foundationScenarios, ...accountScenarios, ...bagsScenarios, ...schedulingScenarios, ...catalogueScenarios, ...launchMonitorScenarios, ...roundsScenarios, ...checkoutScenarios, ...membershipScenarios];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    filter: { type: 'string' },
    port: { type: 'string', default: '8399' },
  },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const kinds = values.only ? [values.only] : ['pglite', 'postgresql'];
// --filter takes alternatives separated by , or | (for example catalogue,checkout).
const filters = values.filter?.split(/[,|]/).filter(Boolean) ?? [];
const scenarios = SCENARIOS.filter((s) => filters.length === 0 || filters.some((f) => s.name.includes(f)));

function table(kind: string, rows: (Figures & { ratio: number })[]): string {
  const lines = [`### ${kind} (scale ${scale}, ${connections} connections, ${seconds} s each)`, '', '| call | req/s | ratio to empty route | p50 ms | p99 ms | errors | non-2xx |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.requestsPerSecond} | ${r.ratio.toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  return lines.join('\n');
}

const report: string[] = [];
const results: Record<string, unknown> = {};
for (const kind of kinds) {
  const pg = kind === 'postgresql' ? await startTestPostgres() : undefined;
  const server = await startBenchServer({ port: Number(values.port), scale, databaseUrl: pg?.url });
  try {
    const ctx: ScenarioContext = {
      url: server.url,
      async signIn(email) {
        const res = await fetch(`${server.url}/api/v2/player/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'golf-demo-2026' }),
        });
        const body = (await res.json()) as { data: { access_token: string; eToken: string | null } };
        return body.data;
      },
    };
    const empty = await measure('GET /api/ping (empty route)', server.url, { path: '/api/ping' }, { connections, seconds });
    const rows = [{ ...empty, ratio: 1 }];
    for (const scenario of scenarios) {
      const request = await scenario.prepare(ctx);
      const figures = await measure(scenario.name, server.url, request, { connections, seconds });
      rows.push({ ...figures, ratio: figures.requestsPerSecond / empty.requestsPerSecond });
    }
    results[kind] = rows;
    report.push(table(kind, rows));
    console.log(`\n${table(kind, rows)}\n`);
  } finally {
    await server.stop();
    pg?.stop();
  }
}

const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify({ scale, seconds, connections, results }, null, 2));
writeFileSync(path.join(dir, 'latest.md'), `${report.join('\n\n')}\n`);
