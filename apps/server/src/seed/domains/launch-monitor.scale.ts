import type { Faker } from '@faker-js/faker';
import { inArray, sql } from 'drizzle-orm';
import type { ActivityTypeCode } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { players } from '../../portal/account/account.tables.ts';
import { CHALLENGES, swingsOf } from '../../portal/challenges/challenge-catalogue.ts';
import { leaderboardProfiles } from '../../portal/challenges/challenges.tables.ts';
import { defaultDisplayName } from '../../portal/challenges/leaderboard.service.ts';
import { simActivities } from '../../portal/simulator/simulator.tables.ts';
import type { FullSwingClub } from './launch-model.ts';
import { insertModelShots, type ShotBlock } from './shot-model.sql.ts';
import { sessionBlocks, toBlocks, type DemoGolfer } from './simulator.seed.ts';
import { storeScoredAttempts } from './challenges.seed.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** Shots per scale unit: production scale is a million (SEED_SCALE_SHOTS overrides the total). */
export const SHOTS_PER_SCALE = 1_000_000;
const BAG: FullSwingClub[] = ['driver', '3w', '5w', '4h', '5i', '6i', '7i', '8i', '9i', 'pw', 'gw', 'sw'];
const KINDS: ActivityTypeCode[] = ['range', 'range', 'range', 'range', 'targetPractice', 'practiceGreen', 'bagMapping'];

function golferOf(faker: Faker, playerId: number): DemoGolfer {
  return {
    playerId,
    centerId: null,
    skill: faker.number.float({ min: 0.05, max: 1 }),
    power: faker.number.float({ min: 0.82, max: 1.1 }),
    bias: faker.number.float({ min: -0.8, max: 0.8 }),
    bag: BAG,
    months: 12,
    perWeek: 1,
    isOnLeaderboards: true,
  };
}

/**
 * Production-scale practice: about `total` shots spread over the scale players' sessions of the
 * last year, one long-drive and one closest-to-pin attempt per player (scored as always, so the
 * trigger fills the leaderboard), and four in five players shown on leaderboards. The shots are
 * drawn by the database in large statements (shot-model.sql.ts).
 */
export async function seedScaleLaunchMonitor(db: Db, faker: Faker, playerIds: number[], scale: number): Promise<void> {
  if (playerIds.length === 0) return;
  const total = Number(process.env.SEED_SCALE_SHOTS ?? SHOTS_PER_SCALE * scale);
  if (!Number.isInteger(total) || total < 0) throw new Error('SEED_SCALE_SHOTS must be a whole number of shots.');
  const golfers = playerIds.map((id) => golferOf(faker, id));

  let made = 0;
  for (let batch = 1; made < total; batch++) {
    // A batch of sessions (about 30 shots each), inserted and filled with shots in a few statements.
    const planned = Array.from({ length: 2000 }, () => {
      const golfer = faker.helpers.arrayElement(golfers);
      const kind = faker.helpers.arrayElement(KINDS);
      const startedAt = new Date(Date.now() - faker.number.float({ min: 0.5, max: 365 }) * 86_400_000);
      return { golfer, kind, startedAt, blocks: sessionBlocks(faker, golfer, kind) };
    });
    const activities = await db
      .insert(simActivities)
      .values(planned.map((p) => ({ playerId: p.golfer.playerId, activityType: p.kind, source: 'skytrak', startedAt: p.startedAt })))
      .returning({ id: simActivities.id });
    const blocks: ShotBlock[] = [];
    for (const [i, p] of planned.entries()) {
      if (made >= total) break;
      const session = toBlocks(p.golfer, activities[i]!.id, p.startedAt, p.blocks);
      for (const b of session) {
        b.count = Math.min(b.count, total - made);
        made += b.count;
      }
      blocks.push(...session.filter((b) => b.count > 0));
    }
    // The database's generator, seeded per batch on the batch's own connection, repeats the shots exactly.
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select setseed(${1 / (batch + 1)})`);
      await insertModelShots(tx, blocks, 3000);
    });
    // Sessions the shot budget did not reach are not kept empty.
    await db.execute(
      sql`delete from portal.sim_activities a where a.id = any(${`{${activities.map((a) => a.id).join(',')}}`}::int[]) and not exists (select 1 from portal.sim_shots s where s.activity_id = a.id)`,
    );
  }
  await seedScaleAttempts(db, faker, golfers);
  // Fresh planner statistics after a bulk load: without them the first queries plan for empty tables.
  await db.execute(sql`analyze portal.sim_activities, portal.sim_shots, portal.challenge_attempts, portal.leaderboard_bests, portal.leaderboard_profiles`);
}

async function seedScaleAttempts(db: Db, faker: Faker, golfers: DemoGolfer[]): Promise<void> {
  const boards = [CHALLENGES.find((c) => c.type === 'longDrvC')!, CHALLENGES.find((c) => c.type === 'closPinC')!];
  for (let i = 0; i < golfers.length; i += 500) {
    const planned = golfers
      .slice(i, i + 500)
      .flatMap((golfer) =>
        boards.map((challenge) => ({ golfer, challenge, startedAt: new Date(Date.now() - faker.number.float({ min: 1, max: 300 }) * 86_400_000) })),
      );
    const activities = await db
      .insert(simActivities)
      .values(
        planned.map((p) => ({
          playerId: p.golfer.playerId,
          activityType: 'challenge',
          source: 'skytrak',
          name: p.challenge.name,
          startedAt: p.startedAt,
          challengeId: p.challenge.id,
        })),
      )
      .returning({ id: simActivities.id });
    await insertModelShots(
      db,
      planned.flatMap((p, k) =>
        toBlocks(
          p.golfer,
          activities[k]!.id,
          p.startedAt,
          swingsOf(p.challenge).map((s) => ({ club: s.clubType ?? '8i', count: 1, target: null })),
        ),
      ),
    );
    await storeScoredAttempts(
      db,
      planned,
      activities.map((a) => a.id),
      (startedAt) => startedAt,
    );
  }
  for (let i = 0; i < golfers.length; i += 2000) {
    const ids = golfers.slice(i, i + 2000).map((g) => g.playerId);
    const names = await db.select({ id: players.id, firstName: players.firstName, lastName: players.lastName }).from(players).where(inArray(players.id, ids));
    const shown = names.filter(() => faker.number.float({ min: 0, max: 1 }) < 0.8);
    if (shown.length === 0) continue;
    await db
      .insert(leaderboardProfiles)
      .values(shown.map((n) => ({ playerId: n.id, displayName: defaultDisplayName(n.firstName, n.lastName), isVisible: true })))
      .onConflictDoNothing();
  }
}
