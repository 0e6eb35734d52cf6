import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { courses } from '../../portal/courses/courses.tables.ts';
import { rngFrom } from '../rng.ts';

// Production-scale course data for benchmarks: a directory of 40,000 courses around the world's
// golfing regions, with hole lists and two rated tees each, but (as in real directories) no hole
// maps. Holes and tees are written by set-based statements, not row by row.

const REGIONS: { country: string; state: string; city: string; lat: number; lon: number }[] = [
  { country: 'US', state: 'NY', city: 'New York', lat: 40.9, lon: -73.6 },
  { country: 'US', state: 'NJ', city: 'Newark', lat: 40.7, lon: -74.3 },
  { country: 'US', state: 'FL', city: 'Orlando', lat: 28.5, lon: -81.4 },
  { country: 'US', state: 'FL', city: 'Naples', lat: 26.1, lon: -81.7 },
  { country: 'US', state: 'CA', city: 'Los Angeles', lat: 34.0, lon: -118.2 },
  { country: 'US', state: 'CA', city: 'San Diego', lat: 32.8, lon: -117.1 },
  { country: 'US', state: 'AZ', city: 'Scottsdale', lat: 33.5, lon: -111.9 },
  { country: 'US', state: 'TX', city: 'Dallas', lat: 32.8, lon: -96.8 },
  { country: 'US', state: 'TX', city: 'Houston', lat: 29.8, lon: -95.4 },
  { country: 'US', state: 'NC', city: 'Pinehurst', lat: 35.2, lon: -79.5 },
  { country: 'US', state: 'SC', city: 'Myrtle Beach', lat: 33.7, lon: -78.9 },
  { country: 'US', state: 'IL', city: 'Chicago', lat: 41.9, lon: -87.9 },
  { country: 'US', state: 'MI', city: 'Detroit', lat: 42.4, lon: -83.2 },
  { country: 'US', state: 'GA', city: 'Atlanta', lat: 33.8, lon: -84.4 },
  { country: 'US', state: 'WA', city: 'Seattle', lat: 47.6, lon: -122.2 },
  { country: 'CA', state: 'ON', city: 'Toronto', lat: 43.8, lon: -79.5 },
  { country: 'CA', state: 'BC', city: 'Vancouver', lat: 49.2, lon: -122.9 },
  { country: 'CA', state: 'QC', city: 'Montréal', lat: 45.5, lon: -73.7 },
  { country: 'GB', state: 'SRY', city: 'Guildford', lat: 51.3, lon: -0.5 },
  { country: 'GB', state: 'FIF', city: 'St Andrews', lat: 56.3, lon: -2.9 },
  { country: 'GB', state: 'LAN', city: 'Lancaster', lat: 53.9, lon: -2.7 },
  { country: 'IE', state: 'D', city: 'Dublin', lat: 53.35, lon: -6.3 },
  { country: 'FR', state: 'IDF', city: 'Paris', lat: 48.8, lon: 2.3 },
  { country: 'ES', state: 'MA', city: 'Marbella', lat: 36.5, lon: -4.9 },
  { country: 'DE', state: 'BY', city: 'München', lat: 48.1, lon: 11.6 },
  { country: 'SE', state: 'AB', city: 'Stockholm', lat: 59.3, lon: 18.0 },
  { country: 'JP', state: '13', city: '東京', lat: 35.7, lon: 139.4 },
  { country: 'JP', state: '12', city: '千葉', lat: 35.5, lon: 140.2 },
  { country: 'JP', state: '28', city: '神戸', lat: 34.8, lon: 135.1 },
  { country: 'KR', state: '41', city: 'Suwon', lat: 37.3, lon: 127.0 },
  { country: 'CN', state: 'SH', city: '上海', lat: 31.2, lon: 121.5 },
  { country: 'CN', state: 'GD', city: '深圳', lat: 22.6, lon: 114.0 },
  { country: 'SG', state: '01', city: 'Singapore', lat: 1.35, lon: 103.8 },
  { country: 'TH', state: '10', city: 'Bangkok', lat: 13.8, lon: 100.6 },
  { country: 'AU', state: 'NSW', city: 'Sydney', lat: -33.9, lon: 151.1 },
  { country: 'AU', state: 'VIC', city: 'Melbourne', lat: -37.9, lon: 145.0 },
  { country: 'NZ', state: 'AUK', city: 'Auckland', lat: -36.9, lon: 174.8 },
  { country: 'ZA', state: 'GT', city: 'Johannesburg', lat: -26.1, lon: 28.0 },
  { country: 'ZA', state: 'WC', city: 'Cape Town', lat: -33.9, lon: 18.5 },
  { country: 'AE', state: 'DU', city: 'Dubai', lat: 25.1, lon: 55.2 },
];

const FIRST = [
  'Oak',
  'Pine',
  'Cedar',
  'Maple',
  'Willow',
  'Eagle',
  'Heron',
  'Falcon',
  'Fox',
  'River',
  'Lake',
  'Stone',
  'Heather',
  'Meadow',
  'Harbour',
  'Cliff',
  'Dune',
  'Glen',
  'Royal',
  'Old',
  'North',
  'South',
  'Silver',
  'Golden',
  'Red',
  'Green',
  'Juniper',
  'Aspen',
  'Birch',
  'Hawk',
];
const SECOND = [
  'Ridge',
  'Creek',
  'Hills',
  'Valley',
  'Park',
  'Woods',
  'Springs',
  'Bend',
  'Crossing',
  'Hollow',
  'Landing',
  'Shores',
  'Heights',
  'Downs',
  'Point',
  'Brook',
  'Field',
  'Haven',
];
const KIND = ['Golf Club', 'Country Club', 'Golf Links', 'Golf Course', 'Golf Resort', 'Golf & Country Club'];

const BATCH = 4000;

/** Adds `count` directory courses (40,000 by default) with holes and two rated tees each. */
export async function seedScaleCourses(db: Db, faker: Faker, count = 40_000): Promise<void> {
  const rng = rngFrom(faker);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - rng.float(0, 1))) * Math.cos(2 * Math.PI * rng.float(0, 1));
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const region = rng.pick(REGIONS);
      const lat = Math.max(-85, Math.min(85, region.lat + gaussian() * 0.7));
      const lon = ((region.lon + (gaussian() * 0.7) / Math.cos((lat * Math.PI) / 180) + 540) % 360) - 180;
      return {
        name: `${rng.pick(FIRST)} ${rng.pick(SECOND)} ${rng.pick(KIND)}`,
        city: region.city,
        state: region.state,
        country: region.country,
        latitude: Math.round(lat * 1e6) / 1e6,
        longitude: Math.round(lon * 1e6) / 1e6,
        holeCount: 18,
        par: 72,
        hasMap: false,
        source: 'directory',
      };
    });
    await db.insert(courses).values(rows);
  }
  // Two par-36 nines, rotated per course; stroke indexes odd on the front nine, even on the back.
  await db.execute(sql`
    insert into portal.course_holes (course_id, number, par, handicap)
    select c.id, n,
      (array[4,4,3,5,4,4,3,4,5,4,3,4,5,4,4,3,4,5])[case when n <= 9 then (n - 1 + c.id % 9) % 9 + 1 else (n - 10 + c.id % 9) % 9 + 10 end],
      (array[7,11,17,1,9,3,15,13,5,8,16,2,10,6,12,18,4,14])[case when n <= 9 then (n - 1 + c.id % 7) % 9 + 1 else (n - 10 + c.id % 7) % 9 + 10 end]
    from portal.courses c cross join generate_series(1, 18) as n
    where c.source = 'directory' and not exists (select 1 from portal.course_holes h where h.course_id = c.id)`);
  await db.execute(sql`
    insert into portal.tee_boxes (course_id, name, color, gender, course_rating, slope, par, yardages, sort_order)
    select c.id, t.name, t.color, t.gender,
      round((t.base_rating + (c.id % 40) / 10.0)::numeric, 1), t.base_slope + c.id % 24, 72,
      array(select (case h.par when 3 then 170 when 4 then 390 else 520 end * t.factor * (0.92 + (c.id % 17) / 100.0))::int
            from portal.course_holes h where h.course_id = c.id order by h.number),
      t.ord
    from portal.courses c
    cross join (values ('Blue', 'blue', 'male', 1.0, 69.5, 118, 0), ('Red', 'red', 'female', 0.8, 70.5, 120, 1)) as t(name, color, gender, factor, base_rating, base_slope, ord)
    where c.source = 'directory' and not exists (select 1 from portal.tee_boxes b where b.course_id = c.id)`);
}
