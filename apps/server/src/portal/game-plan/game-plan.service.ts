import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { GamePlan, GamePlanStatus } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { coaches } from '../account/index.ts';
import { lessons } from '../lessons/index.ts';
import { gamePlanGoals, gamePlans } from './game-plan.tables.ts';

type PlanRow = typeof gamePlans.$inferSelect;

const DAY = 86_400_000;

/** Days from a pause's start to now, to the nearest whole day, at least one. */
const daysPaused = (pausedAt: Date, now: Date) => Math.max(1, Math.round((now.getTime() - pausedAt.getTime()) / DAY));

async function toPlan(db: Db, plan: PlanRow): Promise<GamePlan> {
  const [goals, [coach], [taken]] = await Promise.all([
    db.select().from(gamePlanGoals).where(eq(gamePlanGoals.planId, plan.id)).orderBy(asc(gamePlanGoals.position)),
    db.select({ id: coaches.id, firstName: coaches.firstName, lastName: coaches.lastName }).from(coaches).where(eq(coaches.id, plan.coachId)),
    // Lessons taken during the plan count towards it.
    db
      .select({ n: count() })
      .from(lessons)
      .where(
        and(
          eq(lessons.playerId, plan.playerId),
          isNotNull(lessons.publishedAt),
          gte(lessons.taughtAt, new Date(`${plan.startsOn}T00:00:00Z`)),
          lte(lessons.taughtAt, new Date(`${plan.endsOn}T23:59:59Z`)),
        ),
      ),
  ]);
  const lessonsCompleted = Math.min(taken?.n ?? 0, plan.lessonsPlanned);
  const lessonShare = plan.lessonsPlanned > 0 ? lessonsCompleted / plan.lessonsPlanned : 0;
  const goalShare = goals.length > 0 ? goals.reduce((n, g) => n + g.progress, 0) / (goals.length * 100) : lessonShare;
  return {
    id: plan.id,
    title: plan.title,
    goal: plan.goal,
    status: plan.status as GamePlanStatus,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    coach: coach!,
    lessonsPlanned: plan.lessonsPlanned,
    lessonsCompleted,
    progress: Math.round(((lessonShare + goalShare) / 2) * 100),
    pausedAt: plan.pausedAt?.toISOString() ?? null,
    pausedDays: plan.pausedDays,
    goals: goals.map((g) => ({ id: g.id, category: g.category, title: g.title, progress: g.progress, isCompleted: g.completedAt !== null })),
  };
}

/**
 * The player's open plan (in progress or paused) with its progress, or null: what the home page
 * shows, computed by the same toPlan as the plan's own page so both show one figure.
 */
export async function openGamePlan(ctx: Ctx, caller: PlayerCaller): Promise<GamePlan | null> {
  const [plan] = await ctx.db
    .select()
    .from(gamePlans)
    .where(and(eq(gamePlans.playerId, caller.subjectId), inArray(gamePlans.status, ['IN_PROGRESS', 'PAUSED'])))
    .orderBy(desc(gamePlans.id))
    .limit(1);
  return plan ? toPlan(ctx.db, plan) : null;
}

/** The player's open plan (in progress or paused), else the latest finished one, else null. */
export async function currentGamePlan(ctx: Ctx, caller: PlayerCaller): Promise<GamePlan | null> {
  const [plan] = await ctx.db
    .select()
    .from(gamePlans)
    .where(eq(gamePlans.playerId, caller.subjectId))
    .orderBy(sql`case when ${gamePlans.status} in ('IN_PROGRESS', 'PAUSED') then 0 else 1 end`, desc(gamePlans.startsOn), desc(gamePlans.id))
    .limit(1);
  return plan ? toPlan(ctx.db, plan) : null;
}

/**
 * Pauses ('start') or unpauses ('stop') the player's open plan. A pause freezes the plan's clock:
 * on unpause the days paused are added to its end date. Asking for the state it is already in
 * changes nothing; a completed plan cannot be paused (422); another player's plan answers 404.
 */
export async function pauseGamePlan(ctx: Ctx, caller: PlayerCaller, input: { status: 'start' | 'stop'; id?: number }): Promise<GamePlan> {
  const now = ctx.clock.now();
  const plan = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(gamePlans)
      .where(
        and(
          eq(gamePlans.playerId, caller.subjectId),
          input.id === undefined ? inArray(gamePlans.status, ['IN_PROGRESS', 'PAUSED']) : eq(gamePlans.id, input.id),
        ),
      )
      .orderBy(desc(gamePlans.id))
      .limit(1)
      .for('update');
    if (!row) throw notFound(input.id === undefined ? 'An open lesson plan' : 'This lesson plan');
    if (row.status === 'COMPLETED') throw new ServiceError('rule', 'This lesson plan is completed, so it cannot be paused or resumed.');
    if (input.status === 'start' && row.status === 'IN_PROGRESS') {
      const [paused] = await tx.update(gamePlans).set({ status: 'PAUSED', pausedAt: now }).where(eq(gamePlans.id, row.id)).returning();
      return paused!;
    }
    if (input.status === 'stop' && row.status === 'PAUSED') {
      const days = row.pausedAt ? daysPaused(row.pausedAt, now) : 0;
      const [resumed] = await tx
        .update(gamePlans)
        .set({ status: 'IN_PROGRESS', pausedAt: null, pausedDays: row.pausedDays + days, endsOn: sql`${gamePlans.endsOn} + ${days}::int` })
        .where(eq(gamePlans.id, row.id))
        .returning();
      return resumed!;
    }
    return row;
  });
  return toPlan(ctx.db, plan);
}
