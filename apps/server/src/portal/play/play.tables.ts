import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { rounds } from '../rounds/rounds.tables.ts';

/**
 * Shots placed on the hole map. One row per (round, hole, shot number): a retried save of the same
 * hole updates these rows instead of adding more.
 */
export const trackedShots = portalSchema.table(
  'tracked_shots',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    holeNumber: smallint('hole_number').notNull(),
    shotIndex: smallint('shot_index').notNull(),
    /** Where the ball came to rest (WGS 84). */
    ballLon: doublePrecision('ball_lon').notNull(),
    ballLat: doublePrecision('ball_lat').notNull(),
    targetLon: doublePrecision('target_lon'),
    targetLat: doublePrecision('target_lat'),
    /** The club from the player's bag, with its names as they were when the shot was saved. */
    clubId: integer('club_id'),
    clubName: text('club_name'),
    clubShortName: text('club_short_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracked_shots_round_hole_shot_key').on(t.roundId, t.holeNumber, t.shotIndex),
    check('tracked_shots_hole_range', sql`${t.holeNumber} between 1 and 18`),
    check('tracked_shots_index_range', sql`${t.shotIndex} between 1 and 20`),
  ],
);

/**
 * Per hole of a round: the player's comment, where they teed off when not on the marker, and the
 * device save the hole's shots came from.
 */
export const trackedHoles = portalSchema.table(
  'tracked_holes',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    holeNumber: smallint('hole_number').notNull(),
    teeLon: doublePrecision('tee_lon'),
    teeLat: doublePrecision('tee_lat'),
    comment: text('comment'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The device save the hole holds (an offline outbox entry) and when it was edited there; null for saves without one. */
    entryId: uuid('entry_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.holeNumber] })],
);
