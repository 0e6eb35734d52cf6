import { getBoundsOfDistance } from 'geolib';
import { and, asc, count, eq, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CountryStates, CourseDetail, CourseList, CoursePage, CourseSearchQuery, Locale, NearbyCourseQuery, UnitFlags } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { hiddenFromPlanner, statementCache, unplannedCount, type Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { courseHoles, courses, teeBoxes } from './courses.tables.ts';
import { countryName, IMPERIAL, stateName, summaryColumns, teeBoxCondition, toSummary, toTeeBox, type Place, type SummaryRow } from './course-view.ts';
import { playerHeads, unitFlagsOf } from '../account/index.ts';
import { correctedName } from './name-correction.ts';

/** Searches list at most this many matches; people narrow a search rather than page past it. */
export const SEARCH_COUNT_CAP = 1000;
const NEARBY_RADIUS_KM = 100;

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function placeOf(lat: number | undefined, lon: number | undefined): Place | undefined {
  return lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
}

/** The player's units as a column: an uncorrelated subquery, worked out once per statement, not per row. */
const unitsColumn = (playerId: number | Placeholder) =>
  sql<UnitFlags | null>`(select json_build_object('enableMetricDistances', ${playerHeads.enableMetricDistances}, 'enableMetricSpeeds', ${playerHeads.enableMetricSpeeds}) from ${playerHeads} where ${playerHeads.id} = ${playerId})`;

/** A place as a point (longitude, latitude): values, or a prepared statement's placeholders. */
const pointAt = (lon: number | Placeholder, lat: number | Placeholder) => sql`point(${lon}::float8, ${lat}::float8)`;
const coursePoint = sql`point(${courses.longitude}, ${courses.latitude})`;

/** Nearest first, straight from the GiST index on the course's point. */
const byDistance = (lon: number | Placeholder, lat: number | Placeholder) => sql`${coursePoint} <-> ${pointAt(lon, lat)}`;

/** Inside the box from south-west to north-east corner (the index skips the rest of the world). */
const inBox = (west: number | Placeholder, south: number | Placeholder, east: number | Placeholder, north: number | Placeholder) =>
  sql`${coursePoint} <@ box(${pointAt(west, south)}, ${pointAt(east, north)})`;

/**
 * A page's rows with the selection's total: the rows carry it (a full page) or tell it (a last,
 * short one); past the last page it is counted on its own, up to the cap.
 */
async function withTotal<R extends { total: number }>(db: Db, rows: R[], where: SQL | undefined, offset: number, size: number) {
  if (rows.length > 0) return { rows, total: rows.length < size ? offset + rows.length : rows[0]!.total };
  if (offset === 0) return { rows, total: 0 };
  const [total] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(courses)
      .where(where)
      .limit(SEARCH_COUNT_CAP)
      .as('capped'),
  );
  return { rows, total: total?.n ?? 0 };
}

type UnnamedSearchKind = { country: boolean; state: boolean; near: boolean };

/**
 * A search without a name of one kind (which of country, state and place it has), prepared on first
 * use: building the select on every call cost more server time than the rest of the request. The
 * page carries the selection's total (counted up to `cap`) and the player's units, each worked out
 * once. Its cap, size and offset are out of the planner's sight so that it keeps one plan (with them
 * in sight it planned the nearest-first search anew on every call). Placeholders: playerId, country,
 * state, lon, lat (those of its kind), cap, size, offset.
 */
const unnamedStatements = statementCache(() => new Map<string, ReturnType<typeof prepareUnnamedSearch>>());

function prepareUnnamedSearch(db: Db, kind: UnnamedSearchKind) {
  const where = and(
    kind.country ? eq(courses.country, sql.placeholder('country')) : undefined,
    kind.state ? eq(courses.state, sql.placeholder('state')) : undefined,
  );
  // Nearest-first orderings alone: a second sort key would stop the GiST index from giving rows in order.
  const order = kind.near
    ? [byDistance(sql.placeholder('lon'), sql.placeholder('lat'))]
    : [asc(courses.country), asc(courses.state), asc(courses.name), asc(courses.id)];
  const capped = db
    .select({ one: sql`1` })
    .from(courses)
    .where(where)
    .limit(unplannedCount('cap'));
  const player = sql.placeholder('playerId');
  return db
    .select({ ...summaryColumns(player), total: sql<number>`(select count(*)::int from (${capped}) capped)`, units: unitsColumn(player) })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(unplannedCount('size'))
    .offset(unplannedCount('offset'))
    .prepare(`courses_search_${Number(kind.country)}${Number(kind.state)}${Number(kind.near)}`);
}

function unnamedSearch(db: Db, kind: UnnamedSearchKind) {
  const prepared = unnamedStatements(db);
  const key = `${kind.country} ${kind.state} ${kind.near}`;
  let statement = prepared.get(key);
  if (!statement) prepared.set(key, (statement = prepareUnnamedSearch(db, kind)));
  return statement;
}

/**
 * Courses by name (anywhere in the name, closest matches first; similar spellings when nothing
 * contains it), country and state, nearest first when a location is given. Pages of `size`.
 */
export async function searchCourses(ctx: Ctx, caller: PlayerCaller, query: CourseSearchQuery, locale: Locale): Promise<CoursePage> {
  const from = placeOf(query.lat, query.long);
  const name = query.name?.trim() || undefined;
  const base: SQL[] = [];
  if (query.country) base.push(eq(courses.country, query.country.toUpperCase()));
  if (query.state) base.push(eq(courses.state, query.state));

  /**
   * A search by name. Its values are hidden from the planner, so that PostgreSQL keeps one plan
   * per connection instead of planning each call anew (that planning cost as much as the search).
   *
   * The name's matches are found once, up to one more than the cap, from the GIN index on
   * lower(name) (ILIKE in a UTF-8 database is lower() on both sides, then LIKE): when they are
   * within the cap (most names), the page is sorted from them and they are the total; past it, the
   * page comes closest first from the GiST index's ordered walk and the total is the cap. Against
   * scanning the GiST index twice (for the page and for the count), PostgreSQL answered "heron
   * creek" (85 matches) 1.6 times as often and "golf" (33,000) 2.2 times; sorting every match of
   * a name as common as "golf" instead of walking the index answered it 6 times less often.
   */
  const byName = async (text: string) => {
    const pattern = hiddenFromPlanner(containing(text), 'text');
    const where = and(...base, sql`${courses.name} ilike ${pattern}`);
    // Unqualified, so that it orders the courses and their matches alike. Nearest-first orderings
    // alone where an index gives the rows: a second key would stop it giving them in order.
    const order = from ? sql`point(longitude, latitude) <-> ${pointAt(from.lon, from.lat)}` : sql`name <-> ${hiddenFromPlanner(text, 'text')}`;
    const offset = query.page * query.size;
    const slice = sql`limit ${hiddenFromPlanner(query.size, 'int')} offset ${hiddenFromPlanner(offset, 'int')}`;
    const cap = sql.raw(String(SEARCH_COUNT_CAP));
    const total = sql`least((select n from counted), ${cap})`;
    // The page's ids in order with the total; the outer select reads their rows as every course list does.
    const page = ctx.db
      .$with('page', {
        id: sql<number>`page_id`.as('page_id'),
        distance: sql<number>`page_distance`.as('page_distance'),
        total: sql<number>`page_total`.as('page_total'),
      })
      .as(
        sql`with matches as materialized (
            select id, name, latitude, longitude from ${courses} where ${and(...base, sql`lower(name) like lower(${pattern})`)} limit ${cap} + 1
          ),
          counted as (select count(*)::int as n from matches)
          (select id as page_id, ${order} as page_distance, ${total} as page_total
            from matches where (select n from counted) <= ${cap} order by page_distance, page_id ${slice})
          union all
          (select id, ${order} as distance, ${total}
            from ${courses} where (select n from counted) > ${cap} and ${where} order by distance ${slice})`,
      );
    const rows = await ctx.db
      .with(page)
      .select({ ...summaryColumns(caller.subjectId), total: page.total, units: unitsColumn(caller.subjectId) })
      .from(page)
      .innerJoin(courses, eq(courses.id, page.id))
      .orderBy(page.distance, page.id);
    return withTotal(ctx.db, rows, where, offset, query.size);
  };

  /** A search without a name: one prepared statement per kind (country, state, place given or not). */
  const unnamed = async () => {
    const statement = unnamedSearch(ctx.db, { country: Boolean(query.country), state: Boolean(query.state), near: Boolean(from) });
    const rows = await statement.execute({
      playerId: caller.subjectId,
      country: query.country?.toUpperCase(),
      state: query.state,
      lon: from?.lon,
      lat: from?.lat,
      cap: SEARCH_COUNT_CAP,
      size: query.size,
      offset: query.page * query.size,
    });
    return withTotal(ctx.db, rows, and(...base), query.page * query.size, query.size);
  };
  let result = await (name ? byName(name) : unnamed());
  // A misspelt name still finds the course: when nothing contains the name, each word of it that
  // no course name has is corrected to the closest word one has ("heron crek" → "heron creek"),
  // and the corrected name is searched as a typed one is (same order, same paging).
  if (name && result.total === 0) {
    const corrected = await correctedName(ctx.db, name);
    if (corrected) result = await byName(corrected);
  }
  return {
    courses: result.rows.map((r) => toSummary(r as SummaryRow, locale, from, r.units ?? IMPERIAL)),
    pageNo: query.page,
    size: query.size,
    totalRecord: result.total,
  };
}

/**
 * The usual nearby search, prepared once: inside a box around the place, no name. Building this
 * select on every call cost a tenth of the request's server time. The limit is out of the planner's
 * sight so that it keeps one plan (a kept plan costs `limit $1` as a tenth of the table).
 */
const nearbyInBox = statementCache((db: Db) => {
  const player = sql.placeholder('playerId');
  return db
    .select({ ...summaryColumns(player), units: unitsColumn(player) })
    .from(courses)
    .where(inBox(sql.placeholder('west'), sql.placeholder('south'), sql.placeholder('east'), sql.placeholder('north')))
    .orderBy(byDistance(sql.placeholder('lon'), sql.placeholder('lat')))
    .limit(unplannedCount('limit'))
    .prepare('courses_nearby_in_box');
});

/**
 * The courses nearest a location, within `radiusKm` (100 km by default), optionally by name.
 * `isLimit` (the spec's limited search) answers the nearest 10, otherwise up to 50.
 */
export async function nearbyCourses(ctx: Ctx, caller: PlayerCaller, query: NearbyCourseQuery, locale: Locale): Promise<CourseList> {
  const from = { lat: query.lat, lon: query.long };
  const radiusKm = query.radiusKm ?? NEARBY_RADIUS_KM;
  const limit = query.isLimit === false ? 50 : 10;
  const conditions: SQL[] = [];
  const [south, north] = getBoundsOfDistance({ latitude: from.lat, longitude: from.lon }, radiusKm * 1000);
  // A box around the place lets the index skip the rest of the world; near the antimeridian or a
  // pole the box would wrap, and the radius check below does the work alone.
  const boxed = south && north && south.longitude < north.longitude && Math.abs(north.latitude) < 89 && Math.abs(south.latitude) < 89;
  if (boxed) {
    conditions.push(inBox(south.longitude, south.latitude, north.longitude, north.latitude));
  }
  const name = query.name?.trim();
  if (name) conditions.push(ilike(courses.name, containing(name)));
  // The player's units come with the courses: one statement for both.
  const rows =
    boxed && !name
      ? await nearbyInBox(ctx.db).execute({
          playerId: caller.subjectId,
          west: south.longitude,
          south: south.latitude,
          east: north.longitude,
          north: north.latitude,
          lon: from.lon,
          lat: from.lat,
          limit: limit * 2,
        })
      : await ctx.db
          .select({ ...summaryColumns(caller.subjectId), units: unitsColumn(caller.subjectId) })
          .from(courses)
          .where(and(...conditions))
          .orderBy(byDistance(from.lon, from.lat))
          .limit(limit * 2);
  const found = rows
    .map((r) => toSummary(r as SummaryRow, locale, from, r.units ?? IMPERIAL))
    .filter((c) => c.distanceKm! <= radiusKm)
    .sort((a, b) => a.distanceKm! - b.distanceKm!)
    .slice(0, limit);
  return { courses: found };
}

/** A course with its holes and the tee boxes the caller may play. Refuses an unknown id with 404. */
export async function getCourse(ctx: Ctx, caller: PlayerCaller, id: number, locale: Locale): Promise<CourseDetail> {
  const [row] = await ctx.db
    .select({ ...summaryColumns(caller.subjectId), address: courses.address, phone: courses.phone, website: courses.website, source: courses.source })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  if (!row) throw notFound('That course');
  const [holes, tees, units] = await Promise.all([
    ctx.db
      .select({ number: courseHoles.number, par: courseHoles.par, handicap: courseHoles.handicap, hasMap: sql<boolean>`${courseHoles.geometry} is not null` })
      .from(courseHoles)
      .where(eq(courseHoles.courseId, id))
      .orderBy(courseHoles.number),
    ctx.db.select().from(teeBoxes).where(teeBoxCondition(id, caller.subjectId)).orderBy(teeBoxes.playerId, teeBoxes.sortOrder, teeBoxes.id),
    unitFlagsOf(ctx.db, caller.subjectId),
  ]);
  return {
    ...toSummary(row as SummaryRow, locale),
    address: row.address,
    phone: row.phone,
    website: row.website,
    source: row.source,
    holeList: holes.map((h) => ({ ...h, hasMap: Boolean(h.hasMap) })),
    teeBoxes: tees.map((tee) => toTeeBox(tee, units)),
  };
}

/** Countries with courses, each with its states and how many courses each has. */
export async function countryStates(ctx: Ctx, locale: Locale): Promise<CountryStates> {
  const rows = await ctx.db
    .select({ country: courses.country, state: courses.state, n: count() })
    .from(courses)
    .groupBy(courses.country, courses.state)
    .orderBy(courses.country, courses.state);
  const byCountry = new Map<string, CountryStates[number]>();
  for (const r of rows) {
    let entry = byCountry.get(r.country);
    if (!entry) {
      entry = { country: r.country, countryName: countryName(r.country, locale), courseCount: 0, states: [] };
      byCountry.set(r.country, entry);
    }
    entry.courseCount += r.n;
    if (r.state) entry.states.push({ state: r.state, stateName: stateName(r.country, r.state), courseCount: r.n });
  }
  return [...byCountry.values()].sort((a, b) => a.countryName.localeCompare(b.countryName, locale));
}
