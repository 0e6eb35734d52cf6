/** A position as GeoJSON writes it: longitude first, then latitude (WGS 84 degrees). */
export type LonLat = [number, number];
/** A closed outline; the last point need not repeat the first. */
export type Ring = LonLat[];

/**
 * What a hole looks like on the ground, as mapped (OpenStreetMap's golf=* features or a survey).
 * Stored with the hole; hole maps are drawn from it and shots are placed on it.
 */
export interface HoleGeometry {
  /** One marker per tee box colour, e.g. { color: 'blue', point }. The first is the back tee. */
  tees: { color: string; point: LonLat }[];
  green: Ring;
  pin: LonLat;
  fairways: Ring[];
  bunkers: Ring[];
  water: Ring[];
  /** The line of play: tee, the dogleg corner when there is one, and the middle of the green. */
  centerline: LonLat[];
}

/** The geometry is stored as JSON; this refuses shapes the map cannot be drawn from. */
export function isHoleGeometry(value: unknown): value is HoleGeometry {
  if (!value || typeof value !== 'object') return false;
  const g = value as Partial<HoleGeometry>;
  const isPoint = (p: unknown) => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
  const isRing = (r: unknown) => Array.isArray(r) && r.length >= 3 && r.every(isPoint);
  return (
    Array.isArray(g.tees) &&
    g.tees.length > 0 &&
    g.tees.every((t) => t && typeof t.color === 'string' && isPoint(t.point)) &&
    isRing(g.green) &&
    isPoint(g.pin) &&
    [g.fairways, g.bunkers, g.water].every((list) => Array.isArray(list) && list.every(isRing)) &&
    Array.isArray(g.centerline) &&
    g.centerline.length >= 2 &&
    g.centerline.every(isPoint)
  );
}

/**
 * Metres per degree of latitude and of longitude at a latitude (WGS 84 series). Over the few
 * hundred metres of a golf hole a flat east/north frame built from these is accurate to centimetres.
 */
export function metresPerDegree(latitude: number): { lat: number; lon: number } {
  const φ = (latitude * Math.PI) / 180;
  return {
    lat: 111_132.92 - 559.82 * Math.cos(2 * φ) + 1.175 * Math.cos(4 * φ),
    lon: 111_412.84 * Math.cos(φ) - 93.5 * Math.cos(3 * φ),
  };
}

export const METRES_PER_YARD = 0.9144;
