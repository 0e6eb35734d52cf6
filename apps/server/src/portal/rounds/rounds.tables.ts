import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlaySettings, RoundTeeBox } from '@golf/contracts';
import { portalSchema } from '../../platform/db/index.ts';
import { coaches, players } from '../account/account.tables.ts';
import { courses, teeBoxes } from '../courses/courses.tables.ts';

export const rounds = portalSchema.table(
  'rounds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** The course's name when the round was played. */
    courseName: text('course_name').notNull(),
    teeBoxId: integer('tee_box_id').references(() => teeBoxes.id, { onDelete: 'set null' }),
    /** The tee as played (rating, slope, yardages): later changes to the tee leave old rounds as they were. */
    teeBox: jsonb('tee_box').$type<RoundTeeBox>().notNull(),
    scope: smallint('scope').notNull().default(18),
    /** 'full', 'front' or 'back'. */
    scopeType: text('scope_type').notNull().default('full'),
    playedAt: date('played_at').notNull(),
    /** A coach attached to the round may read it. */
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    playMode: text('play_mode').notNull().default('stroke'),
    /** Played under the Rules of Golf: counts for the handicap index. */
    isCompliant: boolean('is_compliant').notNull().default(true),
    playSettings: jsonb('play_settings').$type<PlaySettings>().notNull(),
    /** Where play tracking resumes. */
    currentHole: smallint('current_hole').notNull().default(1),
    /**
     * The round's tally over its holes, kept by a trigger on round_holes in the statement that
     * writes them (migration 0070): holes, holes played (scored or picked up), holes scored, and the
     * strokes and par of the scored holes. The rounds list and the home page read these instead of
     * aggregating every round's holes on each read.
     */
    holeCount: smallint('hole_count').notNull().default(0),
    holesPlayed: smallint('holes_played').notNull().default(0),
    holesScored: smallint('holes_scored').notNull().default(0),
    scoredStrokes: smallint('scored_strokes').notNull().default(0),
    scoredPar: smallint('scored_par').notNull().default(0),
    /**
     * One more on every write of the round's holes (a scorecard save, a change of tee): a save that
     * read the holes without a lock writes only while this is still what it read (round-reads.ts).
     */
    holesVersion: integer('holes_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rounds_player_played_idx').on(t.playerId, t.playedAt.desc(), t.id.desc()),
    index('rounds_coach_idx')
      .on(t.coachId)
      .where(sql`${t.coachId} is not null`),
    check('rounds_scope', sql`(${t.scope} = 18 and ${t.scopeType} = 'full') or (${t.scope} = 9 and ${t.scopeType} in ('front', 'back'))`),
    check('rounds_current_hole_range', sql`${t.currentHole} between 1 and 18`),
    check('rounds_tally', sql`${t.holesScored} <= ${t.holesPlayed} and ${t.holesPlayed} <= ${t.holeCount}`),
  ],
);

/** One row per hole of a round: the scorecard. Saving a hole updates its row, never adds one. */
export const roundHoles = portalSchema.table(
  'round_holes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    holeNumber: smallint('hole_number').notNull(),
    par: smallint('par').notNull(),
    handicap: smallint('handicap').notNull(),
    yards: smallint('yards').notNull(),
    score: smallint('score'),
    /** 'pending', 'played' or 'picked-up'. */
    status: text('status').notNull().default('pending'),
    putts: smallint('putts'),
    fairwayHit: text('fairway_hit'),
    fairwayBunkers: smallint('fairway_bunkers'),
    greensideBunkers: smallint('greenside_bunkers'),
    drivingDistance: smallint('driving_distance'),
    pitches: smallint('pitches'),
    chips: smallint('chips'),
    penalties: smallint('penalties'),
    missedPutts: smallint('missed_putts'),
    /** As the player recorded it; the server derives it from score and putts when both are known. */
    greenInReg: boolean('green_in_reg'),
    /** The device entry last applied to the hole (an offline scorecard's outbox), so a resend of it applies nothing. */
    entryId: uuid('entry_id'),
    /** When the kept edit was made on its device (at most the server's time of saving): a later edit wins. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('round_holes_round_hole_key').on(t.roundId, t.holeNumber),
    check('round_holes_score_range', sql`${t.score} is null or ${t.score} between 1 and 20`),
    check('round_holes_putts_within_score', sql`${t.putts} is null or ${t.score} is null or ${t.putts} <= ${t.score}`),
    check('round_holes_status', sql`${t.status} in ('pending', 'played', 'picked-up')`),
  ],
);
