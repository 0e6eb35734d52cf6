import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './system.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A throw-away PostgreSQL cluster on 127.0.0.1 for the test suite. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` user. Returns its URL and a stop function.
 */
export async function startTestPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const sh = (cmd) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', 'sh', '-c', cmd], { stdio: 'pipe' }) : execFileSync('sh', ['-c', cmd], { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  sh(`${bin}/initdb -D ${data} -A trust -U postgres --no-sync -E UTF8 >/dev/null`);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = () => sh(`${bin}/pg_ctl -D ${data} -o "${opts}" -l ${dir}/server.log -w start >/dev/null`);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the cluster as an administrator's fast shutdown does (every session is terminated). */
    pause: () => sh(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null`),
    /** Starts it again on the same port after `pause`. */
    resume: start,
    stop() {
      try {
        sh(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
