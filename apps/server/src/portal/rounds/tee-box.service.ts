import { eq, sql } from 'drizzle-orm';
import type { TeeBoxBody, TeeBoxList } from '@golf/contracts';
import type { Caller, Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { addCustomTeeBox, findCourseBasics, findTeeBox, listTeeBoxes } from '../courses/index.ts';
import { ownRound, readableRound } from './round-access.ts';
import { teeSnapshot } from './rounds.service.ts';
import { roundHoles, rounds } from './rounds.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

/**
 * The tee boxes of a course (courseId), or of a round's course with the round's tee selected
 * (roundId; readable by an attached coach too). Refuses a request naming neither with 400.
 */
export async function teeBoxesFor(ctx: Ctx, caller: Caller, query: { courseId?: number; roundId?: number }): Promise<TeeBoxList> {
  if (query.roundId !== undefined) {
    const { round } = await readableRound(ctx.db, caller, query.roundId);
    return { teeBoxes: await listTeeBoxes(ctx.db, round.courseId, round.playerId), selectedTeeBoxId: round.teeBoxId };
  }
  if (query.courseId === undefined) throw invalid('courseId', 'Give courseId (the course) or roundId (a round) to list tee boxes.');
  if (caller.role !== 'player' || !(await findCourseBasics(ctx.db, query.courseId))) throw notFound('That course');
  return { teeBoxes: await listTeeBoxes(ctx.db, query.courseId, caller.subjectId), selectedTeeBoxId: null };
}

/** Plays a round from another of its course's tees: the round's copy of the tee and its hole yardages change. */
async function chooseTee(ctx: Ctx, caller: PlayerCaller, roundId: number, teeBoxId: number): Promise<TeeBoxList> {
  await inTransaction(ctx.db, async (tx) => {
    const round = await ownRound(tx, caller, roundId, { lock: true });
    const tee = await findTeeBox(tx, teeBoxId, caller.subjectId);
    if (!tee || tee.courseId !== round.courseId) throw notFound('That tee box');
    await tx
      .update(rounds)
      .set({ teeBoxId: tee.id, teeBox: teeSnapshot(tee), updatedAt: ctx.clock.now(), holesVersion: sql`${rounds.holesVersion} + 1` })
      .where(eq(rounds.id, round.id));
    // Each hole's yards from the tee's list, hole 1 first.
    await tx
      .update(roundHoles)
      .set({ yards: sql`coalesce((${`{${tee.yardages.join(',')}}`}::int[])[${roundHoles.holeNumber}], 0)` })
      .where(eq(roundHoles.roundId, round.id));
  });
  const round = await ownRound(ctx.db, caller, roundId);
  return { teeBoxes: await listTeeBoxes(ctx.db, round.courseId, caller.subjectId), selectedTeeBoxId: round.teeBoxId };
}

/**
 * Either picks a tee for a round ({roundId, teeBoxId}), or adds the player's own tee to a course
 * ({courseId, name, color, yardages, …}) and, with a roundId, plays the round from it.
 */
export async function saveTeeBox(ctx: Ctx, caller: PlayerCaller, body: TeeBoxBody): Promise<TeeBoxList> {
  if (body.teeBoxId !== undefined) {
    if (body.roundId === undefined) throw invalid('roundId', 'Give the round to play from this tee box.');
    return chooseTee(ctx, caller, body.roundId, body.teeBoxId);
  }
  let courseId = body.courseId;
  if (body.roundId !== undefined) {
    const round = await ownRound(ctx.db, caller, body.roundId);
    if (courseId !== undefined && courseId !== round.courseId) throw invalid('courseId', "The tee must be on the round's course.");
    courseId = round.courseId;
  }
  if (courseId === undefined) throw invalid('courseId', 'Give the course to add a tee box to (courseId), or a teeBoxId with a roundId to choose one.');
  if (!body.name) throw invalid('name', 'Name the tee box, e.g. "Gold".');
  if (!body.color) throw invalid('color', 'Give the colour of the tee markers, e.g. "gold" or "#d4af37".');
  if (!body.yardages) throw invalid('yardages', 'Give the yards of each hole from this tee.');
  const tee = await addCustomTeeBox(ctx, caller, {
    courseId,
    name: body.name,
    color: body.color,
    gender: body.gender ?? 'male',
    courseRating: body.courseRating ?? null,
    slope: body.slope ?? null,
    yardages: body.yardages,
  });
  if (body.roundId !== undefined) return chooseTee(ctx, caller, body.roundId, tee.id);
  return { teeBoxes: await listTeeBoxes(ctx.db, courseId, caller.subjectId), selectedTeeBoxId: null };
}
