import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';
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
    // Nearby search: a bounding box and nearest-first ordering (<->) straight from a GiST index.
    index('courses_location_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('courses_country_state_idx').on(t.country, t.state, t.name),
    uniqueIndex('courses_external_ref_key')
      .on(t.externalRef)
      .where(sql`${t.externalRef} is not null`),
  ],
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
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tee_boxes_course_idx').on(t.courseId, t.sortOrder), check('tee_boxes_slope_range', sql`${t.slope} is null or ${t.slope} between 55 and 155`)],
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
