import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GamePlan, GamePlanStatus, GoalCategory } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { coachHeadsAs } from '../account/index.ts';
import { gamePlanGoals, gamePlans } from './game-plan.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { lessonsTakenSql } from '../lessons/index.ts';

type PlanRow = typeof gamePlans.$inferSelect;

const DAY_SECONDS = 86_400;

/** Whole seconds from a pause's start to now (none when the clock reads earlier). */
const secondsPaused = (pausedAt: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - pausedAt.getTime()) / 1000));

/** What a plan's answer is computed from, as planJson builds it: the plan, its goals in order, its coach, the lessons taken during it. */
export interface PlanJson {
  plan: Pick<PlanRow, 'id' | 'title' | 'goal' | 'status' | 'startsOn' | 'endsOn' | 'lessonsPlanned' | 'pausedDays'> & { pausedAt: string | null };
  goals: { id: number; category: GoalCategory; title: string; progress: number; completedAt: string | null }[];
  coach: { id: number; firstName: string; lastName: string };
  lessonsTaken: number;
}

/**
 * The plan `planId` (an int expression) with its goals, coach and the lessons taken during it, as
 * JSON built by PostgreSQL (null when there is no such plan): the plan page's and the home page's one read.
 */
const planJson = (planId: SQL) => sql<PlanJson | null>`(
  select json_build_object(
    'plan', json_build_object('id', p.id, 'title', p.title, 'goal', p.goal, 'status', p.status, 'startsOn', p.starts_on, 'endsOn', p.ends_on,
      'lessonsPlanned', p.lessons_planned, 'pausedAt', p.paused_at, 'pausedDays', p.paused_days),
    'goals', coalesce((select json_agg(json_build_object('id', g.id, 'category', g.category, 'title', g.title, 'progress', g.progress, 'completedAt', g.completed_at)
      order by g.position) from ${gamePlanGoals} g where g.plan_id = p.id), '[]'::json),
    'coach', (select json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name) from ${coachHeadsAs('c')} where c.id = p.coach_id),
    'lessonsTaken', ${lessonsTakenSql(sql`p.player_id`, sql`p.starts_on`, sql`p.ends_on`)})
  from ${gamePlans} p
  where p.id = ${planId})`;

/** A plan's answer (one statement), after its row was read or written. */
export async function toPlan(db: Db, planId: number): Promise<GamePlan> {
  const [row] = await db.select({ plan: planJson(sql`${planId}::int`) }).from(sql`(select 1) as one`);
  return planOf(row!.plan!);
}

/**
 * A plan's answer and its progress, the one computation the plan page and the home page show:
 * lessons taken during the plan (its first day 00:00 to its last 23:59:59 UTC, published) count
 * towards it, up to the lessons planned, and the goals' own progress.
 */
function planOf({ plan, goals, coach, lessonsTaken }: PlanJson): GamePlan {
  const lessonsCompleted = Math.min(lessonsTaken, plan.lessonsPlanned);
  const lessonShare = plan.lessonsPlanned > 0 ? lessonsCompleted / plan.lessonsPlanned : 0;
  const goalShare = goals.length > 0 ? goals.reduce((n, g) => n + g.progress, 0) / (goals.length * 100) : lessonShare;
  return {
    id: plan.id,
    title: plan.title,
    goal: plan.goal,
    status: plan.status as GamePlanStatus,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    coach,
    lessonsPlanned: plan.lessonsPlanned,
    lessonsCompleted,
    progress: Math.round(((lessonShare + goalShare) / 2) * 100),
    lessonProgress: Math.round(lessonShare * 100),
    goalProgress: Math.round(goalShare * 100),
    pausedAt: plan.pausedAt === null ? null : new Date(plan.pausedAt).toISOString(),
    pausedDays: plan.pausedDays,
    goals: goals.map((g) => ({ id: g.id, category: g.category, title: g.title, progress: g.progress, isCompleted: g.completedAt !== null })),
  };
}

/** The player's open plan (in progress or paused) as planJson's JSON, null when none (`player`: an int expression). */
export const openPlanJson = (player: SQL) =>
  planJson(sql`(select o.id from ${gamePlans} o where o.player_id = ${player} and o.status in ('IN_PROGRESS', 'PAUSED') order by o.id desc limit 1)`);

/** The open plan's answer from openPlanJson's value (null when there is no open plan), by the plan page's own computation. */
export function openPlanOf(json: PlanJson | null): GamePlan | null {
  return json ? planOf(json) : null;
}

/** The player's open plan (in progress or paused), else the latest finished one, else null. */
export async function currentGamePlan(ctx: Ctx, caller: PlayerCaller): Promise<GamePlan | null> {
  const [plan] = await ctx.db
    .select()
    .from(gamePlans)
    .where(eq(gamePlans.playerId, caller.subjectId))
    .orderBy(sql`case when ${gamePlans.status} in ('IN_PROGRESS', 'PAUSED') then 0 else 1 end`, desc(gamePlans.startsOn), desc(gamePlans.id))
    .limit(1);
  return plan ? toPlan(ctx.db, plan.id) : null;
}

/**
 * Pauses ('start') or unpauses ('stop') the player's open plan. A pause freezes the plan's clock:
 * on unpause its end date moves by the whole days paused over all its pauses (time actually paused). Asking for the state it is already in
 * changes nothing; a completed plan cannot be paused (422); another player's plan answers 404.
 */
export async function pauseGamePlan(ctx: Ctx, caller: PlayerCaller, input: { status: 'start' | 'stop'; id?: number }): Promise<GamePlan> {
  const now = ctx.clock.now();
  const plan = await inTransaction(ctx.db, async (tx) => {
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
      // The plan's terms: its end moves by the whole days paused, counted over all its pauses together,
      // so pausing for a moment adds nothing and three eight-hour pauses add one day.
      const pausedSeconds = row.pausedSeconds + (row.pausedAt ? secondsPaused(row.pausedAt, now) : 0);
      const pausedDays = Math.floor(pausedSeconds / DAY_SECONDS);
      const [resumed] = await tx
        .update(gamePlans)
        .set({ status: 'IN_PROGRESS', pausedAt: null, pausedSeconds, pausedDays, endsOn: sql`${gamePlans.endsOn} + ${pausedDays - row.pausedDays}::int` })
        .where(eq(gamePlans.id, row.id))
        .returning();
      return resumed!;
    }
    return row;
  });
  return toPlan(ctx.db, plan.id);
}
