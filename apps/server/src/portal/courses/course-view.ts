import { getDistance } from 'geolib';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { lengthIn, placeDistanceIn, type CourseSummary, type Locale, type NineRatings, type TeeBox, type UnitFlags } from '@golf/contracts';
import type { Caller } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { findCountry, findRegion } from '../../platform/geo/countries.ts';
import { courses, favoriteCourses, teeBoxes } from './courses.tables.ts';

/** The columns every course list selects, with whether the caller keeps it as a favourite. */
export function summaryColumns(playerId: number | Placeholder) {
  return {
    id: courses.id,
    name: courses.name,
    city: courses.city,
    state: courses.state,
    country: courses.country,
    latitude: courses.latitude,
    longitude: courses.longitude,
    holeCount: courses.holeCount,
    par: courses.par,
    hasMap: courses.hasMap,
    isFavorite: sql<boolean>`exists (select 1 from ${favoriteCourses} f where f.course_id = ${courses.id} and f.player_id = ${playerId})`,
  };
}

export type SummaryRow = {
  id: number;
  name: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  holeCount: number;
  par: number;
  hasMap: boolean;
  isFavorite: boolean;
};

export interface Place {
  lat: number;
  lon: number;
}

/** Kilometres with one decimal (geolib's great-circle distance). */
export function kilometresBetween(a: Place, b: Place): number {
  return Math.round(getDistance({ latitude: a.lat, longitude: a.lon }, { latitude: b.lat, longitude: b.lon }) / 100) / 10;
}

export function countryName(code: string, locale: Locale): string {
  return findCountry(code, locale)?.full_name_locale ?? code;
}

export function stateName(country: string, state: string): string {
  if (!state) return '';
  return findRegion(country, state)?.name ?? state;
}

export function toSummary(row: SummaryRow, locale: Locale, from?: Place, units: UnitFlags = IMPERIAL): CourseSummary {
  const km = from ? kilometresBetween(from, { lat: row.latitude, lon: row.longitude }) : null;
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    stateName: stateName(row.country, row.state),
    country: row.country,
    countryName: countryName(row.country, locale),
    latitude: row.latitude,
    longitude: row.longitude,
    holes: row.holeCount,
    par: row.par,
    distanceKm: km,
    distance: km === null ? null : placeDistanceIn(km, units),
    isFavorite: Boolean(row.isFavorite),
    hasMap: row.hasMap,
  };
}

export type TeeBoxRow = typeof teeBoxes.$inferSelect;

const tenth = (rating: number) => Math.round(rating * 10) / 10;

/** The tee's 9-hole ratings; a 9-hole course's tee is rated over its one nine, which is its front. */
function ninesOf(row: Omit<TeeBoxRow, 'createdAt'>): NineRatings {
  if (row.yardages.length === 9)
    return { front: row.courseRating !== null && row.slope !== null ? { courseRating: tenth(row.courseRating), slope: row.slope } : null, back: null };
  return {
    front: row.frontCourseRating !== null && row.frontSlope !== null ? { courseRating: tenth(row.frontCourseRating), slope: row.frontSlope } : null,
    back: row.backCourseRating !== null && row.backSlope !== null ? { courseRating: tenth(row.backCourseRating), slope: row.backSlope } : null,
  };
}

/** Before the player's own flags are known: yards, miles and mph. */
export const IMPERIAL: UnitFlags = { enableMetricDistances: false, enableMetricSpeeds: false };

export function toTeeBox(row: Omit<TeeBoxRow, 'createdAt'>, units: UnitFlags = IMPERIAL): TeeBox {
  const total = lengthIn(
    row.yardages.reduce((s, y) => s + y, 0),
    units,
  );
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    color: row.color,
    gender: row.gender === 'female' ? 'female' : 'male',
    // real columns come back as 71.19999694824219; ratings are given to the tenth.
    courseRating: row.courseRating === null ? null : Math.round(row.courseRating * 10) / 10,
    slope: row.slope,
    par: row.par,
    yardages: row.yardages,
    totalYards: row.yardages.reduce((s, y) => s + y, 0),
    nines: ninesOf(row),
    lengths: row.yardages.map((y) => lengthIn(y, units).value),
    totalLength: total,
    isCustom: row.playerId !== null,
  };
}

/** Tee boxes a player may play on a course: the course's own, then their own additions. */
export function teeBoxesVisibleTo(playerId: number) {
  return sql`(${teeBoxes.playerId} is null or ${teeBoxes.playerId} = ${playerId})`;
}

export function teeBoxCondition(courseId: number, playerId: number) {
  return and(eq(teeBoxes.courseId, courseId), teeBoxesVisibleTo(playerId));
}

/**
 * A `playerId` parameter (the spec's calls carry one) may only name the caller: anyone else's id
 * answers 404, as every other player's resource does.
 */
export function assertOwnPlayerId(caller: Caller, playerId: number | undefined): void {
  if (playerId !== undefined && playerId !== caller.subjectId) throw new ServiceError('not-found', 'That player was not found.');
}
