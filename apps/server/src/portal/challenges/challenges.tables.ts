import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';
import { simActivities } from '../simulator/simulator.tables.ts';

/** One scored run through a skill challenge; its shots are the session `activityId`. */
export const challengeAttempts = portalSchema.table(
  'challenge_attempts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Id in the challenge catalogue (challenge-catalogue.ts). */
    challengeId: integer('challenge_id').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => simActivities.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    /** Null for long-drive challenges, whose score is a distance in yards. */
    maxScore: real('max_score'),
    /** Longest drive that stayed in the grid, yards (long-drive challenges feed the driver board). */
    longestDrive: real('longest_drive'),
    /** Closest finish to the pin, yards (closest-to-pin challenges feed the distance board). */
    bestDistanceToPin: real('best_distance_to_pin'),
    /** Each swing's shot and result, in order. */
    swings: jsonb('swings').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A session is scored once, however often the request is sent.
    uniqueIndex('challenge_attempts_activity_key').on(t.activityId),
    index('challenge_attempts_player_idx').on(t.playerId, t.challengeId, t.completedAt.desc()),
  ],
);

/**
 * Each player's best per leaderboard, kept by a trigger on challenge_attempts (insert and delete,
 * including sessions deleted with their attempts), so the board reads a few indexed rows. A row
 * also keeps what the board shows and filters by: the display name while the player agrees to be
 * shown (null otherwise), and their center and coach. Triggers on leaderboard_profiles and on
 * players keep these in the same transaction as the change (migration 0067), so a board of any
 * scope is one walk of a partial index.
 */
export const leaderboardBests = portalSchema.table(
  'leaderboard_bests',
  {
    board: text('board').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    value: real('value').notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => challengeAttempts.id, { onDelete: 'cascade' }),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    /** The player's display name while they agree to be shown; null: not listed. */
    displayName: text('display_name'),
    centerId: integer('center_id'),
    coachId: integer('coach_id'),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.playerId] }),
    // The listed players of each scope in the board's order (read backwards for longer drives first).
    index('leaderboard_bests_listed_idx')
      .on(t.board, t.value, t.achievedAt, t.playerId)
      .where(sql`${t.displayName} is not null`),
    index('leaderboard_bests_listed_center_idx')
      .on(t.board, t.centerId, t.value, t.achievedAt, t.playerId)
      .where(sql`${t.displayName} is not null`),
    index('leaderboard_bests_listed_coach_idx')
      .on(t.board, t.coachId, t.value, t.achievedAt, t.playerId)
      .where(sql`${t.displayName} is not null`),
    check('leaderboard_bests_board_check', sql`${t.board} in ('driver','distance')`),
  ],
);

/** What a player agreed to show on leaderboards. No row: not shown. */
export const leaderboardProfiles = portalSchema.table('leaderboard_profiles', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  isVisible: boolean('is_visible').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
