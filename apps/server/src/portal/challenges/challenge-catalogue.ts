import type { ChallengeType, ClubTypeCode, Leaderboard, SwingScoring } from '@golf/contracts';

/** A swing as the catalogue defines it; distances in yards. */
export interface CatalogueSwing {
  id: number;
  swingNumber: number;
  clubType: ClubTypeCode | null;
  scoring: SwingScoring;
  targetDistance: number;
  targetWidth: number | null;
}
export interface CatalogueStation {
  id: number;
  name: string;
  swings: CatalogueSwing[];
}
export interface CatalogueChallenge {
  id: number;
  type: ChallengeType;
  name: string;
  description: string;
  leaderboard: Leaderboard | null;
  stations: CatalogueStation[];
}

type StationSpec = { name: string; swings: [ClubTypeCode | null, SwingScoring, number, number?][] };

/** Station ids are the challenge id times 10 plus their place; swing ids the challenge id times 100 plus their number. */
function challenge(
  id: number,
  type: ChallengeType,
  name: string,
  description: string,
  leaderboard: Leaderboard | null,
  stations: StationSpec[],
): CatalogueChallenge {
  let swingNumber = 0;
  return {
    id,
    type,
    name,
    description,
    leaderboard,
    stations: stations.map((station, s) => ({
      id: id * 10 + s + 1,
      name: station.name,
      swings: station.swings.map(([clubType, scoring, targetDistance, targetWidth]) => {
        swingNumber += 1;
        return { id: id * 100 + swingNumber, swingNumber, clubType, scoring, targetDistance, targetWidth: targetWidth ?? null };
      }),
    })),
  };
}

const repeat = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

/**
 * The skill challenges every player can take. Product content, versioned with the code: the ids
 * are stable because attempts refer to them.
 */
export const CHALLENGES: CatalogueChallenge[] = [
  challenge(1, 'driver', 'Fairway Finder', 'Find the short grass: every drive that stays in the fairway scores by how far it goes.', null, [
    { name: 'Open fairway', swings: repeat(3, ['driver', 'fairway', 230, 40]) },
    { name: 'Tight fairway', swings: repeat(3, ['driver', 'fairway', 230, 25]) },
  ]),
  challenge(2, 'driver', 'Power and Control', 'Five full drives at a 250-yard target down a 35-yard fairway.', null, [
    { name: 'Full send', swings: repeat(5, ['driver', 'fairway', 250, 35]) },
  ]),
  challenge(3, 'irons', 'Iron Ladder', 'Climb from 120 to 190 yards: one ball at each flag, closer scores more.', null, [
    {
      name: 'Short irons',
      swings: [
        ['9i', 'proximity', 120],
        ['8i', 'proximity', 130],
        ['7i', 'proximity', 140],
      ],
    },
    {
      name: 'Mid irons',
      swings: [
        ['6i', 'proximity', 150],
        ['5i', 'proximity', 160],
        ['5i', 'proximity', 170],
      ],
    },
    {
      name: 'Long irons',
      swings: [
        ['4i', 'proximity', 180],
        ['4i', 'proximity', 190],
      ],
    },
  ]),
  challenge(4, 'irons', 'Stock 7-Iron', 'Five seven-irons at one flag: the shot you trust under pressure.', null, [
    { name: '150 yards', swings: repeat(5, ['7i', 'proximity', 150]) },
  ]),
  challenge(5, 'longGame', 'Long Approach', 'Hybrids and fairway woods into long par 4s and par 5s.', null, [
    {
      name: 'Hybrid',
      swings: [
        ['4h', 'proximity', 185],
        ['4h', 'proximity', 195],
        ['3h', 'proximity', 205],
      ],
    },
    {
      name: 'Fairway wood',
      swings: [
        ['5w', 'proximity', 215],
        ['3w', 'proximity', 225],
      ],
    },
  ]),
  challenge(6, 'shortGame', 'Wedge Matrix', 'Half, three-quarter and full wedges to flags from 40 to 110 yards.', null, [
    {
      name: 'Half swings',
      swings: [
        ['sw', 'proximity', 40],
        ['sw', 'proximity', 50],
        ['gw', 'proximity', 60],
      ],
    },
    {
      name: 'Three-quarter',
      swings: [
        ['gw', 'proximity', 70],
        ['pw', 'proximity', 80],
        ['pw', 'proximity', 90],
      ],
    },
    {
      name: 'Full',
      swings: [
        ['gw', 'proximity', 100],
        ['pw', 'proximity', 110],
      ],
    },
  ]),
  challenge(7, 'shortGame', 'Scoring Zone', 'Five flags inside 100 yards, where scores are made.', null, [
    {
      name: 'Inside 100',
      swings: [
        ['lw', 'proximity', 30],
        ['sw', 'proximity', 45],
        ['sw', 'proximity', 60],
        ['gw', 'proximity', 75],
        ['pw', 'proximity', 90],
      ],
    },
  ]),
  challenge(8, 'training', 'Combine', 'A full-bag test: wedges, irons and drives, scored like a tour combine.', null, [
    {
      name: 'Wedges',
      swings: [
        [null, 'proximity', 60],
        [null, 'proximity', 90],
      ],
    },
    {
      name: 'Irons',
      swings: [
        [null, 'proximity', 120],
        [null, 'proximity', 150],
        [null, 'proximity', 180],
      ],
    },
    { name: 'Driver', swings: repeat(2, ['driver', 'fairway', 240, 40]) },
  ]),
  challenge(9, 'closPinC', 'Island Green', 'Closest to the pin on a 135-yard island green.', 'distance', [
    { name: 'Par 3, 135 yards', swings: repeat(5, [null, 'proximity', 135]) },
  ]),
  challenge(10, 'closPinC', 'Long Par 3', 'Closest to the pin at 185 yards.', 'distance', [
    { name: 'Par 3, 185 yards', swings: repeat(5, [null, 'proximity', 185]) },
  ]),
  challenge(11, 'longDrvC', 'Long Drive Grid', 'Six drives: the longest one inside the 50-yard grid counts.', 'driver', [
    { name: 'The grid', swings: repeat(6, ['driver', 'longDrive', 300, 50]) },
  ]),
  challenge(12, 'targetC', 'Bullseye', 'Two balls at each of three targets: 75, 100 and 125 yards.', null, [
    { name: '75 yards', swings: repeat(2, [null, 'proximity', 75]) },
    { name: '100 yards', swings: repeat(2, [null, 'proximity', 100]) },
    { name: '125 yards', swings: repeat(2, [null, 'proximity', 125]) },
  ]),
];

const BY_ID = new Map(CHALLENGES.map((c) => [c.id, c]));
export const challengeById = (id: number) => BY_ID.get(id);

/** Every swing of a challenge in the order it is played. */
export const swingsOf = (c: CatalogueChallenge) => c.stations.flatMap((s) => s.swings);
