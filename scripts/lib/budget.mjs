import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the JavaScript the first page loads: the entry script and its module preloads. */
export function firstRouteJsBytes(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(distDir, file.replace(/^\//, '')))).length;
  return { total, files: [...files] };
}
