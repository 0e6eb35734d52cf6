import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ClubImageLink, ClubImageStored, ClubImageUpload } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { inlineDisposition, linkExpiry, PHOTO_TYPES, preparePhoto, urlSignerOf, type PhotoLimits } from '../../platform/storage/index.ts';
import { refusedLink } from '../../platform/storage/storage.routes.ts';
import { bags, clubs } from './bags.tables.ts';
import { ownClubRow } from './club-rows.ts';
import { inTransaction } from '../../platform/db/index.ts';

export const CLUB_PHOTO_LIMITS: PhotoLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxEdge: 2048, thumbnailEdge: 320 };
/** Where a club photo is PUT; the club id follows, then the signed query. */
export const CLUB_IMAGE_UPLOAD_PATH = '/api/uploads/club-images/';
const UPLOAD_LINK_SECONDS = 10 * 60;
const VIEW_LINK_SECONDS = 60 * 60;

/**
 * A signed address to PUT one club's photo to, good for ten minutes and for that club of that
 * player only. Refuses another player's club as not found.
 */
export async function presignClubImageUpload(ctx: Ctx, caller: PlayerCaller, clubId: number, baseUrl: string): Promise<ClubImageUpload> {
  if (!(await ownClubRow(ctx.db, caller.subjectId, clubId))) throw notFound('Club');
  // Signed links run on wall-clock time, as S3's presigned URLs do and as the store verifies them.
  const expiresAt = new Date(Date.now() + UPLOAD_LINK_SECONDS * 1000);
  const path = `${CLUB_IMAGE_UPLOAD_PATH}${clubId}`;
  const query = urlSignerOf(ctx.config).sign('PUT', path, { owner: String(caller.subjectId) }, expiresAt);
  return {
    url: `${baseUrl.replace(/\/$/, '')}${path}?${query}`,
    method: 'PUT',
    expiresAt: expiresAt.toISOString(),
    maxBytes: CLUB_PHOTO_LIMITS.maxBytes,
    contentTypes: Object.keys(PHOTO_TYPES),
  };
}

/** Checks an upload address: whose club it is for, or why it is refused (changed, expired). */
export function verifyClubImageUpload(ctx: Ctx, clubId: number, query: Record<string, unknown>): { clubId: number; owner: number } {
  const check = urlSignerOf(ctx.config).verify('PUT', `${CLUB_IMAGE_UPLOAD_PATH}${clubId}`, query);
  if (!check.ok) throw refusedLink(check.reason, 'upload');
  const owner = Number(check.params.owner);
  if (!Number.isInteger(owner) || Object.keys(check.params).length !== 1) throw refusedLink('invalid', 'upload');
  return { clubId, owner };
}

/**
 * Checks an uploaded photo, keeps it with a thumbnail and sets it on the club, replacing any
 * earlier one. Either all of it is stored and the club points to it, or nothing is left behind.
 */
export async function storeClubImage(
  ctx: Ctx,
  target: { clubId: number; owner: number },
  file: { bytes: Buffer; contentType: string | undefined; fileName: string | undefined },
): Promise<ClubImageStored> {
  const photo = await preparePhoto(file.bytes, file.contentType, CLUB_PHOTO_LIMITS);
  if (!(await ownClubRow(ctx.db, target.owner, target.clubId))) throw notFound('Club');

  const name = file.fileName ?? `club-${target.clubId}.${photo.image.extension}`;
  const stem = `clubs/${target.clubId}/${randomUUID()}`;
  const imageKey = `${stem}.${photo.image.extension}`;
  const thumbnailKey = `${stem}-thumb.webp`;
  const cacheControl = 'private, max-age=31536000, immutable';
  await ctx.storage.put(imageKey, photo.image.body, { contentType: photo.image.contentType, contentDisposition: inlineDisposition(name), cacheControl });
  try {
    await ctx.storage.put(thumbnailKey, photo.thumbnail.body, { contentType: photo.thumbnail.contentType, cacheControl });
  } catch (error) {
    await ctx.storage.delete([imageKey]).catch(() => undefined);
    throw error;
  }

  let previous: { imageKey: string | null; thumbnailKey: string | null } | undefined;
  try {
    previous = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .select({ imageKey: clubs.imageKey, thumbnailKey: clubs.thumbnailKey, bagId: clubs.bagId })
        .from(clubs)
        .where(and(eq(clubs.id, target.clubId), eq(clubs.playerId, target.owner)))
        .for('update');
      if (!row) return undefined;
      await tx
        .update(clubs)
        .set({ imageKey, thumbnailKey, imageName: name, updatedAt: sql`now()` })
        .where(eq(clubs.id, target.clubId));
      await tx
        .update(bags)
        .set({ lastModified: sql`now()` })
        .where(eq(bags.id, row.bagId));
      return row;
    });
  } catch (error) {
    await ctx.storage.delete([imageKey, thumbnailKey]).catch(() => undefined);
    throw error;
  }
  if (!previous) {
    // The club was removed while the photo was on its way.
    await ctx.storage.delete([imageKey, thumbnailKey]).catch(() => undefined);
    throw notFound('Club');
  }
  await deleteStoredImages(ctx, [previous]);
  return {
    image: imageKey,
    imageName: name,
    contentType: photo.image.contentType,
    width: photo.image.width,
    height: photo.image.height,
    bytes: photo.image.body.length,
  };
}

/** Signed, expiring links to a club's photo and thumbnail; empty when the club has none. */
export async function clubImageLink(ctx: Ctx, caller: PlayerCaller, clubId: number, baseUrl: string): Promise<ClubImageLink> {
  const club = await ownClubRow(ctx.db, caller.subjectId, clubId);
  if (!club) throw notFound('Club');
  if (!club.imageKey || !club.thumbnailKey) return { url: '', thumbnailUrl: '', expiresAt: null };
  const expiresAt = linkExpiry(VIEW_LINK_SECONDS);
  const [url, thumbnailUrl] = await Promise.all([
    ctx.storage.signedGetUrl(club.imageKey, { expiresAt, baseUrl }),
    ctx.storage.signedGetUrl(club.thumbnailKey, { expiresAt, baseUrl }),
  ]);
  return { url, thumbnailUrl, expiresAt: expiresAt.toISOString() };
}

/**
 * Removes photos whose clubs no longer point to them. Runs after the database change has been
 * committed; a store that fails here leaves an unreferenced file, never a club without its photo.
 */
export async function deleteStoredImages(ctx: Ctx, rows: { imageKey: string | null; thumbnailKey: string | null }[]): Promise<void> {
  const keys = rows.flatMap((r) => [r.imageKey, r.thumbnailKey]).filter((k): k is string => Boolean(k));
  if (keys.length === 0) return;
  try {
    await ctx.storage.delete(keys);
  } catch (error) {
    console.error(`Could not delete ${keys.length} stored club photo file(s): ${(error as Error).message}`);
  }
}
