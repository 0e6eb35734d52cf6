import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TeeBox } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { unitFlagsOf } from '../account/index.ts';
import { courseHoles, courses, teeBoxes } from './courses.tables.ts';
import { teeBoxCondition, teeBoxesVisibleTo, toTeeBox } from './course-view.ts';

/** The tee boxes a player may play on a course: the course's own first, then theirs. */
export async function listTeeBoxes(db: Db, courseId: number, playerId: number): Promise<TeeBox[]> {
  const [rows, units] = await Promise.all([
    db
      .select()
      .from(teeBoxes)
      .where(teeBoxCondition(courseId, playerId))
      .orderBy(sql`${teeBoxes.playerId} nulls first`, teeBoxes.sortOrder, teeBoxes.id),
    unitFlagsOf(db, playerId),
  ]);
  return rows.map((row) => toTeeBox(row, units));
}

/** One tee box, if it is the course's own or the player's. */
export async function findTeeBox(db: Db, id: number, playerId: number): Promise<TeeBox | undefined> {
  const [row] = await db
    .select()
    .from(teeBoxes)
    .where(and(eq(teeBoxes.id, id), teeBoxesVisibleTo(playerId)))
    .limit(1);
  return row ? toTeeBox(row, await unitFlagsOf(db, playerId)) : undefined;
}

export interface CustomTeeInput {
  courseId: number;
  name: string;
  color: string;
  gender: 'male' | 'female';
  courseRating: number | null;
  slope: number | null;
  yardages: number[];
}

/**
 * Adds the player's own tee box to a course (a tee the card does not list). Yardages are one per
 * hole of the course; rating and slope go together or not at all, else no differential can be
 * computed. Refuses an unknown course with 404.
 */
export async function addCustomTeeBox(ctx: Ctx, caller: PlayerCaller, input: CustomTeeInput): Promise<TeeBox> {
  const [course] = await ctx.db.select({ id: courses.id, holeCount: courses.holeCount }).from(courses).where(eq(courses.id, input.courseId)).limit(1);
  if (!course) throw notFound('That course');
  if (input.yardages.length !== course.holeCount) throw invalid('yardages', `Give one yardage for each of the course's ${course.holeCount} holes.`);
  if ((input.courseRating === null) !== (input.slope === null))
    throw invalid(input.slope === null ? 'slope' : 'courseRating', 'Give both the course rating and the slope from the scorecard, or neither.');
  const pars = await ctx.db.select({ par: courseHoles.par }).from(courseHoles).where(eq(courseHoles.courseId, input.courseId));
  if (pars.length !== course.holeCount) throw new ServiceError('rule', 'This course has no hole list yet, so a tee cannot be added to it.');
  const [row] = await ctx.db
    .insert(teeBoxes)
    .values({
      courseId: input.courseId,
      playerId: caller.subjectId,
      name: input.name.trim(),
      color: input.color,
      gender: input.gender,
      courseRating: input.courseRating,
      slope: input.slope,
      par: pars.reduce((s, p) => s + p.par, 0),
      yardages: input.yardages,
      sortOrder: 100,
    })
    .returning();
  return toTeeBox(row!, await unitFlagsOf(ctx.db, caller.subjectId));
}

/** Removes one of the player's own tee boxes; the course's tees and other players' answer 404. Rounds keep their copy of the tee. */
export async function deleteCustomTeeBox(ctx: Ctx, caller: PlayerCaller, id: number): Promise<{ id: number }> {
  const removed = await ctx.db
    .delete(teeBoxes)
    .where(and(eq(teeBoxes.id, id), isNotNull(teeBoxes.playerId), eq(teeBoxes.playerId, caller.subjectId)))
    .returning({ id: teeBoxes.id });
  if (removed.length === 0) throw notFound('That tee box');
  return { id };
}
