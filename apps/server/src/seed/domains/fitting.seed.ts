import type { Faker } from '@faker-js/faker';
import type { ClubSpec, FittingShot, FittingType, PutterSpec, PuttStroke } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { type StoredCombination, type StoredPutter } from '../../portal/fitting/index.ts';
import { fittingSessions } from '../../portal/fitting/fitting.tables.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import { gaussian, TOUR, type FullSwingClub, type Golfer } from './launch-model.ts';

/** A tested head/shaft: how it moves the player's numbers from the model's centre. */
interface Trial {
  head: string;
  shaft: [model: string, flex: string, grams: number];
  loft: number;
  /** Changes: launch °, spin rpm (fraction), ball speed (fraction), dispersion scale. */
  launch: number;
  spin: number;
  speed: number;
  spread: number;
  selected?: boolean;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Shots from the practice area's launch model, shifted by the trial's head and shaft. */
function shotsOf(faker: Faker, golfer: Golfer, club: FullSwingClub, trial: Trial, n: number): FittingShot[] {
  const [clubMph, ballMph, launch, spin, , , carry] = TOUR[club];
  const speed = golfer.power * (1 - 0.19 * golfer.skill);
  const spread = (1 + 2.5 * golfer.skill) * trial.spread;
  return Array.from({ length: n }, () => {
    const strike = gaussian(faker, 1, 0.02 + 0.03 * golfer.skill);
    const ball = ballMph * speed * trial.speed * strike;
    const l = gaussian(faker, launch + trial.launch, 0.8 * spread);
    const s = gaussian(faker, spin * (1 + trial.spin), 180 * spread);
    // Carry follows ball speed; launch and spin away from the model's optimum cost distance.
    const c = carry * (ball / ballMph) ** 1.15 * (1 - 0.004 * Math.abs(l - launch - 1.5)) * (1 - 0.00002 * Math.abs(s - spin * 0.95));
    return {
      clubSpeed: r1(clubMph * speed * gaussian(faker, 1, 0.01)),
      ballSpeed: r1(ball),
      launch: r1(l),
      spin: Math.round(s),
      carry: r1(c),
      offline: r1(gaussian(faker, golfer.bias * 4, 5 * spread * (c / 200))),
    };
  });
}

const SWING_WEIGHTS = ['D0', 'D1', 'D2', 'D3'];

function specOf(club: FullSwingClub, t: Trial, length: number, lie: number): ClubSpec {
  return {
    club,
    head: t.head,
    shaftModel: t.shaft[0],
    shaftFlex: t.shaft[1],
    shaftWeight: t.shaft[2],
    loft: t.loft,
    lie,
    length,
    swingWeight: SWING_WEIGHTS[Math.round(t.shaft[2]) % 4]!,
    gripModel: 'Golf Pride Tour Velvet',
    gripSize: 'Standard',
  };
}

const DRIVER: Trial[] = [
  { head: 'TaylorMade Qi10 Max', shaft: ['Fujikura Ventus Blue', 'S', 60], loft: 10.5, launch: 1.2, spin: -0.05, speed: 1.0, spread: 0.85, selected: true },
  { head: 'Callaway Paradym Ai Smoke', shaft: ['Project X HZRDUS Black', 'X', 70], loft: 9, launch: -0.8, spin: -0.1, speed: 0.99, spread: 1.1 },
  { head: 'Titleist TSR2', shaft: ['Mitsubishi Tensei AV Blue', 'S', 55], loft: 10, launch: 0.4, spin: 0.05, speed: 1.005, spread: 1.0 },
];
const SEVEN_IRON: Trial[] = [
  { head: 'Mizuno Pro 245', shaft: ['KBS Tour', 'S', 120], loft: 30, launch: 0.3, spin: 0.02, speed: 1.0, spread: 0.9, selected: true },
  { head: 'Titleist T150', shaft: ['True Temper Dynamic Gold 105', 'S', 105], loft: 31, launch: 0.8, spin: 0.05, speed: 0.995, spread: 1.05 },
];
const WEDGE: Trial[] = [
  { head: 'Vokey SM10 56.10S', shaft: ['True Temper Dynamic Gold S200', 'Wedge', 129], loft: 56, launch: 0, spin: 0.03, speed: 1, spread: 0.9, selected: true },
];

/** Recommended set built from the selected combination of each test club. */
function recommend(selected: StoredCombination[], clubs: FullSwingClub[]): ClubSpec[] {
  return clubs.map((club) => {
    const base = selected.find((c) => (club === 'driver' ? c.spec.club === 'driver' : club.endsWith('i') ? c.spec.club === '7i' : c.spec.club === 'sw'))!.spec;
    const step = club.endsWith('i') ? 7 - Number(club[0]) : 0;
    return {
      ...base,
      club,
      loft: club.endsWith('i') ? base.loft - step * 4 : base.loft,
      length: club.endsWith('i') ? r1(37 + step * 0.5) : base.length,
      lie: club.endsWith('i') ? r1(62.5 - step * 0.5) : base.lie,
    };
  });
}

function session(
  faker: Faker,
  golfer: Golfer,
  tests: [FullSwingClub, Trial[], number, number][],
  prefix: string,
): { combinations: StoredCombination[]; types: FittingType[] } {
  const combinations = tests.flatMap(([club, trials, length, lie]) =>
    trials.map((t, i) => ({
      id: `${prefix}-${club}-${i + 1}`,
      spec: specOf(club, t, length, lie),
      isSelected: t.selected === true,
      shots: shotsOf(faker, golfer, club, t, 8),
    })),
  );
  const types = [...new Set(tests.map(([club]) => (club === 'driver' ? 'driver' : club.endsWith('i') ? 'irons' : 'wedges') as FittingType))];
  return { combinations, types };
}

const PUTTERS: [PutterSpec, number, number, boolean][] = [
  [{ model: 'Odyssey Ai-ONE #7', headStyle: 'mallet', length: 34, loft: 3, lie: 70, gripModel: 'SuperStroke Zenergy 2.0' }, 0.4, 0.9, true],
  [{ model: 'Scotty Cameron Newport 2', headStyle: 'blade', length: 35, loft: 3.5, lie: 71, gripModel: 'Pistolero' }, 1.3, 1.4, false],
  [{ model: 'TaylorMade Spider Tour X', headStyle: 'mallet', length: 34, loft: 3, lie: 70, gripModel: 'SuperStroke Traxion' }, 0.7, 1.0, false],
];

function putterTrials(faker: Faker): StoredPutter[] {
  return PUTTERS.map(([spec, faceBias, spread, isSelected], i) => ({
    id: `putter-${i + 1}`,
    spec,
    isSelected,
    strokes: Array.from({ length: 10 }, (): PuttStroke => ({
      faceAngle: r1(gaussian(faker, faceBias * 0.6, 0.6 * spread)),
      path: r1(gaussian(faker, faceBias, 1.2 * spread)),
      rotation: r1(gaussian(faker, 5 + faceBias, 1.1 * spread)),
      tempo: Math.round(gaussian(faker, 2, 0.12 * spread) * 100) / 100,
      dynamicLoft: r1(gaussian(faker, spec.loft - 0.5, 0.7)),
      lie: r1(gaussian(faker, spec.lie - 1.5, 0.8)),
    })),
  }));
}

/** Club fitting sessions for the demo players (launch data from the practice model) and a putter fitting. */
export async function seedFitting(db: Db, faker: Faker, accounts: SeededAccounts): Promise<{ sessionIds: number[] }> {
  const [jordan, shota, , , casey] = accounts.playerIds;
  const [us, , ca, , jp] = accounts.centerIds;
  const mid: Golfer = { skill: 0.45, power: 0.95, bias: 0.4 };
  const jp1: Golfer = { skill: 0.35, power: 0.9, bias: -0.3 };
  const cs: Golfer = { skill: 0.6, power: 0.85, bias: 0.8 };

  const full = session(
    faker,
    mid,
    [
      ['driver', DRIVER, 45.5, 58],
      ['7i', SEVEN_IRON, 37, 62.5],
      ['sw', WEDGE, 35.25, 64],
    ],
    's1',
  );
  const driverOnly = session(faker, mid, [['driver', DRIVER.slice(0, 2), 45.25, 58]], 's2');
  const shotaSet = session(
    faker,
    jp1,
    [
      ['driver', DRIVER, 45.25, 58],
      ['7i', SEVEN_IRON, 36.75, 62],
    ],
    's3',
  );
  const caseySet = session(faker, cs, [['7i', SEVEN_IRON, 37, 63]], 's4');
  const pick = (s: { combinations: StoredCombination[] }) => s.combinations.filter((c) => c.isSelected);
  const rows = await db
    .insert(fittingSessions)
    .values([
      {
        playerId: jordan!,
        centerId: us!,
        kind: 'club',
        fitter: 'Dana Whitfield',
        types: full.types,
        notes: 'Higher launch and lower spin with the driver; irons one degree upright.',
        combinations: full.combinations,
        recommendations: recommend(pick(full), ['driver', '5i', '6i', '7i', '8i', '9i', 'sw']),
        createdAt: new Date('2026-02-14T16:00:00Z'),
      },
      {
        playerId: jordan!,
        centerId: us!,
        kind: 'club',
        fitter: 'Dana Whitfield',
        types: driverOnly.types,
        notes: 'Driver check after the winter.',
        combinations: driverOnly.combinations,
        recommendations: recommend(pick(driverOnly), ['driver']),
        createdAt: new Date('2025-11-08T15:30:00Z'),
      },
      {
        playerId: shota!,
        centerId: jp!,
        kind: 'club',
        fitter: '高橋 健',
        types: shotaSet.types,
        notes: 'ドライバーは打ち出しが高く、スピンが少ない組み合わせ。',
        combinations: shotaSet.combinations,
        recommendations: recommend(pick(shotaSet), ['driver', '6i', '7i', '8i']),
        createdAt: new Date('2026-01-20T02:00:00Z'),
      },
      {
        playerId: casey!,
        centerId: ca!,
        kind: 'club',
        fitter: 'Marc Tremblay',
        types: caseySet.types,
        notes: 'Lighter shaft for more speed.',
        combinations: caseySet.combinations,
        recommendations: recommend(pick(caseySet), ['6i', '7i', '8i']),
        createdAt: new Date('2026-02-02T18:00:00Z'),
      },
      {
        playerId: jordan!,
        centerId: us!,
        kind: 'putter',
        fitter: 'Dana Whitfield',
        types: [],
        notes: 'Face-balanced mallet squares the face more often.',
        putters: putterTrials(faker),
        putterRecommendation: PUTTERS[0]![0],
        createdAt: new Date('2026-02-21T17:00:00Z'),
      },
    ])
    .returning({ id: fittingSessions.id });
  return { sessionIds: rows.map((r) => r.id) };
}
