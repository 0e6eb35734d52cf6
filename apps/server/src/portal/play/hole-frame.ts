import { HOLE_MAP_SIZE, type PixelPoint } from '@golf/contracts';
import { metresPerDegree, type HoleGeometry, type LonLat } from '../courses/index.ts';

/** A point in metres in the hole's own frame: u to the right of the line of play, v along it. */
export interface Local {
  u: number;
  v: number;
}

/**
 * How a hole is laid on its map: the back tee at the bottom, the green at the top, scaled to fit
 * the portrait image with a margin of rough around it.
 */
export interface HoleFrame {
  origin: LonLat;
  perDegree: { lat: number; lon: number };
  /** Bearing of the line tee → green, radians clockwise from north. */
  bearing: number;
  metresPerPixel: number;
  centre: Local;
  width: number;
  height: number;
}

const MARGIN_METRES = 30;

function centroid(ring: LonLat[]): LonLat {
  const n = ring.length;
  return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
}

export function greenCentre(geometry: HoleGeometry): LonLat {
  return geometry.centerline[geometry.centerline.length - 1] ?? centroid(geometry.green);
}

/** Metres east and north of the frame's origin. */
function eastNorth(frame: Pick<HoleFrame, 'origin' | 'perDegree'>, p: LonLat): { e: number; n: number } {
  return { e: (p[0] - frame.origin[0]) * frame.perDegree.lon, n: (p[1] - frame.origin[1]) * frame.perDegree.lat };
}

export function toLocal(frame: Pick<HoleFrame, 'origin' | 'perDegree' | 'bearing'>, p: LonLat): Local {
  const { e, n } = eastNorth(frame, p);
  const c = Math.cos(frame.bearing);
  const s = Math.sin(frame.bearing);
  return { u: e * c - n * s, v: e * s + n * c };
}

export function fromLocal(frame: HoleFrame, l: Local): LonLat {
  const c = Math.cos(frame.bearing);
  const s = Math.sin(frame.bearing);
  const e = l.u * c + l.v * s;
  const n = -l.u * s + l.v * c;
  return [frame.origin[0] + e / frame.perDegree.lon, frame.origin[1] + n / frame.perDegree.lat];
}

function allPoints(g: HoleGeometry): LonLat[] {
  return [...g.tees.map((t) => t.point), ...g.green, g.pin, ...g.fairways.flat(), ...g.bunkers.flat(), ...g.water.flat(), ...g.centerline];
}

/** The frame of a hole's map, fitted to everything mapped on the hole. */
export function holeFrame(geometry: HoleGeometry, size: { width: number; height: number } = HOLE_MAP_SIZE): HoleFrame {
  const origin = geometry.tees[0]!.point;
  const perDegree = metresPerDegree(origin[1]);
  const toward = eastNorth({ origin, perDegree }, greenCentre(geometry));
  const bearing = Math.atan2(toward.e, toward.n);
  const locals = allPoints(geometry).map((p) => toLocal({ origin, perDegree, bearing }, p));
  const minU = Math.min(...locals.map((l) => l.u)) - MARGIN_METRES;
  const maxU = Math.max(...locals.map((l) => l.u)) + MARGIN_METRES;
  const minV = Math.min(...locals.map((l) => l.v)) - MARGIN_METRES;
  const maxV = Math.max(...locals.map((l) => l.v)) + MARGIN_METRES;
  const metresPerPixel = Math.max((maxU - minU) / size.width, (maxV - minV) / size.height);
  return { origin, perDegree, bearing, metresPerPixel, centre: { u: (minU + maxU) / 2, v: (minV + maxV) / 2 }, width: size.width, height: size.height };
}

const tenth = (n: number) => Math.round(n * 10) / 10;

export function toPixel(frame: HoleFrame, p: LonLat): PixelPoint {
  const l = toLocal(frame, p);
  return {
    x: tenth(frame.width / 2 + (l.u - frame.centre.u) / frame.metresPerPixel),
    y: tenth(frame.height / 2 - (l.v - frame.centre.v) / frame.metresPerPixel),
  };
}

export function fromPixel(frame: HoleFrame, p: PixelPoint): LonLat {
  const u = frame.centre.u + (p.x - frame.width / 2) * frame.metresPerPixel;
  const v = frame.centre.v - (p.y - frame.height / 2) * frame.metresPerPixel;
  const [lon, lat] = fromLocal(frame, { u, v });
  // Seven decimals: about a centimetre, finer than any tap on a phone.
  return [Math.round(lon * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
}

/** Ground distance in metres between two points of the hole. */
export function metresBetween(frame: HoleFrame, a: LonLat, b: LonLat): number {
  const la = toLocal(frame, a);
  const lb = toLocal(frame, b);
  return Math.hypot(la.u - lb.u, la.v - lb.v);
}

/** Length of a path (tee, dogleg corner, target) in metres. */
export function pathMetres(frame: HoleFrame, path: LonLat[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += metresBetween(frame, path[i - 1]!, path[i]!);
  return total;
}

/**
 * Front, middle and back of the green as a player reads them: where the line of the approach
 * (from the last corner of the line of play through the green's middle) crosses the green's edge.
 */
export function greenDepthPoints(frame: HoleFrame, geometry: HoleGeometry): { front: LonLat; center: LonLat; back: LonLat } {
  const centre = greenCentre(geometry);
  const from = geometry.centerline[geometry.centerline.length - 2] ?? geometry.tees[0]!.point;
  const c = toLocal(frame, centre);
  const f = toLocal(frame, from);
  const length = Math.hypot(c.u - f.u, c.v - f.v) || 1;
  const dir = { u: (c.u - f.u) / length, v: (c.v - f.v) / length };
  // Intersections of the line c + t·dir with each edge of the green's outline.
  const ts: number[] = [];
  const ring = geometry.green.map((p) => toLocal(frame, p));
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const ex = b.u - a.u;
    const ey = b.v - a.v;
    const denom = dir.u * ey - dir.v * ex;
    if (Math.abs(denom) < 1e-12) continue;
    const t = ((a.u - c.u) * ey - (a.v - c.v) * ex) / denom;
    const s = ((a.u - c.u) * dir.v - (a.v - c.v) * dir.u) / denom;
    if (s >= 0 && s <= 1) ts.push(t);
  }
  const behind = ts.filter((t) => t < 0);
  const ahead = ts.filter((t) => t > 0);
  const at = (t: number) => fromLocal(frame, { u: c.u + dir.u * t, v: c.v + dir.v * t });
  return { front: behind.length ? at(Math.max(...behind)) : centre, center: centre, back: ahead.length ? at(Math.min(...ahead)) : centre };
}
