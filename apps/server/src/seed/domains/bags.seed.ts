import type { Faker } from '@faker-js/faker';
import type { Db } from '../../platform/db/index.ts';
import { bags, clubCategories, clubManufacturers, clubs } from '../../portal/bags/bags.tables.ts';
import type { SeededAccounts } from './accounts.seed.ts';

export const MANUFACTURERS = [
  'Bridgestone',
  'Callaway',
  'Cleveland',
  'Cobra',
  'Honma',
  'Mizuno',
  'Odyssey',
  'Ping',
  'PXG',
  'Scotty Cameron',
  'Srixon',
  'TaylorMade',
  'Titleist',
  'Tour Edge',
  'U.S. Kids Golf',
  'Wilson',
  'XXIO',
  'Yonex',
];

/** [code, name, short name, typical loft] of each club, under its parent category. */
const CATEGORY_TREE: { code: string; name: string; children: [string, string, string, number][] }[] = [
  { code: 'drivers', name: 'Driver', children: [['driver', 'Driver', 'D', 10.5]] },
  {
    code: 'woods',
    name: 'Woods',
    children: [
      ['3w', '3 wood', '3W', 15],
      ['4w', '4 wood', '4W', 16.5],
      ['5w', '5 wood', '5W', 18],
      ['7w', '7 wood', '7W', 21],
      ['9w', '9 wood', '9W', 24],
    ],
  },
  {
    code: 'hybrids',
    name: 'Hybrids',
    children: [
      ['2h', '2 hybrid', '2H', 17],
      ['3h', '3 hybrid', '3H', 19],
      ['4h', '4 hybrid', '4H', 22],
      ['5h', '5 hybrid', '5H', 25],
      ['6h', '6 hybrid', '6H', 28],
    ],
  },
  {
    code: 'irons',
    name: 'Irons',
    children: [
      ['2i', '2 iron', '2i', 18],
      ['3i', '3 iron', '3i', 20],
      ['4i', '4 iron', '4i', 22],
      ['5i', '5 iron', '5i', 25],
      ['6i', '6 iron', '6i', 28],
      ['7i', '7 iron', '7i', 32],
      ['8i', '8 iron', '8i', 36],
      ['9i', '9 iron', '9i', 40],
    ],
  },
  {
    code: 'wedges',
    name: 'Wedges',
    children: [
      ['pw', 'Pitching wedge', 'PW', 46],
      ['gw', 'Gap wedge', 'GW', 50],
      ['sw', 'Sand wedge', 'SW', 56],
      ['lw', 'Lob wedge', 'LW', 60],
    ],
  },
  { code: 'putters', name: 'Putter', children: [['putter', 'Putter', 'P', 3]] },
];

/** A club as the demo bags list it: category code, maker, model, carry in yards, shaft, flex. */
type DemoClub = [code: string, maker: string, model: string, carry: number | null, shaft?: string, flex?: string];

const TOUR_BAG: DemoClub[] = [
  ['driver', 'TaylorMade', 'Qi10 LS', 252, 'Fujikura Ventus Blue 6', 'S'],
  ['3w', 'TaylorMade', 'Qi10', 232, 'Fujikura Ventus Blue 7', 'S'],
  ['3h', 'Titleist', 'TSR2', 214, 'Tensei AV Blue 80', 'S'],
  ...(['4i', '5i', '6i', '7i', '8i', '9i'] as const).map((code, i): DemoClub => [
    code,
    'Mizuno',
    'JPX 923 Forged',
    198 - i * 11,
    'True Temper Dynamic Gold 105',
    'S',
  ]),
  ['pw', 'Mizuno', 'JPX 923 Forged', 134, 'True Temper Dynamic Gold 105', 'S'],
  ['gw', 'Titleist', 'Vokey SM10 50.12F', 120, 'BV105', 'S'],
  ['sw', 'Titleist', 'Vokey SM10 56.10S', 100, 'BV105', 'S'],
  ['lw', 'Titleist', 'Vokey SM10 60.08M', 82, 'BV105', 'S'],
  ['putter', 'Scotty Cameron', 'Special Select Newport 2', null],
];

const TRAVEL_BAG: DemoClub[] = [
  ['driver', 'Callaway', 'Paradym', 240, 'Project X HZRDUS', 'R'],
  ['5w', 'Callaway', 'Paradym', 205, 'Project X HZRDUS', 'R'],
  ['5i', 'Callaway', 'Apex', 178, 'Elevate 95', 'R'],
  ['7i', 'Callaway', 'Apex', 158, 'Elevate 95', 'R'],
  ['9i', 'Callaway', 'Apex', 138, 'Elevate 95', 'R'],
  ['pw', 'Callaway', 'Apex', 125, 'Elevate 95', 'R'],
  ['sw', 'Cleveland', 'RTX 6 ZipCore 56', 92, 'Dynamic Gold', 'R'],
  ['putter', 'Odyssey', 'White Hot OG #7', null],
];

const JAPAN_BAG: DemoClub[] = [
  ['driver', 'Honma', 'TR20 460', 235, 'Vizard TR20-50', 'R'],
  ['3w', 'Honma', 'TR20', 215, 'Vizard TR20-50', 'R'],
  ['5w', 'XXIO', 'XXIO 13', 200, 'MP1300', 'R'],
  ['4h', 'Srixon', 'ZX MkII', 185, 'Diamana ZX-II', 'R'],
  ...(['5i', '6i', '7i', '8i', '9i'] as const).map((code, i): DemoClub => [code, 'Srixon', 'ZX5 MkII', 172 - i * 10, 'N.S.PRO 950GH neo', 'R']),
  ['pw', 'Srixon', 'ZX5 MkII', 124, 'N.S.PRO 950GH neo', 'R'],
  ['sw', 'Cleveland', 'RTX 6 ZipCore 56', 95, 'N.S.PRO 950GH neo', 'R'],
  ['putter', 'Odyssey', 'Tri-Hot 5K Double Wide', null],
];

const WEEKEND_BAG: DemoClub[] = [
  ['driver', 'Ping', 'G430 Max', 228, 'Alta CB Black', 'R'],
  ['5w', 'Ping', 'G430', 198, 'Alta CB Black', 'R'],
  ['4h', 'Ping', 'G430', 182, 'Alta CB Black', 'R'],
  ...(['6i', '7i', '8i', '9i'] as const).map((code, i): DemoClub => [code, 'Ping', 'G430', 162 - i * 10, 'AWT 2.0', 'R']),
  ['pw', 'Ping', 'G430', 118, 'AWT 2.0', 'R'],
  ['sw', 'Ping', 'Glide 4.0 56', 88, 'Z-Z115', 'R'],
  ['putter', 'Ping', 'PLD Anser', null],
];

/** A fitting bag on purpose over the limit: the screen warns that 15 clubs are one too many. */
const FITTING_BAG: DemoClub[] = [
  ['driver', 'Cobra', 'Darkspeed LS', 262, 'Project X HZRDUS Black', 'X'],
  ['driver', 'PXG', '0311 Black Ops', 258, 'Aldila Rogue', 'X'],
  ['3w', 'Cobra', 'Darkspeed', 238, 'Project X HZRDUS Black', 'X'],
  ['2h', 'PXG', '0311 Black Ops', 226, 'Aldila Rogue', 'X'],
  ...(['4i', '5i', '6i', '7i', '8i', '9i'] as const).map((code, i): DemoClub => [code, 'Cobra', 'King Tour', 206 - i * 11, 'KBS Tour', 'X']),
  ['pw', 'Cobra', 'King Tour', 142, 'KBS Tour', 'X'],
  ['gw', 'Cobra', 'Snakebite 50', 128, 'KBS Hi-Rev', 'S'],
  ['sw', 'Cobra', 'Snakebite 56', 108, 'KBS Hi-Rev', 'S'],
  ['lw', 'Cobra', 'Snakebite 60', 88, 'KBS Hi-Rev', 'S'],
  ['putter', 'Scotty Cameron', 'Phantom 11', null],
];

const SIMULATOR_BAG: DemoClub[] = [
  ['driver', 'Titleist', 'GT2', 244, 'Tensei 1K Blue', 'S'],
  ['3w', 'Titleist', 'GT2', 222, 'Tensei 1K Blue', 'S'],
  ['4h', 'Titleist', 'GT2', 200, 'Tensei 1K Blue', 'S'],
  ...(['5i', '6i', '7i', '8i', '9i'] as const).map((code, i): DemoClub => [code, 'Titleist', 'T200', 184 - i * 10, 'True Temper AMT Black', 'S']),
  ['pw', 'Titleist', 'T200', 134, 'True Temper AMT Black', 'S'],
  ['gw', 'Titleist', 'Vokey SM10 52.12F', 118, 'BV105', 'S'],
  ['sw', 'Titleist', 'Vokey SM10 56.14F', 98, 'BV105', 'S'],
  ['putter', 'Scotty Cameron', 'Phantom 5', null],
];

const JUNIOR_BAG: DemoClub[] = [
  ['driver', 'U.S. Kids Golf', 'Ultralight UL57', 150, 'UL57 graphite', 'L'],
  ['5w', 'U.S. Kids Golf', 'Ultralight UL57', 130, 'UL57 graphite', 'L'],
  ['7i', 'U.S. Kids Golf', 'Ultralight UL57', 100, 'UL57 graphite', 'L'],
  ['9i', 'U.S. Kids Golf', 'Ultralight UL57', 85, 'UL57 graphite', 'L'],
  ['sw', 'U.S. Kids Golf', 'Ultralight UL57', 60, 'UL57 graphite', 'L'],
  ['putter', 'U.S. Kids Golf', 'Ultralight UL57', null],
];

export interface SeededBags {
  categoryIds: Map<string, number>;
  manufacturerIds: Map<string, number>;
}

/** Makers, the category tree, and realistic bags for the demo players. */
export async function seedBags(db: Db, faker: Faker, accounts: SeededAccounts): Promise<SeededBags> {
  const makers = await db
    .insert(clubManufacturers)
    .values(MANUFACTURERS.map((name) => ({ name })))
    .returning();
  const manufacturerIds = new Map(makers.map((m) => [m.name, m.id]));

  const parents = await db
    .insert(clubCategories)
    .values(CATEGORY_TREE.map((p, i) => ({ code: p.code, name: p.name, shortName: p.name, sortOrder: i + 1 })))
    .returning();
  const children = await db
    .insert(clubCategories)
    .values(
      CATEGORY_TREE.flatMap((p, i) =>
        p.children.map(([code, name, shortName, defaultLoft], k) => ({ parentId: parents[i]!.id, code, name, shortName, defaultLoft, sortOrder: k + 1 })),
      ),
    )
    .returning();
  const categoryIds = new Map(children.map((c) => [c.code, c.id]));
  const loftOf = new Map(children.map((c) => [c.code, c.defaultLoft]));

  // player, player.jp, parent, simulator, simulator.coach, then the parent's two children.
  const [player, playerJp, parent, simulator, simulatorCoach, child1, child2] = accounts.playerIds;
  const daysAgo = (d: number) => new Date(Date.UTC(2026, 10, 20) - d * 86_400_000);
  const plan: [number | undefined, string, DemoClub[], number][] = [
    [player, 'Tournament bag', TOUR_BAG, 2],
    [player, 'Travel bag', TRAVEL_BAG, 40],
    [playerJp, 'メインバッグ', JAPAN_BAG, 5],
    [parent, 'Weekend bag', WEEKEND_BAG, 12],
    [simulator, 'Simulator bag', SIMULATOR_BAG, 3],
    [simulatorCoach, 'Fitting bag', FITTING_BAG, 1],
    [child1, 'Junior set', JUNIOR_BAG, 20],
    [child2, 'Junior set', JUNIOR_BAG, 25],
  ];
  const planned = plan.filter((p): p is [number, string, DemoClub[], number] => p[0] !== undefined);
  const bagRows = await db
    .insert(bags)
    .values(planned.map(([playerId, bagName, , age]) => ({ playerId, bagName, createdAt: daysAgo(age + 200), lastModified: daysAgo(age) })))
    .returning();
  const clubRows = planned.flatMap(([playerId, , set, age], b) =>
    set.map(([code, maker, model, carry, shaft = '', flex]) => ({
      bagId: bagRows[b]!.id,
      playerId,
      categoryId: categoryIds.get(code)!,
      manufacturerId: manufacturerIds.get(maker)!,
      model,
      loft: loftOf.get(code) ?? null,
      shaft,
      flex: flex ?? null,
      carryDistance: carry,
      // Typical steel-shafted lengths; a person would measure their own.
      length: code === 'putter' ? 34 : code === 'driver' ? 45.5 : null,
      grip: code === 'putter' ? 'SuperStroke Zenergy Tour 2.0' : faker.helpers.arrayElement(['Golf Pride Tour Velvet', 'Golf Pride MCC', 'Lamkin Crossline']),
      createdAt: daysAgo(age + 100),
      updatedAt: daysAgo(age),
    })),
  );
  await db.insert(clubs).values(clubRows);
  return { categoryIds, manufacturerIds };
}

/** Scale data: one bag of 14 clubs for each of the given players, in batches. */
export async function seedScaleBags(db: Db, playerIds: number[]): Promise<void> {
  const categories = await db.select().from(clubCategories);
  const makers = await db.select().from(clubManufacturers);
  const categoryIds = new Map(categories.map((c) => [c.code, c.id]));
  if (categoryIds.size === 0 || makers.length === 0) return;
  for (let start = 0; start < playerIds.length; start += 500) {
    const batch = playerIds.slice(start, start + 500);
    const bagRows = await db
      .insert(bags)
      .values(batch.map((playerId) => ({ playerId, bagName: 'My bag' })))
      .returning({ id: bags.id, playerId: bags.playerId });
    await db.insert(clubs).values(
      bagRows.flatMap((bag, i) =>
        TOUR_BAG.map(([code, , model, carry, shaft = '', flex]) => ({
          bagId: bag.id,
          playerId: bag.playerId,
          categoryId: categoryIds.get(code)!,
          manufacturerId: makers[(start + i) % makers.length]!.id,
          model,
          carryDistance: carry,
          shaft,
          flex: flex ?? null,
        })),
      ),
    );
  }
}
