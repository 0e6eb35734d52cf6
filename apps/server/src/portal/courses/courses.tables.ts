import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { coaches, players } from '../account/account.tables.ts';
import type { HoleGeometry } from './course-geometry.ts';

export const courses = portalSchema.table(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    /** Region code within the country (country-region-data's shortCode), '' when none. */
    state: text('state').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    holeCount: smallint('hole_count').notNull().default(18),
    par: smallint('par').notNull(),
    /** Whether every hole has geometry to draw a map from. */
    hasMap: boolean('has_map').notNull().default(false),
    /** 'seed', 'osm' (OpenStreetMap import) or 'directory'. */
    source: text('source').notNull().default('seed'),
    /** The record this course came from, e.g. "osm:way/123456"; imports update by it. */
    externalRef: text('external_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Name search: trigrams answer ILIKE '%term%' and similarity ordering from the index (pg_trgm).
    index('courses_name_trgm_idx').using('gist', t.name.op('gist_trgm_ops')),
    // A name's matches as a set (search counts them): GIN finds a set several times faster than
    // GiST. On lower(name), so that only that search's lower(name) LIKE reaches it and the
    // planner keeps GiST for the ordered walk through a common name's matches.
    index('courses_name_lower_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Nearby search: a bounding box and nearest-first ordering (<->) straight from a GiST index.
    index('courses_location_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('courses_country_state_idx').on(t.country, t.state, t.name),
    uniqueIndex('courses_external_ref_key')
      .on(t.externalRef)
      .where(sql`${t.externalRef} is not null`),
  ],
);

/**
 * The distinct words of course names (lower case, split at spaces and punctuation) with how many
 * courses use each: what a misspelt search word is corrected against (pg_trgm's spelling-suggestion
 * pattern). Kept by triggers on `courses` (migration 0062), so every writer keeps it.
 */
export const courseNameWords = portalSchema.table(
  'course_name_words',
  {
    word: text('word').primaryKey(),
    courses: integer('courses').notNull(),
  },
  (t) => [index('course_name_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')), check('course_name_words_courses_positive', sql`${t.courses} > 0`)],
);

export const courseHoles = portalSchema.table(
  'course_holes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    par: smallint('par').notNull(),
    /** Stroke index: 1 is the hardest hole, where handicap strokes fall first. */
    handicap: smallint('handicap').notNull(),
    geometry: jsonb('geometry').$type<HoleGeometry>(),
  },
  (t) => [
    uniqueIndex('course_holes_course_number_key').on(t.courseId, t.number),
    check('course_holes_number_range', sql`${t.number} between 1 and 18`),
    check('course_holes_par_range', sql`${t.par} between 3 and 6`),
  ],
);

export const teeBoxes = portalSchema.table(
  'tee_boxes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Set for a tee a player added for themself; null for the course's own tees. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    gender: text('gender').notNull().default('male'),
    courseRating: real('course_rating'),
    slope: smallint('slope'),
    par: smallint('par').notNull(),
    /** Yards per hole, hole 1 first. */
    yardages: integer('yardages').array().notNull(),
    /** 9-hole ratings of the front and back nines (Rule 5.1b); null where a nine was never rated. */
    frontCourseRating: real('front_course_rating'),
    frontSlope: smallint('front_slope'),
    backCourseRating: real('back_course_rating'),
    backSlope: smallint('back_slope'),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tee_boxes_course_idx').on(t.courseId, t.sortOrder),
    check('tee_boxes_slope_range', sql`${t.slope} is null or ${t.slope} between 55 and 155`),
    check(
      'tee_boxes_front_nine',
      sql`(${t.frontCourseRating} is null) = (${t.frontSlope} is null) and (${t.frontSlope} is null or ${t.frontSlope} between 55 and 155)`,
    ),
    check(
      'tee_boxes_back_nine',
      sql`(${t.backCourseRating} is null) = (${t.backSlope} is null) and (${t.backSlope} is null or ${t.backSlope} between 55 and 155)`,
    ),
  ],
);

/**
 * The playing conditions calculation of a course on a day (Rules of Handicapping 5.6), set by staff:
 * −1 to +3 strokes taken from every score of that day before its differential. No row means 0.
 */
export const playingConditions = portalSchema.table(
  'playing_conditions',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    playedOn: date('played_on').notNull(),
    pcc: smallint('pcc').notNull(),
    /** The staff member (an admin coach) who set it. */
    setByCoachId: integer('set_by_coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.playedOn] }), check('playing_conditions_pcc_range', sql`${t.pcc} between -1 and 3`)],
);

export const favoriteCourses = portalSchema.table(
  'favorite_courses',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.courseId] })],
);
