import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { CLUBS_IN_PLAY_LIMIT, type Bag, type BagWithClubs } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { lockPlayer } from '../account/index.ts';
import { bags, clubs } from './bags.tables.ts';
import { bagWithClubs } from './bag-statement.ts';
import { deleteStoredImages } from './club-image.service.ts';
import { violates } from '../../platform/db/index.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** A player keeps at most this many bags. */
export const MAX_BAGS = 20;

type BagRow = typeof bags.$inferSelect;

function toBag(row: BagRow, clubCount: number): Bag {
  return {
    id: row.id,
    bagName: row.bagName,
    lastModified: row.lastModified.toISOString(),
    createdAt: row.createdAt.toISOString(),
    clubCount,
    isOverClubLimit: clubCount > CLUBS_IN_PLAY_LIMIT,
  };
}

const clubCount = sql<number>`count(${clubs.id})::int`;

/** Bags with their club counts (a join, so that every column is named with its table). */
function bagsWithCounts(db: Db) {
  return db.select({ bag: bags, clubCount }).from(bags).leftJoin(clubs, eq(clubs.bagId, bags.id));
}

/** The bag when it is the player's; another player's bag reads as missing. */
export async function ownBag(db: Db, playerId: number, bagId: number): Promise<Bag> {
  const [row] = await bagsWithCounts(db)
    .where(and(eq(bags.id, bagId), eq(bags.playerId, playerId)))
    .groupBy(bags.id);
  if (!row) throw notFound('Bag');
  return toBag(row.bag, row.clubCount);
}

/** Marks a bag changed now; every change to its clubs calls this. */
export async function touchBag(db: Db, bagId: number): Promise<void> {
  await db
    .update(bags)
    .set({ lastModified: sql`now()` })
    .where(eq(bags.id, bagId));
}

/** The player's bags in the order they were made, each with its club count. */
export async function listMyBags(ctx: Ctx, caller: PlayerCaller): Promise<Bag[]> {
  const rows = await bagsWithCounts(ctx.db).where(eq(bags.playerId, caller.subjectId)).groupBy(bags.id).orderBy(asc(bags.id));
  return rows.map((r) => toBag(r.bag, r.clubCount));
}

/** The player's current bag: the one changed last, else the newest. Undefined when they have none. */
export async function currentBagOf(db: Db, playerId: number): Promise<Bag | undefined> {
  const [row] = await bagsWithCounts(db).where(eq(bags.playerId, playerId)).groupBy(bags.id).orderBy(desc(bags.lastModified), desc(bags.id)).limit(1);
  return row ? toBag(row.bag, row.clubCount) : undefined;
}

/** One of the player's bags with its clubs. Refuses another player's bag as not found. One statement. */
export async function getBag(ctx: Ctx, caller: PlayerCaller, bagId: number): Promise<BagWithClubs> {
  const { bag, clubs: bagClubs } = await bagWithClubs(ctx.db, caller.subjectId, bagId);
  if (!bag) throw notFound('Bag');
  const clubCount = bagClubs.length;
  return { ...bag, clubCount, isOverClubLimit: clubCount > CLUBS_IN_PLAY_LIMIT, clubs: bagClubs };
}

function duplicateName(bagName: string) {
  return new ServiceError('conflict', `You already have a bag named "${bagName}". Choose another name.`, { field: 'bagName' });
}

/** Adds an empty bag. Refuses a name the player already uses and more than MAX_BAGS bags. */
export async function createBag(ctx: Ctx, caller: PlayerCaller, input: { bagName: string }): Promise<Bag> {
  const bagName = input.bagName.trim();
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      // The player's row is the lock: concurrent adds count one after another.
      await lockPlayer(tx, caller.subjectId);
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(bags).where(eq(bags.playerId, caller.subjectId));
      if (n >= MAX_BAGS) throw new ServiceError('rule', `You can keep up to ${MAX_BAGS} bags. Delete one you no longer use first.`);
      const [made] = await tx.insert(bags).values({ playerId: caller.subjectId, bagName }).returning();
      return made!;
    });
    return toBag(row, 0);
  } catch (error) {
    if (violates(error, 'bags_player_name_key')) throw duplicateName(bagName);
    throw error;
  }
}

/** Renames one of the player's bags. */
export async function renameBag(ctx: Ctx, caller: PlayerCaller, input: { id: number; bagName: string }): Promise<Bag> {
  const bagName = input.bagName.trim();
  try {
    const [row] = await ctx.db
      .update(bags)
      .set({ bagName, lastModified: sql`now()` })
      .where(and(eq(bags.id, input.id), eq(bags.playerId, caller.subjectId)))
      .returning();
    if (!row) throw notFound('Bag');
  } catch (error) {
    if (violates(error, 'bags_player_name_key')) throw duplicateName(bagName);
    throw error;
  }
  return ownBag(ctx.db, caller.subjectId, input.id);
}

/** Deletes one of the player's bags with all its clubs and their photos. */
export async function deleteBag(ctx: Ctx, caller: PlayerCaller, bagId: number): Promise<void> {
  const photos = await inTransaction(ctx.db, async (tx) => {
    const keys = await tx
      .select({ imageKey: clubs.imageKey, thumbnailKey: clubs.thumbnailKey })
      .from(clubs)
      .where(and(eq(clubs.bagId, bagId), eq(clubs.playerId, caller.subjectId)));
    const [gone] = await tx
      .delete(bags)
      .where(and(eq(bags.id, bagId), eq(bags.playerId, caller.subjectId)))
      .returning({ id: bags.id });
    if (!gone) throw notFound('Bag');
    return keys;
  });
  await deleteStoredImages(ctx, photos);
}
