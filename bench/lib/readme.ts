import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!-- bench:latest -->';
const END = '<!-- /bench:latest -->';

/** Replaces bench/README.md's "latest run" block (between its markers) with this run's tables. */
export function writeLatestIntoReadme(markdown: string): void {
  const file = path.join(import.meta.dirname, '..', 'README.md');
  const readme = readFileSync(file, 'utf8');
  const block = `${START}\n${markdown.trim()}\n${END}`;
  const at = readme.indexOf(START);
  const end = readme.indexOf(END);
  const next = at >= 0 && end > at ? readme.slice(0, at) + block + readme.slice(end + END.length) : `${readme.trimEnd()}\n\n## Latest run\n\n${block}\n`;
  writeFileSync(file, next);
}
