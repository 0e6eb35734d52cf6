import { Type, type Static } from 'typebox';
import { NineRatings, TeeBox } from './courses.ts';
import { Measure } from './units.ts';
import { Id, InputOrNull, IsoDate, Latitude, Longitude, Nullable, OneOf } from './golf-shared.ts';
import { ScorecardHoleInput, ScorecardTotals } from './scorecard.ts';

export const PLAY_MODES = ['stroke', 'stableford', 'match', 'practice'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const TRACKING_LEVELS = ['score', 'stats', 'shots'] as const;
export type TrackingLevel = (typeof TRACKING_LEVELS)[number];

/** How a player likes to play a round; the create-round dialog starts from the latest round's. */
export const PlaySettings = Type.Object({
  /** score only; score and stats; or every shot on the hole map. */
  trackingLevel: OneOf(TRACKING_LEVELS),
  /** Move to the next hole once a hole is saved. */
  autoAdvance: Type.Boolean(),
  /** Show the dots of handicap strokes received on the scorecard. */
  showHandicapStrokes: Type.Boolean(),
});
export type PlaySettings = Static<typeof PlaySettings>;
export const DEFAULT_PLAY_SETTINGS: PlaySettings = { trackingLevel: 'stats', autoAdvance: true, showHandicapStrokes: true };

export const ROUND_STATUSES = ['not-started', 'in-progress', 'completed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const SCOPE_TYPES = ['full', 'front', 'back'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

export const RoundCreateBody = Type.Object({
  /** Holes to play: 18, or 9 with scopeType front or back. */
  scope: Type.Optional(Type.Union([Type.Literal(9), Type.Literal(18)], { default: 18 })),
  scopeType: Type.Optional(OneOf(SCOPE_TYPES, { default: 'full' })),
  courseId: Id,
  /** Informational: the server keeps the course's own name. */
  courseName: Type.Optional(Type.String({ maxLength: 200 })),
  playerId: Type.Optional(Id),
  /** The day the round was played: from a year before the player's today up to today. */
  playedAt: IsoDate,
  /** The player's time zone, which says what "today" is (default: the first zone on Earth to reach a date). */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$' })),
  coachId: Type.Optional(InputOrNull<number>('integer', { minimum: 1, maximum: 2_147_483_647 })),
  playMode: Type.Optional(OneOf(PLAY_MODES, { default: 'stroke' })),
  /** Played under the Rules of Golf so that it counts for the handicap index. */
  isCompliantMode: Type.Optional(Type.Boolean({ default: true })),
  /** The chosen tee; the server copies its rating, slope and yardages into the round. */
  teeBoxDetail: Type.Object({ id: Id }),
  playSettings: Type.Optional(Type.Partial(PlaySettings, { additionalProperties: false })),
  /** Scores already known (a round entered after play). */
  scorecardHoles: Type.Optional(Type.Array(ScorecardHoleInput, { maxItems: 18 })),
});
export type RoundCreateBody = Static<typeof RoundCreateBody>;

export const RoundTeeBox = Type.Object({
  id: Nullable(Type.Integer()),
  name: Type.String(),
  color: Type.String(),
  gender: Type.String(),
  courseRating: Nullable(Type.Number()),
  slope: Nullable(Type.Integer()),
  par: Type.Integer(),
  yardages: Type.Array(Type.Integer()),
  totalYards: Type.Integer(),
  /** The tee's 9-hole ratings when the round was played (absent on rounds saved before tees carried them). */
  nines: Type.Optional(NineRatings),
});
export type RoundTeeBox = Static<typeof RoundTeeBox>;

export const RoundCoach = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() });

export const RoundSummary = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  city: Type.String(),
  country: Type.String(),
  playedAt: Type.String(),
  scope: Type.Integer(),
  scopeType: Type.String(),
  playMode: Type.String(),
  teeBoxName: Type.String(),
  teeBoxColor: Type.String(),
  status: OneOf(ROUND_STATUSES),
  holesPlayed: Type.Integer(),
  score: Nullable(Type.Integer()),
  toPar: Nullable(Type.Integer()),
  coach: Nullable(RoundCoach),
  /** From the location given with the list; null without one. */
  distanceKm: Nullable(Type.Number()),
  /** The same distance in the player's units (miles for a player in yards). */
  distance: Nullable(Measure),
});
export type RoundSummary = Static<typeof RoundSummary>;

export const RoundsQuery = Type.Object({
  lat: Type.Optional(Latitude),
  lon: Type.Optional(Longitude),
  size: Type.Integer({ minimum: 1, maximum: 999, default: 999 }),
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
export const RoundsPage = Type.Object({ rounds: Type.Array(RoundSummary), pageNo: Type.Integer(), size: Type.Integer(), totalRecord: Type.Integer() });
export type RoundsPage = Static<typeof RoundsPage>;

export const RoundDetail = Type.Object({
  ...RoundSummary.properties,
  scorecardHoles: Type.Integer(),
  isCompliantMode: Type.Boolean(),
  playSettings: PlaySettings,
  teeBoxDetail: RoundTeeBox,
  /** The tee's length as played, in the player's distance unit. */
  teeLength: Measure,
  currentHole: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  totals: ScorecardTotals,
  createdAt: Type.String(),
  /** False for a coach reading the round. */
  canEdit: Type.Boolean(),
});
export type RoundDetail = Static<typeof RoundDetail>;

export const RoundIdParams = Type.Object({ id: Id });

export const TeeBoxQuery = Type.Object({ courseId: Type.Optional(Id), roundId: Type.Optional(Id) });
export const TeeBoxList = Type.Object({ teeBoxes: Type.Array(TeeBox), selectedTeeBoxId: Nullable(Type.Integer()) });
export type TeeBoxList = Static<typeof TeeBoxList>;

/** Either pick a tee for a round ({roundId, teeBoxId}), or add one's own tee to a course (and optionally play it). */
export const TeeBoxBody = Type.Object({
  roundId: Type.Optional(Id),
  teeBoxId: Type.Optional(Id),
  courseId: Type.Optional(Id),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
  color: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)$' })),
  gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female')], { default: 'male' })),
  courseRating: Type.Optional(InputOrNull<number>('number', { minimum: 25, maximum: 90 })),
  slope: Type.Optional(InputOrNull<number>('integer', { minimum: 55, maximum: 155 })),
  yardages: Type.Optional(Type.Array(Type.Integer({ minimum: 40, maximum: 800 }), { minItems: 1, maxItems: 18 })),
});
export type TeeBoxBody = Static<typeof TeeBoxBody>;
export const TeeBoxDeleted = Type.Object({ id: Type.Integer() });

export const PlaySettingLatest = Type.Object({
  settingData: PlaySettings,
  /** The round they come from; null for the defaults of a first round. */
  roundId: Nullable(Type.Integer()),
  coachId: Nullable(Type.Integer()),
  playMode: Type.String(),
});
export type PlaySettingLatest = Static<typeof PlaySettingLatest>;

export const WEATHER_FIELDS = ['temperature', 'humidity', 'windSpeed', 'windDirection', 'windGust', 'precipitationProbability', 'precipitationType'] as const;
export type WeatherField = (typeof WEATHER_FIELDS)[number];
export const WEATHER_TIMESTEPS = ['current', '1h', '1d'] as const;
export type WeatherTimestep = (typeof WEATHER_TIMESTEPS)[number];

const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 3 });
/** GeoJSON Point or Polygon (a course outline), or "lat,lon" as the provider takes it. */
export const WeatherLocation = Type.Union([
  Type.Object({ type: Type.Literal('Point'), coordinates: Position }),
  Type.Object({ type: Type.Literal('Polygon'), coordinates: Type.Array(Type.Array(Position, { minItems: 4, maxItems: 550 }), { minItems: 1, maxItems: 10 }) }),
  Type.String({ pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*,\\s*-?\\d+(\\.\\d+)?\\s*$' }),
]);
export type WeatherLocation = Static<typeof WeatherLocation>;

export const WeatherBody = Type.Object({
  location: WeatherLocation,
  fields: Type.Array(OneOf(WEATHER_FIELDS), { minItems: 1, maxItems: 7, uniqueItems: true }),
  timesteps: Type.Array(OneOf(WEATHER_TIMESTEPS), { minItems: 1, maxItems: 3, uniqueItems: true }),
  /** IANA zone the interval times are written in, e.g. "America/New_York"; UTC unless given. */
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  /** ISO 8601, or "now"; defaults to now. */
  startTime: Type.Optional(Type.String({ maxLength: 40 })),
  /** ISO 8601; defaults to 24 hours (hourly) or 5 days (daily) after the start. */
  endTime: Type.Optional(Type.String({ maxLength: 40 })),
  units: Type.Optional(Type.Union([Type.Literal('metric'), Type.Literal('imperial')], { default: 'metric' })),
});
export type WeatherBody = Static<typeof WeatherBody>;

export const WeatherInterval = Type.Object({
  startTime: Type.String(),
  values: Type.Record(Type.String(), Type.Number()),
  /** values.windSpeed in the signed-in player's speed unit (mph or km/h), whatever units were asked. */
  wind: Type.Optional(Measure),
});
export const WeatherTimeline = Type.Object({
  timestep: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  intervals: Type.Array(WeatherInterval),
});
export type WeatherTimeline = Static<typeof WeatherTimeline>;

/** Timelines as Tomorrow.io writes them, with where they came from. */
export const WeatherResult = Type.Object({
  /** 'local-model': this server's climatological model, an estimate, not a forecast. 'tomorrow.io': the provider's forecast. */
  source: Type.String(),
  /** Why the local model answered although a provider is configured (out of the forecast range, provider down). */
  notice: Nullable(Type.String()),
  units: Type.String(),
  timezone: Type.String(),
  location: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
  timelines: Type.Array(WeatherTimeline),
});
export type WeatherResult = Static<typeof WeatherResult>;
