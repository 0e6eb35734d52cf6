// npm start: install what is missing, build the web app when its sources changed and the server
// (a second), then serve everything from the built server (migrations and demo data are applied by
// the server at start). Node built-ins only, besides the server's build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root } from './lib/deps.mjs';
import { must } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

await ensureDependencies();
// The server transcodes videos (uploads and the demo library) with Debian's FFmpeg.
await ensureSystemPackages(['ffmpeg']);
const web = path.join(root, 'apps/web');
const built = newestMtime(path.join(web, 'dist/index.html'));
const sources = Math.max(
  ...['src', 'public', 'index.html', 'vite.config.ts'].map((p) => newestMtime(path.join(web, p))),
  newestMtime(path.join(root, 'packages/contracts/src')),
);
if (!built || sources > built) {
  console.log('Building the web app...');
  await must('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root });
}

// Imported only now: esbuild is there once the dependencies are.
const { buildServer } = await import('./build-server.mjs');
await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
