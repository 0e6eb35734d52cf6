// npm run bench [-- --scale N --large-scale N --seconds S --connections C --only pglite|postgresql|lighthouse|first-frame
//                  --filter TEXT[,TEXT] --port P --processes N --skip-lighthouse --warmup S]
// For each database: seed demo + scale data, start the server, measure `GET /api/health` (the floor:
// one `select 1`) and every scenario in one run, and report each call as a ratio to the floor's
// req/s and p99 (this machine is shared and noisy: ratios from one run travel, absolute numbers do
// not). Each call gets its verdict against issue 30's budget. On PostgreSQL the calls that read
// large tables run again on a fresh database seeded at --large-scale (default 5). Then the phone
// step, on the last server: Lighthouse (mobile) on the web app's first screens and the time to
// first frame of a library video.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startTestPostgres } from '../scripts/lib/postgres.mjs';
import { measure } from './lib/measure.ts';
import { firstFrameTable, measureFirstFrame } from './lib/first-frame.ts';
import { measurePhonePages, phoneTable } from './lib/lighthouse.ts';
import { writeLatestIntoReadme } from './lib/readme.ts';
import { against, table, type Row } from './lib/verdict.ts';
import type { Scenario, ScenarioContext } from './lib/scenario.ts';
import { startBenchServer } from './lib/server.ts';
import { settle } from './lib/settle.ts';
import { catalogueScenarios } from './scenarios/catalogue.ts';
import { checkoutScenarios } from './scenarios/checkout.ts';
import { foundationScenarios } from './scenarios/foundation.ts';
import { roundsScenarios } from './scenarios/rounds.ts';
import { accountScenarios } from './scenarios/accounts.ts';
import { membershipScenarios } from './scenarios/memberships.ts';
import { bagsScenarios } from './scenarios/bags.ts';
import { schedulingScenarios } from './scenarios/scheduling.ts';
import { launchMonitorScenarios } from './scenarios/launch-monitor.ts';
import { videoScenarios } from './scenarios/videos.ts';
import { shopAccountScenarios } from './scenarios/shop-accounts.ts';
import { plusScenarios } from './scenarios/plus.ts';

const SCENARIOS: Scenario[] = [
  ...foundationScenarios,
  ...accountScenarios,
  ...bagsScenarios,
  ...schedulingScenarios,
  ...catalogueScenarios,
  ...launchMonitorScenarios,
  ...roundsScenarios,
  ...checkoutScenarios,
  ...videoScenarios,
  ...shopAccountScenarios,
  ...membershipScenarios,
  ...plusScenarios,
];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    // The scale the large-table calls run at again, on PostgreSQL (0: not at all).
    'large-scale': { type: 'string', default: '5' },
    seconds: { type: 'string', default: '8' },
    // Unmeasured load before each call's run, on the same connections (see measure.ts); 0: none.
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    filter: { type: 'string' },
    port: { type: 'string', default: '8399' },
    // Server processes on PostgreSQL (default: one per core, as `npm start`); PGlite is always one.
    processes: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Measure a server already running there (seeded with --scale) instead of seeding and starting one.
    url: { type: 'string' },
  },
});
const scale = Number(values.scale);
const largeScale = Number(values['large-scale']);
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const connections = Number(values.connections);
const only = values.only;
const phoneOnly = only === 'lighthouse' || only === 'first-frame';
const kinds = values.url ? ['running server'] : phoneOnly ? ['postgresql'] : only ? [only] : ['pglite', 'postgresql'];
const lighthouseToo = !values['skip-lighthouse'] && (only === undefined || only === 'lighthouse');
// Time to first frame belongs to the phone step: --skip-lighthouse skips it too, --only first-frame runs it alone.
const firstFrameToo = !values['skip-lighthouse'] && (only === undefined || phoneOnly);
// --filter takes alternatives separated by , or | (for example catalogue,checkout).
const filters = values.filter?.split(/[,|]/).filter(Boolean) ?? [];
const scenarios = phoneOnly ? [] : SCENARIOS.filter((s) => filters.length === 0 || filters.some((f) => s.name.includes(f)));

const report: string[] = [];
const results: Record<string, unknown> = {};
/** Each pass: a database kind at a scale, with the scenarios it measures. */
const passes = kinds.flatMap((kind) => {
  const large = scenarios.filter((s) => s.largeTable);
  const again = kind === 'postgresql' && !values.url && largeScale > 0 && largeScale !== scale && large.length > 0 && !phoneOnly;
  return [{ kind, scale, scenarios }, ...(again ? [{ kind, scale: largeScale, scenarios: large }] : [])];
});
for (const pass of passes) {
  const { kind } = pass;
  // The phone step once, on the last database's server at the main scale.
  const phoneStep = kind === kinds[kinds.length - 1] && pass.scale === scale;
  const pg = kind === 'postgresql' ? await startTestPostgres() : undefined;
  const processes = kind === 'postgresql' && values.processes ? Number(values.processes) : undefined;
  const server = values.url
    ? { url: values.url, kind, processes: Number(values.processes ?? 1), stop: async () => undefined }
    : await startBenchServer({ port: Number(values.port), scale: pass.scale, databaseUrl: pg?.url, processes });
  try {
    // One sign-in per account for ten minutes (access tokens last fifteen): sign-in is rate limited
    // per account, and several scenarios use the same players.
    const sessions = new Map<string, { at: number; session: Promise<{ access_token: string; eToken: string | null }> }>();
    const signIn = async (email: string) => {
      let res: Response;
      // A loaded server sheds load with 503 (and Retry-After): wait and ask again, a few times.
      for (let attempt = 0; ; attempt++) {
        res = await fetch(`${server.url}/api/v2/player/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'golf-demo-2026' }),
        });
        if (res.status !== 503 || attempt >= 5) break;
        await res.body?.cancel();
        await new Promise((r) => setTimeout(r, 2000));
      }
      const body = (await res.json()) as { data: { access_token?: string; eToken: string | null } | null };
      if (!body.data?.access_token) throw new Error(`${email} could not sign in here (${res.status}): ${JSON.stringify(body).slice(0, 200)}`);
      return body.data as { access_token: string; eToken: string | null };
    };
    const ctx: ScenarioContext = {
      url: server.url,
      signIn(email) {
        const kept = sessions.get(email);
        if (kept && performance.now() - kept.at < 600_000) return kept.session;
        const session = signIn(email).catch((e: unknown) => {
          sessions.delete(email);
          throw e;
        });
        sessions.set(email, { at: performance.now(), session });
        return session;
      },
    };
    if (!phoneOnly) {
      const options = { connections, seconds, warmupSeconds };
      await settle();
      const floor = await measure('GET /api/health (the floor: one `select 1`)', server.url, { path: '/api/health' }, options);
      const empty = await measure('GET /api/ping (empty route, no database)', server.url, { path: '/api/ping' }, options);
      const rows: Row[] = [against(floor, floor, 'floor'), against(empty, floor, 'reference')];
      for (const scenario of pass.scenarios) {
        const request = await scenario.prepare(ctx);
        // Each call on a quiet machine: not on top of the work the calls before left (see settle.ts).
        const settled = await settle();
        if (!settled.quiet) console.log(`${scenario.name}: the machine stayed busy for ${settled.waitedMs} ms; measured anyway`);
        else if (settled.waitedMs > 1500) console.log(`${scenario.name}: waited ${settled.waitedMs} ms for the work left by the calls before`);
        const figures = await measure(scenario.name, server.url, request, options);
        rows.push(against(figures, floor, scenario.kind ?? 'read'));
        console.log(`${figures.name}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99} ms, ${figures.errors + figures.non2xx} failed`);
      }
      results[`${kind}, scale ${pass.scale}`] = rows;
      const what = pass.scale === scale ? '' : ', the calls that read large tables';
      const title = `### ${kind} (scale ${pass.scale}${what}, ${connections} connections, ${seconds} s each after ${warmupSeconds} s of warm-up${server.processes > 1 ? `, ${server.processes} server processes` : ', one server process'})`;
      report.push(table(title, rows));
      console.log(`\n${table(title, rows)}\n`);
    }
    if (lighthouseToo && phoneStep) {
      const pages = await measurePhonePages(server.url);
      results.lighthouse = pages;
      report.push(phoneTable(pages));
      console.log(`\n${phoneTable(pages)}\n`);
    }
    if (firstFrameToo && phoneStep) {
      const frames = await measureFirstFrame(server.url);
      results.firstFrame = frames;
      report.push(firstFrameTable(frames));
      console.log(`\n${firstFrameTable(frames)}\n`);
    }
  } finally {
    await server.stop();
    pg?.stop();
  }
}

const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify({ scale, largeScale, seconds, warmupSeconds, connections, results }, null, 2));
const command = `\`npm run bench -- ${process.argv.slice(2).join(' ')}\``.replace(' `', '`');
const latest = `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${command}\n\n${report.join('\n\n')}\n`;
writeFileSync(path.join(dir, 'latest.md'), latest);
writeLatestIntoReadme(latest);
