import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { must } from './run.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** Installs npm packages when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.golf-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('Installing npm packages (package-lock.json changed or node_modules is missing)...');
  // Playwright drives Debian's Chromium; it must never download a browser of its own.
  await must('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  writeFileSync(stamp, hash);
}
