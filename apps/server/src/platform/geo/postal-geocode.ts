import { createRequire } from 'node:module';
import { getDistance } from 'geolib';

// US ZIP codes and Canadian forward sortation areas with their coordinates come from the
// `zipcodes` package (federal and Canada Post derived data), loaded on first use (about 5 MB).
const require = createRequire(import.meta.url);

interface ZipHit {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}
let zipcodes: { lookup(code: string): ZipHit | undefined } | undefined;

/** Coordinates of a postal code, where we have the data (US and Canada); undefined elsewhere. */
export function geocodePostalCode(postal: string, country: string): { latitude: number; longitude: number } | undefined {
  const code = country.toUpperCase();
  if (code !== 'US' && code !== 'CA') return undefined;
  zipcodes ??= require('zipcodes') as typeof zipcodes;
  // Canada: the data holds the forward sortation area (the first three characters).
  const key = code === 'CA' ? postal.replace(/\s+/g, '').slice(0, 3).toUpperCase() : postal.trim().slice(0, 5);
  const hit = zipcodes!.lookup(key);
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : undefined;
}

/** Straight-line distance in kilometres (geolib), to one decimal. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return Math.round(getDistance(a, b) / 100) / 10;
}
