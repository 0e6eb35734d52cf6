import { bigint, integer, json, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { ScorecardToggles } from '@golf/contracts';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/** Which rows a player's scorecard shows. A player without a row sees the defaults. */
export const scorecardSettings = portalSchema.table('scorecard_settings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  toggles: jsonb('toggles').$type<ScorecardToggles>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each player's handicap figure as the home page shows it (the WHS index and the rounds still
 * needed, handicapOf over every round), kept so that opening home does not recompute the whole
 * record. Any change to the player's rounds, their holes or the playing conditions of a day they
 * played bumps `version` and clears `figure` in the same statement (triggers, migration
 * `player_handicaps`); the next read computes it and keeps it only if `version` is still the one it
 * read, so a read racing a change never keeps a figure older than the change.
 */
export const playerHandicaps = portalSchema.table('player_handicaps', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** { handicapIndex, roundsNeeded }, or null until the next read computes it. */
  figure: json('figure').$type<KeptHandicap>(),
  /**
   * Per round id, what the record says of that round (handicapOf's byRound: index before, course
   * handicap, differential, …), as a scorecard shows it (scoring's HandicapRoundResult); cleared with the figure, kept by the next
   * scorecard read. jsonb, so that a read takes its one round's entry without parsing the rest.
   */
  byRound: jsonb('by_round').$type<Record<string, unknown>>(),
});

/** The kept part of the handicap: what the home card shows beside the declared handicap. */
export interface KeptHandicap {
  handicapIndex: number | null;
  roundsNeeded: number;
}
