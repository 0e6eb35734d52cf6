import type { Faker } from '@faker-js/faker';
import { rngFrom, type Rng } from '../rng.ts';
import { METRES_PER_YARD, metresPerDegree, type HoleGeometry, type LonLat } from '../../portal/courses/index.ts';

// Lays out the demo courses' holes on the ground: 18 holes routed around the clubhouse, each with
// tees, a fairway that bends at the dogleg, a green with its pin, bunkers and sometimes water.
// Deterministic from the seeded faker. The result has the shape an OpenStreetMap import gives.

interface V {
  e: number;
  n: number;
}
const add = (a: V, b: V): V => ({ e: a.e + b.e, n: a.n + b.n });
const scale = (a: V, k: number): V => ({ e: a.e * k, n: a.n * k });
const dir = (bearing: number): V => ({ e: Math.sin(bearing), n: Math.cos(bearing) });
const left = (d: V): V => ({ e: -d.n, n: d.e });
const length = (a: V) => Math.hypot(a.e, a.n);
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface TeeSpec {
  color: string;
  /** Card yards of each hole from this tee. */
  yardages: number[];
}

/** An ellipse around a centre, its first axis along `along`, with a little irregularity. */
function blob(f: Rng, centre: V, along: V, semiAlong: number, semiAcross: number, points = 18): V[] {
  const across = left(along);
  return Array.from({ length: points }, (_, i) => {
    const t = (2 * Math.PI * i) / points;
    const wobble = 1 + f.float(-0.07, 0.07);
    return add(centre, add(scale(along, Math.cos(t) * semiAlong * wobble), scale(across, Math.sin(t) * semiAcross * wobble)));
  });
}

/** Points along a quadratic curve a → b (control c), used to round the fairway through a dogleg. */
function curve(a: V, c: V, b: V, steps: number): V[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return add(add(scale(a, (1 - t) ** 2), scale(c, 2 * (1 - t) * t)), scale(b, t * t));
  });
}

/** A fairway: a band of varying width around a path. */
function band(f: Rng, spine: V[], halfWidth: number): V[] {
  const lefts: V[] = [];
  const rights: V[] = [];
  spine.forEach((p, i) => {
    const a = spine[Math.max(0, i - 1)]!;
    const b = spine[Math.min(spine.length - 1, i + 1)]!;
    const d = scale({ e: b.e - a.e, n: b.n - a.n }, 1 / (length({ e: b.e - a.e, n: b.n - a.n }) || 1));
    // Narrow at both ends, widest in the landing area.
    const taper = 0.65 + 0.35 * Math.sin((Math.PI * i) / (spine.length - 1));
    const w = halfWidth * taper * (1 + f.float(-0.08, 0.08));
    lefts.push(add(p, scale(left(d), w)));
    rights.push(add(p, scale(left(d), -w)));
  });
  return [...lefts, ...rights.reverse()];
}

function pointAlong(path: V[], metres: number): { at: V; heading: V } {
  let remaining = metres;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = length({ e: b.e - a.e, n: b.n - a.n });
    const heading = scale({ e: b.e - a.e, n: b.n - a.n }, 1 / (seg || 1));
    if (remaining <= seg || i === path.length - 1) return { at: add(a, scale(heading, Math.min(remaining, seg))), heading };
    remaining -= seg;
  }
  return { at: path[0]!, heading: { e: 0, n: 1 } };
}

/**
 * The geometry of every hole of a course around `centre`. `tees` lists the tee boxes longest
 * first; the first one's yardages decide the length of each hole.
 */
export function layOutCourse(faker: Faker, centre: { lat: number; lon: number }, pars: number[], tees: TeeSpec[]): HoleGeometry[] {
  const f = rngFrom(faker);
  const perDegree = metresPerDegree(centre.lat);
  const toLonLat = (v: V): LonLat => [Math.round((centre.lon + v.e / perDegree.lon) * 1e6) / 1e6, Math.round((centre.lat + v.n / perDegree.lat) * 1e6) / 1e6];
  const ring = (vs: V[]) => vs.map(toLonLat);

  let position: V = { e: f.float(-60, 60), n: f.float(-60, 60) };
  let heading = f.float(0, 2 * Math.PI);
  const middles: V[] = [];

  return pars.map((par, i) => {
    const metres = tees[0]!.yardages[i]! * METRES_PER_YARD;
    // Try a few headings; keep the one that stays near the clubhouse and away from earlier holes.
    let best = { score: Infinity, bearing: heading };
    for (let k = 0; k < 10; k++) {
      const bearing = heading + rad(f.float(-120, 120));
      const end = add(position, scale(dir(bearing), metres));
      const middle = add(position, scale(dir(bearing), metres / 2));
      const crowding = middles.reduce((s, m) => s + Math.max(0, 170 - length({ e: m.e - middle.e, n: m.n - middle.n })), 0);
      const score = Math.abs(length(end) - 420) + crowding * 2;
      if (score < best.score) best = { score, bearing };
    }
    const bearing = best.bearing;
    const tee = position;
    const isDogleg = par >= 4 && f.chance(0.45);
    const cornerAt = isDogleg ? f.float(0.55, 0.66) : 1;
    const corner = add(tee, scale(dir(bearing), metres * cornerAt));
    const secondBearing = bearing + (isDogleg ? rad(f.pick([-1, 1]) * f.float(18, 32)) : 0);
    const green = isDogleg ? add(corner, scale(dir(secondBearing), metres * (1 - cornerAt))) : corner;
    const centerline = isDogleg ? [tee, corner, green] : [tee, green];
    middles.push(add(tee, scale({ e: green.e - tee.e, n: green.n - tee.n }, 0.5)));

    const approach = dir(secondBearing);
    const depth = f.float(14, 19);
    const breadth = f.float(11, 15);
    const greenRing = blob(f, green, approach, depth, breadth, 20);
    const pin = add(green, add(scale(approach, f.float(-0.5, 0.5) * depth), scale(left(approach), f.float(-0.5, 0.5) * breadth)));

    // Fairway from the landing area to just short of the green, rounded through the dogleg.
    const fairways: V[][] = [];
    const halfWidth = f.float(15, 21);
    if (par >= 4) {
      const start = pointAlong(centerline, par === 4 ? f.float(150, 185) : f.float(130, 165)).at;
      const finish = add(green, scale(approach, -(depth + 6)));
      const spine = isDogleg
        ? curve(start, corner, finish, 16)
        : curve(start, add(start, scale({ e: finish.e - start.e, n: finish.n - start.n }, 0.5)), finish, 12);
      fairways.push(band(f, spine, halfWidth));
    }

    const bunkers: V[][] = [];
    const sides = f.some([-100, 100, -145, 145, 180], 1, 3);
    for (const side of sides) {
      const d = dir(secondBearing + rad(side));
      const r = Math.abs(Math.cos(rad(side))) * depth + Math.abs(Math.sin(rad(side))) * breadth;
      bunkers.push(blob(f, add(green, scale(d, r + 7)), left(d), f.float(7, 10), f.float(3.5, 5.5), 14));
    }
    if (par >= 4 && f.chance(0.6)) {
      const landing = pointAlong(centerline, f.float(215, 250));
      const side = f.pick([-1, 1]);
      bunkers.push(blob(f, add(landing.at, scale(left(landing.heading), side * (halfWidth + 5))), landing.heading, f.float(9, 14), f.float(4, 6), 14));
    }

    const water: V[][] = [];
    if (f.chance(0.22)) {
      if (par === 3) {
        // A carry over water in front of the green.
        water.push(blob(f, add(green, scale(approach, -(depth + 28))), left(approach), f.float(24, 34), f.float(10, 14), 20));
      } else {
        const mid = pointAlong(centerline, metres * f.float(0.35, 0.7));
        const side = f.pick([-1, 1]);
        water.push(blob(f, add(mid.at, scale(left(mid.heading), side * (halfWidth + 30))), mid.heading, f.float(30, 48), f.float(14, 22), 20));
      }
    }

    // Forward tees stand further along the line of play by the difference in yardage.
    const teeMarkers = tees.map((t) => {
      const ahead = Math.max(0, (tees[0]!.yardages[i]! - t.yardages[i]!) * METRES_PER_YARD);
      const at = pointAlong(centerline, Math.min(ahead, metres * 0.5)).at;
      return { color: t.color, point: toLonLat(add(at, scale(left(dir(bearing)), f.float(-3, 3)))) };
    });

    // The walk to the next tee.
    position = add(green, scale(dir(secondBearing + rad(f.float(60, 140) * f.pick([-1, 1]))), f.float(45, 75)));
    heading = secondBearing;

    return {
      tees: teeMarkers,
      green: ring(greenRing),
      pin: toLonLat(pin),
      fairways: fairways.map(ring),
      bunkers: bunkers.map(ring),
      water: water.map(ring),
      centerline: centerline.map(toLonLat),
    };
  });
}
