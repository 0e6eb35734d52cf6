import { Type, type Static, type TSchema } from 'typebox';
import { literalUnion } from './simulator.ts';

// Null first: the server's ajv coerces types, and would read null as 0 for a number tried first.
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Count = Type.Integer({ minimum: 0, maximum: 18 });

/**
 * How a round is tracked. onGIR (the add and edit forms' default, spec 000 §4): the score and the
 * greens-in-regulation family of numbers; scoreOnly: just the score.
 */
export const TRACKING_MODES = ['onGIR', 'scoreOnly'] as const;
export const TrackingMode = literalUnion(TRACKING_MODES);
export type TrackingMode = Static<typeof TrackingMode>;

const fields = {
  mode: TrackingMode,
  /** Strokes for the round. */
  score: Type.Integer({ minimum: 9, maximum: 270 }),
  /** Holes played: 9 or 18. */
  roundHole: Type.Union([Type.Literal(9), Type.Literal(18)]),
  /** Greens hit in regulation (onGIR: required). */
  otg: Nullable(Count),
  /** Greens missed in regulation but finished near the green, within 30 yards. */
  ntg: Nullable(Count),
  /** Missed greens saved for par or better. */
  scrambling: Nullable(Count),
  /** Holes with three putts or more. */
  badThreePutts: Nullable(Count),
  /** Tee shots in trouble: penalty, lost ball or a chip-out. */
  tts: Nullable(Count),
  /** The course's id in the iGolf course database, when it was picked from it. */
  igolfId: Nullable(Type.String({ maxLength: 40 })),
  courseName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  playDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
};

export const TrackingScore = Type.Object({
  trackingID: Type.Integer(),
  ...fields,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TrackingScore = Static<typeof TrackingScore>;

/** POST and PUT body: the whole entry. Stat counts are ignored for scoreOnly. */
export const TrackingInput = Type.Object({
  ...fields,
  mode: Type.Optional(TrackingMode),
  otg: Type.Optional(fields.otg),
  ntg: Type.Optional(fields.ntg),
  scrambling: Type.Optional(fields.scrambling),
  badThreePutts: Type.Optional(fields.badThreePutts),
  tts: Type.Optional(fields.tts),
  igolfId: Type.Optional(fields.igolfId),
});
export type TrackingInput = Static<typeof TrackingInput>;

/** Averages over rounds, each normalised to 18 holes; rates are shares (0–1) of the holes they apply to. */
export const TrackingAverages = Type.Object({
  rounds: Type.Integer(),
  scoringAverage: Nullable(Type.Number()),
  bestScore: Nullable(Type.Number()),
  girRate: Nullable(Type.Number()),
  nearGreenRate: Nullable(Type.Number()),
  scramblingRate: Nullable(Type.Number()),
  threePuttsPerRound: Nullable(Type.Number()),
  troubleTeeShotsPerRound: Nullable(Type.Number()),
});
export type TrackingAverages = Static<typeof TrackingAverages>;

export const TrackingListQuery = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});

export const TrackingList = Type.Object({
  items: Type.Array(TrackingScore),
  pageNo: Type.Integer(),
  totalRecord: Type.Integer(),
  /** Every tracked round, and the latest five (the trend). */
  summary: Type.Object({ all: TrackingAverages, lastFive: TrackingAverages }),
});
export type TrackingList = Static<typeof TrackingList>;

export const TrackingParams = Type.Object({ trackingID: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
