import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { HomeSection } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { centers, coaches, getAbout, players, scoreDashboard } from '../account/index.ts';
import { gamePlanGoals, gamePlans } from '../game-plan/index.ts';
import { appointments, lessonTypes } from '../scheduling/index.ts';
import { latestNotifications } from '../notifications/index.ts';
import { REFERRAL_OFFER } from '../referral/index.ts';

export interface HomeContext {
  ctx: Ctx;
  caller: PlayerCaller;
  locale: string;
  timeZone: string;
}

/**
 * One card of the home page. Each returns its data, or null when it has nothing to show (no
 * upcoming lesson, no plan), and the card is left out. An area adds its card here, in page order.
 */
export interface HomeSectionProvider {
  type: string;
  title: string;
  load(h: HomeContext): Promise<unknown | null>;
}

const nextLesson: HomeSectionProvider = {
  type: 'next-lesson',
  title: 'Next lesson',
  async load({ ctx, caller, locale, timeZone }) {
    const [row] = await ctx.db
      .select({ a: appointments, type: lessonTypes, coach: { firstName: coaches.firstName, lastName: coaches.lastName }, center: { id: centers.id, name: centers.name, timeZone: centers.timeZone } })
      .from(appointments)
      .innerJoin(lessonTypes, eq(lessonTypes.id, appointments.lessonTypeId))
      .innerJoin(coaches, eq(coaches.id, appointments.coachId))
      .innerJoin(centers, eq(centers.id, appointments.centerId))
      .where(and(eq(appointments.playerId, caller.subjectId), eq(appointments.state, 'scheduled'), gt(appointments.startsAt, new Date())))
      .orderBy(asc(appointments.startsAt))
      .limit(1);
    if (!row) return null;
    return {
      appointmentId: row.a.id,
      startsAt: row.a.startsAt.toISOString(),
      endsAt: row.a.endsAt.toISOString(),
      timeZone,
      lessonType: row.type.names[locale] ?? row.type.names.en ?? row.type.code,
      kind: row.type.kind,
      coach: `${row.coach.firstName} ${row.coach.lastName}`,
      center: row.center,
    };
  },
};

const planProgress: HomeSectionProvider = {
  type: 'plan-progress',
  title: 'Game plan',
  async load({ ctx, caller }) {
    const [plan] = await ctx.db
      .select()
      .from(gamePlans)
      .where(and(eq(gamePlans.playerId, caller.subjectId), inArray(gamePlans.status, ['IN_PROGRESS', 'PAUSED'])))
      .orderBy(desc(gamePlans.id))
      .limit(1);
    if (!plan) return null;
    const goals = await ctx.db.select({ progress: gamePlanGoals.progress, completedAt: gamePlanGoals.completedAt }).from(gamePlanGoals).where(eq(gamePlanGoals.planId, plan.id));
    const progress = goals.length ? Math.round(goals.reduce((s, g) => s + g.progress, 0) / goals.length) : 0;
    return {
      planId: plan.id,
      title: plan.title,
      status: plan.status,
      startsOn: plan.startsOn,
      endsOn: plan.endsOn,
      progress,
      goalsDone: goals.filter((g) => g.completedAt !== null).length,
      goalsTotal: goals.length,
    };
  },
};

const scores: HomeSectionProvider = {
  type: 'player-score',
  title: 'My scores',
  async load({ ctx, caller }) {
    const dashboard = await scoreDashboard(ctx, caller);
    const recorded = dashboard.scores.filter((s) => s.count > 0).map(({ history: _history, ...s }) => s);
    return recorded.length ? { scores: recorded } : null;
  },
};

const inbox: HomeSectionProvider = {
  type: 'notifications',
  title: 'Notifications',
  async load({ ctx, caller }) {
    const summary = await latestNotifications(ctx, caller.subjectId);
    return summary.latest.length ? summary : null;
  },
};

const aboutMyGame: HomeSectionProvider = {
  type: 'my-game-about',
  title: 'About my game',
  async load({ ctx, caller }) {
    const about = await getAbout(ctx, caller);
    return { isFilled: about.updatedAt !== null, handicap: about.handicap ?? null, goals: about.goals ?? [] };
  },
};

const referral: HomeSectionProvider = {
  type: 'referral',
  title: 'Invite a friend',
  async load({ ctx, caller }) {
    const [row] = await ctx.db.select({ code: players.referralCode }).from(players).where(and(eq(players.id, caller.subjectId), isNotNull(players.email))).limit(1);
    return row ? { pid: row.code, offer: REFERRAL_OFFER } : null;
  },
};

/** The home page's cards, in order. Recent practice and the last round join when their areas exist. */
export const HOME_SECTIONS: HomeSectionProvider[] = [nextLesson, planProgress, scores, inbox, aboutMyGame, referral];

export type { HomeSection };
