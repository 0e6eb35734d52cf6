import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Units } from '@golf/contracts';

/** Exact by definition (international yard and mile, 1959). */
export const METRES_PER_YARD = 0.9144;
export const KMH_PER_MPH = 1.609344;
export const FEET_PER_YARD = 3;

export interface UnitFlags {
  enableMetricDistances: boolean;
  enableMetricSpeeds: boolean;
}

/** The units of an answer, as the profile's two metric flags say (spec 000 §3, §4). */
export function unitsOf(flags: UnitFlags): Units {
  const metric = flags.enableMetricDistances;
  return {
    distance: metric ? 'm' : 'yd',
    height: metric ? 'm' : 'yd',
    shortDistance: metric ? 'm' : 'ft',
    speed: flags.enableMetricSpeeds ? 'km/h' : 'mph',
    spin: 'rpm',
    angle: 'deg',
  };
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Converts stored numbers (yards, mph) into the answer's units, rounded as a display would. */
export function converterFor(units: Units) {
  const distanceFactor = units.distance === 'm' ? METRES_PER_YARD : 1;
  const speedFactor = units.speed === 'km/h' ? KMH_PER_MPH : 1;
  const shortFactor = units.shortDistance === 'm' ? METRES_PER_YARD : FEET_PER_YARD;
  return {
    distanceFactor,
    speedFactor,
    distance: (yards: number) => round(yards * distanceFactor, 2),
    speed: (mph: number) => round(mph * speedFactor, 2),
    /** Putting distances: feet or metres. */
    short: (yards: number) => round(yards * shortFactor, 2),
    angle: (deg: number) => round(deg, 2),
    spin: (rpm: number) => Math.round(rpm),
    ratio: (x: number) => round(x, 3),
  };
}
export type Converter = ReturnType<typeof converterFor>;

/**
 * The same conversions in SQL, for answers PostgreSQL builds (a session's shots), figure for figure
 * what converterFor gives: a stored real is read as the driver reads it (its shortest text, then a
 * double), multiplied by the same double factor, and rounded half up as Math.round does
 * (floor(x + 0.5); PostgreSQL's round() of a double rounds half to even).
 */
export const unitSql = {
  /** A stored real as the double JavaScript would hold. */
  read: (column: SQLWrapper) => sql`(${column})::text::float8`,
  round: (value: SQL, digits: number) => {
    const f = sql.raw(`${10 ** digits}::float8`);
    return sql`(floor((${value}) * ${f} + 0.5::float8) / ${f})`;
  },
  distance: (column: SQLWrapper, factor: SQL) => unitSql.round(sql`${unitSql.read(column)} * ${factor}`, 2),
  speed: (column: SQLWrapper, factor: SQL) => unitSql.round(sql`${unitSql.read(column)} * ${factor}`, 2),
  angle: (column: SQLWrapper) => unitSql.round(unitSql.read(column), 2),
  spin: (column: SQLWrapper) => sql`floor(${unitSql.read(column)} + 0.5::float8)`,
  ratio: (value: SQL) => unitSql.round(value, 3),
};

/** Reads a number written in a file's units back into stored units (yards, mph). */
export const TO_YARDS: Record<string, number> = { yd: 1, m: 1 / METRES_PER_YARD, ft: 1 / FEET_PER_YARD };
export const TO_MPH: Record<string, number> = { mph: 1, 'km/h': 1 / KMH_PER_MPH, 'm/s': 3.6 / KMH_PER_MPH };
