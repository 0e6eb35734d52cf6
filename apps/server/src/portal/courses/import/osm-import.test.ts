import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, signIn, startTestApp, type TestApp } from '../../../test/harness.ts';
import { layOutCourse } from '../../../seed/domains/course-layout.ts';
import { seededFaker } from '../../../seed/random.ts';
import type { LonLat } from '../course-geometry.ts';
import { courses, teeBoxes } from '../courses.tables.ts';
import { describeReport, importOsmCourses } from './osm-import.service.ts';
import { yardsOf } from './osm-plan.ts';

// An extract shaped as overpass turbo exports it: a named course outline with nine mapped holes,
// plus things that must be skipped.
const pars = [4, 4, 3, 5, 4, 3, 4, 5, 4];
const yards = pars.map((p) => (p === 3 ? 165 : p === 4 ? 390 : 510));
const holes = layOutCourse(seededFaker(3), { lat: 56.34, lon: -2.8 }, pars, [{ color: 'white', yardages: yards }]);
const closed = (ring: LonLat[]) => [...ring, ring[0]!];
const all = holes.flatMap((h) => [...h.green, ...h.centerline, ...h.fairways.flat(), ...h.bunkers.flat(), ...h.water.flat()]);
const [minLon, maxLon] = [Math.min(...all.map((p) => p[0])) - 0.002, Math.max(...all.map((p) => p[0])) + 0.002];
const [minLat, maxLat] = [Math.min(...all.map((p) => p[1])) - 0.002, Math.max(...all.map((p) => p[1])) + 0.002];
const box = (a: number, b: number, c: number, d: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [a, b],
      [c, b],
      [c, d],
      [a, d],
      [a, b],
    ],
  ],
});
let id = 100;
const feature = (tags: Record<string, string>, geometry: object, withTagsObject = false) => ({
  type: 'Feature',
  id: `way/${id++}`,
  properties: withTagsObject ? { tags } : tags,
  geometry,
});

const extract = {
  type: 'FeatureCollection',
  features: [
    feature({ leisure: 'golf_course', name: 'Eden Braes Golf Club', 'addr:country': 'GB', 'addr:city': 'St Andrews' }, box(minLon, minLat, maxLon, maxLat)),
    ...holes.flatMap((h, i) => [
      feature(
        {
          golf: 'hole',
          ref: String(i + 1),
          par: String(pars[i]),
          handicap: String(((i * 7) % 9) + 1),
          'dist:white': `${Math.round(yards[i]! * 0.9144)}`,
          ...(i < 8 ? { 'dist:red': `${yards[i]! - 40} yd` } : {}),
        },
        { type: 'LineString', coordinates: h.centerline },
        i % 2 === 0,
      ),
      feature({ golf: 'green' }, { type: 'Polygon', coordinates: [closed(h.green)] }),
      feature({ golf: 'pin' }, { type: 'Point', coordinates: h.pin }),
      feature({ golf: 'tee', tee: 'white' }, { type: 'Point', coordinates: h.tees[0]!.point }),
      ...h.fairways.map((r) => feature({ golf: 'fairway' }, { type: 'Polygon', coordinates: [closed(r)] })),
      ...h.bunkers.map((r) => feature({ golf: 'bunker' }, { type: 'Polygon', coordinates: [closed(r)] })),
      ...h.water.map((r) => feature({ golf: 'water_hazard' }, { type: 'Polygon', coordinates: [closed(r)] })),
    ]),
    feature({ leisure: 'golf_course' }, box(10, 10, 10.01, 10.01)),
    feature({ leisure: 'golf_course', name: 'Nowhere Land Links' }, box(20, 20, 20.01, 20.01)),
    feature(
      { golf: 'hole', ref: '1', par: '4' },
      {
        type: 'LineString',
        coordinates: [
          [30, 30],
          [30.003, 30.003],
        ],
      },
    ),
    feature({ golf: 'hole', par: '4' }, { type: 'LineString', coordinates: [holes[0]!.centerline[0], holes[0]!.centerline[1]] }),
    feature({ golf: 'bunker' }, box(40, 40, 40.0001, 40.0001)),
    feature({ amenity: 'parking' }, box(minLon, minLat, minLon + 0.001, minLat + 0.001)),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('importing courses from OpenStreetMap', () => {
  it('reads distances in metres unless yards are written', () => {
    expect(yardsOf('365')).toBe(399);
    expect(yardsOf('400 yd')).toBe(400);
    expect(yardsOf('400yards')).toBe(400);
    expect(yardsOf('far')).toBeNull();
  });

  it('imports a mapped course and reports what it skipped and why', async () => {
    const report = await importOsmCourses(t.database.db, extract);
    expect(report.imported).toEqual([
      expect.objectContaining({
        name: 'Eden Braes Golf Club',
        holes: 9,
        mappedHoles: 9,
        tees: ['White'],
        updated: false,
        notes: ['tee red skipped: not every hole has dist:red'],
      }),
    ]);
    const reasons = report.skipped.map((s) => s.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'golf course without a name',
        'no addr:country (give --country to import it)',
        'golf hole outside every named golf course',
        'golf hole without a ref (hole number 1–18)',
        'golf bunker outside every imported course',
      ]),
    );
    expect(describeReport(report)).toContain('Imported 1 course(s)');

    const [course] = await t.database.db.select().from(courses).where(eq(courses.name, 'Eden Braes Golf Club'));
    expect(course).toMatchObject({ source: 'osm', country: 'GB', city: 'St Andrews', holeCount: 9, par: 36, hasMap: true });
    const tees = await t.database.db.select().from(teeBoxes).where(eq(teeBoxes.courseId, course!.id));
    expect(tees).toHaveLength(1);
    expect(tees[0]!.yardages.map((y, i) => Math.abs(y - yards[i]!) <= 1)).toEqual(Array(9).fill(true));
    expect(tees[0]!.courseRating).toBeNull();

    // The imported hole is playable on the map, like any other.
    const player = (await signIn(t.app, 'player@example.com')).access_token;
    const hole = await call(t.app, { method: 'GET', url: `/api/play-game/hole-data?courseId=${course!.id}&holeNumber=4`, token: player });
    expect(hole.body.data).toMatchObject({ par: 5, teeBox: { name: 'White' } });
    expect(hole.body.data.features.filter((f: any) => f.kind === 'fairway').length).toBe(holes[3]!.fairways.length);
  });

  it('updates a course on a second import, keeping players’ own tees', async () => {
    const [course] = await t.database.db.select().from(courses).where(eq(courses.name, 'Eden Braes Golf Club'));
    await t.database.db.insert(teeBoxes).values({ courseId: course!.id, playerId: 1, name: 'Mine', color: 'gold', par: 36, yardages: yards });
    const again = await importOsmCourses(t.database.db, extract, { defaultCountry: 'FR' });
    expect(again.imported.map((c) => [c.name, c.updated])).toEqual([['Eden Braes Golf Club', true]]);
    // With a default country the outline without one is considered, and skipped for having no holes.
    expect(again.skipped).toContainEqual(expect.objectContaining({ name: 'Nowhere Land Links', reason: 'holes 1–9 or 1–18 are needed; found none' }));
    expect(await t.database.db.select().from(courses).where(eq(courses.name, 'Eden Braes Golf Club'))).toHaveLength(1);
    const tees = await t.database.db.select().from(teeBoxes).where(eq(teeBoxes.courseId, course!.id));
    expect(tees.map((x) => x.name).sort()).toEqual(['Mine', 'White']);
  });

  it('refuses a file that is not GeoJSON, and writes nothing on a dry run', async () => {
    await expect(importOsmCourses(t.database.db, { hello: 'world' })).rejects.toThrow(/FeatureCollection/);
    const other = {
      ...extract,
      features: extract.features.map((f) =>
        f.properties && (f.properties as any).name === 'Eden Braes Golf Club'
          ? { ...f, id: 'way/999999', properties: { ...f.properties, name: 'Dry Run Links' } }
          : f,
      ),
    };
    const report = await importOsmCourses(t.database.db, other, { dryRun: true });
    expect(report.imported.map((c) => c.name)).toEqual(['Dry Run Links']);
    expect(await t.database.db.select().from(courses).where(eq(courses.name, 'Dry Run Links'))).toHaveLength(0);
  });
});
