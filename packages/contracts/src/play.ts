import { Type, type Static } from 'typebox';
import { Id, InputOrNull, Nullable, OneOf } from './golf-shared.ts';
import { EntryOutcome } from './scorecard.ts';

/** Hole maps are portrait images of this size; points on them are given in its pixels. */
export const HOLE_MAP_SIZE = { width: 540, height: 960 } as const;

export const PixelPoint = Type.Object({
  x: Type.Number({ minimum: 0, maximum: HOLE_MAP_SIZE.width }),
  y: Type.Number({ minimum: 0, maximum: HOLE_MAP_SIZE.height }),
});
export type PixelPoint = Static<typeof PixelPoint>;

export const LIES = ['tee', 'fairway', 'rough', 'sand', 'water', 'green'] as const;
export type Lie = (typeof LIES)[number];

export const HoleDataQuery = Type.Object({
  courseId: Id,
  holeNumber: Type.Integer({ minimum: 1, maximum: 18 }),
  /** Colour of the tee played (a tee box's colour, e.g. "blue"); the course's longest tee unless given. */
  backgroundColor: Type.Optional(Type.String({ maxLength: 30 })),
});

export const HoleFeature = Type.Object({
  kind: Type.Union([Type.Literal('fairway'), Type.Literal('bunker'), Type.Literal('water')]),
  outline: Type.Array(PixelPoint),
});

export const HoleData = Type.Object({
  courseId: Type.Integer(),
  holeNumber: Type.Integer(),
  par: Type.Integer(),
  handicap: Type.Integer(),
  /** The tee colour the data is for. */
  backgroundColor: Type.String(),
  teeBox: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })),
  /** Card yardage of the hole from that tee. */
  yards: Type.Integer(),
  image: Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer(), metresPerPixel: Type.Number() }),
  tee: PixelPoint,
  pin: PixelPoint,
  green: Type.Object({ front: PixelPoint, center: PixelPoint, back: PixelPoint, outline: Type.Array(PixelPoint) }),
  tees: Type.Array(Type.Object({ color: Type.String(), point: PixelPoint })),
  features: Type.Array(HoleFeature),
  /** Measured on the map from the chosen tee to the pin, through the dogleg corner when there is one. */
  playingYards: Type.Integer(),
  /** Yards to the front, centre and back of the green from the tee. */
  greenDistances: Type.Object({ front: Type.Integer(), center: Type.Integer(), back: Type.Integer() }),
  /** The same figures in the player's distance unit (lengthUnit): card length, playing length, to the green. */
  lengthUnit: Type.Union([Type.Literal('yd'), Type.Literal('m')]),
  length: Type.Integer(),
  playingLength: Type.Integer(),
  greenLengths: Type.Object({ front: Type.Integer(), center: Type.Integer(), back: Type.Integer() }),
});
export type HoleData = Static<typeof HoleData>;

export const SatelliteImageQuery = Type.Object({
  courseId: Id,
  hole: Type.Integer({ minimum: 1, maximum: 18 }),
  /** svg (default) or png. */
  format: Type.Optional(Type.Union([Type.Literal('svg'), Type.Literal('png')], { default: 'svg' })),
});

export const SatelliteImage = Type.Object({
  courseId: Type.Integer(),
  hole: Type.Integer(),
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  metresPerPixel: Type.Number(),
  /** The map as a data: URL, ready for an <img src>. */
  image: Type.String(),
  /** Where the drawing comes from: the course's mapped geometry, drawn by this server. */
  attribution: Type.String(),
});
export type SatelliteImage = Static<typeof SatelliteImage>;

export const ShotInput = Type.Object({
  /** 1 for the tee shot, then 2, 3 …: unique and consecutive within the hole. */
  index: Type.Integer({ minimum: 1, maximum: 20 }),
  /** Where the ball came to rest. */
  ball: PixelPoint,
  /** Where the player aimed. */
  target: Type.Optional(Type.Union([Type.Null(), PixelPoint])),
  clubId: Type.Optional(InputOrNull<number>('integer', { minimum: 1, maximum: 2_147_483_647 })),
  clubName: Type.Optional(InputOrNull<string>('string', { maxLength: 60 })),
  clubShortName: Type.Optional(InputOrNull<string>('string', { maxLength: 12 })),
});
export type ShotInput = Static<typeof ShotInput>;

/**
 * Saves one hole of play tracking as a whole: its shots replace the hole's earlier ones, so sending
 * the same save twice (a retry) leaves the same shots.
 */
export const TrackingPointsBody = Type.Object({
  roundId: Id,
  holeNumber: Type.Integer({ minimum: 1, maximum: 18 }),
  /** Where the player teed off, when not on the tee marker. */
  teePoint: Type.Optional(Type.Union([Type.Null(), PixelPoint])),
  shots: Type.Array(ShotInput, { maxItems: 20 }),
  /** The hole's comment; null or "" removes it; left out keeps it. */
  comment: Type.Optional(InputOrNull<string>('string', { maxLength: 1000 })),
  /** The hole to resume at; defaults to this hole. */
  currentHole: Type.Optional(Type.Integer({ minimum: 1, maximum: 18 })),
  /**
   * A save made on a device (possibly offline), as the scorecard's entries: its id, made by the
   * device, and when it was edited there. The server applies an id once, and of two saves of a
   * hole keeps the later one (an edit time past the server's clock counts as now).
   */
  entryId: Type.Optional(Type.String({ format: 'uuid' })),
  editedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type TrackingPointsBody = Static<typeof TrackingPointsBody>;

export const TrackedShot = Type.Object({
  index: Type.Integer(),
  ball: PixelPoint,
  target: Nullable(PixelPoint),
  clubId: Nullable(Type.Integer()),
  clubName: Nullable(Type.String()),
  clubShortName: Nullable(Type.String()),
  startLie: OneOf(LIES),
  endLie: OneOf(LIES),
  /** How far the ball went. */
  distanceYards: Type.Integer(),
  /** From where it came to rest to the pin; feet on the green are yards × 3. */
  distanceToPinYards: Type.Integer(),
  /** Against the PGA TOUR baseline; null when the shot's end cannot be valued. */
  strokesGained: Nullable(Type.Number()),
});
export type TrackedShot = Static<typeof TrackedShot>;

export const TrackedHole = Type.Object({
  holeNumber: Type.Integer(),
  teePoint: Nullable(PixelPoint),
  shots: Type.Array(TrackedShot),
  comment: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
});
export type TrackedHole = Static<typeof TrackedHole>;

export const TrackingDetail = Type.Object({
  roundId: Type.Integer(),
  courseId: Type.Integer(),
  currentHole: Type.Integer(),
  holes: Type.Array(TrackedHole),
  canEdit: Type.Boolean(),
  /** On a save that carried an entryId: what became of it (superseded: another device's later save of the hole was kept). */
  entries: Type.Optional(Type.Array(EntryOutcome)),
});
export type TrackingDetail = Static<typeof TrackingDetail>;

export const RoundQuery = Type.Object({ roundId: Id });
export const HoleComment = Type.Object({ holeNumber: Type.Integer(), comment: Type.String(), updatedAt: Type.String() });
export const RoundComments = Type.Object({ roundId: Type.Integer(), comments: Type.Array(HoleComment) });
export type RoundComments = Static<typeof RoundComments>;

export const PlayedHoleQuery = Type.Object({ roundId: Type.Optional(Id) });
export const PlayedHoles = Type.Object({
  /** Holes with a score over all the player's rounds. */
  totalHolesPlayed: Type.Integer(),
  roundsPlayed: Type.Integer(),
  round: Nullable(
    Type.Object({
      roundId: Type.Integer(),
      currentHole: Type.Integer(),
      playedHoles: Type.Array(Type.Integer()),
      trackedHoles: Type.Array(Type.Integer()),
    }),
  ),
});
export type PlayedHoles = Static<typeof PlayedHoles>;
