import type { Faker } from '@faker-js/faker';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { players } from '../../portal/account/account.tables.ts';
import { challengeAttempts, leaderboardProfiles } from '../../portal/challenges/challenges.tables.ts';
import { CHALLENGES, swingsOf } from '../../portal/challenges/challenge-catalogue.ts';
import { scoreAttempt } from '../../portal/challenges/challenge-scoring.ts';
import { defaultDisplayName } from '../../portal/challenges/leaderboard.service.ts';
import { simActivities, simShots } from '../../portal/simulator/simulator.tables.ts';
import { typicalCarry, type FullSwingClub } from './launch-model.ts';
import { insertModelShots } from './shot-model.sql.ts';
import { sessionStart, toBlocks, type DemoGolfer } from './simulator.seed.ts';

/** The golfer's club for a swing: the one named, or the one whose usual carry is nearest the flag. */
function clubFor(golfer: DemoGolfer, named: string | null, target: number): FullSwingClub {
  if (named && named !== 'putter' && golfer.bag.includes(named as FullSwingClub)) return named as FullSwingClub;
  if (named === 'driver') return 'driver';
  return [...golfer.bag].sort((a, b) => Math.abs(typicalCarry(golfer, a) - target) - Math.abs(typicalCarry(golfer, b) - target))[0]!;
}

/**
 * Skill-challenge sessions for the adult demo players, scored like any attempt (the database
 * trigger then keeps the leaderboard bests), and what each player agreed to show on leaderboards.
 */
export async function seedChallenges(db: Db, faker: Faker, golfers: DemoGolfer[], now: Date): Promise<void> {
  const adults = golfers.filter((g) => g.power >= 0.9);
  const planned = adults.flatMap((golfer) =>
    Array.from({ length: Math.round(golfer.months * 2) }, (_, i) => {
      // Everyone has a go at the long drive and closest-to-pin boards at least once.
      const challenge =
        i === 0
          ? CHALLENGES.find((c) => c.type === 'longDrvC')!
          : i === 1
            ? CHALLENGES.find((c) => c.type === 'closPinC')!
            : faker.helpers.arrayElement(CHALLENGES);
      return { golfer, challenge, startedAt: sessionStart(faker, faker.number.float({ min: 0.5, max: golfer.months * 30.4 }), now) };
    }),
  );
  const activities = await db
    .insert(simActivities)
    .values(
      planned.map((p) => ({
        playerId: p.golfer.playerId,
        activityType: 'challenge',
        source: 'skytrak',
        name: p.challenge.name,
        centerId: p.golfer.centerId,
        startedAt: p.startedAt,
        challengeId: p.challenge.id,
      })),
    )
    .returning({ id: simActivities.id });
  await insertModelShots(
    db,
    planned.flatMap((p, i) =>
      toBlocks(
        p.golfer,
        activities[i]!.id,
        p.startedAt,
        swingsOf(p.challenge).map((swing) => ({ club: clubFor(p.golfer, swing.clubType, swing.targetDistance), count: 1, target: null })),
      ),
    ),
  );
  await storeScoredAttempts(
    db,
    planned,
    activities.map((a) => a.id),
    (startedAt) => new Date(startedAt.getTime() + 15 * 60_000),
  );
  const shown = golfers.filter((g) => g.isOnLeaderboards).map((g) => g.playerId);
  const names = await db.select({ id: players.id, firstName: players.firstName, lastName: players.lastName }).from(players).where(inArray(players.id, shown));
  await db
    .insert(leaderboardProfiles)
    .values(names.map((n) => ({ playerId: n.id, displayName: defaultDisplayName(n.firstName, n.lastName), isVisible: true })));
}

/**
 * Scores seeded challenge sessions from the shots stored for them, as the service does, and stores
 * one attempt per session (`planned[i]` was played in `activityIds[i]`).
 */
export async function storeScoredAttempts(
  db: Db,
  planned: { golfer: DemoGolfer; challenge: (typeof CHALLENGES)[number]; startedAt: Date }[],
  activityIds: number[],
  completedAt: (startedAt: Date) => Date,
): Promise<void> {
  const stored = await db
    .select({ id: simShots.id, activityId: simShots.activityId, total: simShots.total, offline: simShots.offline })
    .from(simShots)
    .where(inArray(simShots.activityId, activityIds))
    .orderBy(asc(simShots.activityId), asc(simShots.shotNumber));
  const byActivity = new Map<number, typeof stored>();
  for (const s of stored) byActivity.set(s.activityId, [...(byActivity.get(s.activityId) ?? []), s]);
  await db.insert(challengeAttempts).values(
    planned.map((p, i) => {
      const activityId = activityIds[i]!;
      const scored = scoreAttempt(
        p.challenge,
        byActivity.get(activityId)!.map((s) => ({ skyTrakShotId: s.id, total: s.total, offline: s.offline })),
      );
      return { playerId: p.golfer.playerId, challengeId: p.challenge.id, activityId, ...scored, completedAt: completedAt(p.startedAt) };
    }),
  );
}
