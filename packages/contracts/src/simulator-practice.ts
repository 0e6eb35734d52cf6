import { Type, type Static, type TSchema } from 'typebox';
import { ActivityType, ClubType, literalUnion, Units } from './simulator.ts';

// Null first: the server's ajv coerces types, and would read null as 0 for a number tried first.
const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Zone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$' });
const Stat = Type.Object({ mean: Type.Number(), sd: Nullable(Type.Number()), min: Type.Number(), max: Type.Number() });

export const PracticeQuery = Type.Object({ fromDate: Type.Optional(Day), toDate: Type.Optional(Day), timeZone: Type.Optional(Zone) });
export type PracticeQuery = Static<typeof PracticeQuery>;

/** Carry gaps this close overlap (two clubs for one distance); this wide leave a hole in the bag. Yards. */
export const GAP_TIGHT_YARDS = 7;
export const GAP_WIDE_YARDS = 18;
export const GapStatus = Type.Union([Type.Literal('tight'), Type.Literal('good'), Type.Literal('wide')]);

export const BagMappingClub = Type.Object({
  clubType: ClubType,
  /** The bag's club this row is, or null when the player has no bag and clubs come from their shots. */
  clubId: Nullable(Type.Integer()),
  model: Type.String(),
  loft: Nullable(Type.Number()),
  shotCount: Type.Integer(),
  carry: Nullable(Stat),
  total: Nullable(Stat),
  /** Average carry of this club minus that of the next shorter club with shots. */
  gapToNext: Nullable(Type.Number()),
  gapStatus: Nullable(GapStatus),
});
export type BagMappingClub = Static<typeof BagMappingClub>;

export const BagMapping = Type.Object({
  bag: Nullable(Type.Object({ id: Type.Integer(), bagName: Type.String() })),
  clubs: Type.Array(BagMappingClub),
  /** Clubs the player hit that are not in the bag (mapped by club code). */
  unmappedClubTypes: Type.Array(ClubType),
  units: Units,
});
export type BagMapping = Static<typeof BagMapping>;

export const PuttingBand = Type.Object({
  /** Start distance band, in units.shortDistance. */
  from: Type.Number(),
  to: Nullable(Type.Number()),
  putts: Type.Integer(),
  holed: Type.Integer(),
  makeRate: Nullable(Type.Number()),
  /** Average distance left on the putts that missed, in units.shortDistance. */
  averageLeave: Nullable(Type.Number()),
});
export const PuttingStats = Type.Object({
  sessions: Type.Integer(),
  putts: Type.Integer(),
  holed: Type.Integer(),
  makeRate: Nullable(Type.Number()),
  bands: Type.Array(PuttingBand),
  units: Units,
});
export type PuttingStats = Static<typeof PuttingStats>;

/** The launch-monitor files the import reads. */
export const IMPORT_FORMATS = ['gspro', 'garmin-r10'] as const;
export const ImportFormat = literalUnion(IMPORT_FORMATS);

/** Which field of a slashed date is the month: 10/09/2025 is 9 October month first, 10 September day first. */
export const DateOrder = Type.Union([Type.Literal('monthFirst'), Type.Literal('dayFirst')]);
export type DateOrder = Static<typeof DateOrder>;

/** A CSV export as text (the web app reads the file; the server parses it). */
export const ImportBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 900_000 }),
  /** The club of rows that name none (GSPro files of one club sometimes leave it out). */
  clubType: Type.Optional(ClubType),
  activityType: Type.Optional(ActivityType),
  /** When the session was, for files without dates (GSPro); default now. */
  playedAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** The zone the file's local times are in (Garmin writes them without one); default UTC. */
  timeZone: Type.Optional(Zone),
  /**
   * How to read slashed dates when the file's own rows cannot tell (every first and second field
   * is 12 or less). A file with a first field above 12 is day first whatever is sent.
   */
  dateOrder: Type.Optional(DateOrder),
});
export type ImportBody = Static<typeof ImportBody>;

export const ImportRowStatus = Type.Union([Type.Literal('ok'), Type.Literal('error'), Type.Literal('duplicate'), Type.Literal('alreadyImported')]);
export type ImportRowStatus = Static<typeof ImportRowStatus>;

export const ImportRow = Type.Object({
  /** Line of the file, counting from 1 (the header is line 1). */
  line: Type.Integer(),
  status: ImportRowStatus,
  clubType: Nullable(ClubType),
  hitAt: Nullable(Type.String()),
  ballSpeed: Nullable(Type.Number()),
  carry: Nullable(Type.Number()),
  total: Nullable(Type.Number()),
  offline: Nullable(Type.Number()),
  /** Why the row cannot be imported: the column as the file names it, and what is wrong. */
  errors: Type.Array(Type.Object({ column: Type.String(), message: Type.String() })),
});
export type ImportRow = Static<typeof ImportRow>;

export const ImportSummary = Type.Object({
  rows: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  /** Rows repeating an earlier row of the same file. */
  duplicates: Type.Integer(),
  /** Rows already in the player's sessions from an earlier import. */
  alreadyImported: Type.Integer(),
});

export const ImportPreview = Type.Object({
  format: ImportFormat,
  language: Type.Union([Type.Literal('en'), Type.Literal('de')]),
  /** The units the file was written in, as its units row (or its format) says. */
  fileUnits: Type.Object({ distance: Type.String(), speed: Type.String(), height: Type.String() }),
  /** How the file's slashed dates were read; null when it has none. */
  dateOrder: Nullable(DateOrder),
  /** True when the rows themselves proved the order (a first or second field above 12). */
  dateOrderDetected: Type.Boolean(),
  /** True when the file cannot tell and the import needs the player's dateOrder (the preview read month first). */
  needsDateOrder: Type.Boolean(),
  rows: Type.Array(ImportRow),
  summary: ImportSummary,
  units: Units,
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportResult = Type.Object({
  /** The session the shots went into; null when nothing new was imported. */
  esnActivityId: Nullable(Type.Integer()),
  /** True when the new shots joined the session an earlier import of the same file made. */
  appendedToExisting: Type.Boolean(),
  imported: Type.Integer(),
  summary: ImportSummary,
  /** The rows that were not imported, with their reasons. */
  skipped: Type.Array(ImportRow),
  units: Units,
});
export type ImportResult = Static<typeof ImportResult>;
