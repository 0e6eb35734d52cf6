// The one rule for the player's units (spec 000 §3: "Distances in metres", "Speeds in km/h"):
// lengths on the course and distances carried in the player's distance unit, speeds in their speed
// unit, and distances between places in miles where the player's unit is yards, km otherwise.
// The server applies it to every answer it measures; screens only print the Measure they get.
import { Type, type Static } from 'typebox';
import { OneOf } from './golf-shared.ts';

export const MEASURE_UNITS = ['yd', 'm', 'mi', 'km', 'mph', 'km/h'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];
/** A figure in the player's units, rounded as it is shown. */
export const Measure = Type.Object({ value: Type.Number(), unit: OneOf(MEASURE_UNITS) });
export type Measure = Static<typeof Measure>;

export interface UnitFlags {
  enableMetricDistances: boolean;
  enableMetricSpeeds: boolean;
}

/** Exact by definition (international yard and mile, 1959). */
const METRES_PER_YARD = 0.9144;
const KM_PER_MILE = 1.609344;

/** A length on the course or a distance carried, stored in yards: whole yards or metres. */
export function lengthIn(yards: number, flags: UnitFlags): Measure {
  return flags.enableMetricDistances ? { value: Math.round(yards * METRES_PER_YARD), unit: 'm' } : { value: Math.round(yards), unit: 'yd' };
}

/** What a player entered in their distance unit (yd or m), in whole yards, as lengths are stored: lengthIn's inverse. */
export function yardsFrom(value: number, unit: 'yd' | 'm'): number {
  return unit === 'm' ? Math.round(value / METRES_PER_YARD) : Math.round(value);
}

/** The player's distance unit for lengths on the course. */
export const lengthUnitOf = (flags: UnitFlags): 'yd' | 'm' => (flags.enableMetricDistances ? 'm' : 'yd');

/** A distance between places, stored in km: miles (to the tenth) for a player in yards, km otherwise. */
export function placeDistanceIn(km: number, flags: UnitFlags): Measure {
  const [value, unit] = flags.enableMetricDistances ? [km, 'km' as const] : [km / KM_PER_MILE, 'mi' as const];
  return { value: Math.round(value * 10) / 10, unit };
}

/** Countries that measure distances between places in miles and the course in yards: the US, the UK, Liberia, Myanmar. */
const MILE_COUNTRIES = ['US', 'GB', 'LR', 'MM'];

/** The units of someone known only by their country (an ISO code), as a customer registering is. */
export function unitFlagsOfCountry(country: string): UnitFlags {
  const metric = !MILE_COUNTRIES.includes(country.toUpperCase());
  return { enableMetricDistances: metric, enableMetricSpeeds: metric };
}

/** A speed, stored in mph: whole mph or km/h. */
export function speedIn(mph: number, flags: UnitFlags): Measure {
  return flags.enableMetricSpeeds ? { value: Math.round(mph * KM_PER_MILE), unit: 'km/h' } : { value: Math.round(mph), unit: 'mph' };
}

/** Metres per second (as metric weather reports wind) in mph, for speedIn. */
export const mphFromMetresPerSecond = (ms: number) => (ms * 3.6) / KM_PER_MILE;
