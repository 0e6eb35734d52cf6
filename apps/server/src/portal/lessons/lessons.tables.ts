import { doublePrecision, index, integer, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { centers, coaches, players } from '../account/account.tables.ts';
import { appointments, lessonTypes } from '../scheduling/scheduling.tables.ts';

/**
 * A lesson as the coach recorded it after teaching. Players see it once published. It reads as
 * archived when it is more than a year old, unless the player restored it (derived, not stored).
 */
export const lessons = portalSchema.table(
  'lessons',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    lessonTypeId: integer('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    taughtAt: timestamp('taught_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    title: text('title').notNull(),
    /** The coach's notes: what was worked on and what to practise. */
    notes: text('notes').notNull().default(''),
    focus: text('focus').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    /** Where the restore came from: 1 mobile app, 2 web. */
    restoredChannel: smallint('restored_channel'),
  },
  (t) => [index('lessons_player_taught_idx').on(t.playerId, t.taughtAt)],
);

export const lessonDrills = portalSchema.table(
  'lesson_drills',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    repetitions: smallint('repetitions'),
  },
  (t) => [index('lesson_drills_lesson_idx').on(t.lessonId)],
);

/** Videos recorded in a lesson; the files live in the object store under `storage_key`. */
export const lessonVideos = portalSchema.table(
  'lesson_videos',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    /** 'swing' (the player's swing as filmed), 'analysis' (the coach's voice-over), 'drill'. */
    videoType: text('video_type').notNull(),
    title: text('title').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull().default('video/mp4'),
  },
  (t) => [index('lesson_videos_lesson_idx').on(t.lessonId)],
);

/** Swing measurements taken in a lesson (start of lesson and end of lesson). */
export const lessonMeasurements = portalSchema.table(
  'lesson_measurements',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    before: doublePrecision('before').notNull(),
    after: doublePrecision('after').notNull(),
  },
  (t) => [index('lesson_measurements_lesson_idx').on(t.lessonId)],
);
