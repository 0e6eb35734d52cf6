import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry } from './test/server-process.ts';

// The real server process: start, refuse a second one on the same data folder, stop gracefully.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-main-'));
const port = 18000 + Math.floor(Math.random() * 1000);
const url = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function startServer(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, serverEntry(), {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  children.push(child);
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('the server process', () => {
  const first = startServer();

  // The first start migrates and seeds (and, from the sources, compiles the TypeScript): on a loaded
  // two-core machine (npm test runs the journeys beside this suite) that took over a minute.
  it('starts, migrates, loads demo data and answers health', async () => {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) {
          expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
          expect(first.output()).toContain('golf-demo-2026');
          return;
        }
      } catch {
        /* still starting */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start: ${first.output()}`);
  }, 180_000);

  it('refuses a second process on the same data folder with a clear message', async () => {
    const second = startServer();
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/already using the data folder/);
  }, 60_000);

  it('finishes a request in flight on SIGTERM, then exits and frees the folder', async () => {
    const inFlight = fetch(`${url}/api/v2/player/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'player@example.com', password: 'golf-demo-2026' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
