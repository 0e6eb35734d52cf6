import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * Drops a test database once its sessions have ended. A pool that was just ended may still be
 * closing its connections; dropping `with (force)` at that moment terminates them, and such a
 * client hears "terminating connection due to administrator command" (57P01) as an uncaught
 * error in the test process. So: wait up to 10 s for the sessions to go, then drop with force.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) break;
      await sleep(100);
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
