import { isPointInPolygon } from 'geolib';
import type { Lie } from '@golf/contracts';
import type { HoleGeometry, LonLat, Ring } from '../courses/index.ts';

const inside = (p: LonLat, ring: Ring) =>
  isPointInPolygon(
    { longitude: p[0], latitude: p[1] },
    ring.map(([longitude, latitude]) => ({ longitude, latitude })),
  );

/**
 * Where a ball at this point lies, from the mapped features: the green first (a ball on the green
 * is putted even where a bunker outline overlaps it), then sand, water, fairway, else rough.
 */
export function lieAt(geometry: HoleGeometry, point: LonLat): Exclude<Lie, 'tee'> {
  if (inside(point, geometry.green)) return 'green';
  if (geometry.bunkers.some((r) => inside(point, r))) return 'sand';
  if (geometry.water.some((r) => inside(point, r))) return 'water';
  if (geometry.fairways.some((r) => inside(point, r))) return 'fairway';
  return 'rough';
}
