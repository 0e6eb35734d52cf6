import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lengthIn, type Club, type ClubCategory, type Flex, type UnitFlags } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { unitFlagsOf } from '../account/index.ts';
import { bagWithClubs } from './bag-statement.ts';
import { clubCategories, clubManufacturers, clubs } from './bags.tables.ts';

const parent = alias(clubCategories, 'parent_category');

export type ClubRow = typeof clubs.$inferSelect;
type CategoryRow = typeof clubCategories.$inferSelect;

export function toCategory(row: CategoryRow): ClubCategory {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: row.name,
    shortName: row.shortName,
    defaultLoft: row.defaultLoft,
    sortOrder: row.sortOrder,
  };
}

/**
 * The clubs matching `where`, with their category, its group and their maker, in the order a
 * bag is packed: driver first, putter last, then by loft.
 */
export async function selectClubs(db: Db, playerId: number, where: SQL | undefined): Promise<Club[]> {
  const [rows, units] = await Promise.all([clubsQuery(db, where), unitFlagsOf(db, playerId)]);
  return rows.map((row) => toClub(row, units));
}

function clubsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ club: clubs, category: clubCategories, group: parent.name, manufacturer: clubManufacturers })
    .from(clubs)
    .innerJoin(clubCategories, eq(clubCategories.id, clubs.categoryId))
    .leftJoin(parent, eq(parent.id, clubCategories.parentId))
    .leftJoin(clubManufacturers, eq(clubManufacturers.id, clubs.manufacturerId))
    .where(where)
    .orderBy(asc(clubs.bagId), asc(parent.sortOrder), asc(clubCategories.sortOrder), asc(clubs.loft), asc(clubs.id));
}

/** The clubs of one of the player's bags, packed in bag order (none when the bag is not theirs). */
export async function clubsOfBag(db: Db, playerId: number, bagId: number): Promise<Club[]> {
  return (await bagWithClubs(db, playerId, bagId)).clubs;
}

function toClub(
  {
    club,
    category,
    group,
    manufacturer,
  }: {
    club: ClubRow;
    category: CategoryRow;
    group: string | null;
    manufacturer: typeof clubManufacturers.$inferSelect | null;
  },
  units: UnitFlags,
): Club {
  return {
    id: club.id,
    bagId: club.bagId,
    categoryId: club.categoryId,
    category: toCategory(category),
    categoryGroup: group ?? category.name,
    manufacturerId: club.manufacturerId,
    manufacturer: manufacturer ? { id: manufacturer.id, name: manufacturer.name } : null,
    model: club.model,
    loft: club.loft,
    shaft: club.shaft,
    flex: club.flex as Flex | null,
    length: club.length,
    lie: club.lie,
    grip: club.grip,
    carryDistance: club.carryDistance,
    carry: club.carryDistance === null ? null : lengthIn(club.carryDistance, units),
    notes: club.notes,
    image: club.imageKey,
    imageName: club.imageName,
    lastModified: club.updatedAt.toISOString(),
  };
}

export function clubsOfPlayer(db: Db, playerId: number, ids: number[]): Promise<Club[]> {
  return selectClubs(db, playerId, and(eq(clubs.playerId, playerId), inArray(clubs.id, ids)));
}

/** The club's row when it is the player's; undefined otherwise (another player's club reads as missing). */
export async function ownClubRow(db: Db, playerId: number, clubId: number): Promise<ClubRow | undefined> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, clubId), eq(clubs.playerId, playerId)))
    .limit(1);
  return row;
}
