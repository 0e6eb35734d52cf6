import { Type, type Static } from 'typebox';
import { CenterRef, CoachRef, LessonTypeRef, Nullable, TimeZone } from './scheduling.ts';

/** Code of a lesson that is not there for the player (spec 000 §8: the client does not store it). */
export const LESSON_NOT_STORED_CODE = 30001;
/** Restores from the web app come through channel 2 (spec 000 §9). */
export const WEB_CHANNEL = 2;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const LessonSummary = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  startTime: Type.String(),
  timeZone: Type.String(),
  durationMinutes: Type.Integer(),
  title: Type.String(),
  focus: Type.String(),
  lessonType: LessonTypeRef,
  coach: CoachRef,
  center: CenterRef,
  /** More than a year old and not restored. */
  isArchived: Type.Boolean(),
  drillCount: Type.Integer(),
  videoCount: Type.Integer(),
});
export type LessonSummary = Static<typeof LessonSummary>;

export const LessonDrill = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String(), repetitions: Nullable(Type.Integer()) });
export const LessonVideo = Type.Object({ id: Type.Integer(), videoType: Type.String(), title: Type.String(), durationSeconds: Type.Integer() });
export const SwingMeasurement = Type.Object({ name: Type.String(), unit: Type.String(), before: Type.Number(), after: Type.Number() });

export const Lesson = Type.Object({
  ...LessonSummary.properties,
  notes: Type.String(),
  drills: Type.Array(LessonDrill),
  videos: Type.Array(LessonVideo),
  swingData: Type.Array(SwingMeasurement),
  restoredAt: Nullable(Type.String()),
});
export type Lesson = Static<typeof Lesson>;

export const LessonHistoryQuery = Type.Object({
  timeZone: Type.Optional(TimeZone),
  /** Lesson type id to keep. */
  type: Type.Optional(Id),
  /** true: only archived lessons; false (default): only current ones. */
  archived: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type LessonHistoryQuery = Static<typeof LessonHistoryQuery>;

export const LessonHistory = Type.Object({
  lessons: Type.Array(LessonSummary),
  pageNo: Type.Integer(),
  totalRecord: Type.Integer(),
  /** Lesson types the player has lessons of, for the type filter. */
  types: Type.Array(LessonTypeRef),
});
export type LessonHistory = Static<typeof LessonHistory>;

export const LatestLessonQuery = Type.Object({ timeZone: Type.Optional(TimeZone) });
export const LessonByIdQuery = Type.Object({ id: Id, timeZone: Type.Optional(TimeZone) });
export const RestoreLessonBody = Type.Object({ lessonId: Id, channel: Type.Union([Type.Literal(1), Type.Literal(2)]) });

export const LessonVideoDownloadQuery = Type.Object({
  lessonId: Id,
  videoType: Type.Union([Type.Literal('swing'), Type.Literal('analysis'), Type.Literal('drill')]),
  videoId: Id,
});
export const LessonVideoLink = Type.Object({ url: Type.String(), expiresAt: Type.String(), fileName: Type.String(), contentType: Type.String() });
export type LessonVideoLink = Static<typeof LessonVideoLink>;

export const GamePlanStatus = Type.Union([Type.Literal('IN_PROGRESS'), Type.Literal('PAUSED'), Type.Literal('COMPLETED')]);
export type GamePlanStatus = Static<typeof GamePlanStatus>;

/**
 * What a game-plan goal works on: a fixed list, so every player reads it in their own language (the
 * web's locale files name each code); `other` holds what fits none.
 */
export const GOAL_CATEGORIES = ['driving', 'approach', 'short_game', 'putting', 'course_management', 'fitness', 'mental', 'other'] as const;
export const GoalCategory = Type.Enum([...GOAL_CATEGORIES], { description: 'A goal category code' });
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GamePlanGoal = Type.Object({
  id: Type.Integer(),
  category: GoalCategory,
  title: Type.String(),
  progress: Type.Integer(),
  isCompleted: Type.Boolean(),
});
export type GamePlanGoal = Static<typeof GamePlanGoal>;

/** A goal as a coach (signed in by ticket) writes it: its category code, its title as typed, its progress 0 to 100. */
export const GamePlanGoalBody = Type.Object({
  category: GoalCategory,
  title: Type.String({ minLength: 1, maxLength: 120 }),
  progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
});
export type GamePlanGoalBody = Static<typeof GamePlanGoalBody>;

export const GamePlan = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  goal: Type.String(),
  status: GamePlanStatus,
  startsOn: Type.String(),
  endsOn: Type.String(),
  coach: CoachRef,
  lessonsPlanned: Type.Integer(),
  lessonsCompleted: Type.Integer(),
  /** 0 to 100: the mean of lessonProgress and goalProgress. */
  progress: Type.Integer(),
  /** 0 to 100: lessons taken of those planned. */
  lessonProgress: Type.Integer(),
  /** 0 to 100: the goals' own progress, averaged (the lessons' share when the plan has no goals). */
  goalProgress: Type.Integer(),
  pausedAt: Nullable(Type.String()),
  pausedDays: Type.Integer(),
  goals: Type.Array(GamePlanGoal),
});
export type GamePlan = Static<typeof GamePlan>;

/** 'start' pauses the plan; 'stop' ends the pause (spec 000 §7: the pause call with 'stop' unpauses). */
export const GamePlanPauseBody = Type.Object({ status: Type.Union([Type.Literal('start'), Type.Literal('stop')]), id: Type.Optional(Id) });
