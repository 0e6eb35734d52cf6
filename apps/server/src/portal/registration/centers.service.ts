import { asc, inArray, sql } from 'drizzle-orm';
import { placeDistanceIn, unitFlagsOfCountry, type CenterSummary, type Prefecture, type UnitFlags } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { invalid } from '../../platform/errors.ts';
import { findPrefecture, listPrefectures, prefectureHops, prefectureOfZip } from '../../platform/geo/japan.ts';
import { distanceKm, geocodePostalCode } from '../../platform/geo/postal-geocode.ts';
import { countriesOfRegion, SITE_REGIONS } from '../../platform/regions-countries.ts';
import { isRegion, type Site } from '../../platform/regions.ts';
import { normalizePostalCode, centerRows, centerRowsAs, type CenterRow } from '../account/index.ts';

/** What a center summary and its ranking read of a center. */
type CenterPlace = Pick<CenterRow, 'id' | 'name' | 'region' | 'city' | 'state' | 'postalCode' | 'country' | 'timeZone' | 'latitude' | 'longitude'>;

const summary = (c: CenterPlace, distance: number | null = null, units: UnitFlags | null = null): CenterSummary => ({
  id: c.id,
  name: c.name,
  region: c.region,
  city: c.city,
  state: c.state,
  postalCode: c.postalCode,
  country: c.country,
  timeZone: c.timeZone,
  distanceKm: distance,
  ...(units ? { distance: distance === null ? null : placeDistanceIn(distance, units) } : {}),
});

function centersOf(ctx: Ctx, regions: readonly string[]) {
  return ctx.db
    .select()
    .from(centerRows)
    .where(inArray(centerRows.region, [...regions]))
    .orderBy(asc(centerRows.name));
}

/** GET /api/centers[?region=jp]: a region's centers (default: the site's), by name. */
export async function listCenters(ctx: Ctx, site: Site, region?: string): Promise<CenterSummary[]> {
  let regions = SITE_REGIONS[site];
  if (region) {
    const code = region.toUpperCase();
    if (!isRegion(code)) throw invalid('region', `region must be one of us, gb, ca, cn, qb, sg, hk, jp, ae, za.`);
    regions = [code];
  }
  return (await centersOf(ctx, regions)).map((c) => summary(c));
}

/** GET /api/centers/contact: how to reach each of the site's centers. */
export async function centerContacts(ctx: Ctx, site: Site) {
  return (await centersOf(ctx, SITE_REGIONS[site])).map((c) => ({
    id: c.id,
    name: c.name,
    region: c.region,
    street: c.street,
    city: c.city,
    state: c.state,
    postalCode: c.postalCode,
    country: c.country,
    phone: c.phone,
    email: c.email,
  }));
}

/**
 * The centers of some regions by name, with what a summary shows, as one JSON column of one prepared
 * statement (one per database handle): the ORM's mapping of every column of the site's centers was
 * most of the closest-centers call. Placeholder: regions.
 */
const centerPlaces = statementCache((db: Db) =>
  db
    .select({
      list: sql<CenterPlace[]>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'region', c.region, 'city', c.city,
        'state', c.state, 'postalCode', c.postal_code, 'country', c.country, 'timeZone', c.time_zone, 'latitude', c.latitude,
        'longitude', c.longitude) order by c.name) from ${centerRowsAs('c')} where c.region = any(${sql.placeholder('regions')}::text[])), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('center_places'),
);

/** The prefecture number a Japanese center is in (centers keep the prefecture's name or number as state). */
const prefectureOfCenter = (c: Pick<CenterRow, 'state' | 'postalCode'>) => findPrefecture(c.state)?.id ?? prefectureOfZip(c.postalCode)?.id;

/**
 * GET /api/centers/closest?postal: the site's centers nearest a postal code. US and Canadian codes
 * are placed on the map (distance in km, and in miles or km as that country measures); Japanese zip codes by prefecture, nearest prefectures by
 * shared borders first. Elsewhere the code is checked and the centers listed by name (located false).
 */
export async function closestCenters(ctx: Ctx, site: Site, query: { postal: string; country?: string; size?: number }) {
  const siteCountries = [...new Set(SITE_REGIONS[site].flatMap(countriesOfRegion))];
  const country = (query.country ?? siteCountries[0]!).toUpperCase();
  if (!siteCountries.includes(country)) throw invalid('country', `This site serves ${siteCountries.join(', ')}.`);
  const postal = normalizePostalCode('postal', query.postal, country);
  const size = query.size ?? 5;
  const [read] = await centerPlaces(ctx.db).execute({ regions: [...SITE_REGIONS[site]] });
  const rows = read?.list ?? [];

  if (country === 'JP') {
    const pref = prefectureOfZip(postal);
    if (!pref) return { located: false, postal, country, centers: rows.slice(0, size).map((c) => summary(c)) };
    const hops = prefectureHops(pref.id);
    const far = 99;
    const ranked = rows
      .map((c) => ({ c, hop: hops.get(prefectureOfCenter(c) ?? -1) ?? far }))
      .sort((a, b) => a.hop - b.hop || a.c.name.localeCompare(b.c.name));
    return { located: true, postal, country, centers: ranked.slice(0, size).map((r) => summary(r.c)) };
  }

  const point = geocodePostalCode(postal, country);
  if (!point) return { located: false, postal, country, centers: rows.slice(0, size).map((c) => summary(c)) };
  const ranked = rows
    .map((c) => ({ c, d: c.latitude !== null && c.longitude !== null ? distanceKm(point, { latitude: c.latitude, longitude: c.longitude }) : null }))
    .sort((a, b) => (a.d ?? Infinity) - (b.d ?? Infinity));
  // The registrant has no unit setting yet: the searched country's (miles for a US code).
  const units = unitFlagsOfCountry(country);
  return { located: true, postal, country, centers: ranked.slice(0, size).map((r) => summary(r.c, r.d, units)) };
}

/** GET /api/pref-configuration: Japan's 47 prefectures, with the centers in each. */
export async function prefectureConfiguration(ctx: Ctx): Promise<Prefecture[]> {
  const jp = await centersOf(ctx, ['JP']);
  const byPref = new Map<number, number[]>();
  for (const c of jp) {
    const id = prefectureOfCenter(c);
    if (id) byPref.set(id, [...(byPref.get(id) ?? []), c.id]);
  }
  return listPrefectures().map((p) => ({ id: p.id, name: p.name, kana: p.kana, en: p.en, region: p.region, centerIds: byPref.get(p.id) ?? [] }));
}
