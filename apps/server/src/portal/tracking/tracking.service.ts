import { and, desc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { TrackingInput, TrackingList, TrackingScore } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { trackingAverages } from './tracking-averages.ts';
import { gameTracking, type TrackingRow } from './tracking.tables.ts';

function toScore(row: TrackingRow): TrackingScore {
  return {
    trackingID: row.id,
    mode: row.mode as TrackingScore['mode'],
    score: row.score,
    roundHole: row.roundHole as 9 | 18,
    otg: row.otg,
    ntg: row.ntg,
    scrambling: row.scrambling,
    badThreePutts: row.badThreePutts,
    tts: row.tts,
    igolfId: row.igolfId,
    courseName: row.courseName,
    playDate: row.playDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The entry as stored, after the checks a scorer would make. Refuses numbers that cannot happen in one round. */
function checked(input: TrackingInput, now: Date) {
  const mode = input.mode ?? 'onGIR';
  const holes = input.roundHole;
  const day = DateTime.fromISO(input.playDate, { zone: 'UTC' });
  if (!day.isValid) throw invalid('playDate', `playDate "${input.playDate}" is not a calendar date.`);
  // A day ahead of UTC is still today somewhere.
  if (day > DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: 1 })) throw invalid('playDate', 'playDate cannot be in the future.');
  if (day.year < 1950) throw invalid('playDate', 'playDate is too far in the past.');
  if (input.score < holes || input.score > holes * 15) throw invalid('score', `A ${holes}-hole score is between ${holes} and ${holes * 15} strokes.`);
  const stats = {
    otg: input.otg ?? null,
    ntg: input.ntg ?? null,
    scrambling: input.scrambling ?? null,
    badThreePutts: input.badThreePutts ?? null,
    tts: input.tts ?? null,
  };
  if (mode === 'onGIR') {
    if (stats.otg === null) throw invalid('otg', 'Greens in regulation (otg) is needed when tracking on GIR.');
    for (const [field, value] of Object.entries(stats)) {
      if (value !== null && value > holes) throw invalid(field, `${field} counts holes: at most ${holes} in a ${holes}-hole round.`);
    }
    if (stats.otg + (stats.ntg ?? 0) > holes)
      throw invalid('ntg', `Greens hit (${stats.otg}) and near the green (${stats.ntg}) together cannot pass ${holes} holes.`);
    if (stats.scrambling !== null && stats.scrambling > holes - stats.otg) {
      throw invalid('scrambling', `Scrambling counts saves on missed greens: at most ${holes - stats.otg} when ${stats.otg} greens were hit.`);
    }
  }
  const kept = mode === 'onGIR' ? stats : { otg: null, ntg: null, scrambling: null, badThreePutts: null, tts: null };
  return {
    mode,
    score: input.score,
    roundHole: holes,
    ...kept,
    igolfId: input.igolfId?.trim() || null,
    courseName: input.courseName.trim(),
    playDate: input.playDate,
  };
}

/** The player's tracked rounds, newest first, with averages over all of them and over the latest five. */
export async function listTracking(ctx: Ctx, caller: PlayerCaller, q: { page: number; size: number }): Promise<TrackingList> {
  const rows = await ctx.db
    .select()
    .from(gameTracking)
    .where(eq(gameTracking.playerId, caller.subjectId))
    .orderBy(desc(gameTracking.playDate), desc(gameTracking.id));
  return {
    items: rows.slice(q.page * q.size, (q.page + 1) * q.size).map(toScore),
    pageNo: q.page,
    totalRecord: rows.length,
    summary: { all: trackingAverages(rows), lastFive: trackingAverages(rows.slice(0, 5)) },
  };
}

/** Adds a tracked round. */
export async function createTracking(ctx: Ctx, caller: PlayerCaller, input: TrackingInput): Promise<TrackingScore> {
  const [row] = await ctx.db
    .insert(gameTracking)
    .values({ playerId: caller.subjectId, ...checked(input, ctx.clock.now()) })
    .returning();
  return toScore(row!);
}

/** Replaces a tracked round. Another player's entry answers 404. */
export async function updateTracking(ctx: Ctx, caller: PlayerCaller, id: number, input: TrackingInput): Promise<TrackingScore> {
  const [row] = await ctx.db
    .update(gameTracking)
    .set({ ...checked(input, ctx.clock.now()), updatedAt: ctx.clock.now() })
    .where(and(eq(gameTracking.id, id), eq(gameTracking.playerId, caller.subjectId)))
    .returning();
  if (!row) throw notFound(`Tracking entry ${id}`);
  return toScore(row);
}

/** Deletes a tracked round. Another player's entry answers 404. */
export async function deleteTracking(ctx: Ctx, caller: PlayerCaller, id: number): Promise<{ trackingID: number }> {
  const [row] = await ctx.db
    .delete(gameTracking)
    .where(and(eq(gameTracking.id, id), eq(gameTracking.playerId, caller.subjectId)))
    .returning({ id: gameTracking.id });
  if (!row) throw notFound(`Tracking entry ${id}`);
  return { trackingID: row.id };
}
