import { it } from 'vitest';
import { startTestApp } from './test/harness.ts';
it('cost', async () => {
  for (let i = 0; i < 4; i++) {
    const c0 = process.cpuUsage(); const t0 = performance.now();
    const t = await startTestApp();
    const c1 = process.cpuUsage(c0); const t1 = performance.now();
    await t.close();
    console.log(`start ${i}: wall ${(t1 - t0).toFixed(0)} ms cpu ${((c1.user + c1.system) / 1000).toFixed(0)} ms`);
  }
}, 600000);
