import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { courseHoles, courses } from './courses.tables.ts';

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
