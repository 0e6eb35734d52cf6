import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${cmd}: ${error.message}`);
      resolve(127);
    });
  });
}

/** Runs a command and fails the whole script when it fails. */
export async function must(cmd, args, opts = {}) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
}

/** Runs a command with its output kept; resolves with its exit code and that output. */
export function runCaptured(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 127, output: `Could not run ${cmd}: ${error.message}\n` }));
  });
}
