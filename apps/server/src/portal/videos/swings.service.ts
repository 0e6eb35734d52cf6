import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { personName, type LessonSwingExchanges, type Locale, type SwingVideo, type SwingVideoDetail } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { sendEmail } from '../../platform/messaging/index.ts';
import { attachmentFileName, linkExpiry } from '../../platform/storage/index.ts';
import { coachHeads, findCoach, playerHeads } from '../account/index.ts';
import { fileLink, sourcesOf } from './media-links.ts';
import { checkSwingFile, SWING_LIMITS } from './swing-upload.ts';
import { enqueueTranscode } from './transcode-job.ts';
import { libraryVideos, swingCoachMessages, swings, videoMedia, videoSeries } from './videos.tables.ts';
import { lastLessonWith, taughtLessonOf, taughtLessonVideos } from '../lessons/index.ts';

type SwingRow = { swing: typeof swings.$inferSelect; media: typeof videoMedia.$inferSelect };

async function toSwing(ctx: Ctx, row: SwingRow, sent: SwingVideo['sentToCoach'], baseUrl: string): Promise<SwingVideo> {
  const best = row.media.renditions.at(-1);
  return {
    id: row.swing.id,
    title: row.swing.title,
    fileName: row.swing.fileName,
    sizeBytes: row.swing.sizeBytes,
    createdAt: row.swing.createdAt.toISOString(),
    status: row.media.status,
    durationSeconds: row.media.durationSeconds,
    thumbnailUrl: row.media.status === 'ready' ? await fileLink(ctx, row.media.posterKey, baseUrl) : null,
    downloadUrl: row.media.status === 'ready' && best ? await fileLink(ctx, best.key, baseUrl) : null,
    sentToCoach: sent,
  };
}

async function sentOf(ctx: Ctx, swingIds: number[]) {
  if (!swingIds.length) return new Map<number, SwingVideo['sentToCoach']>();
  const rows = await ctx.db
    .select({
      swingId: swingCoachMessages.swingId,
      comment: swingCoachMessages.comment,
      sentAt: swingCoachMessages.sentAt,
      lessonId: swingCoachMessages.lessonId,
      first: coachHeads.firstName,
      last: coachHeads.lastName,
    })
    .from(swingCoachMessages)
    .innerJoin(coachHeads, eq(coachHeads.id, swingCoachMessages.coachId))
    .where(inArray(swingCoachMessages.swingId, swingIds))
    .orderBy(swingCoachMessages.sentAt);
  const map = new Map<number, SwingVideo['sentToCoach']>();
  for (const r of rows)
    map.set(r.swingId, [
      ...(map.get(r.swingId) ?? []),
      { coachName: `${r.first} ${r.last}`, comment: r.comment, sentAt: r.sentAt.toISOString(), lessonId: r.lessonId },
    ]);
  return map;
}

async function ownSwing(ctx: Ctx, caller: PlayerCaller, id: number): Promise<SwingRow> {
  const [row] = await ctx.db
    .select({ swing: swings, media: videoMedia })
    .from(swings)
    .innerJoin(videoMedia, eq(videoMedia.id, swings.mediaId))
    .where(and(eq(swings.id, id), eq(swings.playerId, caller.subjectId)))
    .limit(1);
  if (!row) throw notFound('This swing');
  return row;
}

/**
 * Stores an uploaded swing video and queues its transcode: refused by content (MP4 or MOV only),
 * size and length before anything is stored; if the database write fails the stored file is removed.
 */
export async function uploadSwing(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { bytes: Buffer; contentDisposition?: string; title?: string },
  baseUrl: string,
): Promise<SwingVideo> {
  return storeSwing(ctx, caller, { bytes: input.bytes, fileName: attachmentFileName(input.contentDisposition), title: input.title }, baseUrl);
}

/**
 * What every upload ends in, whole-file or resumable: the checks, the object store, the swing and
 * media rows and the transcode job, or nothing at all (a failed database write removes the file).
 */
export async function storeSwing(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { bytes: Buffer; fileName?: string | null; title?: string | null },
  baseUrl: string,
): Promise<SwingVideo> {
  const { container } = await checkSwingFile(input.bytes);
  const fileName = input.fileName?.trim().slice(0, 200) || `swing.${container.extension}`;
  const prefix = `swings/${caller.subjectId}/${randomUUID()}`;
  const sourceKey = `${prefix}/original.${container.extension}`;
  await ctx.storage.put(sourceKey, input.bytes, { contentType: container.contentType });
  try {
    const now = ctx.clock.now();
    const row = await inTransaction(ctx.db, async (tx) => {
      const [media] = await tx.insert(videoMedia).values({ status: 'processing', prefix, sourceKey, createdAt: now }).returning();
      const title = input.title?.trim().slice(0, 120) || fileName.replace(/\.[^.]+$/, '');
      const [swing] = await tx
        .insert(swings)
        .values({ playerId: caller.subjectId, mediaId: media!.id, title, fileName, sizeBytes: input.bytes.length, createdAt: now })
        .returning();
      await enqueueTranscode(tx, media!.id);
      return { swing: swing!, media: media! };
    });
    return toSwing(ctx, row, [], baseUrl);
  } catch (error) {
    await ctx.storage.delete([sourceKey]);
    throw error;
  }
}

/** The player's swings, newest first, each with its state and, once ready, a download link. */
export async function listSwings(ctx: Ctx, caller: PlayerCaller, baseUrl: string) {
  const rows = await ctx.db
    .select({ swing: swings, media: videoMedia })
    .from(swings)
    .innerJoin(videoMedia, eq(videoMedia.id, swings.mediaId))
    .where(eq(swings.playerId, caller.subjectId))
    .orderBy(desc(swings.createdAt), desc(swings.id));
  const sent = await sentOf(
    ctx,
    rows.map((r) => r.swing.id),
  );
  return { items: await Promise.all(rows.map((r) => toSwing(ctx, r, sent.get(r.swing.id) ?? [], baseUrl))), limits: SWING_LIMITS };
}

/** One of the player's swings with everything needed to play it; another player's answers 404. */
export async function swingDetail(ctx: Ctx, caller: PlayerCaller, id: number, baseUrl: string): Promise<SwingVideoDetail> {
  const row = await ownSwing(ctx, caller, id);
  const sent = await sentOf(ctx, [id]);
  return { ...(await toSwing(ctx, row, sent.get(id) ?? [], baseUrl)), sources: await sourcesOf(ctx, row.media, baseUrl) };
}

const COACH_LINK_SECONDS = 7 * 24 * 3600;

/**
 * Sends a ready swing to the player's coach with a comment: the coach gets an e-mail with a signed
 * link valid a week, and the exchange is kept with the player's latest lesson with that coach.
 */
export async function sendSwingToCoach(ctx: Ctx, caller: PlayerCaller, id: number, comment: string, locale: Locale, baseUrl: string) {
  const row = await ownSwing(ctx, caller, id);
  const text = comment.trim();
  if (!text) throw new ServiceError('invalid', 'Write a comment for your coach.', { field: 'comment' });
  if (row.media.status !== 'ready') throw new ServiceError('rule', 'This swing is still processing. Send it once it is ready.', { field: 'id' });
  const [player] = await ctx.db
    .select({ first: playerHeads.firstName, last: playerHeads.lastName, coachId: playerHeads.coachId })
    .from(playerHeads)
    .where(eq(playerHeads.id, caller.subjectId))
    .limit(1);
  if (!player?.coachId) throw new ServiceError('rule', 'You have no coach yet. Book a lesson to get one.');
  const coach = await findCoach(ctx.db, player.coachId);
  const now = ctx.clock.now();
  const lesson = await lastLessonWith(ctx.db, caller.subjectId, coach!.id, now);
  const link = await ctx.storage.signedGetUrl(row.media.renditions.at(-1)!.key, { expiresAt: linkExpiry(COACH_LINK_SECONDS), baseUrl });
  const [message] = await ctx.db
    .insert(swingCoachMessages)
    .values({ swingId: id, playerId: caller.subjectId, coachId: coach!.id, lessonId: lesson?.id ?? null, comment: text, sentAt: now })
    .returning();
  await sendEmail(ctx, {
    to: coach!.email,
    template: 'swing-for-coach',
    locale,
    values: { coach: coach!.firstName, player: `${player.first} ${player.last}`, title: row.swing.title, comment: text, link },
  });
  return { swingId: id, coachName: personName(coach!), lessonId: message!.lessonId, sentAt: now.toISOString() };
}

/**
 * The swings the player sent their coach about one of their lessons, oldest first, each with its
 * poster and a signed link to play it. Another player's lesson, or one not taught yet: 404.
 */
export async function lessonSwingExchanges(ctx: Ctx, caller: PlayerCaller, lessonId: number, baseUrl: string): Promise<LessonSwingExchanges> {
  const lesson = await taughtLessonOf(ctx.db, caller.subjectId, lessonId, ctx.clock.now());
  if (!lesson) throw notFound('This lesson');
  const rows = await ctx.db
    .select({ message: swingCoachMessages, swing: swings, media: videoMedia, first: coachHeads.firstName, last: coachHeads.lastName })
    .from(swingCoachMessages)
    .innerJoin(swings, eq(swings.id, swingCoachMessages.swingId))
    .innerJoin(videoMedia, eq(videoMedia.id, swings.mediaId))
    .innerJoin(coachHeads, eq(coachHeads.id, swingCoachMessages.coachId))
    .where(and(eq(swingCoachMessages.lessonId, lessonId), eq(swingCoachMessages.playerId, caller.subjectId)))
    .orderBy(swingCoachMessages.sentAt, swingCoachMessages.id);
  const items = await Promise.all(
    rows.map(async (r) => ({
      swingId: r.swing.id,
      title: r.swing.title,
      durationSeconds: r.media.durationSeconds,
      thumbnailUrl: r.media.status === 'ready' ? await fileLink(ctx, r.media.posterKey, baseUrl) : null,
      playUrl: r.media.status === 'ready' ? await fileLink(ctx, r.media.renditions.at(-1)?.key ?? null, baseUrl) : null,
      coachName: `${r.first} ${r.last}`,
      comment: r.message.comment,
      sentAt: r.message.sentAt.toISOString(),
    })),
  );
  return { lessonId, items };
}

/** What a swing can be compared with: the player's ready swings, model swings from the library, and lesson videos. */
export async function compareCandidates(ctx: Ctx, caller: PlayerCaller, baseUrl: string) {
  const [own, models, lessonRows] = await Promise.all([
    ctx.db
      .select({ swing: swings, media: videoMedia })
      .from(swings)
      .innerJoin(videoMedia, eq(videoMedia.id, swings.mediaId))
      .where(and(eq(swings.playerId, caller.subjectId), eq(videoMedia.status, 'ready')))
      .orderBy(desc(swings.createdAt))
      .limit(20),
    ctx.db
      .select({ id: libraryVideos.id, title: libraryVideos.title, media: videoMedia })
      .from(libraryVideos)
      .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
      .innerJoin(videoSeries, eq(videoSeries.id, libraryVideos.seriesId))
      .where(and(eq(videoSeries.isPlusOnly, false), eq(libraryVideos.isIntro, false)))
      .orderBy(videoSeries.position, libraryVideos.position)
      .limit(6),
    taughtLessonVideos(ctx.db, caller.subjectId, 'swing', ctx.clock.now(), 6),
  ]);
  return {
    swings: await Promise.all(
      own.map(async (r) => ({ id: r.swing.id, title: r.swing.title, kind: 'swing' as const, sources: await sourcesOf(ctx, r.media, baseUrl) })),
    ),
    models: await Promise.all(
      models.map(async (r) => ({ id: r.id, title: r.title, kind: 'library' as const, sources: await sourcesOf(ctx, r.media, baseUrl) })),
    ),
    lessons: await Promise.all(
      lessonRows.map(async (r) => ({ id: r.id, lessonId: r.lessonId, title: r.title, kind: 'lesson' as const, url: (await fileLink(ctx, r.key, baseUrl))! })),
    ),
  };
}
