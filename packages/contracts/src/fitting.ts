import { Type, type Static } from 'typebox';

/** Launch data of one measured shot: speeds in mph, angles in degrees, spin in rpm, distances in yards. */
export const FittingShot = Type.Object({
  clubSpeed: Type.Number(),
  ballSpeed: Type.Number(),
  launch: Type.Number(),
  spin: Type.Number(),
  carry: Type.Number(),
  offline: Type.Number({ description: 'yards right (+) or left (-) of the target line' }),
});
export type FittingShot = Static<typeof FittingShot>;

/** The specification of a club: what the fitter tested or recommends. */
export const ClubSpec = Type.Object({
  club: Type.String({ description: 'club type code: driver, 3w, 5i, pw, …' }),
  head: Type.String(),
  shaftModel: Type.String(),
  shaftFlex: Type.String(),
  shaftWeight: Type.Number({ description: 'grams' }),
  loft: Type.Number(),
  lie: Type.Number(),
  length: Type.Number({ description: 'inches' }),
  swingWeight: Type.String(),
  gripModel: Type.String(),
  gripSize: Type.String(),
});
export type ClubSpec = Static<typeof ClubSpec>;

/** One tested combination of head and shaft, with its shots and their averages and dispersion. */
export const TestedCombination = Type.Object({
  id: Type.String(),
  label: Type.String(),
  spec: ClubSpec,
  isSelected: Type.Boolean({ description: 'part of the set the fitter selected' }),
  shots: Type.Array(FittingShot),
  average: FittingShot,
  dispersion: Type.Object({
    carry: Type.Number({ description: 'standard deviation of carry, yards' }),
    offline: Type.Number({ description: 'standard deviation left–right, yards' }),
  }),
});
export type TestedCombination = Static<typeof TestedCombination>;

export const FittingType = Type.Union([Type.Literal('driver'), Type.Literal('woods'), Type.Literal('irons'), Type.Literal('wedges')]);
export type FittingType = Static<typeof FittingType>;

/** One line of a player's club fitting sessions. */
export const FittingSessionSummary = Type.Object({
  sessionId: Type.Integer(),
  created: Type.String({ description: 'ISO time the session started' }),
  types: Type.Array(FittingType),
  fitter: Type.String(),
  centerName: Type.String(),
  combinationsTested: Type.Integer(),
  clubsRecommended: Type.Integer(),
});
export type FittingSessionSummary = Static<typeof FittingSessionSummary>;

/** Chart data the client draws: every shot of each combination (carry against offline), and the averages. */
export const FittingChart = Type.Object({
  dispersion: Type.Array(
    Type.Object({ combinationId: Type.String(), label: Type.String(), points: Type.Array(Type.Object({ carry: Type.Number(), offline: Type.Number() })) }),
  ),
  averages: Type.Array(
    Type.Object({
      combinationId: Type.String(),
      label: Type.String(),
      carry: Type.Number(),
      ballSpeed: Type.Number(),
      launch: Type.Number(),
      spin: Type.Number(),
    }),
  ),
});
export type FittingChart = Static<typeof FittingChart>;

export const FittingSessionDetail = Type.Object({
  sessionId: Type.Integer(),
  created: Type.String(),
  type: FittingType,
  types: Type.Array(FittingType),
  fitter: Type.String(),
  centerName: Type.String(),
  notes: Type.String(),
  combinations: Type.Array(TestedCombination),
  recommendations: Type.Array(ClubSpec),
  chart: Type.Union([FittingChart, Type.Null()], { description: 'present when renderFittingChart is true' }),
});
export type FittingSessionDetail = Static<typeof FittingSessionDetail>;

const BoolText = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]);

export const FittingSessionListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FittingSessionListQuery = Static<typeof FittingSessionListQuery>;

export const FittingSessionDetailQuery = Type.Object({
  type: FittingType,
  sessionId: Type.Optional(Type.Integer({ minimum: 1 })),
  created: Type.Optional(Type.String({ format: 'date-time', description: 'the session start, when no sessionId is given' })),
  selected: Type.Optional(BoolText),
  renderFittingChart: Type.Optional(BoolText),
});
export type FittingSessionDetailQuery = Static<typeof FittingSessionDetailQuery>;

/** Putting stroke data of one stroke: angles in degrees (face and path + open/right), tempo as backswing:forward ratio. */
export const PuttStroke = Type.Object({
  faceAngle: Type.Number(),
  path: Type.Number(),
  rotation: Type.Number({ description: 'face rotation through impact, degrees' }),
  tempo: Type.Number(),
  dynamicLoft: Type.Number(),
  lie: Type.Number(),
});
export type PuttStroke = Static<typeof PuttStroke>;

export const PutterSpec = Type.Object({
  model: Type.String(),
  headStyle: Type.String(),
  length: Type.Number(),
  loft: Type.Number(),
  lie: Type.Number(),
  gripModel: Type.String(),
});
export type PutterSpec = Static<typeof PutterSpec>;

export const TestedPutter = Type.Object({
  id: Type.String(),
  spec: PutterSpec,
  isSelected: Type.Boolean(),
  strokes: Type.Array(PuttStroke),
  average: PuttStroke,
  consistency: Type.Object({ faceAngle: Type.Number({ description: 'standard deviation, degrees' }), path: Type.Number() }),
});
export type TestedPutter = Static<typeof TestedPutter>;

export const PutterSessionSummary = Type.Object({
  id: Type.Integer(),
  created: Type.String(),
  fitter: Type.String(),
  centerName: Type.String(),
  puttersTested: Type.Integer(),
  recommendation: Type.Union([PutterSpec, Type.Null()]),
});
export type PutterSessionSummary = Static<typeof PutterSessionSummary>;

export const PutterSessionDetail = Type.Object({
  id: Type.Integer(),
  created: Type.String(),
  fitter: Type.String(),
  centerName: Type.String(),
  notes: Type.String(),
  putters: Type.Array(TestedPutter),
  recommendation: Type.Union([PutterSpec, Type.Null()]),
});
export type PutterSessionDetail = Static<typeof PutterSessionDetail>;

export const PutterSessionQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
