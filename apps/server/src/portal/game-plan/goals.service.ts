import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GamePlan, GamePlanGoalBody } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { toPlan } from './game-plan.service.ts';
import { gamePlanGoals, gamePlans } from './game-plan.tables.ts';

/** Goals are the coach's to set: a coach signed in by ticket for the player; the player only reads them. */
function requireCoach(caller: PlayerCaller): void {
  if (!caller.adminCoachId) throw new ServiceError('forbidden', 'Only a coach can change the goals of a lesson plan.');
}

/** The title as typed, trimmed; a blank one is refused. */
function titleOf(input: GamePlanGoalBody): string {
  const title = input.title.trim();
  if (!title) throw invalid('title', 'Write what the goal is, for example “Hit 8 of 14 fairways”.');
  return title;
}

/** A goal reached (progress 100) is completed from now on; one set back below 100 is open again. */
const completedAtFor = (progress: number, now: Date, completedAt: Date | null) => (progress >= 100 ? (completedAt ?? now) : null);

/**
 * Adds a goal at the end of the player's open plan (in progress or paused). Refuses a player (403),
 * an unknown category code (400, by the body's schema) and a player without an open plan (404).
 */
export async function addGoal(ctx: Ctx, caller: PlayerCaller, input: GamePlanGoalBody): Promise<GamePlan> {
  requireCoach(caller);
  const title = titleOf(input);
  const now = ctx.clock.now();
  const planId = await inTransaction(ctx.db, async (tx) => {
    const [plan] = await tx
      .select({ id: gamePlans.id })
      .from(gamePlans)
      .where(and(eq(gamePlans.playerId, caller.subjectId), inArray(gamePlans.status, ['IN_PROGRESS', 'PAUSED'])))
      .orderBy(desc(gamePlans.id))
      .limit(1)
      .for('update');
    if (!plan) throw notFound('An open lesson plan');
    const progress = input.progress ?? 0;
    await tx.insert(gamePlanGoals).values({
      planId: plan.id,
      position: sql`(select coalesce(max(${gamePlanGoals.position}) + 1, 0) from ${gamePlanGoals} where ${gamePlanGoals.planId} = ${plan.id})`,
      category: input.category,
      title,
      progress,
      completedAt: completedAtFor(progress, now, null),
    });
    return plan.id;
  });
  return toPlan(ctx.db, planId);
}

/**
 * Changes a goal of one of the player's plans: its category, its title as typed and its progress.
 * Refuses a player (403) and another player's goal (404).
 */
export async function changeGoal(ctx: Ctx, caller: PlayerCaller, goalId: number, input: GamePlanGoalBody): Promise<GamePlan> {
  requireCoach(caller);
  const title = titleOf(input);
  const now = ctx.clock.now();
  const planId = await inTransaction(ctx.db, async (tx) => {
    const [goal] = await tx
      .select({ id: gamePlanGoals.id, planId: gamePlanGoals.planId, progress: gamePlanGoals.progress, completedAt: gamePlanGoals.completedAt })
      .from(gamePlanGoals)
      .innerJoin(gamePlans, eq(gamePlans.id, gamePlanGoals.planId))
      .where(and(eq(gamePlanGoals.id, goalId), eq(gamePlans.playerId, caller.subjectId)))
      .for('update');
    if (!goal) throw notFound('This goal');
    const progress = input.progress ?? goal.progress;
    await tx
      .update(gamePlanGoals)
      .set({ category: input.category, title, progress, completedAt: completedAtFor(progress, now, goal.completedAt) })
      .where(eq(gamePlanGoals.id, goal.id));
    return goal.planId;
  });
  return toPlan(ctx.db, planId);
}
