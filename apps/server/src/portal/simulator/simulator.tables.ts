import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, json, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { centers, players } from '../account/account.tables.ts';

/**
 * A session on a launch monitor (SkyTrak's "activity", id `esnActivityId`), or one imported file.
 * Numbers are stored as the monitors measure them: yards, mph, rpm, degrees; answers convert.
 */
export const simActivities = portalSchema.table(
  'sim_activities',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    source: text('source').notNull().default('skytrak'),
    name: text('name'),
    centerId: integer('center_id').references(() => centers.id),
    /** Set once the session is scored for a skill challenge (challenges domain); its shots are then fixed. */
    challengeId: integer('challenge_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list reads one player's sessions newest first, optionally of one type.
    index('sim_activities_player_started_idx').on(t.playerId, t.startedAt.desc(), t.id.desc()),
    index('sim_activities_player_type_started_idx').on(t.playerId, t.activityType, t.startedAt.desc()),
    check('sim_activities_type_check', sql`${t.activityType} in ('range','targetPractice','bagMapping','challenge','coursePlay','practiceGreen')`),
    check('sim_activities_source_check', sql`${t.source} in ('skytrak','gspro','garmin-r10')`),
  ],
);

export const simShots = portalSchema.table(
  'sim_shots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => simActivities.id, { onDelete: 'cascade' }),
    /** The activity's owner, kept on the shot so ownership and per-club reads use one index. */
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    shotNumber: smallint('shot_number').notNull(),
    clubType: text('club_type').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }),
    ballSpeed: real('ball_speed').notNull(),
    clubSpeed: real('club_speed'),
    launchAngle: real('launch_angle').notNull(),
    launchDirection: real('launch_direction').notNull(),
    backSpin: real('back_spin').notNull(),
    sideSpin: real('side_spin').notNull(),
    spinAxis: real('spin_axis').notNull(),
    carry: real('carry').notNull(),
    total: real('total').notNull(),
    offline: real('offline').notNull(),
    apex: real('apex'),
    descentAngle: real('descent_angle'),
    attackAngle: real('attack_angle'),
    clubPath: real('club_path'),
    faceToTarget: real('face_to_target'),
    faceToPath: real('face_to_path'),
    targetDistance: real('target_distance'),
    distanceToPin: real('distance_to_pin'),
    /**
     * Fingerprint of an imported row (source, club, time and measured numbers). Unique per player:
     * importing the same file twice cannot make a shot twice, whatever the timing.
     */
    importKey: text('import_key'),
    /**
     * The player's say on whether the shot counts in averages, gapping and dispersion: true
     * includes it, false leaves it out, null follows the outlier rule (outliers.ts).
     */
    counted: boolean('counted'),
  },
  (t) => [
    index('sim_shots_activity_idx').on(t.activityId, t.shotNumber),
    index('sim_shots_player_club_idx').on(t.playerId, t.clubType),
    uniqueIndex('sim_shots_import_key')
      .on(t.playerId, t.importKey)
      .where(sql`${t.importKey} is not null`),
    check('sim_shots_numbers_check', sql`${t.ballSpeed} >= 0 and ${t.carry} >= 0 and ${t.total} >= 0`),
  ],
);

/**
 * Each player's club statistics over all their shots (page 0 of the session list with no filter,
 * the screen a player opens), kept so that reading the screen does not aggregate every shot again.
 * Any change to the player's shots (import, delete, counted or not, a session deleted with its
 * shots) bumps `version` and clears `stats` in the same statement (trigger `sim_shots_club_stats`,
 * migration 0046); the next read computes them and stores them only if `version` is still the one it
 * read, so a read racing a change can never keep figures older than the change.
 */
export const simClubStats = portalSchema.table('sim_club_stats', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** RawClubStats[] in stored units (club-stats.ts), or null until the next read computes them. */
  stats: json('stats'),
  /**
   * The player's outlier bounds per club (outliers.ts: median carry, its median absolute deviation,
   * shot count), or null until the next read of a session computes them; cleared with `stats` by
   * the same trigger (migration 0066), as every change to a shot can move them.
   */
  bounds: json('bounds'),
});

export type ShotRow = typeof simShots.$inferSelect;
export type ActivityRow = typeof simActivities.$inferSelect;
