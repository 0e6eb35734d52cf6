import type { Figures } from './measure.ts';

/**
 * Issue 30's budget, as ratios to `GET /api/health` measured in the same run (no token, one
 * `select 1`: the cheapest call that touches the database, so the machine's speed cancels out):
 * - read: at least 0.25 of health's requests per second, p99 at most 4 × health's p99;
 * - computed catalogue answer (listing with filters and aggregations, detail, search; not a shared copy): 0.15, 4 ×;
 * - write with 50 different customers at once: 0.10, 10 ×.
 */
export const BUDGET = {
  read: { ratio: 0.25, p99Times: 4 },
  computed: { ratio: 0.15, p99Times: 4 },
  write: { ratio: 0.1, p99Times: 10 },
} as const;

export type Kind = keyof typeof BUDGET;
/** `floor` is /api/health (every ratio's denominator); `reference` a row shown without a verdict (the empty route). */
export type Row = Figures & { ratio: number; p99Times: number; kind: Kind | 'floor' | 'reference' };

/** A row's figures against the floor of the same run. */
export function against(figures: Figures, floor: Figures, kind: Row['kind']): Row {
  return {
    ...figures,
    kind,
    ratio: floor.requestsPerSecond ? figures.requestsPerSecond / floor.requestsPerSecond : 0,
    p99Times: floor.p99 ? figures.p99 / floor.p99 : figures.p99 ? Infinity : 1,
  };
}

/** "meets" or "misses: <which part of the budget>", with failed requests named first. */
export function verdict(row: Row): string {
  if (row.kind === 'floor' || row.kind === 'reference') return '—';
  const budget = BUDGET[row.kind];
  const misses: string[] = [];
  if (row.errors || row.non2xx) misses.push(`${row.errors + row.non2xx} failed requests`);
  if (row.ratio < budget.ratio) misses.push(`ratio ${row.ratio.toFixed(3)} < ${budget.ratio}`);
  if (row.p99Times > budget.p99Times) misses.push(`p99 ${row.p99Times.toFixed(1)} × > ${budget.p99Times} ×`);
  return misses.length ? `misses: ${misses.join(', ')}` : 'meets';
}

/** The markdown table of one run, each call with its verdict and the count that met their budget. */
export function table(title: string, rows: Row[]): string {
  const lines = [
    title,
    '',
    "| call | kind | req/s | ratio to health | p50 ms | p99 ms | p99 × health's | failed | verdict |",
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.kind} | ${r.requestsPerSecond} | ${r.ratio.toFixed(3)} | ${r.p50} | ${r.p99} | ${r.p99Times.toFixed(1)} | ${r.errors + r.non2xx} | ${verdict(r)} |`,
    );
  const judged = rows.filter((r) => r.kind in BUDGET);
  lines.push('', `${judged.filter((r) => verdict(r) === 'meets').length} of ${judged.length} calls meet their budget.`);
  return lines.join('\n');
}
