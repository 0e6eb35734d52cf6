import type { Figures } from './measure.ts';

/** DESIGN.md's budget: a read's p99 ≤ 25 ms at ≥ 0.10 of the empty route; a write's p99 ≤ 100 ms. */
export const BUDGET = { readP99Ms: 25, readRatio: 0.1, writeP99Ms: 100 } as const;

export type Row = Figures & { ratio: number; kind: 'read' | 'write' | 'baseline' };

/** "meets" or "misses: <which part of the budget>", with failed requests named first. */
export function verdict(row: Row): string {
  if (row.kind === 'baseline') return '—';
  const misses: string[] = [];
  if (row.errors || row.non2xx) misses.push(`${row.errors + row.non2xx} failed requests`);
  if (row.kind === 'write') {
    if (row.p99 > BUDGET.writeP99Ms) misses.push(`p99 ${row.p99} > ${BUDGET.writeP99Ms} ms`);
  } else {
    if (row.p99 > BUDGET.readP99Ms) misses.push(`p99 ${row.p99} > ${BUDGET.readP99Ms} ms`);
    if (row.ratio < BUDGET.readRatio) misses.push(`ratio ${row.ratio.toFixed(3)} < ${BUDGET.readRatio}`);
  }
  return misses.length ? `misses: ${misses.join(', ')}` : 'meets';
}

/** The markdown table of one database's run, each call with its verdict. */
export function table(title: string, rows: Row[]): string {
  const lines = [
    title,
    '',
    '| call | kind | req/s | ratio to empty route | p50 ms | p99 ms | errors | non-2xx | verdict |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.kind === 'baseline' ? '' : r.kind} | ${r.requestsPerSecond} | ${r.ratio.toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${verdict(r)} |`,
    );
  return lines.join('\n');
}
