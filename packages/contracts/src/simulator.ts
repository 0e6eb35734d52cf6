import { Type, type Static, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { RowId } from './limits.ts';

// Null first: the server's ajv coerces types, and would read null as 0 for a number tried first.
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Id = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });
/** Activities are serial (int4) rows; shots are bigserial (Id above). */
const ActivityId = RowId();
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Zone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$', description: 'IANA time zone; dates are read in it (default UTC)' });

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };
/** A union of string literals from a constant list, typed as that union (a plain map loses it). */
export function literalUnion<const T extends readonly string[]>(values: T, options?: { description?: string }): TUnion<Literals<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as never;
}

/** Activity page size of spec 000 §9 (pages start at 0). */
export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The clubs a launch monitor knows, in bag order (longest first). The codes are the ones the bag's
 * club categories use, so a shot maps to the bag's club of the same code.
 */
export const CLUB_CODES = [
  'driver',
  '3w',
  '4w',
  '5w',
  '7w',
  '9w',
  '2h',
  '3h',
  '4h',
  '5h',
  '6h',
  '7h',
  '2i',
  '3i',
  '4i',
  '5i',
  '6i',
  '7i',
  '8i',
  '9i',
  'pw',
  'gw',
  'sw',
  'lw',
  'putter',
] as const;
export type ClubTypeCode = (typeof CLUB_CODES)[number];
export const CLUB_TYPES: readonly { code: ClubTypeCode; shortName: string; loft: number }[] = [
  { code: 'driver', shortName: 'Dr', loft: 10.5 },
  { code: '3w', shortName: '3W', loft: 15 },
  { code: '4w', shortName: '4W', loft: 16.5 },
  { code: '5w', shortName: '5W', loft: 18 },
  { code: '7w', shortName: '7W', loft: 21 },
  { code: '9w', shortName: '9W', loft: 24 },
  { code: '2h', shortName: '2H', loft: 17 },
  { code: '3h', shortName: '3H', loft: 19 },
  { code: '4h', shortName: '4H', loft: 22 },
  { code: '5h', shortName: '5H', loft: 25 },
  { code: '6h', shortName: '6H', loft: 28 },
  { code: '7h', shortName: '7H', loft: 31 },
  { code: '2i', shortName: '2i', loft: 18 },
  { code: '3i', shortName: '3i', loft: 21 },
  { code: '4i', shortName: '4i', loft: 24 },
  { code: '5i', shortName: '5i', loft: 27 },
  { code: '6i', shortName: '6i', loft: 30 },
  { code: '7i', shortName: '7i', loft: 34 },
  { code: '8i', shortName: '8i', loft: 38 },
  { code: '9i', shortName: '9i', loft: 42 },
  { code: 'pw', shortName: 'PW', loft: 46 },
  { code: 'gw', shortName: 'GW', loft: 50 },
  { code: 'sw', shortName: 'SW', loft: 56 },
  { code: 'lw', shortName: 'LW', loft: 60 },
  { code: 'putter', shortName: 'Pt', loft: 3 },
];
export const ClubType = literalUnion(CLUB_CODES, { description: 'club code: driver, 3w, 4h, 7i, pw, sw, putter, …' });

/** What a session on the monitor was: the spec's practice modes. */
export const ACTIVITY_TYPES = ['range', 'targetPractice', 'bagMapping', 'challenge', 'coursePlay', 'practiceGreen'] as const;
export type ActivityTypeCode = (typeof ACTIVITY_TYPES)[number];
export const ActivityType = literalUnion(ACTIVITY_TYPES);

/** Where the shots came from: the monitor itself, or a file the player imported. */
export const SHOT_SOURCES = ['skytrak', 'gspro', 'garmin-r10'] as const;
export const ShotSource = literalUnion(SHOT_SOURCES);

/** The units every number of an answer is in, chosen by the profile's two metric flags. */
export const Units = Type.Object({
  distance: Type.Union([Type.Literal('yd'), Type.Literal('m')]),
  /** Apex height. */
  height: Type.Union([Type.Literal('yd'), Type.Literal('m')]),
  /** Putting distances. */
  shortDistance: Type.Union([Type.Literal('ft'), Type.Literal('m')]),
  speed: Type.Union([Type.Literal('mph'), Type.Literal('km/h')]),
  spin: Type.Literal('rpm'),
  angle: Type.Literal('deg'),
});
export type Units = Static<typeof Units>;

/** One ball on the monitor. Angles in degrees; negative direction, offline and axis are left. */
export const Shot = Type.Object({
  /** A mishit by the outlier rule: carry below 60 % of the club's median, or over 3 robust deviations from it. */
  isOutlier: Type.Boolean(),
  /** Whether the shot is in averages, gapping and dispersion: the player's choice, else not when an outlier. */
  isCounted: Type.Boolean(),
  /** The player's own choice (true include, false leave out), null when the rule decides. */
  countedByPlayer: Nullable(Type.Boolean()),
  skyTrakShotId: Type.Integer(),
  esnActivityId: Type.Integer(),
  shotNumber: Type.Integer(),
  clubType: ClubType,
  hitAt: Nullable(Type.String()),
  ballSpeed: Type.Number(),
  /** Null when the monitor did not measure the club. */
  clubSpeed: Nullable(Type.Number()),
  /** Ball speed over club speed; null without club speed. */
  smashFactor: Nullable(Type.Number()),
  launchAngle: Type.Number(),
  launchDirection: Type.Number(),
  backSpin: Type.Number(),
  sideSpin: Type.Number(),
  spinAxis: Type.Number(),
  carry: Type.Number(),
  total: Type.Number(),
  offline: Type.Number(),
  apex: Nullable(Type.Number()),
  descentAngle: Nullable(Type.Number()),
  attackAngle: Nullable(Type.Number()),
  clubPath: Nullable(Type.Number()),
  faceToTarget: Nullable(Type.Number()),
  faceToPath: Nullable(Type.Number()),
  /** How far the target (or the hole) was; null on the open range. */
  targetDistance: Nullable(Type.Number()),
  /** Where the ball finished from the target or hole. */
  distanceToPin: Nullable(Type.Number()),
});
export type Shot = Static<typeof Shot>;

export const ActivitySummary = Type.Object({
  esnActivityId: Type.Integer(),
  activityType: ActivityType,
  source: ShotSource,
  name: Nullable(Type.String()),
  startedAt: Type.String(),
  /** Local date of the start in the answer's time zone. */
  date: Type.String(),
  shotCount: Type.Integer(),
  clubTypes: Type.Array(ClubType),
  longestCarry: Nullable(Type.Number()),
  /**
   * The skill challenge this session was scored for. Its shots then stay as they were scored:
   * they can be neither moved to another club nor deleted one by one (delete the session instead).
   */
  challengeId: Nullable(Type.Integer()),
});
export type ActivitySummary = Static<typeof ActivitySummary>;

/** Dispersion ellipse of landing points: centre (offline, carry), semi-axes, rotation from the target line. */
export const Ellipse = Type.Object({
  centerOffline: Type.Number(),
  centerCarry: Type.Number(),
  semiMajor: Type.Number(),
  semiMinor: Type.Number(),
  /** Degrees (0–180), counter-clockwise from the offline axis to the major axis: 90 is a spread along the target line. */
  angle: Type.Number(),
  /** The share of shots the ellipse is drawn to hold, e.g. 0.95. */
  confidence: Type.Number(),
});
export type Ellipse = Static<typeof Ellipse>;

const Stat = Type.Object({ mean: Type.Number(), sd: Nullable(Type.Number()), min: Type.Number(), max: Type.Number() });
export type Stat = Static<typeof Stat>;

/** Averages and spread of one club over a set of shots. */
export const ClubStats = Type.Object({
  clubType: ClubType,
  shotCount: Type.Integer(),
  carry: Stat,
  total: Stat,
  offline: Stat,
  ballSpeed: Stat,
  clubSpeed: Nullable(Stat),
  smashFactor: Nullable(Stat),
  launchAngle: Stat,
  backSpin: Stat,
  apex: Nullable(Stat),
  /** Null below three shots: an ellipse of fewer points says nothing. */
  ellipse: Nullable(Ellipse),
});
export type ClubStats = Static<typeof ClubStats>;

export const MapSettings = Type.Object({
  /** Range depth and half width that hold every shot of the selection, for one scale on every page. */
  rangeLength: Type.Number(),
  rangeHalfWidth: Type.Number(),
  units: Units,
});
export const SkytrakAppSettings = Type.Object({
  enableMetricDistances: Type.Boolean(),
  enableMetricSpeeds: Type.Boolean(),
  handedness: Type.String(),
});

export const ActivityListQuery = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: ACTIVITY_PAGE_SIZE }),
  activityType: Type.Optional(ActivityType),
  fromDate: Type.Optional(Day),
  toDate: Type.Optional(Day),
  clubType: Type.Optional(ClubType),
  timeZone: Type.Optional(Zone),
});
export type ActivityListQuery = Static<typeof ActivityListQuery>;

export const ActivityList = Type.Object({
  activities: Type.Array(ActivitySummary),
  mapSettings: MapSettings,
  skytrakAppSettings: SkytrakAppSettings,
  /**
   * What to expect of each club over the whole selection (every page), with page 0 only: later
   * pages append to it and carry an empty list. mapSettings likewise holds for page 0's selection.
   */
  expectedClubStat: Type.Array(ClubStats),
  pageNo: Type.Integer(),
  totalRecord: Type.Integer(),
});
export type ActivityList = Static<typeof ActivityList>;

export const Activity = Type.Object({
  ...ActivitySummary.properties,
  shots: Type.Array(Shot),
  clubStats: Type.Array(ClubStats),
  units: Units,
});
export type Activity = Static<typeof Activity>;

export const ActivityParams = Type.Object({ esnActivityId: ActivityId });
export const TimeZoneQuery = Type.Object({ timeZone: Type.Optional(Zone) });

export const TypeList = Type.Object({
  clubs: Type.Array(Type.Object({ clubType: ClubType, shotCount: Type.Integer() })),
  types: Type.Array(Type.Object({ activityType: ActivityType, activityCount: Type.Integer() })),
});
export type TypeList = Static<typeof TypeList>;

/** PUT /skytrak/my-game/shot: move shots to another club (the monitor was set to the wrong one). */
export const ShotUpdates = Type.Array(Type.Object({ skyTrakShotId: Id, clubType: ClubType }), { minItems: 1, maxItems: 500 });
export type ShotUpdates = Static<typeof ShotUpdates>;
/**
 * PUT /skytrak/my-game/shot/counted: include shots in averages, gapping and dispersion, leave them
 * out, or let the outlier rule decide ('auto'). Words, not true/false/null: the validator coerces
 * types, and a boolean-or-null would not survive it.
 */
export const SHOT_COUNT_CHOICES = ['include', 'exclude', 'auto'] as const;
export type ShotCountChoice = (typeof SHOT_COUNT_CHOICES)[number];
export const ShotCountedChanges = Type.Array(Type.Object({ skyTrakShotId: Id, choice: literalUnion(SHOT_COUNT_CHOICES) }), { minItems: 1, maxItems: 500 });
export type ShotCountedChanges = Static<typeof ShotCountedChanges>;
export const UpdatedShots = Type.Object({ shots: Type.Array(Shot), units: Units });

export const IdList = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) });
/** DELETE …/activity: the sessions to delete, unless the query names one (?id=). */
// Sessions are int4 rows (ActivityId); shots are bigint (Id).
export const OptionalIdList = Type.Object({ ids: Type.Optional(Type.Array(ActivityId, { minItems: 1, maxItems: 500 })) });
export const DeleteActivityQuery = Type.Object({ id: Type.Optional(ActivityId) });
export const DeletedShots = Type.Object({
  deletedShotIds: Type.Array(Type.Integer()),
  /** Sessions left without a shot are removed with their last shot. */
  deletedActivityIds: Type.Array(Type.Integer()),
  activities: Type.Array(Type.Object({ esnActivityId: Type.Integer(), shotCount: Type.Integer() })),
});
export const DeletedActivities = Type.Object({ deletedActivityIds: Type.Array(Type.Integer()) });

export const StatsQuery = Type.Object({
  fromDate: Type.Optional(Day),
  toDate: Type.Optional(Day),
  activityType: Type.Optional(ActivityType),
  /** Comma-separated club codes to compare (all clubs when absent). */
  clubTypes: Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z0-9]+(,[a-z0-9]+)*$' })),
  esnActivityId: Type.Optional(ActivityId),
  timeZone: Type.Optional(Zone),
});
export type StatsQuery = Static<typeof StatsQuery>;
export const ClubStatsList = Type.Object({ clubs: Type.Array(ClubStats), units: Units });

export const ShotCompareQuery = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 400, pattern: '^[0-9]+(,[0-9]+)*$', description: 'comma-separated shot ids, 2 to 20' }),
});
export const ShotComparison = Type.Object({ shots: Type.Array(Shot), units: Units });
