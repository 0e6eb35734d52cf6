import { Type, type Static, type TSchema } from 'typebox';
import { Measure } from './units.ts';

/** The rules of golf allow 14 clubs in play; a bag may hold more, with a warning. */
export const CLUBS_IN_PLAY_LIMIT = 14;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Text = (maxLength: number) => Type.String({ maxLength });
/**
 * Nullable inputs as one JSON-Schema type list, not an anyOf: the server's validator coerces
 * types, and in an anyOf it would turn null into 0 or "" before trying the null branch.
 */
const InputOrNull = <T>(type: 'number' | 'integer' | 'string', opts: Record<string, unknown> = {}) => Type.Unsafe<T | null>({ type: [type, 'null'], ...opts });

export const BagName = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });

export const Bag = Type.Object({
  id: Type.Integer(),
  bagName: Type.String(),
  /** ISO time of the last change to the bag or any of its clubs; the newest is the current bag. */
  lastModified: Type.String(),
  createdAt: Type.String(),
  clubCount: Type.Integer(),
  /** More clubs than the rules allow in play (14): shown as a warning, never refused. */
  isOverClubLimit: Type.Boolean(),
});
export type Bag = Static<typeof Bag>;

export const Manufacturer = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Manufacturer = Static<typeof Manufacturer>;

/** A parent category (driver, woods, hybrids, irons, wedges, putter) or one of its children. */
export const ClubCategory = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  code: Type.String({ description: 'stable code, e.g. "driver", "7i", "sw"' }),
  name: Type.String(),
  shortName: Type.String({ description: 'as printed on the sole or shown on the hole map, e.g. "7i"' }),
  /** Typical loft in degrees, a default for the add-club form. */
  defaultLoft: Nullable(Type.Number()),
  sortOrder: Type.Integer(),
});
export type ClubCategory = Static<typeof ClubCategory>;

export const ClubCategoriesQuery = Type.Object({ parentId: Type.Optional(Id) });

export const FLEXES = ['L', 'A', 'R', 'S', 'X'] as const;
export const Flex = Type.Union([Type.Literal('L'), Type.Literal('A'), Type.Literal('R'), Type.Literal('S'), Type.Literal('X')], {
  description: 'L ladies, A senior, R regular, S stiff, X extra stiff',
});
export type Flex = Static<typeof Flex>;

export const Club = Type.Object({
  id: Type.Integer(),
  bagId: Type.Integer(),
  categoryId: Type.Integer(),
  category: ClubCategory,
  /** The parent category's name (for grouping: "Irons"). */
  categoryGroup: Type.String(),
  manufacturerId: Nullable(Type.Integer()),
  manufacturer: Nullable(Manufacturer),
  model: Type.String(),
  /** Degrees. */
  loft: Nullable(Type.Number()),
  shaft: Type.String(),
  flex: Nullable(Flex),
  /** Inches. */
  length: Nullable(Type.Number()),
  /** Degrees. */
  lie: Nullable(Type.Number()),
  grip: Type.String(),
  /** Yards, as stored and as typed into the club form. */
  carryDistance: Nullable(Type.Number()),
  /** The carry in the player's distance unit, as screens show it. */
  carry: Nullable(Measure),
  notes: Type.String(),
  /** Opaque reference of the club's photo, or null; links come from presign-get-club-image-url. */
  image: Nullable(Type.String()),
  /** The photo's file name as uploaded. */
  imageName: Nullable(Type.String()),
  lastModified: Type.String(),
});
export type Club = Static<typeof Club>;

/** A category or manufacturer may be given by id or as the object the server sent. */
const Ref = Type.Union([Id, Type.Object({ id: Id })]);

const clubFields = {
  bagId: Id,
  categoryId: Type.Optional(Id),
  category: Type.Optional(Ref),
  manufacturerId: Type.Optional(InputOrNull<number>('integer', { minimum: 1, maximum: 2_147_483_647 })),
  manufacturer: Type.Optional(Type.Union([Type.Null(), Ref])), // null first: see InputOrNull
  model: Type.Optional(Text(80)),
  loft: Type.Optional(InputOrNull<number>('number', { minimum: 0, maximum: 90 })),
  shaft: Type.Optional(Text(80)),
  flex: Type.Optional(InputOrNull<Flex>('string', { enum: [...FLEXES, null] })),
  length: Type.Optional(InputOrNull<number>('number', { minimum: 20, maximum: 52 })),
  lie: Type.Optional(InputOrNull<number>('number', { minimum: 40, maximum: 90 })),
  grip: Type.Optional(Text(80)),
  carryDistance: Type.Optional(InputOrNull<number>('number', { minimum: 0, maximum: 450 })),
  notes: Type.Optional(Text(1000)),
  /** Ignored except null, which removes the photo. Photos are set only by upload. */
  image: Type.Optional(InputOrNull<string>('string', { maxLength: 300 })),
};

/** POST /api/club: a new club in one of the player's bags. Sent as the whole object. */
export const NewClub = Type.Object(clubFields);
export type NewClub = Static<typeof NewClub>;

/** PUT /api/club: the whole club with its id. */
export const ClubUpdate = Type.Object({ id: Id, ...clubFields });
export type ClubUpdate = Static<typeof ClubUpdate>;

export const NewClubs = Type.Array(NewClub, { minItems: 1, maxItems: 40 });
export const ClubUpdates = Type.Array(ClubUpdate, { minItems: 1, maxItems: 40 });

export const NewBag = Type.Object({ bagName: BagName });
export const BagRename = Type.Object({ id: Id, bagName: BagName });

export const BagWithClubs = Type.Object({ ...Bag.properties, clubs: Type.Array(Club) });
export type BagWithClubs = Static<typeof BagWithClubs>;

export const ClubsQuery = Type.Object({ bagId: Type.Optional(Id) });
export const IdParams = Type.Object({ id: Id });

/** Where to PUT a club photo: send the file with its content type and an attachment filename header. */
export const ClubImageUpload = Type.Object({
  url: Type.String(),
  method: Type.Literal('PUT'),
  expiresAt: Type.String(),
  maxBytes: Type.Integer(),
  contentTypes: Type.Array(Type.String()),
});
export type ClubImageUpload = Static<typeof ClubImageUpload>;

/** A signed, expiring link to the club's photo and its thumbnail; empty strings when it has none. */
export const ClubImageLink = Type.Object({
  url: Type.String(),
  thumbnailUrl: Type.String(),
  expiresAt: Nullable(Type.String()),
});
export type ClubImageLink = Static<typeof ClubImageLink>;

/** Answer of a club photo upload. */
export const ClubImageStored = Type.Object({
  image: Type.String(),
  imageName: Type.String(),
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
});
export type ClubImageStored = Static<typeof ClubImageStored>;
