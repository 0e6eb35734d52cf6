import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The spec files of journey group `current` of `total`, balanced by the seconds each file took in
 * a recent run (durations.json, written by scripts/journey-durations.mjs): the longest file goes to
 * the group with the least time so far. Playwright's own shards balance the number of tests, which
 * left one group of three 190 s behind the others. A file not yet timed counts as a median one.
 */
export function journeyGroup(current: number, total: number): string[] {
  const dir = import.meta.dirname;
  const seconds: Record<string, number> = JSON.parse(readFileSync(path.join(dir, 'durations.json'), 'utf8'));
  const timed = Object.values(seconds).sort((a, b) => a - b);
  const median = timed[Math.floor(timed.length / 2)] ?? 1;
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ file, seconds: seconds[file] ?? median }))
    // Longest first; the name breaks ties, so every group process computes the same split.
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const groups = Array.from({ length: total }, () => ({ seconds: 0, files: [] as string[] }));
  for (const { file, seconds: s } of files) {
    const lightest = groups.reduce((min, g) => (g.seconds < min.seconds ? g : min));
    lightest.seconds += s;
    lightest.files.push(file);
  }
  return groups[current - 1]?.files ?? [];
}
