import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { HomeSection, Locale } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { centers, coaches, getAbout, scoreDashboard, type PlayerRow } from '../account/index.ts';
import { openGamePlan } from '../game-plan/index.ts';
import { appointments, lessonTypes } from '../scheduling/index.ts';
import { roundHoles, rounds, scoreOf, talliesOfRounds } from '../rounds/index.ts';
import { handicapFigure } from '../scorecard/index.ts';
import { simActivities, simShots } from '../simulator/index.ts';
import { latestNotifications } from '../notifications/index.ts';
import { REFERRAL_OFFER } from '../referral/index.ts';

export interface HomeContext {
  ctx: Ctx;
  player: PlayerRow;
  caller: PlayerCaller;
  locale: Locale;
  timeZone: string;
}

/**
 * One card of the home page: its section (type, title and data), or null when it has nothing to
 * show (no upcoming lesson, no plan), and the card is left out. An area adds its card here, in page
 * order, and its data's shape to the HomeSection union in @golf/contracts (layout.ts), against
 * which TypeScript checks the section each card returns.
 */
export type HomeCard = (h: HomeContext) => Promise<HomeSection | null>;

const nextLesson: HomeCard = async ({ ctx, caller, locale, timeZone }) => {
  const [row] = await ctx.db
    .select({
      a: appointments,
      type: lessonTypes,
      coach: { firstName: coaches.firstName, lastName: coaches.lastName },
      center: { id: centers.id, name: centers.name, timeZone: centers.timeZone },
    })
    .from(appointments)
    .innerJoin(lessonTypes, eq(lessonTypes.id, appointments.lessonTypeId))
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .innerJoin(centers, eq(centers.id, appointments.centerId))
    .where(and(eq(appointments.playerId, caller.subjectId), eq(appointments.state, 'scheduled'), gt(appointments.startsAt, ctx.clock.now())))
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  if (!row) return null;
  return {
    type: 'next-lesson',
    title: 'Next lesson',
    data: {
      appointmentId: row.a.id,
      startsAt: row.a.startsAt.toISOString(),
      endsAt: row.a.endsAt.toISOString(),
      timeZone,
      lessonType: row.type.names[locale] ?? row.type.names.en ?? row.type.code,
      kind: row.type.kind,
      coach: `${row.coach.firstName} ${row.coach.lastName}`,
      center: row.center,
    },
  };
};

const planProgress: HomeCard = async ({ ctx, caller }) => {
  // The plan page's own figure (lessons and goals), never a second computation of it.
  const plan = await openGamePlan(ctx, caller);
  if (!plan) return null;
  const goalsDone = plan.goals.filter((g) => g.isCompleted).length;
  return {
    type: 'plan-progress',
    title: 'Game plan',
    data: {
      planId: plan.id,
      title: plan.title,
      status: plan.status,
      startsOn: plan.startsOn,
      endsOn: plan.endsOn,
      progress: plan.progress,
      goalsDone,
      goalsTotal: plan.goals.length,
    },
  };
};

const handicap: HomeCard = async ({ ctx, caller }) => ({ type: 'handicap', title: 'Handicap', data: await handicapFigure(ctx, caller) });

const recentPractice: HomeCard = async ({ ctx, caller }) => {
  // The newest launch-monitor session with its shot count, in one query.
  const [row] = await ctx.db
    .select({
      id: simActivities.id,
      activityType: simActivities.activityType,
      name: simActivities.name,
      challengeId: simActivities.challengeId,
      startedAt: simActivities.startedAt,
      // Written with explicit qualifiers: Drizzle leaves columns unqualified in a one-table select list.
      shots: sql<number>`(select count(*)::int from ${simShots} s where s.activity_id = ${simActivities}.id)`,
    })
    .from(simActivities)
    .where(eq(simActivities.playerId, caller.subjectId))
    .orderBy(desc(simActivities.startedAt), desc(simActivities.id))
    .limit(1);
  // A challenge session is named for its challenge, whose name the web translates by id.
  if (!row) return null;
  return {
    type: 'recent-practice',
    title: 'Recent practice',
    data: {
      activityId: row.id,
      activityType: row.activityType,
      name: row.name,
      challengeId: row.challengeId,
      startedAt: row.startedAt.toISOString(),
      shots: row.shots,
    },
  };
};

const lastRound: HomeCard = async ({ ctx, caller }) => {
  // A round without a scored hole is planned, not played: it is no one's last round.
  const [row] = await ctx.db
    .select({ id: rounds.id, courseName: rounds.courseName, playedAt: rounds.playedAt, scope: rounds.scope })
    .from(rounds)
    .where(
      and(
        eq(rounds.playerId, caller.subjectId),
        sql`exists (select 1 from ${roundHoles} h where h.round_id = ${rounds}.id and h.status = 'played' and h.score is not null)`,
      ),
    )
    .orderBy(desc(rounds.playedAt), desc(rounds.id))
    .limit(1);
  if (!row) return null;
  const tally = (await talliesOfRounds(ctx.db, [row.id])).get(row.id)!;
  return {
    type: 'last-round',
    title: 'Last round',
    data: { roundId: row.id, courseName: row.courseName, playedAt: row.playedAt, scope: row.scope, holesPlayed: tally.played, ...scoreOf(tally) },
  };
};

const scores: HomeCard = async ({ ctx, caller }) => {
  const dashboard = await scoreDashboard(ctx, caller);
  // The handicap is the handicap card's (the index from the rounds); a recorded one would be a second figure.
  const recorded = dashboard.scores.filter((s) => s.count > 0 && s.typeScore !== 'handicap').map(({ history: _history, ...s }) => s);
  return recorded.length ? { type: 'player-score', title: 'My scores', data: { scores: recorded } } : null;
};

const inbox: HomeCard = async ({ ctx, caller, locale }) => {
  const summary = await latestNotifications(ctx, caller.subjectId, locale);
  return summary.latest.length ? { type: 'notifications', title: 'Notifications', data: summary } : null;
};

const aboutMyGame: HomeCard = async ({ ctx, caller }) => {
  const about = await getAbout(ctx, caller);
  return { type: 'my-game-about', title: 'About my game', data: { isFilled: about.updatedAt !== null, goals: about.goals ?? [] } };
};

// Family sub-accounts without an e-mail do not invite.
const referral: HomeCard = async ({ player }) =>
  player.email ? { type: 'referral', title: 'Invite a friend', data: { pid: player.referralCode, offer: REFERRAL_OFFER } } : null;

/** The home page's cards, in order. */
export const HOME_SECTIONS: HomeCard[] = [nextLesson, handicap, recentPractice, lastRound, planProgress, scores, inbox, aboutMyGame, referral];

export type { HomeSection };
