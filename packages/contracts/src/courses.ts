import { Type, type Static } from 'typebox';
import { Id, IsoDate, Latitude, Longitude, Nullable } from './golf-shared.ts';
import { Measure } from './units.ts';

/** A tee box: where a hole is played from, with its yardages and, when rated, its rating and slope. */
/** A nine's own rating (Rules of Handicapping 5.1b): 9-hole course rating and slope, par of those holes. */
export const NineRating = Type.Object({ courseRating: Type.Number(), slope: Type.Integer() });
export type NineRating = Static<typeof NineRating>;
/** The 9-hole ratings of a tee: front (holes 1–9) and back (10–18); null where the nine was never rated. */
export const NineRatings = Type.Object({ front: Nullable(NineRating), back: Nullable(NineRating) });
export type NineRatings = Static<typeof NineRatings>;

export const TeeBox = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  name: Type.String({ description: 'e.g. "Blue", "Championship"' }),
  /** CSS colour of the tee markers, e.g. "blue" or "#1e40af"; hole-data's backgroundColor picks a tee by it. */
  color: Type.String(),
  gender: Type.Union([Type.Literal('male'), Type.Literal('female')]),
  /** World Handicap System course rating; null when the tee was never rated (then no differential). */
  courseRating: Nullable(Type.Number()),
  /** Slope rating 55–155; null when unrated. */
  slope: Nullable(Type.Integer()),
  par: Type.Integer(),
  /** Yards per hole, hole 1 first. */
  yardages: Type.Array(Type.Integer()),
  totalYards: Type.Integer(),
  /** What a 9-hole score on this tee is rated with; on a 9-hole course the tee's own rating is the front nine's. */
  nines: NineRatings,
  /** Each hole's length and the total, in the player's distance unit (totalLength.unit). */
  lengths: Type.Array(Type.Integer()),
  totalLength: Measure,
  /** A tee a player added for themself (not the course's own). */
  isCustom: Type.Boolean(),
});
export type TeeBox = Static<typeof TeeBox>;

export const CourseSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  /** Region code within the country, e.g. "CA" (California), "13" (Tokyo); "" when none. */
  state: Type.String(),
  stateName: Type.String(),
  /** ISO 3166-1 alpha-2. */
  country: Type.String(),
  countryName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  holes: Type.Integer(),
  par: Type.Integer(),
  /** Kilometres from the location given with the search; null when none was given. */
  distanceKm: Nullable(Type.Number()),
  /** The same distance in the player's units (miles for a player in yards). */
  distance: Nullable(Measure),
  isFavorite: Type.Boolean(),
  /** Whether hole maps can be drawn (the course has hole geometry). */
  hasMap: Type.Boolean(),
});
export type CourseSummary = Static<typeof CourseSummary>;

export const CourseHole = Type.Object({
  number: Type.Integer(),
  par: Type.Integer(),
  /** Stroke index 1–18: 1 is the hardest hole, where handicap strokes fall first. */
  handicap: Type.Integer(),
  hasMap: Type.Boolean(),
});
export type CourseHole = Static<typeof CourseHole>;

export const CourseDetail = Type.Object({
  ...CourseSummary.properties,
  address: Type.String(),
  phone: Type.String(),
  website: Type.String(),
  /** 'seed' demo data, 'osm' imported from OpenStreetMap, 'directory' from a course directory. */
  source: Type.String(),
  holeList: Type.Array(CourseHole),
  teeBoxes: Type.Array(TeeBox),
});
export type CourseDetail = Static<typeof CourseDetail>;

const Paging = {
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** `GET /api/v2/game-tracking/course`: by name, country and state, ordered by distance when a location is given. */
export const CourseSearchQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  state: Type.Optional(Type.String({ maxLength: 60 })),
  lat: Type.Optional(Latitude),
  long: Type.Optional(Longitude),
  ...Paging,
});
export type CourseSearchQuery = Static<typeof CourseSearchQuery>;

export const CoursePage = Type.Object({
  courses: Type.Array(CourseSummary),
  pageNo: Type.Integer(),
  size: Type.Integer(),
  totalRecord: Type.Integer(),
});
export type CoursePage = Static<typeof CoursePage>;

/** `GET /api/game-tracking/course?lat&long&isLimit=true`: the nearest courses, optionally by name. */
export const NearbyCourseQuery = Type.Object({
  lat: Latitude,
  long: Longitude,
  isLimit: Type.Optional(Type.Boolean({ default: true })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  /** Search radius; 100 km unless given. */
  radiusKm: Type.Optional(Type.Number({ minimum: 1, maximum: 500 })),
});
export type NearbyCourseQuery = Static<typeof NearbyCourseQuery>;

export const CourseList = Type.Object({ courses: Type.Array(CourseSummary) });
export type CourseList = Static<typeof CourseList>;

export const CourseIdParams = Type.Object({ id: Id });

export const CountryStates = Type.Array(
  Type.Object({
    country: Type.String(),
    countryName: Type.String(),
    courseCount: Type.Integer(),
    states: Type.Array(Type.Object({ state: Type.String(), stateName: Type.String(), courseCount: Type.Integer() })),
  }),
);
export type CountryStates = Static<typeof CountryStates>;

export const FavoriteQuery = Type.Object({ playerId: Type.Optional(Id), courseId: Type.Optional(Id) });
export const FavoriteBody = Type.Object({ courseId: Id, playerId: Type.Optional(Id) });
export type FavoriteBody = Static<typeof FavoriteBody>;
export const FavoriteResult = Type.Object({ courseId: Type.Integer(), playerId: Type.Integer(), isFavorite: Type.Boolean() });
export type FavoriteResult = Static<typeof FavoriteResult>;

/** A course's playing conditions calculation on a day (Rules of Handicapping 5.6): set by staff, 0 unless set. */
export const PlayingConditionsBody = Type.Object({
  date: IsoDate,
  pcc: Type.Integer({ minimum: -1, maximum: 3, description: 'Strokes: −1 (easier than normal) to +3 (much harder)' }),
});
export type PlayingConditionsBody = Static<typeof PlayingConditionsBody>;
export const PlayingConditionsQuery = Type.Object({ date: IsoDate });
export const PlayingConditions = Type.Object({ courseId: Type.Integer(), date: Type.String(), pcc: Type.Integer(), isSet: Type.Boolean() });
export type PlayingConditions = Static<typeof PlayingConditions>;
