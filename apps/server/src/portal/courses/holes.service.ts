import { and, eq, sql } from 'drizzle-orm';
import type { TeeBox, UnitFlags } from '@golf/contracts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { playerHeads } from '../account/index.ts';
import { courseHoles, courses, teeBoxes } from './courses.tables.ts';
import { IMPERIAL, toTeeBox, type TeeBoxRow } from './course-view.ts';

export type HoleRow = typeof courseHoles.$inferSelect;

/** One hole of a course, with its geometry when mapped. */
export async function findHole(db: Db, courseId: number, number: number): Promise<HoleRow | undefined> {
  const [row] = await db
    .select()
    .from(courseHoles)
    .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)))
    .limit(1);
  return row;
}

/** Every hole of a course in order, with geometry. */
export function findHoles(db: Db, courseId: number): Promise<HoleRow[]> {
  return db.select().from(courseHoles).where(eq(courseHoles.courseId, courseId)).orderBy(courseHoles.number);
}

export interface CourseBasics {
  id: number;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  holeCount: number;
  par: number;
  hasMap: boolean;
}

export async function findCourseBasics(db: Db, id: number): Promise<CourseBasics | undefined> {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      city: courses.city,
      country: courses.country,
      latitude: courses.latitude,
      longitude: courses.longitude,
      holeCount: courses.holeCount,
      par: courses.par,
      hasMap: courses.hasMap,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** A mapped hole's row with the tees a player may play on its course (course_holes and tee_boxes rows) and the player's units. */
export interface HoleWithTees {
  hole: HoleRow | null;
  tees: Omit<TeeBoxRow, 'createdAt'>[];
  units: UnitFlags | null;
}

/**
 * The hole map's reads in one prepared statement (placeholders courseId, number, playerId: -1 for
 * none): no row for an unknown course, else the hole (null when the course has no such hole), the
 * course's tees then the player's (listTeeBoxes' order) and the player's unit flags. Four
 * statements in four round trips before (the course, the hole, the tees beside the units, the units again).
 */
const holeWithTeesStatement = statementCache((db: Db) => {
  const course = sql`${sql.placeholder('courseId')}::int`;
  const player = sql`${sql.placeholder('playerId')}::int`;
  return db
    .select({
      value: sql<HoleWithTees>`json_build_object(
        'hole', (select json_build_object('id', h.id, 'courseId', h.course_id, 'number', h.number, 'par', h.par, 'handicap', h.handicap,
            'geometry', h.geometry)
          from ${courseHoles} h where h.course_id = ${course} and h.number = ${sql.placeholder('number')}::int),
        'tees', coalesce((select json_agg(json_build_object('id', t.id, 'courseId', t.course_id, 'playerId', t.player_id, 'name', t.name,
            'color', t.color, 'gender', t.gender, 'courseRating', t.course_rating, 'slope', t.slope, 'par', t.par, 'yardages', t.yardages,
            'frontCourseRating', t.front_course_rating, 'frontSlope', t.front_slope, 'backCourseRating', t.back_course_rating,
            'backSlope', t.back_slope, 'sortOrder', t.sort_order) order by t.player_id nulls first, t.sort_order, t.id)
          from ${teeBoxes} t where t.course_id = ${course} and (t.player_id is null or t.player_id = ${player})), '[]'::json),
        'units', (select json_build_object('enableMetricDistances', ${playerHeads.enableMetricDistances}, 'enableMetricSpeeds', ${playerHeads.enableMetricSpeeds})
          from ${playerHeads} where ${playerHeads.id} = ${player}))`,
    })
    .from(courses)
    .where(sql`${courses.id} = ${course}`)
    .prepare('courses_hole_with_tees');
});

/**
 * One hole of a course with the tee boxes the player may play there and the player's units, in one
 * round trip; undefined for an unknown course. The tees come as listTeeBoxes answers them.
 */
export async function findHoleWithTees(
  db: Db,
  courseId: number,
  number: number,
  playerId: number,
): Promise<{ hole: HoleRow | null; tees: TeeBox[]; units: UnitFlags } | undefined> {
  const [row] = await holeWithTeesStatement(db).execute({ courseId, number, playerId });
  if (!row) return undefined;
  const units = row.value.units ?? IMPERIAL;
  return { hole: row.value.hole, tees: row.value.tees.map((t) => toTeeBox(t, units)), units };
}
