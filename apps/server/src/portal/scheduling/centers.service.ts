import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDistance } from 'geolib';
import { placeDistanceIn, type Center, type LessonType, type Locale, type UnitFlags } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { isRegion, REGIONS, siteOfRegion } from '../../platform/regions.ts';
import { centerRows, coachHeads, findPlayer, unitFlagsOf } from '../account/index.ts';
import { nameIn } from './appointment-view.ts';
import { centerLessonTypes, coachHours, lessonTypes } from './scheduling.tables.ts';

/** Regions whose centers a player may book: those of the player's own site (GB, US, CA share one). */
function regionsOfSite(region: string): string[] {
  if (!isRegion(region)) return [region];
  const site = siteOfRegion(region);
  return REGIONS.filter((r) => siteOfRegion(r) === site);
}

/** What the player's site offers, in the shop's order, named in the caller's language. */
export async function listLessonTypes(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<LessonType[]> {
  const rows = await ctx.db
    .selectDistinct({ t: lessonTypes })
    .from(lessonTypes)
    .innerJoin(centerLessonTypes, eq(centerLessonTypes.lessonTypeId, lessonTypes.id))
    .innerJoin(centerRows, eq(centerRows.id, centerLessonTypes.centerId))
    .where(and(eq(lessonTypes.isActive, true), inArray(centerRows.region, regionsOfSite(caller.region))))
    .orderBy(asc(lessonTypes.position), asc(lessonTypes.id));
  return rows.map(({ t }) => ({
    id: t.id,
    code: t.code,
    kind: t.kind as LessonType['kind'],
    name: nameIn(t.names, locale),
    description: nameIn(t.descriptions, locale),
    durationMinutes: t.durationMinutes,
    credits: t.credits,
  }));
}

interface Point {
  latitude: number;
  longitude: number;
}

/** The centers of the caller's site with their bookable coaches (those with working hours). */
async function centersOfSite(ctx: Ctx, caller: PlayerCaller, lessonTypeId: number | undefined) {
  const rows = await ctx.db
    .select()
    .from(centerRows)
    .where(inArray(centerRows.region, regionsOfSite(caller.region)))
    .orderBy(asc(centerRows.name));
  const ids = rows.map((c) => c.id);
  if (ids.length === 0) return [];
  const [types, teaching] = await Promise.all([
    ctx.db.select().from(centerLessonTypes).where(inArray(centerLessonTypes.centerId, ids)),
    ctx.db
      .selectDistinct({ id: coachHeads.id, centerId: coachHeads.centerId, firstName: coachHeads.firstName, lastName: coachHeads.lastName })
      .from(coachHeads)
      .innerJoin(coachHours, eq(coachHours.coachId, coachHeads.id))
      .where(inArray(coachHeads.centerId, ids))
      .orderBy(asc(coachHeads.lastName), asc(coachHeads.firstName)),
  ]);
  return rows
    .map((c) => ({
      center: c,
      lessonTypeIds: types
        .filter((t) => t.centerId === c.id)
        .map((t) => t.lessonTypeId)
        .sort((a, b) => a - b),
      coaches: teaching.filter((t) => t.centerId === c.id).map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    }))
    .filter((c) => lessonTypeId === undefined || c.lessonTypeIds.includes(lessonTypeId));
}

type SiteCenter = Awaited<ReturnType<typeof centersOfSite>>[number];

function toCenter(c: SiteCenter, from: Point | null, homeCenterId: number | null, units: UnitFlags): Center {
  const { center } = c;
  const located = from && center.latitude !== null && center.longitude !== null;
  const km = located ? Math.round(getDistance(from, { latitude: center.latitude!, longitude: center.longitude! }) / 100) / 10 : null;
  return {
    id: center.id,
    name: center.name,
    region: center.region,
    timeZone: center.timeZone,
    street: center.street,
    city: center.city,
    state: center.state,
    postalCode: center.postalCode,
    country: center.country,
    latitude: center.latitude,
    longitude: center.longitude,
    phone: center.phone,
    distanceKm: km,
    distance: km === null ? null : placeDistanceIn(km, units),
    isHomeCenter: center.id === homeCenterId,
    coaches: c.coaches,
    lessonTypeIds: c.lessonTypeIds,
  };
}

/** Nearest first when a location is known; otherwise the home center first, then by name. */
function rank(list: Center[], limit: number): Center[] {
  return [...list]
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || Number(b.isHomeCenter) - Number(a.isHomeCenter) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * Centers nearest to the given coordinates (the browser's location), else to the player's home
 * center. Only the player's own site's centers are listed.
 */
export async function nearestCenters(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { latitude?: number; longitude?: number; lessonTypeId?: number; limit?: number },
): Promise<Center[]> {
  const [list, player, units] = await Promise.all([
    centersOfSite(ctx, caller, input.lessonTypeId),
    findPlayer(ctx.db, caller.subjectId),
    unitFlagsOf(ctx.db, caller.subjectId),
  ]);
  const homeId = player?.centerId ?? null;
  let from: Point | null = null;
  if (input.latitude !== undefined && input.longitude !== undefined) from = { latitude: input.latitude, longitude: input.longitude };
  else {
    const home = list.find((c) => c.center.id === homeId)?.center;
    if (home?.latitude != null && home.longitude != null) from = { latitude: home.latitude, longitude: home.longitude };
  }
  return rank(
    list.map((c) => toCenter(c, from, homeId, units)),
    input.limit ?? 10,
  );
}

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * Centers closest to what the player typed: "latitude,longitude", or a postal code or city. A
 * postal code or city names the centers that match it and ranks the rest by distance from the first
 * match; text that matches no center answers none (the player is told, not shown every center);
 * with nothing typed it is the same as `nearestCenters`.
 */
export async function closestCenters(ctx: Ctx, caller: PlayerCaller, input: { locrequest?: string; lessonTypeId?: number; limit?: number }): Promise<Center[]> {
  const text = input.locrequest?.trim() ?? '';
  const coordinates = COORDINATES.exec(text);
  if (coordinates) {
    const latitude = Number(coordinates[1]);
    const longitude = Number(coordinates[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
      return nearestCenters(ctx, caller, { latitude, longitude, lessonTypeId: input.lessonTypeId, limit: input.limit });
  }
  if (!text) return nearestCenters(ctx, caller, input);
  const [list, player, units] = await Promise.all([
    centersOfSite(ctx, caller, input.lessonTypeId),
    findPlayer(ctx.db, caller.subjectId),
    unitFlagsOf(ctx.db, caller.subjectId),
  ]);
  const wanted = text.toLowerCase().replace(/\s+/g, '');
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  const matches = (c: SiteCenter) =>
    squash(c.center.postalCode).startsWith(wanted.slice(0, Math.max(3, Math.min(wanted.length, 5)))) ||
    squash(c.center.city) === wanted ||
    squash(c.center.name).includes(wanted);
  const anchor = list.find(matches)?.center;
  if (!anchor) return [];
  const from = anchor?.latitude != null && anchor.longitude != null ? { latitude: anchor.latitude, longitude: anchor.longitude } : null;
  return rank(
    list.map((c) => toCenter(c, from, player?.centerId ?? null, units)),
    input.limit ?? 10,
  );
}
