import { and, desc, eq } from 'drizzle-orm';
import type { CourseList, FavoriteResult, Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { courses, favoriteCourses } from './courses.tables.ts';
import { summaryColumns, toSummary, type SummaryRow } from './course-view.ts';

/** The caller's favourite courses, most recently kept first. */
export async function listFavorites(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<CourseList> {
  const rows = await ctx.db
    .select(summaryColumns(caller.subjectId))
    .from(favoriteCourses)
    .innerJoin(courses, eq(courses.id, favoriteCourses.courseId))
    .where(eq(favoriteCourses.playerId, caller.subjectId))
    .orderBy(desc(favoriteCourses.createdAt), desc(courses.id));
  return { courses: rows.map((r) => toSummary(r as SummaryRow, locale)) };
}

/** Keeps a course as a favourite; keeping it twice is harmless. Refuses an unknown course with 404. */
export async function addFavorite(ctx: Ctx, caller: PlayerCaller, courseId: number): Promise<FavoriteResult> {
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound('That course');
  await ctx.db.insert(favoriteCourses).values({ playerId: caller.subjectId, courseId }).onConflictDoNothing();
  return { courseId, playerId: caller.subjectId, isFavorite: true };
}

/** Stops keeping a course as a favourite; a course that was not one answers 404. */
export async function removeFavorite(ctx: Ctx, caller: PlayerCaller, courseId: number): Promise<FavoriteResult> {
  const removed = await ctx.db
    .delete(favoriteCourses)
    .where(and(eq(favoriteCourses.playerId, caller.subjectId), eq(favoriteCourses.courseId, courseId)))
    .returning({ courseId: favoriteCourses.courseId });
  if (removed.length === 0) throw notFound('That favourite course');
  return { courseId, playerId: caller.subjectId, isFavorite: false };
}
