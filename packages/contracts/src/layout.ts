import { Type, type Static, type TProperties } from 'typebox';
import { ScoreSummary } from './account.ts';
import { Nullable } from './golf-shared.ts';
import { GamePlanStatus } from './lessons.ts';
import { Notification } from './notifications.ts';
import { ReferralLanding } from './referral.ts';
import { HandicapFigure } from './scorecard.ts';

/**
 * One card of the server-driven home page, told apart by `type`: each kind carries its own `data`,
 * so the server's card builders are checked against this shape and the web narrows by `type`
 * without casts. The response serializer writes only the properties named here: a field a card
 * adds must be added here too.
 */
const card = <K extends string, D extends TProperties>(type: K, data: D) =>
  Type.Object({ type: Type.Literal(type), title: Type.String(), data: Type.Object(data) });

export const NextLessonCard = card('next-lesson', {
  appointmentId: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** The time zone the page asked in, for showing startsAt. */
  timeZone: Type.String(),
  /** The lesson type's name in the page's language. */
  lessonType: Type.String(),
  kind: Type.String(),
  coach: Type.String(),
  center: Type.Object({ id: Type.Integer(), name: Type.String(), timeZone: Type.String() }),
});

export const HandicapCard = card('handicap', HandicapFigure.properties);

export const RecentPracticeCard = card('recent-practice', {
  activityId: Type.Integer(),
  activityType: Type.String(),
  name: Nullable(Type.String()),
  /** A challenge session is named for its challenge, which the web translates by id. */
  challengeId: Nullable(Type.Integer()),
  startedAt: Type.String(),
  shots: Type.Integer(),
});

export const LastRoundCard = card('last-round', {
  roundId: Type.Integer(),
  courseName: Type.String(),
  /** The day played (YYYY-MM-DD). */
  playedAt: Type.String(),
  scope: Type.Integer(),
  holesPlayed: Type.Integer(),
  /** Strokes on the scored holes and against their par; null before a hole is scored. */
  score: Nullable(Type.Integer()),
  toPar: Nullable(Type.Integer()),
});

export const PlanProgressCard = card('plan-progress', {
  planId: Type.Integer(),
  title: Type.String(),
  status: GamePlanStatus,
  startsOn: Type.String(),
  endsOn: Type.String(),
  /** 0 to 100, the plan page's own figure, and the two halves it is the mean of. */
  progress: Type.Integer(),
  lessonProgress: Type.Integer(),
  goalProgress: Type.Integer(),
  goalsDone: Type.Integer(),
  goalsTotal: Type.Integer(),
});

export const PlayerScoreCard = card('player-score', { scores: Type.Array(Type.Omit(ScoreSummary, ['history'])) });

export const NotificationsCard = card('notifications', {
  unreadCount: Type.Integer(),
  latest: Type.Array(Type.Omit(Notification, ['body'])),
});

export const MyGameAboutCard = card('my-game-about', { isFilled: Type.Boolean(), goals: Type.Array(Type.String()) });

export const ReferralCard = card('referral', { pid: Type.String(), offer: ReferralLanding.properties.offer });

export const HomeSection = Type.Union([
  NextLessonCard,
  HandicapCard,
  RecentPracticeCard,
  LastRoundCard,
  PlanProgressCard,
  PlayerScoreCard,
  NotificationsCard,
  MyGameAboutCard,
  ReferralCard,
]);
export type HomeSection = Static<typeof HomeSection>;
export type HomeSectionType = HomeSection['type'];
/** The data of one kind of card. */
export type HomeSectionData<K extends HomeSectionType> = Extract<HomeSection, { type: K }>['data'];

export const HomeLayout = Type.Object({
  greeting: Type.Object({ firstName: Type.String(), region: Type.String(), locale: Type.String() }),
  sections: Type.Array(HomeSection),
});
export type HomeLayout = Static<typeof HomeLayout>;
export const HomeLayoutQuery = Type.Object({ timeZone: Type.Optional(Type.String({ maxLength: 64 })) });
