import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { PlayingConditions, PlayingConditionsBody } from '@golf/contracts';
import type { Caller, Ctx } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { findCoach } from '../account/index.ts';
import { courses, playingConditions } from './courses.tables.ts';

async function assertCourse(ctx: Ctx, courseId: number) {
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound('That course');
}

function assertDate(date: string) {
  if (!DateTime.fromISO(date).isValid) throw invalid('date', 'date must be a real day, YYYY-MM-DD.');
}

/** A course's PCC on a day, 0 when staff set none. Any signed-in caller may read it; an unknown course is 404. */
export async function getPlayingConditions(ctx: Ctx, courseId: number, date: string): Promise<PlayingConditions> {
  assertDate(date);
  await assertCourse(ctx, courseId);
  const [row] = await ctx.db
    .select({ pcc: playingConditions.pcc })
    .from(playingConditions)
    .where(and(eq(playingConditions.courseId, courseId), eq(playingConditions.playedOn, date)))
    .limit(1);
  return { courseId, date, pcc: row?.pcc ?? 0, isSet: row !== undefined };
}

/**
 * Sets a course's PCC for a day; every score played there that day is revised with it. Staff only
 * (an admin coach's own session): players and other coaches are refused (403). A day after the
 * server's today is refused (422): conditions are judged from the scores of a day played.
 */
export async function setPlayingConditions(ctx: Ctx, caller: Caller, courseId: number, body: PlayingConditionsBody): Promise<PlayingConditions> {
  if (caller.role !== 'coach') throw new ServiceError('forbidden', 'Only club staff set the playing conditions of a day.');
  const coach = await findCoach(ctx.db, caller.subjectId);
  if (!coach?.isAdmin) throw new ServiceError('forbidden', 'Only club staff set the playing conditions of a day.');
  assertDate(body.date);
  // The latest calendar day anywhere on Earth: a day already played somewhere.
  const latest = DateTime.fromJSDate(ctx.clock.now(), { zone: 'Etc/GMT-14' }).toISODate()!;
  if (body.date > latest) throw new ServiceError('rule', `Playing conditions are set for a day already played: choose ${latest} or earlier.`, { code: 422 });
  await assertCourse(ctx, courseId);
  await ctx.db
    .insert(playingConditions)
    .values({ courseId, playedOn: body.date, pcc: body.pcc, setByCoachId: caller.subjectId, updatedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: [playingConditions.courseId, playingConditions.playedOn],
      set: { pcc: sql`excluded.pcc`, setByCoachId: sql`excluded.set_by_coach_id`, updatedAt: sql`excluded.updated_at` },
    });
  return { courseId, date: body.date, pcc: body.pcc, isSet: true };
}
