import type { LonLat, Ring } from '../course-geometry.ts';

// Reads a GeoJSON FeatureCollection as overpass turbo or osmtogeojson write it: tags either
// directly in `properties` or under `properties.tags`, the OSM id in `id` or `properties["@id"]`.

export type GolfKind = 'course' | 'hole' | 'green' | 'fairway' | 'bunker' | 'water' | 'tee' | 'pin';

export interface GolfFeature {
  ref: string;
  kind: GolfKind;
  tags: Record<string, string>;
  /** Outer rings of (multi)polygons. */
  rings: Ring[];
  /** The way of a golf=hole, tee first. */
  line: LonLat[];
  point: LonLat | null;
}

const isPosition = (p: unknown): p is LonLat =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;

function openRing(ring: unknown): Ring | null {
  if (!Array.isArray(ring) || !ring.every(isPosition)) return null;
  const points = ring.map((p) => [p[0], p[1]] as LonLat);
  const [first, last] = [points[0], points[points.length - 1]];
  if (first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points.length >= 3 ? points : null;
}

function kindOf(tags: Record<string, string>): GolfKind | null {
  if (tags.leisure === 'golf_course') return 'course';
  switch (tags.golf) {
    case 'hole':
      return 'hole';
    case 'green':
      return 'green';
    case 'fairway':
      return 'fairway';
    case 'bunker':
      return 'bunker';
    case 'water_hazard':
    case 'lateral_water_hazard':
      return 'water';
    case 'tee':
      return 'tee';
    case 'pin':
      return 'pin';
    default:
      return null;
  }
}

export interface ReadResult {
  features: GolfFeature[];
  /** Features that carry no golf tag we use, or whose geometry cannot serve. */
  ignored: { ref: string; reason: string }[];
}

/** The golf features of a GeoJSON document; throws a readable error when it is not GeoJSON at all. */
export function readGolfFeatures(doc: unknown): ReadResult {
  const collection = doc as { type?: unknown; features?: unknown };
  if (!collection || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error('The file is not a GeoJSON FeatureCollection (export it from overpass turbo as GeoJSON).');
  }
  const features: GolfFeature[] = [];
  const ignored: ReadResult['ignored'] = [];
  collection.features.forEach((raw: unknown, i: number) => {
    const f = raw as { id?: unknown; properties?: Record<string, unknown> | null; geometry?: { type?: string; coordinates?: unknown } | null };
    const props = f?.properties ?? {};
    const source = (props.tags && typeof props.tags === 'object' ? props.tags : props) as Record<string, unknown>;
    const tags = Object.fromEntries(
      Object.entries(source)
        .filter(([k, v]) => !k.startsWith('@') && typeof v !== 'object')
        .map(([k, v]) => [k, String(v)]),
    );
    const ref = String(f?.id ?? props['@id'] ?? props.id ?? `feature ${i + 1}`);
    const kind = kindOf(tags);
    if (!kind) return;
    const g = f.geometry;
    const rings: Ring[] = [];
    if (g?.type === 'Polygon' && Array.isArray(g.coordinates)) {
      const outer = openRing(g.coordinates[0]);
      if (outer) rings.push(outer);
    } else if (g?.type === 'MultiPolygon' && Array.isArray(g.coordinates)) {
      for (const polygon of g.coordinates) {
        const outer = Array.isArray(polygon) ? openRing(polygon[0]) : null;
        if (outer) rings.push(outer);
      }
    }
    const line =
      g?.type === 'LineString' && Array.isArray(g.coordinates) && g.coordinates.every(isPosition)
        ? g.coordinates.map((p: LonLat) => [p[0], p[1]] as LonLat)
        : [];
    const point = g?.type === 'Point' && isPosition(g.coordinates) ? ([g.coordinates[0], g.coordinates[1]] as LonLat) : null;
    const usable =
      kind === 'hole' ? line.length >= 2 : kind === 'pin' ? point !== null : kind === 'tee' ? rings.length > 0 || point !== null : rings.length > 0;
    if (!usable) {
      ignored.push({ ref, reason: `golf ${kind} without usable ${kind === 'hole' ? 'line' : kind === 'pin' ? 'point' : 'outline'}` });
      return;
    }
    features.push({ ref, kind, tags, rings, line, point });
  });
  return { features, ignored };
}
