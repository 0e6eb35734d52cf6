import { sql } from 'drizzle-orm';
import { check, date, index, integer, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/**
 * Game tracking: a round's score and its key numbers, entered by the player after playing (the
 * spec's "tracking score"). Counts are holes of the round; null where the mode does not track them.
 */
export const gameTracking = portalSchema.table(
  'game_tracking',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** onGIR: score plus the greens-in-regulation family of numbers; scoreOnly: the score alone. */
    mode: text('mode').notNull().default('onGIR'),
    score: smallint('score').notNull(),
    roundHole: smallint('round_hole').notNull(),
    /** Greens hit in regulation. */
    otg: smallint('otg'),
    /** Greens missed in regulation but finished near the green (within 30 yards). */
    ntg: smallint('ntg'),
    /** Missed greens saved for par or better. */
    scrambling: smallint('scrambling'),
    /** Three putts or worse. */
    badThreePutts: smallint('bad_three_putts'),
    /** Tee shots in trouble: penalty, lost ball or a chip-out. */
    tts: smallint('tts'),
    igolfId: text('igolf_id'),
    courseName: text('course_name').notNull(),
    playDate: date('play_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_tracking_player_date_idx').on(t.playerId, t.playDate.desc(), t.id.desc()),
    check('game_tracking_mode_check', sql`${t.mode} in ('onGIR','scoreOnly')`),
    check('game_tracking_holes_check', sql`${t.roundHole} in (9, 18) and ${t.score} between ${t.roundHole} and ${t.roundHole} * 15`),
    check(
      'game_tracking_counts_check',
      sql`coalesce(${t.otg}, 0) + coalesce(${t.ntg}, 0) <= ${t.roundHole} and coalesce(${t.scrambling}, 0) <= ${t.roundHole} - coalesce(${t.otg}, 0) and coalesce(${t.badThreePutts}, 0) <= ${t.roundHole} and coalesce(${t.tts}, 0) <= ${t.roundHole}`,
    ),
  ],
);

export type TrackingRow = typeof gameTracking.$inferSelect;
