import type { Faker } from '@faker-js/faker';
import { inArray } from 'drizzle-orm';
import type { ActivityTypeCode } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { players } from '../../portal/account/account.tables.ts';
import { simActivities } from '../../portal/simulator/simulator.tables.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import { typicalCarry, type FullSwingClub, type Golfer } from './launch-model.ts';
import { insertModelShots, type ShotBlock } from './shot-model.sql.ts';

export interface DemoGolfer extends Golfer {
  playerId: number;
  centerId: number | null;
  bag: FullSwingClub[];
  /** How many months back their sessions go, and how many a week. */
  months: number;
  perWeek: number;
  /** Agreed to be shown on leaderboards (children and the parent did not). */
  isOnLeaderboards: boolean;
}

const ADULT_BAG: FullSwingClub[] = ['driver', '3w', '5w', '4h', '5i', '6i', '7i', '8i', '9i', 'pw', 'gw', 'sw'];
const LOW_HANDICAP_BAG: FullSwingClub[] = ['driver', '3w', '3h', '4i', '5i', '6i', '7i', '8i', '9i', 'pw', 'gw', 'sw', 'lw'];
const JUNIOR_BAG: FullSwingClub[] = ['driver', '5w', '5h', '7i', '9i', 'pw', 'sw'];

/** The demo players as golfers, in the order seedAccounts made them (player, JP player, parent, simulator, simulator coach, two children). */
const PROFILES: Omit<DemoGolfer, 'playerId' | 'centerId'>[] = [
  // Jordan hits the clubs of the Tournament bag the bags demo gives them.
  { skill: 0.5, power: 1.0, bias: 0.3, bag: LOW_HANDICAP_BAG, months: 4, perWeek: 1.5, isOnLeaderboards: true },
  { skill: 0.3, power: 0.96, bias: -0.2, bag: LOW_HANDICAP_BAG, months: 3, perWeek: 1.2, isOnLeaderboards: true },
  { skill: 0.85, power: 0.94, bias: 0.6, bag: ADULT_BAG, months: 2, perWeek: 0.5, isOnLeaderboards: false },
  { skill: 0.65, power: 1.03, bias: 0.4, bag: ADULT_BAG, months: 3, perWeek: 1.5, isOnLeaderboards: true },
  { skill: 0.15, power: 1.0, bias: -0.1, bag: LOW_HANDICAP_BAG, months: 2, perWeek: 1.5, isOnLeaderboards: true },
  { skill: 1.0, power: 0.72, bias: 0.2, bag: JUNIOR_BAG, months: 1, perWeek: 0.5, isOnLeaderboards: false },
  { skill: 1.0, power: 0.6, bias: 0, bag: JUNIOR_BAG, months: 1, perWeek: 0.5, isOnLeaderboards: false },
];

export async function demoGolfers(db: Db, accounts: SeededAccounts): Promise<DemoGolfer[]> {
  const rows = await db.select({ id: players.id, centerId: players.centerId }).from(players).where(inArray(players.id, accounts.playerIds));
  const centerOf = new Map(rows.map((r) => [r.id, r.centerId]));
  return accounts.playerIds.slice(0, PROFILES.length).map((playerId, i) => ({ ...PROFILES[i]!, playerId, centerId: centerOf.get(playerId) ?? null }));
}

/** Sessions of each kind in proportion: mostly range work, some targets, putting and bag mapping. */
const KINDS: [ActivityTypeCode, number][] = [
  ['range', 0.5],
  ['targetPractice', 0.15],
  ['practiceGreen', 0.2],
  ['bagMapping', 0.15],
];

function pickKind(faker: Faker): ActivityTypeCode {
  let r = faker.number.float({ min: 0, max: 1 });
  for (const [kind, weight] of KINDS) if ((r -= weight) <= 0) return kind;
  return 'range';
}

/** A session's blocks of balls (one club each), in the order they were hit. */
export function sessionBlocks(faker: Faker, golfer: DemoGolfer, kind: ActivityTypeCode): { club: string; count: number; target: number | null }[] {
  switch (kind) {
    case 'practiceGreen':
      return [{ club: 'putter', count: faker.number.int({ min: 15, max: 24 }), target: null }];
    case 'bagMapping':
      return golfer.bag.map((club) => ({ club, count: 4, target: null }));
    case 'targetPractice':
      // Flags at the distance this golfer usually carries each club, to the nearest 5 yards.
      return faker.helpers
        .arrayElements(
          golfer.bag.filter((c) => c !== 'driver'),
          2,
        )
        .map((club) => ({ club, count: faker.number.int({ min: 6, max: 10 }), target: Math.round(typicalCarry(golfer, club) / 5) * 5 }));
    default:
      return faker.helpers.arrayElements(golfer.bag, { min: 3, max: 4 }).map((club) => ({ club, count: faker.number.int({ min: 5, max: 9 }), target: null }));
  }
}

/** A start time `daysAgo` days back, in the afternoon or evening. */
export function sessionStart(faker: Faker, daysAgo: number, now: Date): Date {
  const start = new Date(now.getTime() - daysAgo * 86_400_000);
  start.setUTCHours(faker.number.int({ min: 13, max: 22 }), faker.number.int({ min: 0, max: 59 }), 0, 0);
  return start;
}

/** The shot blocks of one session, numbered one after the other. */
export function toBlocks(
  golfer: DemoGolfer,
  activityId: number,
  startedAt: Date,
  blocks: { club: string; count: number; target: number | null }[],
): ShotBlock[] {
  let next = 1;
  return blocks.map((b) => {
    const block = {
      activityId,
      playerId: golfer.playerId,
      firstShot: next,
      startedAt,
      club: b.club,
      count: b.count,
      skill: golfer.skill,
      strength: golfer.power,
      bias: golfer.bias,
      target: b.target,
    };
    next += b.count;
    return block;
  });
}

/** Months of launch-monitor sessions for the demo players, physically plausible for each golfer. */
export async function seedSimulator(db: Db, faker: Faker, accounts: SeededAccounts, now: Date): Promise<DemoGolfer[]> {
  const golfers = await demoGolfers(db, accounts);
  const planned = golfers.flatMap((golfer) => {
    const count = Math.round(((golfer.months * 30.4) / 7) * golfer.perWeek);
    return Array.from({ length: count }, () => ({
      golfer,
      kind: pickKind(faker),
      startedAt: sessionStart(faker, faker.number.float({ min: 0.5, max: golfer.months * 30.4 }), now),
    }));
  });
  const inserted = await db
    .insert(simActivities)
    .values(planned.map((p) => ({ playerId: p.golfer.playerId, activityType: p.kind, source: 'skytrak', centerId: p.golfer.centerId, startedAt: p.startedAt })))
    .returning({ id: simActivities.id });
  const blocks = planned.flatMap((p, i) => toBlocks(p.golfer, inserted[i]!.id, p.startedAt, sessionBlocks(faker, p.golfer, p.kind)));
  await insertModelShots(db, blocks);
  return golfers;
}
