import { Type, type Static, type TSchema } from 'typebox';
import { ClubType, literalUnion, Units } from './simulator.ts';

// Null first: the server's ajv coerces types, and would read null as 0 for a number tried first.
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Skill challenges (driver … training) and the competitions (closest to pin, long drive, target). */
export const CHALLENGE_TYPES = ['driver', 'irons', 'longGame', 'shortGame', 'training', 'closPinC', 'longDrvC', 'targetC'] as const;
export const ChallengeType = literalUnion(CHALLENGE_TYPES);
export type ChallengeType = Static<typeof ChallengeType>;
/** The challenge list opens on this type (spec 000 §4). */
export const DEFAULT_CHALLENGE_TYPE: ChallengeType = 'driver';

/**
 * How one swing scores. proximity: points for finishing near the target; fairway: points for
 * distance while staying in the fairway; longDrive: the drive's total while it stays in the grid.
 */
export const SwingScoring = Type.Union([Type.Literal('proximity'), Type.Literal('fairway'), Type.Literal('longDrive')]);
export type SwingScoring = Static<typeof SwingScoring>;

export const Swing = Type.Object({
  id: Type.Integer(),
  swingNumber: Type.Integer(),
  /** The club the swing is meant for; null when the player chooses. */
  clubType: Nullable(ClubType),
  scoring: SwingScoring,
  targetDistance: Type.Number(),
  /** Fairway or grid width for fairway and longDrive swings. */
  targetWidth: Nullable(Type.Number()),
});
export type Swing = Static<typeof Swing>;

export const Station = Type.Object({ id: Type.Integer(), name: Type.String(), swings: Type.Array(Swing) });
export type Station = Static<typeof Station>;

export const Leaderboard = Type.Union([Type.Literal('driver'), Type.Literal('distance')]);
export type Leaderboard = Static<typeof Leaderboard>;

export const AttemptSwing = Type.Object({
  swingId: Type.Integer(),
  skyTrakShotId: Type.Integer(),
  /** Distance from the target (proximity) or the drive's total (fairway, longDrive), in units.distance. */
  result: Type.Number(),
  /** Whether the ball stayed in the fairway or grid (fairway, longDrive); null for proximity. */
  inPlay: Nullable(Type.Boolean()),
  points: Type.Number(),
});

export const Attempt = Type.Object({
  id: Type.Integer(),
  challengeId: Type.Integer(),
  esnActivityId: Type.Integer(),
  /** Points; for long-drive challenges the longest drive in the grid, in units.distance. */
  score: Type.Number(),
  /** Null for long-drive challenges, whose score is a distance. */
  maxScore: Nullable(Type.Number()),
  longestDrive: Nullable(Type.Number()),
  bestDistanceToPin: Nullable(Type.Number()),
  completedAt: Type.String(),
  swings: Type.Array(AttemptSwing),
});
export type Attempt = Static<typeof Attempt>;

export const SkillChallenge = Type.Object({
  id: Type.Integer(),
  type: ChallengeType,
  name: Type.String(),
  description: Type.String(),
  leaderboard: Nullable(Leaderboard),
  swingCount: Type.Integer(),
  maxScore: Nullable(Type.Number()),
  stations: Type.Array(Station),
  attemptCount: Type.Integer(),
  best: Nullable(Attempt),
  units: Units,
});
export type SkillChallenge = Static<typeof SkillChallenge>;

export const SkillChallengeDetail = Type.Object({ ...SkillChallenge.properties, attempts: Type.Array(Attempt) });
export type SkillChallengeDetail = Static<typeof SkillChallengeDetail>;

export const ChallengeListQuery = Type.Object({ type: Type.Optional(ChallengeType) });
export const ChallengeParams = Type.Object({ id: Id });

/** A swing's ball as a launch monitor uploads it. Units as `units` says (default yards and mph). */
export const SwingShot = Type.Object({
  clubType: ClubType,
  ballSpeed: Type.Number({ minimum: 0.5, maximum: 420 }),
  clubSpeed: Type.Optional(Nullable(Type.Number({ minimum: 1, maximum: 300 }))),
  launchAngle: Type.Number({ minimum: -30, maximum: 90 }),
  launchDirection: Type.Number({ minimum: -60, maximum: 60 }),
  backSpin: Type.Number({ minimum: -5000, maximum: 16000 }),
  sideSpin: Type.Number({ minimum: -9000, maximum: 9000 }),
  spinAxis: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  carry: Type.Number({ minimum: 0, maximum: 450 }),
  total: Type.Number({ minimum: 0, maximum: 500 }),
  offline: Type.Number({ minimum: -250, maximum: 250 }),
  apex: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 120 }))),
  descentAngle: Type.Optional(Nullable(Type.Number({ minimum: -10, maximum: 90 }))),
});
export type SwingShot = Static<typeof SwingShot>;

/**
 * Either `esnActivityId`, to score a session the player already has (its first shots are the
 * swings, in order), or `shots`, the swings a monitor uploads (one shot per swing, in order).
 */
export const AttemptBody = Type.Object({
  esnActivityId: Type.Optional(Id),
  shots: Type.Optional(Type.Array(SwingShot, { minItems: 1, maxItems: 60 })),
  units: Type.Optional(
    Type.Object({
      distance: Type.Union([Type.Literal('yd'), Type.Literal('m')]),
      speed: Type.Union([Type.Literal('mph'), Type.Literal('km/h'), Type.Literal('m/s')]),
    }),
  ),
});
export type AttemptBody = Static<typeof AttemptBody>;
export const AttemptResult = Type.Object({ attempt: Attempt, units: Units });
export type AttemptResult = Static<typeof AttemptResult>;

export const LeaderboardQuery = Type.Object({
  /** driver: longest drive; distance: closest to the pin (spec 000 §7). */
  type: Type.Optional(Leaderboard),
  /** The request object's flag (spec 000 §3): true means the distance-to-pin board. */
  distanceToPin: Type.Optional(Type.Boolean()),
  /** Used only when not empty (spec 000 §5); empty means the global board. */
  centerId: Type.Optional(Type.String({ maxLength: 10, pattern: '^[0-9]*$' })),
  coachId: Type.Optional(Type.String({ maxLength: 10, pattern: '^[0-9]*$' })),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
export type LeaderboardQuery = Static<typeof LeaderboardQuery>;

export const LeaderboardEntry = Type.Object({
  rank: Type.Integer(),
  displayName: Type.String(),
  /** In units.distance: yards or metres. */
  value: Type.Number(),
  achievedAt: Type.String(),
  isMe: Type.Boolean(),
});

export const LeaderboardAnswer = Type.Object({
  board: Leaderboard,
  scope: Type.Union([Type.Literal('global'), Type.Literal('center'), Type.Literal('coach')]),
  center: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  coach: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  entries: Type.Array(LeaderboardEntry),
  /** The caller's own standing; rank is where their best would place them among those shown. */
  me: Type.Object({
    value: Nullable(Type.Number()),
    rank: Nullable(Type.Integer()),
    isVisible: Type.Boolean(),
    displayName: Type.String(),
    /** The caller's own center and coach, for the center and coach filters. */
    centerId: Nullable(Type.Integer()),
    coachId: Nullable(Type.Integer()),
  }),
  units: Units,
});
export type LeaderboardAnswer = Static<typeof LeaderboardAnswer>;

/** What the player agrees to show on leaderboards: never the e-mail, only this name and their bests. */
export const LeaderboardSettings = Type.Object({
  displayName: Type.String({ minLength: 2, maxLength: 30, pattern: '\\S' }),
  isVisible: Type.Boolean(),
});
export type LeaderboardSettings = Static<typeof LeaderboardSettings>;
