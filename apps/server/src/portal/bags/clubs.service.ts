import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLUBS_IN_PLAY_LIMIT, type Club, type ClubUpdate, type NewClub } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { bags, clubCategories, clubManufacturers, clubs } from './bags.tables.ts';
import { bagWithClubs } from './bag-statement.ts';
import { clubsOfPlayer, ownClubRow, selectClubs } from './club-rows.ts';
import { deleteStoredImages } from './club-image.service.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** A hard ceiling that keeps a bag a bag; the rules' 14 is only a warning. */
export const MAX_CLUBS_PER_BAG = 40;

export interface ClubsChanged {
  clubs: Club[];
  /** Bags now holding more clubs than the rules allow in play, told as a person would. */
  warnings: string[];
}

type Ref = number | { id: number } | null | undefined;
const refId = (ref: Ref): number | null | undefined => (ref === null || ref === undefined ? ref : typeof ref === 'number' ? ref : ref.id);

/** The category and maker of a club as sent: by id, or as the object the server sent. */
function refsOf(input: NewClub) {
  const categoryId = input.categoryId ?? refId(input.category) ?? undefined;
  const manufacturerId = input.manufacturerId !== undefined ? input.manufacturerId : refId(input.manufacturer);
  return { categoryId, manufacturerId };
}

function fieldsOf(input: NewClub) {
  const fields = {
    model: input.model,
    loft: input.loft,
    shaft: input.shaft,
    flex: input.flex,
    length: input.length,
    lie: input.lie,
    grip: input.grip,
    carryDistance: input.carryDistance,
    notes: input.notes,
  };
  const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
  return trimmed as typeof fields;
}

/** Refuses unknown categories and makers (400) and bags that are not the player's (404). */
async function checkReferences(db: Db, playerId: number, inputs: { bagId?: number; categoryId?: number | null; manufacturerId?: number | null }[]) {
  const categoryIds = [...new Set(inputs.map((i) => i.categoryId).filter((id): id is number => typeof id === 'number'))];
  const manufacturerIds = [...new Set(inputs.map((i) => i.manufacturerId).filter((id): id is number => typeof id === 'number'))];
  const bagIds = [...new Set(inputs.map((i) => i.bagId).filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  if (categoryIds.length) {
    const found = await db.select({ id: clubCategories.id }).from(clubCategories).where(inArray(clubCategories.id, categoryIds));
    if (found.length !== categoryIds.length) throw invalid('categoryId', 'Choose the club category from the list.');
  }
  if (manufacturerIds.length) {
    const found = await db.select({ id: clubManufacturers.id }).from(clubManufacturers).where(inArray(clubManufacturers.id, manufacturerIds));
    if (found.length !== manufacturerIds.length) throw invalid('manufacturerId', 'Choose the manufacturer from the list.');
  }
  if (bagIds.length) {
    // Locked in id order: concurrent changes to the same bags queue instead of racing the count.
    const found = await db
      .select({ id: bags.id })
      .from(bags)
      .where(and(inArray(bags.id, bagIds), eq(bags.playerId, playerId)))
      .orderBy(asc(bags.id))
      .for('update');
    if (found.length !== bagIds.length) throw notFound('Bag');
  }
  return bagIds;
}

/** Touches the bags, refuses one over the hard ceiling, and words a warning for those over 14. */
async function settleBags(db: Db, bagIds: number[]): Promise<string[]> {
  if (bagIds.length === 0) return [];
  await db
    .update(bags)
    .set({ lastModified: sql`now()` })
    .where(inArray(bags.id, bagIds));
  const counts = await db
    .select({ id: bags.id, bagName: bags.bagName, n: sql<number>`count(${clubs.id})::int` })
    .from(bags)
    .leftJoin(clubs, eq(clubs.bagId, bags.id))
    .where(inArray(bags.id, bagIds))
    .groupBy(bags.id);
  const full = counts.find((c) => c.n > MAX_CLUBS_PER_BAG);
  if (full) throw new ServiceError('rule', `A bag holds at most ${MAX_CLUBS_PER_BAG} clubs here; "${full.bagName}" would hold ${full.n}.`);
  return counts
    .filter((c) => c.n > CLUBS_IN_PLAY_LIMIT)
    .map((c) => `"${c.bagName}" now holds ${c.n} clubs; the rules of golf allow ${CLUBS_IN_PLAY_LIMIT} in play.`);
}

/** The clubs of one of the player's bags, or of all their bags. */
export async function listClubs(ctx: Ctx, caller: PlayerCaller, query: { bagId?: number }): Promise<Club[]> {
  if (query.bagId) {
    const { bag, clubs: bagClubs } = await bagWithClubs(ctx.db, caller.subjectId, query.bagId);
    if (!bag) throw notFound('Bag');
    return bagClubs;
  }
  return selectClubs(ctx.db, caller.subjectId, eq(clubs.playerId, caller.subjectId));
}

/** One of the player's clubs; another player's reads as not found. */
export async function getClub(ctx: Ctx, caller: PlayerCaller, clubId: number): Promise<Club> {
  const [club] = await clubsOfPlayer(ctx.db, caller.subjectId, [clubId]);
  if (!club) throw notFound('Club');
  return club;
}

/**
 * Adds clubs to the player's bags, all or none. Each needs a category; a bag over 14 clubs is
 * warned about, not refused.
 */
export async function addClubs(ctx: Ctx, caller: PlayerCaller, inputs: NewClub[]): Promise<ClubsChanged> {
  const rows = inputs.map((input, i) => {
    const { categoryId, manufacturerId } = refsOf(input);
    if (!categoryId) throw invalid(inputs.length > 1 ? `${i}.categoryId` : 'categoryId', 'Choose the club category.');
    return { ...fieldsOf(input), bagId: input.bagId, playerId: caller.subjectId, categoryId, manufacturerId: manufacturerId ?? null };
  });
  const { ids, warnings } = await inTransaction(ctx.db, async (tx) => {
    const bagIds = await checkReferences(tx, caller.subjectId, rows);
    const inserted = await tx.insert(clubs).values(rows).returning({ id: clubs.id });
    return { ids: inserted.map((r) => r.id), warnings: await settleBags(tx, bagIds) };
  });
  return { clubs: await clubsOfPlayer(ctx.db, caller.subjectId, ids), warnings };
}

/**
 * Changes the player's clubs, all or none. Fields left out keep their value; a club may move to
 * another of the player's bags; `image: null` removes its photo (photos are set only by upload).
 */
export async function updateClubs(ctx: Ctx, caller: PlayerCaller, inputs: ClubUpdate[]): Promise<ClubsChanged> {
  const ids = [...new Set(inputs.map((i) => i.id))];
  if (ids.length !== inputs.length) throw invalid('id', 'Each club may appear once in one change.');
  const { warnings, removedPhotos } = await inTransaction(ctx.db, async (tx) => {
    const existing = await tx
      .select()
      .from(clubs)
      .where(and(inArray(clubs.id, ids), eq(clubs.playerId, caller.subjectId)))
      .for('update');
    if (existing.length !== ids.length) throw notFound('Club');
    const byId = new Map(existing.map((c) => [c.id, c]));
    const changes = inputs.map((input) => ({ input, refs: refsOf(input), before: byId.get(input.id)! }));
    const bagIds = await checkReferences(tx, caller.subjectId, [
      ...changes.map((c) => ({ bagId: c.input.bagId, ...c.refs })),
      ...changes.map((c) => ({ bagId: c.before.bagId })),
    ]);
    const removedPhotos: { imageKey: string | null; thumbnailKey: string | null }[] = [];
    for (const { input, refs, before } of changes) {
      const dropPhoto = input.image === null && before.imageKey !== null;
      if (dropPhoto) removedPhotos.push({ imageKey: before.imageKey, thumbnailKey: before.thumbnailKey });
      await tx
        .update(clubs)
        .set({
          ...fieldsOf(input),
          bagId: input.bagId,
          categoryId: refs.categoryId ?? undefined,
          manufacturerId: refs.manufacturerId,
          ...(dropPhoto ? { imageKey: null, thumbnailKey: null, imageName: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(clubs.id, input.id));
    }
    return { warnings: await settleBags(tx, bagIds), removedPhotos };
  });
  await deleteStoredImages(ctx, removedPhotos);
  return { clubs: await clubsOfPlayer(ctx.db, caller.subjectId, ids), warnings };
}

/** Removes one of the player's clubs and its photo. */
export async function removeClub(ctx: Ctx, caller: PlayerCaller, clubId: number): Promise<void> {
  if (!(await ownClubRow(ctx.db, caller.subjectId, clubId))) throw notFound('Club');
  const gone = await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .delete(clubs)
      .where(and(eq(clubs.id, clubId), eq(clubs.playerId, caller.subjectId)))
      .returning({ bagId: clubs.bagId, imageKey: clubs.imageKey, thumbnailKey: clubs.thumbnailKey });
    if (!row) throw notFound('Club');
    await tx
      .update(bags)
      .set({ lastModified: sql`now()` })
      .where(eq(bags.id, row.bagId));
    return row;
  });
  await deleteStoredImages(ctx, [gone]);
}
