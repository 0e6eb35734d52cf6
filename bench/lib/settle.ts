import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The share of the machine's core time spent busy over the next `ms` milliseconds. */
async function busyShare(ms: number): Promise<number> {
  const before = os.cpus();
  await sleep(ms);
  let busy = 0;
  let total = 0;
  os.cpus().forEach((cpu, i) => {
    const was = before[i]?.times;
    if (!was) return;
    const idle = cpu.times.idle - was.idle;
    const all = cpu.times.user - was.user + (cpu.times.nice - was.nice) + (cpu.times.sys - was.sys) + (cpu.times.irq - was.irq) + idle;
    busy += all - idle;
    total += all;
  });
  return total ? busy / total : 0;
}

/**
 * Waits, before a call is measured, until the machine is quiet: under `threshold` of its core time
 * busy for one second, or `maxMs` at most. A call measured earlier can leave work behind that the
 * next one would pay for: after 50 customers placed orders, the job queue sent their e-mails and
 * wrote the storefront documents of the products whose stock changed, and recommended gear,
 * measured next, read 0.18 of `/api/health` where alone it read 0.32.
 */
export async function settle(opts: { threshold?: number; maxMs?: number } = {}): Promise<{ waitedMs: number; quiet: boolean }> {
  const threshold = opts.threshold ?? 0.15;
  const maxMs = opts.maxMs ?? 30_000;
  const started = performance.now();
  for (;;) {
    if ((await busyShare(1000)) < threshold) return { waitedMs: Math.round(performance.now() - started), quiet: true };
    if (performance.now() - started > maxMs) return { waitedMs: Math.round(performance.now() - started), quiet: false };
  }
}
