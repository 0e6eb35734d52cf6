import { getAreaOfPolygon, getDistance, getDistanceFromLine, isPointInPolygon } from 'geolib';
import { METRES_PER_YARD, type HoleGeometry, type LonLat, type Ring } from '../course-geometry.ts';
import type { GolfFeature } from './osm-features.ts';

// Turns the golf features of an OpenStreetMap extract into courses ready to store: each hole
// (golf=hole with ref and par) goes to the course outline that contains it; greens, fairways,
// bunkers, water, tees and pins go to the nearest hole of their course; tee boxes come from the
// holes' dist and dist:<colour> tags. Whatever cannot be used is listed with the reason.

export interface PlannedHole {
  number: number;
  par: number;
  handicap: number;
  geometry: HoleGeometry | null;
}

export interface PlannedTee {
  name: string;
  color: string;
  yardages: number[];
}

export interface PlannedCourse {
  externalRef: string;
  name: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  holes: PlannedHole[];
  tees: PlannedTee[];
  notes: string[];
}

export interface Skipped {
  ref: string;
  name?: string;
  reason: string;
}

const geo = (p: LonLat) => ({ longitude: p[0], latitude: p[1] });
const inside = (p: LonLat, ring: Ring) => isPointInPolygon(geo(p), ring.map(geo));
const centroid = (ring: Ring): LonLat => [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];

function distanceToLine(p: LonLat, line: LonLat[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, getDistanceFromLine(geo(p), geo(line[i - 1]!), geo(line[i]!)));
  return line.length === 1 ? getDistance(geo(p), geo(line[0]!)) : best;
}

/** OSM distances are metres unless a unit is written ("420 yd"); answers yards. */
export function yardsOf(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)\s*(m|yd|yds|yards?)?$/i);
  if (!match) return null;
  const n = Number(match[1]);
  return Math.round(match[2] && /^y/i.test(match[2]) ? n : n / METRES_PER_YARD);
}

const whole = (value: string | undefined, min: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

interface HoleDraft {
  feature: GolfFeature;
  number: number;
  par: number;
  handicap: number | null;
  greens: Ring[];
  fairways: Ring[];
  bunkers: Ring[];
  water: Ring[];
  tees: { color: string; point: LonLat }[];
  pins: LonLat[];
}

export function planCourses(features: GolfFeature[], opts: { defaultCountry?: string } = {}): { courses: PlannedCourse[]; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  const outlines = features
    .filter((f) => f.kind === 'course')
    .filter((f) => {
      if (!f.tags.name?.trim()) skipped.push({ ref: f.ref, reason: 'golf course without a name' });
      else if (!(f.tags['addr:country'] || opts.defaultCountry))
        skipped.push({ ref: f.ref, name: f.tags.name, reason: 'no addr:country (give --country to import it)' });
      else if (!/^[A-Za-z]{2}$/.test(f.tags['addr:country'] ?? opts.defaultCountry!))
        skipped.push({ ref: f.ref, name: f.tags.name, reason: `addr:country "${f.tags['addr:country']}" is not a two-letter country code` });
      else return true;
      return false;
    })
    .map((f) => ({ f, area: f.rings.reduce((s, r) => s + getAreaOfPolygon(r.map(geo)), 0), holes: [] as HoleDraft[] }))
    .sort((a, b) => a.area - b.area);
  const courseOf = (p: LonLat) => outlines.find((c) => c.f.rings.some((r) => inside(p, r)));

  for (const f of features.filter((x) => x.kind === 'hole')) {
    const course = courseOf(f.line[0]!) ?? courseOf(f.line[f.line.length - 1]!);
    const number = whole(f.tags.ref, 1, 18);
    const par = whole(f.tags.par, 3, 6);
    if (!course) skipped.push({ ref: f.ref, reason: 'golf hole outside every named golf course' });
    else if (number === null) skipped.push({ ref: f.ref, name: course.f.tags.name, reason: 'golf hole without a ref (hole number 1–18)' });
    else if (par === null) skipped.push({ ref: f.ref, name: course.f.tags.name, reason: `hole ${number} without a par (3–6)` });
    else if (course.holes.some((h) => h.number === number))
      skipped.push({ ref: f.ref, name: course.f.tags.name, reason: `hole ${number} mapped twice; the first one was kept` });
    else
      course.holes.push({
        feature: f,
        number,
        par,
        handicap: whole(f.tags.handicap, 1, 18),
        greens: [],
        fairways: [],
        bunkers: [],
        water: [],
        tees: [],
        pins: [],
      });
  }

  for (const f of features.filter((x) => ['green', 'fairway', 'bunker', 'water', 'tee', 'pin'].includes(x.kind))) {
    const at = f.point ?? centroid(f.rings[0]!);
    const course = courseOf(at);
    if (!course || course.holes.length === 0) {
      skipped.push({ ref: f.ref, reason: `golf ${f.kind} outside every imported course` });
      continue;
    }
    // Greens and pins belong to the hole that ends nearest them, tees to the one that starts nearest.
    const anchor = (h: HoleDraft) =>
      f.kind === 'green' || f.kind === 'pin'
        ? getDistance(geo(at), geo(h.feature.line[h.feature.line.length - 1]!))
        : f.kind === 'tee'
          ? getDistance(geo(at), geo(h.feature.line[0]!))
          : distanceToLine(at, h.feature.line);
    const hole = course.holes.reduce((a, b) => (anchor(b) < anchor(a) ? b : a));
    if (f.kind === 'green') hole.greens.push(f.rings[0]!);
    else if (f.kind === 'fairway') hole.fairways.push(...f.rings);
    else if (f.kind === 'bunker') hole.bunkers.push(...f.rings);
    else if (f.kind === 'water') hole.water.push(...f.rings);
    else if (f.kind === 'pin') hole.pins.push(at);
    else hole.tees.push({ color: (f.tags.tee ?? f.tags.colour ?? f.tags.ref ?? 'white').toLowerCase(), point: at });
  }

  const courses: PlannedCourse[] = [];
  for (const { f, holes } of outlines) {
    holes.sort((a, b) => a.number - b.number);
    const numbers = holes.map((h) => h.number).join(',');
    const count = holes.length;
    if ((count !== 9 && count !== 18) || numbers !== Array.from({ length: count }, (_, i) => i + 1).join(',')) {
      skipped.push({ ref: f.ref, name: f.tags.name, reason: `holes 1–9 or 1–18 are needed; found ${numbers || 'none'}` });
      continue;
    }
    const notes: string[] = [];
    if (holes.some((h) => h.handicap === null)) notes.push('some holes have no handicap (stroke index): the hole number stands in for it');
    const planned = holes.map((h): PlannedHole => {
      const last = h.feature.line[h.feature.line.length - 1]!;
      const green = h.greens.sort((a, b) => getDistance(geo(centroid(a)), geo(last)) - getDistance(geo(centroid(b)), geo(last)))[0];
      if (!green) notes.push(`hole ${h.number} has no green mapped, so no hole map`);
      const tees = h.tees.length ? h.tees : [{ color: 'white', point: h.feature.line[0]! }];
      const geometry: HoleGeometry | null = green
        ? {
            tees,
            green,
            pin: h.pins[0] ?? centroid(green),
            fairways: h.fairways,
            bunkers: h.bunkers,
            water: h.water,
            centerline: [...h.feature.line.slice(0, -1), centroid(green)],
          }
        : null;
      return { number: h.number, par: h.par, handicap: h.handicap ?? h.number, geometry };
    });

    // Tee boxes: one per colour that every hole gives a distance for, else one from the plain dist tag, else measured.
    const colours = new Set(
      holes.flatMap((h) =>
        Object.keys(h.feature.tags)
          .filter((k) => k.startsWith('dist:'))
          .map((k) => k.slice(5)),
      ),
    );
    const tees: PlannedTee[] = [];
    for (const colour of colours) {
      const yards = holes.map((h) => yardsOf(h.feature.tags[`dist:${colour}`]));
      if (yards.every((y): y is number => y !== null)) tees.push({ name: colour.charAt(0).toUpperCase() + colour.slice(1), color: colour, yardages: yards });
      else notes.push(`tee ${colour} skipped: not every hole has dist:${colour}`);
    }
    if (tees.length === 0) {
      const plain = holes.map((h) => yardsOf(h.feature.tags.dist));
      const measured = plain.every((y) => y !== null);
      tees.push({
        name: measured ? 'Card' : 'Measured',
        color: 'white',
        yardages: measured
          ? (plain as number[])
          : holes.map((h) => Math.round(h.feature.line.slice(1).reduce((s, p, i) => s + getDistance(geo(h.feature.line[i]!), geo(p)), 0) / METRES_PER_YARD)),
      });
      if (!measured) notes.push('no dist tags: tee yardages measured along the mapped holes');
    }
    const [lon, lat] = centroid(f.rings[0]!);
    courses.push({
      externalRef: `osm:${f.ref}`,
      name: f.tags.name!.trim(),
      city: f.tags['addr:city'] ?? '',
      state: f.tags['addr:state'] ?? '',
      country: (f.tags['addr:country'] ?? opts.defaultCountry!).toUpperCase(),
      latitude: lat,
      longitude: lon,
      holes: planned,
      tees,
      notes,
    });
  }
  return { courses, skipped };
}
