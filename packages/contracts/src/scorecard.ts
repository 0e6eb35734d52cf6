import { Type, type Static } from 'typebox';
import { Id, InputOrNull, Nullable, OneOf } from './golf-shared.ts';
import { HOLE_LIMITS } from './hole-rules.ts';

export const FAIRWAY_RESULTS = ['hit', 'left', 'right', 'short', 'long'] as const;
export type FairwayResult = (typeof FAIRWAY_RESULTS)[number];
export const HOLE_STATUSES = ['pending', 'played', 'picked-up'] as const;
/** pending: not played yet; played: holed out; picked-up: ball picked up (counts as net double bogey). */
export type HoleStatus = (typeof HOLE_STATUSES)[number];

/** The largest values a scorecard accepts, shown next to the inputs. */
export const SCORECARD_LIMITS = HOLE_LIMITS;

const Count = (max: number) => InputOrNull<number>('integer', { minimum: 0, maximum: max });

export const HoleDetailsInput = Type.Object(
  {
    fairwayHit: Type.Optional(
      Type.Unsafe<FairwayResult | null>({
        type: ['string', 'null'],
        enum: [...FAIRWAY_RESULTS, null],
        description: 'tee shot on par 4s and 5s; null when not recorded',
      }),
    ),
    fairwayBunkers: Type.Optional(Count(SCORECARD_LIMITS.bunkers)),
    greensideBunkers: Type.Optional(Count(SCORECARD_LIMITS.bunkers)),
    /** In the player's distance unit (yd or m, the scorecard's lengthUnit); the server keeps yards. */
    drivingDistance: Type.Optional(Count(SCORECARD_LIMITS.drivingDistanceYards)),
    pitches: Type.Optional(Count(SCORECARD_LIMITS.shortGame)),
    chips: Type.Optional(Count(SCORECARD_LIMITS.shortGame)),
    penalties: Type.Optional(Count(SCORECARD_LIMITS.penalties)),
    /** Putts missed from inside six feet. */
    missedPutts: Type.Optional(Count(SCORECARD_LIMITS.putts)),
    /** Leave out to let the server derive it from score and putts. */
    greenInReg: Type.Optional(InputOrNull<boolean>('boolean')),
  },
  { additionalProperties: false },
);
export type HoleDetailsInput = Static<typeof HoleDetailsInput>;

export const ScorecardHoleInput = Type.Object(
  {
    hole: Type.Integer({ minimum: 1, maximum: 18 }),
    score: Type.Optional(InputOrNull<number>('integer', { minimum: 1, maximum: SCORECARD_LIMITS.score })),
    putts: Type.Optional(Count(SCORECARD_LIMITS.putts)),
    status: Type.Optional(OneOf(HOLE_STATUSES)),
    details: Type.Optional(HoleDetailsInput),
    /**
     * An entry made on a device (possibly offline): its id, made by the device, and when it was
     * edited there. The server applies an id once, and of two edits of a hole keeps the later one
     * (an edit time past the server's clock counts as now).
     */
    entryId: Type.Optional(Type.String({ format: 'uuid' })),
    editedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type ScorecardHoleInput = Static<typeof ScorecardHoleInput>;

export const ENTRY_RESULTS = ['applied', 'replayed', 'superseded'] as const;
/** applied: saved now; replayed: this entry was already saved; superseded: a later edit of the hole (another device's) was kept. */
export type EntryResult = (typeof ENTRY_RESULTS)[number];
export const EntryOutcome = Type.Object({ entryId: Type.String(), hole: Type.Integer(), result: OneOf(ENTRY_RESULTS) });
export type EntryOutcome = Static<typeof EntryOutcome>;

export const HoleDetails = Type.Object({
  fairwayHit: Nullable(OneOf(FAIRWAY_RESULTS)),
  fairwayBunkers: Nullable(Type.Integer()),
  greensideBunkers: Nullable(Type.Integer()),
  /** In the player's distance unit (the scorecard's lengthUnit). */
  drivingDistance: Nullable(Type.Integer()),
  pitches: Nullable(Type.Integer()),
  chips: Nullable(Type.Integer()),
  penalties: Nullable(Type.Integer()),
  missedPutts: Nullable(Type.Integer()),
  /** As recorded, or derived: reached the green in par minus two strokes or fewer. */
  greenInReg: Nullable(Type.Boolean()),
});
export type HoleDetails = Static<typeof HoleDetails>;

export const ScorecardHole = Type.Object({
  id: Type.Integer(),
  hole: Type.Integer(),
  par: Type.Integer(),
  handicap: Type.Integer(),
  yards: Type.Integer(),
  /** The hole's length in the player's distance unit (Scorecard.lengthUnit). */
  length: Type.Integer(),
  score: Nullable(Type.Integer()),
  status: OneOf(HOLE_STATUSES),
  putts: Nullable(Type.Integer()),
  details: HoleDetails,
  /** Handicap strokes the player receives on this hole from their course handicap. */
  strokesReceived: Type.Integer(),
  toPar: Nullable(Type.Integer()),
});
export type ScorecardHole = Static<typeof ScorecardHole>;

export const NineTotals = Type.Object({
  par: Type.Integer(),
  yards: Type.Integer(),
  /** Sum of the scores entered so far. */
  score: Type.Integer(),
  putts: Type.Integer(),
  holesPlayed: Type.Integer(),
  /** Score against the par of the holes played. */
  toPar: Type.Integer(),
});
export type NineTotals = Static<typeof NineTotals>;

export const ScorecardTotals = Type.Object({ front: NineTotals, back: NineTotals, total: NineTotals });
export type ScorecardTotals = Static<typeof ScorecardTotals>;

export const ScoreDistribution = Type.Object({
  eaglesOrBetter: Type.Integer(),
  birdies: Type.Integer(),
  pars: Type.Integer(),
  bogeys: Type.Integer(),
  doubleBogeys: Type.Integer(),
  worse: Type.Integer(),
});

/** Percentages are 0–100 with one decimal, null when nothing was recorded to count. */
export const HoleStats = Type.Object({
  fairwaysHit: Type.Integer(),
  fairwayChances: Type.Integer(),
  fairwayPercent: Nullable(Type.Number()),
  greensInRegulation: Type.Integer(),
  girChances: Type.Integer(),
  girPercent: Nullable(Type.Number()),
  putts: Type.Integer(),
  puttsPerHole: Nullable(Type.Number()),
  puttsPerGir: Nullable(Type.Number()),
  threePutts: Type.Integer(),
  /** Par or better after missing the green in regulation. */
  scrambles: Type.Integer(),
  scrambleChances: Type.Integer(),
  scramblingPercent: Nullable(Type.Number()),
  /** Up and down from a greenside bunker. */
  sandSaves: Type.Integer(),
  sandSaveChances: Type.Integer(),
  penalties: Type.Integer(),
  averageDrivingDistance: Nullable(Type.Number()),
  distribution: ScoreDistribution,
});
export type HoleStats = Static<typeof HoleStats>;

export const StrokesGained = Type.Object({
  offTheTee: Nullable(Type.Number()),
  approach: Nullable(Type.Number()),
  aroundTheGreen: Nullable(Type.Number()),
  putting: Nullable(Type.Number()),
  total: Nullable(Type.Number()),
  /** Shots with a known start and end, which are the only ones counted. */
  shotsCounted: Type.Integer(),
  baseline: Type.String(),
});
export type StrokesGained = Static<typeof StrokesGained>;

export const SCORECARD_TOGGLES = [
  'score',
  'fourStats',
  'putts',
  'fairwayHit',
  'fairwayBunkers',
  'greensideBunkers',
  'drivingDistance',
  'pitches',
  'chips',
  'penalties',
  'missedPutts',
  'greenInReg',
] as const;
export type ScorecardToggle = (typeof SCORECARD_TOGGLES)[number];

/** Which rows the scorecard shows; saved per player. fourStats shows fairways, greens, putts and penalties together. */
export const ScorecardToggles = Type.Object(
  Object.fromEntries(SCORECARD_TOGGLES.map((k) => [k, Type.Boolean()])) as Record<ScorecardToggle, ReturnType<typeof Type.Boolean>>,
);
export type ScorecardToggles = Static<typeof ScorecardToggles>;
export const ScorecardTogglesInput = Type.Partial(ScorecardToggles, { additionalProperties: false });

export const Scorecard = Type.Object({
  roundId: Type.Integer(),
  playerId: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  playedAt: Type.String(),
  teeBoxName: Type.String(),
  teeBoxColor: Type.String(),
  courseRating: Nullable(Type.Number()),
  slope: Nullable(Type.Integer()),
  /** Handicap index before this round and the course handicap it gives on this tee; null without an index. */
  handicapIndex: Nullable(Type.Number()),
  courseHandicap: Nullable(Type.Integer()),
  holes: Type.Array(ScorecardHole),
  /** The player's distance unit, and the lengths of the front, back and whole card in it. */
  lengthUnit: OneOf(['yd', 'm'] as const),
  lengths: Type.Object({ front: Type.Integer(), back: Type.Integer(), total: Type.Integer() }),
  totals: ScorecardTotals,
  stats: HoleStats,
  /** World Handicap System score differential once the round is complete on a rated tee (a nine's as 18 holes). */
  differential: Nullable(Type.Number()),
  adjustedGrossScore: Nullable(Type.Integer()),
  /** Holes the score is rated over: 9 for a nine, whose rating and slope above are then the nine's own. */
  holeCount: Type.Integer(),
  /** A nine's own differential, and the differential expected over the other nine (null until the player has an index). */
  nineHoleDifferential: Nullable(Type.Number()),
  expectedNine: Nullable(Type.Number()),
  /** The course's playing conditions calculation that day (0 unless staff set it). */
  pcc: Type.Integer(),
  /** −1 or −2 when this score was exceptional (Rule 5.9), else 0. */
  exceptionalReduction: Type.Number(),
  toggles: ScorecardToggles,
  /** False for a coach reading the round. */
  canEdit: Type.Boolean(),
  /** On a save: what became of each entry that carried an entryId. */
  entries: Type.Optional(Type.Array(EntryOutcome)),
});
export type Scorecard = Static<typeof Scorecard>;

export const ScorecardQuery = Type.Object({ roundId: Id, playerId: Type.Optional(Id) });
export const PlayerQuery = Type.Object({ playerId: Type.Optional(Id) });
export const ScorecardBody = Type.Object({
  roundId: Id,
  holes: Type.Array(ScorecardHoleInput, { minItems: 1, maxItems: 18 }),
});
export type ScorecardBody = Static<typeof ScorecardBody>;

export const CoachChoice = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  centerName: Type.String(),
  isMyCoach: Type.Boolean(),
});

export const PlayGolfConfiguration = Type.Object({
  toggles: ScorecardToggles,
  /** Coaches a player may attach to a round: their own coach and their center's. */
  coaches: Type.Array(CoachChoice),
  playModes: Type.Array(Type.String()),
  trackingLevels: Type.Array(Type.String()),
  limits: Type.Object({
    score: Type.Integer(),
    putts: Type.Integer(),
    bunkers: Type.Integer(),
    drivingDistanceYards: Type.Integer(),
    shortGame: Type.Integer(),
    penalties: Type.Integer(),
  }),
  distanceUnit: Type.Union([Type.Literal('yards'), Type.Literal('metres')]),
});
export type PlayGolfConfiguration = Static<typeof PlayGolfConfiguration>;

export const REPORTING_PERIODS = ['all', 'year', '6m', '3m', '1m'] as const;
export type ReportingPeriod = (typeof REPORTING_PERIODS)[number];

export const StatHistoryQuery = Type.Object({
  playerId: Type.Optional(Id),
  /** Reporting filter: all rounds, or those of the last year, six, three or one month(s). */
  reporting: Type.Optional(OneOf(REPORTING_PERIODS, { default: 'all' })),
  /** Trailing-five filter: only the five most recent rounds of the period. */
  lastFiveRounds: Type.Optional(Type.Boolean({ default: false })),
});
export type StatHistoryQuery = Static<typeof StatHistoryQuery>;

export const StatHistoryPoint = Type.Object({
  roundId: Type.Integer(),
  playedAt: Type.String(),
  courseName: Type.String(),
  holesPlayed: Type.Integer(),
  score: Type.Integer(),
  toPar: Type.Integer(),
  putts: Type.Integer(),
  fairwayPercent: Nullable(Type.Number()),
  girPercent: Nullable(Type.Number()),
  scramblingPercent: Nullable(Type.Number()),
  penalties: Type.Integer(),
  differential: Nullable(Type.Number()),
  strokesGained: Nullable(StrokesGained),
});
export type StatHistoryPoint = Static<typeof StatHistoryPoint>;

export const ScoringAverages = Type.Object({
  /** Over complete 18-hole rounds. */
  averageScore: Nullable(Type.Number()),
  bestScore: Nullable(Type.Integer()),
  /** Per hole played, so nine-hole and unfinished rounds count too. */
  averageToParPerHole: Nullable(Type.Number()),
  par3Average: Nullable(Type.Number()),
  par4Average: Nullable(Type.Number()),
  par5Average: Nullable(Type.Number()),
});

export const StatSummary = Type.Object({
  /** The round summed up, or null for all the player's rounds. */
  roundId: Nullable(Type.Integer()),
  rounds: Type.Integer(),
  holesPlayed: Type.Integer(),
  scoring: ScoringAverages,
  stats: HoleStats,
  /** Per round on average when several rounds are summed up. */
  strokesGained: Nullable(StrokesGained),
  differential: Nullable(Type.Number()),
  handicapIndex: Nullable(Type.Number()),
});
export type StatSummary = Static<typeof StatSummary>;

export const StatSummaryQuery = Type.Object({ playerId: Type.Optional(Id), roundId: Type.Optional(Id) });

export const StatHistory = Type.Object({
  reporting: Type.String(),
  lastFiveRounds: Type.Boolean(),
  points: Type.Array(StatHistoryPoint),
  summary: StatSummary,
});
export type StatHistory = Static<typeof StatHistory>;

export const HandicapRecord = Type.Object({
  roundId: Type.Integer(),
  playedAt: Type.String(),
  courseName: Type.String(),
  adjustedGrossScore: Type.Integer(),
  courseRating: Type.Number(),
  slope: Type.Integer(),
  differential: Type.Number(),
  /** Exceptional score reductions applied to it (≤ 0); the index counts differential + reduction. */
  exceptionalReduction: Type.Number(),
  holeCount: Type.Integer(),
  pcc: Type.Integer(),
  /** Among the lowest differentials that make the index. */
  isCounted: Type.Boolean(),
});
export type HandicapRecord = Static<typeof HandicapRecord>;

export const HANDICAP_ADJUSTMENTS = ['soft-cap', 'hard-cap', 'exceptional-score', 'playing-conditions', 'nine-hole'] as const;
/**
 * A rule that moved the index or one of its differentials: strokes a cap held back, an exceptional
 * score's reduction, a day's PCC, or the expected nine added to a 9-hole score.
 */
export const HandicapAdjustment = Type.Object({
  kind: OneOf(HANDICAP_ADJUSTMENTS),
  amount: Type.Number(),
  /** The round it came from; null for the caps, which act on the index. */
  roundId: Nullable(Type.Integer()),
  playedAt: Nullable(Type.String()),
  courseName: Nullable(Type.String()),
});
export type HandicapAdjustment = Static<typeof HandicapAdjustment>;

export const Handicap = Type.Object({
  handicapIndex: Nullable(Type.Number()),
  /** Differentials of the most recent (up to 20) acceptable rounds. */
  differentialsAvailable: Type.Integer(),
  differentialsCounted: Type.Integer(),
  adjustment: Type.Number(),
  /** 18-hole rounds still needed before a first index (54 holes are required, in nines or eighteens). */
  roundsNeeded: Type.Integer(),
  /** The index before the caps, and the Low Handicap Index they are measured from (null before 20 scores). */
  calculatedIndex: Nullable(Type.Number()),
  lowHandicapIndex: Nullable(Type.Number()),
  /** Nines played before a first index: they count once the record holds 54 holes. */
  waitingNines: Type.Integer(),
  adjustments: Type.Array(HandicapAdjustment),
  records: Type.Array(HandicapRecord),
});
export type Handicap = Static<typeof Handicap>;

/**
 * The handicap as every screen shows it (home, stats, account): the World Handicap System index
 * computed from the player's rounds, and apart from it the handicap the player declared
 * themselves in About my game, which is never presented as the index.
 */
export const HandicapFigure = Type.Object({
  /** WHS index from the player's rounds; null until three acceptable 18-hole rounds. */
  handicapIndex: Nullable(Type.Number()),
  /** Acceptable rounds still needed before a first index. */
  roundsNeeded: Type.Integer(),
  /** What the player wrote about their game; null when they wrote none. */
  selfDeclared: Nullable(Type.Number()),
});
export type HandicapFigure = Static<typeof HandicapFigure>;

export const RoundStats = Type.Object({
  roundsPlayed: Type.Integer(),
  handicap: Handicap,
  /** The same figure the home page and the account show. */
  handicapFigure: HandicapFigure,
  summary: StatSummary,
});
export type RoundStats = Static<typeof RoundStats>;
