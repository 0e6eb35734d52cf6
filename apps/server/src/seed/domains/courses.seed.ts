import type { Faker } from '@faker-js/faker';
import type { Db } from '../../platform/db/index.ts';
import { type HoleGeometry } from '../../portal/courses/index.ts';
import { courseHoles, courses, teeBoxes } from '../../portal/courses/courses.tables.ts';
import { layOutCourse, type TeeSpec } from './course-layout.ts';

// Demo courses in several countries, each fully mapped (the names are made up; the places are
// real towns). Ratings and slopes follow from the yardages the way rated courses of that length
// and par are rated, so handicap differentials come out as they would on real cards.

interface DemoCourse {
  name: string;
  city: string;
  state: string;
  country: string;
  lat: number;
  lon: number;
  holes?: 9 | 18;
  /** 0 (open parkland) to 1.5 (tight, lots of trouble): moves rating and slope. */
  difficulty: number;
}

const DEMO_COURSES: DemoCourse[] = [
  { name: 'Hudson Bluffs Golf Club', city: 'White Plains', state: 'NY', country: 'US', lat: 41.0521, lon: -73.7802, difficulty: 1.1 },
  { name: 'Long Island Dunes Golf Links', city: 'Southampton', state: 'NY', country: 'US', lat: 40.8968, lon: -72.4213, difficulty: 1.4 },
  { name: 'Meadowbrook Nine', city: 'Montclair', state: 'NJ', country: 'US', lat: 40.8426, lon: -74.2321, holes: 9, difficulty: 0.3 },
  { name: 'Saddleback Canyon Golf Club', city: 'Irvine', state: 'CA', country: 'US', lat: 33.6556, lon: -117.7512, difficulty: 0.8 },
  { name: 'Pacific Bluff Country Club', city: 'La Jolla', state: 'CA', country: 'US', lat: 32.8995, lon: -117.2447, difficulty: 1.2 },
  { name: 'Don Valley Heights Golf Club', city: 'Toronto', state: 'ON', country: 'CA', lat: 43.7432, lon: -79.3601, difficulty: 0.7 },
  { name: 'Kingdom Links', city: 'St Andrews', state: 'FIF', country: 'GB', lat: 56.3475, lon: -2.8228, difficulty: 1.3 },
  { name: 'Thames Heath Golf Club', city: 'Woking', state: 'SRY', country: 'GB', lat: 51.3305, lon: -0.5203, difficulty: 0.9 },
  { name: '武蔵野の森カントリークラブ', city: '小平市', state: '13', country: 'JP', lat: 35.7064, lon: 139.4805, difficulty: 0.8 },
  { name: '房総オーシャンゴルフリンクス', city: 'いすみ市', state: '12', country: 'JP', lat: 35.2541, lon: 140.3862, difficulty: 1.0 },
  { name: 'Marina Palms Golf Club', city: 'Singapore', state: '04', country: 'SG', lat: 1.3861, lon: 103.9822, difficulty: 0.9 },
  { name: '滨江高尔夫俱乐部', city: '上海', state: 'SH', country: 'CN', lat: 31.0512, lon: 121.7514, difficulty: 0.8 },
  { name: 'Harbour Headland Golf Club', city: 'Sydney', state: 'NSW', country: 'AU', lat: -33.9492, lon: 151.2418, difficulty: 1.1 },
  { name: 'Highveld Acacia Golf Estate', city: 'Johannesburg', state: 'GT', country: 'ZA', lat: -26.0507, lon: 28.0206, difficulty: 0.9 },
  { name: 'Desert Palm Links', city: 'Dubai', state: 'DU', country: 'AE', lat: 25.0712, lon: 55.2006, difficulty: 1.0 },
  { name: 'Golf du Val de Seine', city: 'Saint-Germain-en-Laye', state: 'IDF', country: 'FR', lat: 48.8878, lon: 2.0521, difficulty: 0.8 },
];

/** Nines of par 36 or 35, in the orders courses are commonly routed. */
const NINES = [
  [4, 4, 3, 5, 4, 4, 3, 4, 5],
  [4, 5, 4, 3, 4, 4, 5, 3, 4],
  [5, 4, 3, 4, 4, 3, 4, 4, 5],
  [4, 3, 4, 4, 5, 4, 3, 4, 5],
  [4, 4, 3, 4, 5, 4, 3, 4, 4],
];

const YARDS_BY_PAR: Record<number, [number, number]> = { 3: [150, 225], 4: [345, 470], 5: [505, 590] };

export const DEMO_TEES = [
  { name: 'Black', color: 'black', gender: 'male', factor: 1 },
  { name: 'Blue', color: 'blue', gender: 'male', factor: 0.95 },
  { name: 'White', color: 'white', gender: 'male', factor: 0.88 },
  { name: 'Red', color: 'red', gender: 'female', factor: 0.78 },
] as const;

/** Rating and slope a rating team would give a tee of this length (par-72 scale, adjusted for par and difficulty). */
export function ratingFor(
  totalYards: number,
  par: number,
  holes: number,
  gender: 'male' | 'female',
  difficulty: number,
): { courseRating: number; slope: number } {
  const y = (totalYards * 18) / holes;
  const p = (par * 18) / holes;
  const rating18 = gender === 'male' ? 40.9 + 0.0047 * y + (p - 72) * 0.6 + difficulty : 40.1 + 0.0058 * y + (p - 72) * 0.6 + difficulty;
  const slope = gender === 'male' ? 100 + (y - 5500) / 55 + 4 * difficulty : 108 + (y - 4800) / 45 + 4 * difficulty;
  return { courseRating: Math.round(((rating18 * holes) / 18) * 10) / 10, slope: Math.max(55, Math.min(155, Math.round(slope))) };
}

/** Stroke indexes: odd on the front nine, even on the back, the longest holes for their par hardest. */
function strokeIndexes(pars: number[], yards: number[]): number[] {
  const result = Array<number>(pars.length).fill(0);
  const nineOf = (start: number, first: number) => {
    const holes = pars.slice(start, start + 9).map((par, k) => ({ k: start + k, difficulty: yards[start + k]! / (par * 100) }));
    holes.sort((a, b) => b.difficulty - a.difficulty).forEach((h, rank) => (result[h.k] = pars.length === 9 ? rank + 1 : first + 2 * rank));
  };
  nineOf(0, 1);
  if (pars.length === 18) nineOf(9, 2);
  return result;
}

/** The front and back nines of an 18-hole tee rated on their own (Rule 5.1b), as a rating team would. */
function nineRatings(plan: { pars: number[]; holeCount: number; c: { difficulty: number } }, t: { gender: 'male' | 'female'; yardages: number[] }) {
  if (plan.holeCount !== 18) return {};
  const nine = (from: number) => {
    const yards = t.yardages.slice(from, from + 9).reduce((s, y) => s + y, 0);
    const par = plan.pars.slice(from, from + 9).reduce((s, p) => s + p, 0);
    return ratingFor(yards, par, 9, t.gender, plan.c.difficulty);
  };
  const [front, back] = [nine(0), nine(9)];
  return { frontCourseRating: front.courseRating, frontSlope: front.slope, backCourseRating: back.courseRating, backSlope: back.slope };
}

export interface SeededCourse {
  id: number;
  name: string;
  country: string;
  holes: { number: number; par: number; handicap: number; geometry: HoleGeometry }[];
  tees: { id: number; name: string; color: string; gender: string; courseRating: number; slope: number; par: number; yardages: number[] }[];
}

export async function seedCourses(db: Db, faker: Faker): Promise<SeededCourse[]> {
  const plans = DEMO_COURSES.map((c) => {
    const holeCount = c.holes ?? 18;
    const pars = holeCount === 9 ? faker.helpers.arrayElement(NINES) : [...faker.helpers.arrayElement(NINES), ...faker.helpers.arrayElement(NINES)];
    const backYards = pars.map(
      (par) => Math.round(faker.number.int({ min: YARDS_BY_PAR[par]![0], max: YARDS_BY_PAR[par]![1] }) / 5) * 5 - (holeCount === 9 ? 20 : 0),
    );
    const tees = DEMO_TEES.map((t) => ({ ...t, yardages: backYards.map((y) => Math.round((y * t.factor) / 5) * 5) }));
    const geometry = layOutCourse(
      faker,
      { lat: c.lat, lon: c.lon },
      pars,
      tees.map((t): TeeSpec => ({ color: t.color, yardages: t.yardages })),
    );
    return { c, holeCount, pars, backYards, tees, geometry, handicaps: strokeIndexes(pars, backYards) };
  });

  const rows = await db
    .insert(courses)
    .values(
      plans.map(({ c, holeCount, pars }) => ({
        name: c.name,
        city: c.city,
        state: c.state,
        country: c.country,
        address: `${faker.location.streetAddress()}, ${c.city}`,
        phone: faker.phone.number({ style: 'international' }),
        website: `https://${
          c.name
            .toLowerCase()
            .replace(/[^a-z]+/g, '-')
            .replace(/^-|-$/g, '') || `course-${c.state.toLowerCase()}`
        }.example.com`,
        latitude: c.lat,
        longitude: c.lon,
        holeCount,
        par: pars.reduce((s, p) => s + p, 0),
        hasMap: true,
        source: 'seed',
      })),
    )
    .returning({ id: courses.id });

  await db
    .insert(courseHoles)
    .values(
      plans.flatMap((plan, i) =>
        plan.pars.map((par, k) => ({ courseId: rows[i]!.id, number: k + 1, par, handicap: plan.handicaps[k]!, geometry: plan.geometry[k]! })),
      ),
    );
  const teeRows = await db
    .insert(teeBoxes)
    .values(
      plans.flatMap((plan, i) =>
        plan.tees.map((t, order) => {
          const par = plan.pars.reduce((s, p) => s + p, 0);
          const total = t.yardages.reduce((s, y) => s + y, 0);
          return {
            courseId: rows[i]!.id,
            name: t.name,
            color: t.color,
            gender: t.gender,
            ...ratingFor(total, par, plan.holeCount, t.gender, plan.c.difficulty),
            ...nineRatings(plan, t),
            par,
            yardages: t.yardages,
            sortOrder: order,
          };
        }),
      ),
    )
    .returning();

  return plans.map((plan, i) => ({
    id: rows[i]!.id,
    name: plan.c.name,
    country: plan.c.country,
    holes: plan.pars.map((par, k) => ({ number: k + 1, par, handicap: plan.handicaps[k]!, geometry: plan.geometry[k]! })),
    tees: teeRows
      .filter((t) => t.courseId === rows[i]!.id)
      .map((t) => ({
        id: t.id,
        name: t.name,
        color: t.color,
        gender: t.gender,
        courseRating: Math.round(t.courseRating! * 10) / 10,
        slope: t.slope!,
        par: t.par,
        yardages: t.yardages,
      })),
  }));
}
