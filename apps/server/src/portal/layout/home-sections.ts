import { personName, type HandicapFigure, type HomeSection, type Locale, type MyGameAbout } from '@golf/contracts';
import { dashboardOf, type PlayerCard } from '../account/index.ts';
import { openPlanOf } from '../game-plan/index.ts';
import { scoreOf } from '../rounds/index.ts';
import { latestNotificationsOf } from '../notifications/index.ts';
import { REFERRAL_OFFER } from '../referral/index.ts';
import type { HomeRow } from './home-statement.ts';

export interface HomeContext {
  /** The home statement's row: each card's JSON, built by PostgreSQL. */
  row: HomeRow;
  player: PlayerCard;
  /** What the player wrote about their game (read once: the about card's and the declared handicap). */
  about: MyGameAbout & { updatedAt: string | null };
  /** The scorecard's handicap figure (kept per player, computed when stale). */
  handicap: HandicapFigure;
  locale: Locale;
  timeZone: string;
}

/**
 * One card of the home page: its section (type, title and data), or null when it has nothing to
 * show (no upcoming lesson, no plan), and the card is left out. An area adds its JSON as a column of
 * the home statement (home-statement.ts, SQL exported through the area's index), its card here, in
 * page order, with the area's own function turning the JSON into the figure, and its data's shape to
 * the HomeSection union in @golf/contracts (layout.ts), against which TypeScript checks the section.
 */
export type HomeCard = (h: HomeContext) => HomeSection | null;

const nextLesson: HomeCard = ({ row, locale, timeZone }) => {
  const next = row.nextLesson;
  if (!next) return null;
  const type = next.lessonType;
  return {
    type: 'next-lesson',
    title: 'Next lesson',
    data: {
      appointmentId: next.id,
      startsAt: new Date(next.startsAt).toISOString(),
      endsAt: new Date(next.endsAt).toISOString(),
      timeZone,
      lessonType: type.names[locale] ?? type.names.en ?? type.code,
      kind: type.kind,
      coach: personName(next.coach),
      center: next.center,
    },
  };
};

const planProgress: HomeCard = ({ row }) => {
  // The plan page's own figure (lessons and goals), never a second computation of it.
  const plan = openPlanOf(row.plan);
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
      lessonProgress: plan.lessonProgress,
      goalProgress: plan.goalProgress,
      goalsDone,
      goalsTotal: plan.goals.length,
    },
  };
};

// The scorecard's figure: the WHS index from the rounds, and the declared handicap labelled apart.
const handicap: HomeCard = ({ handicap }) => ({ type: 'handicap', title: 'Handicap', data: handicap });

const recentPractice: HomeCard = ({ row }) => {
  // A challenge session is named for its challenge, whose name the web translates by id.
  const session = row.recentPractice;
  if (!session) return null;
  return {
    type: 'recent-practice',
    title: 'Recent practice',
    data: {
      activityId: session.id,
      activityType: session.activityType,
      name: session.name,
      challengeId: session.challengeId,
      startedAt: new Date(session.startedAt).toISOString(),
      shots: session.shots,
    },
  };
};

const lastRound: HomeCard = ({ row }) => {
  const round = row.lastRound;
  if (!round) return null;
  return {
    type: 'last-round',
    title: 'Last round',
    data: {
      roundId: round.id,
      courseName: round.courseName,
      playedAt: round.playedAt,
      scope: round.scope,
      holesPlayed: round.tally.played,
      ...scoreOf(round.tally),
    },
  };
};

const scores: HomeCard = ({ row }) => {
  const dashboard = dashboardOf(row.scores);
  // The handicap is the handicap card's (the index from the rounds); a recorded one would be a second figure.
  const recorded = dashboard.scores.filter((s) => s.count > 0 && s.typeScore !== 'handicap').map(({ history: _history, ...s }) => s);
  return recorded.length ? { type: 'player-score', title: 'My scores', data: { scores: recorded } } : null;
};

const inbox: HomeCard = ({ row, locale }) => {
  const summary = latestNotificationsOf(row.notifications, locale);
  return summary.latest.length ? { type: 'notifications', title: 'Notifications', data: summary } : null;
};

const aboutMyGame: HomeCard = ({ about }) => ({
  type: 'my-game-about',
  title: 'About my game',
  data: { isFilled: about.updatedAt !== null, goals: about.goals ?? [] },
});

// Family sub-accounts without an e-mail do not invite.
const referral: HomeCard = ({ player }) =>
  player.email ? { type: 'referral', title: 'Invite a friend', data: { pid: player.referralCode, offer: REFERRAL_OFFER } } : null;

/** The home page's cards, in order. */
export const HOME_SECTIONS: HomeCard[] = [nextLesson, handicap, recentPractice, lastRound, planProgress, scores, inbox, aboutMyGame, referral];

export type { HomeSection };
