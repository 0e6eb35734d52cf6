import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { seededFaker } from '../random.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import { seedChallenges } from './challenges.seed.ts';
import { seedSimulator } from './simulator.seed.ts';
import { seedTracking } from './tracking.seed.ts';
import { inTransaction } from '../../platform/db/index.ts';

/**
 * Launch-monitor practice for the demo players: months of sessions, skill-challenge attempts with
 * leaderboard bests, and tracked rounds. Its own seeded generator, so other areas' demo data does
 * not shift when this one changes.
 */
export async function seedLaunchMonitor(db: Db, accounts: SeededAccounts, now: Date): Promise<void> {
  const faker = seededFaker(4);
  // The database draws the shots: seeding its generator in the same transaction repeats them exactly.
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select setseed(0.2026)`);
    const golfers = await seedSimulator(tx, faker, accounts, now);
    await seedChallenges(tx, faker, golfers, now);
    await seedTracking(tx, faker, golfers, now);
  });
}
