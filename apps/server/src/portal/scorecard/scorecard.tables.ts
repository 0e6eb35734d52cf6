import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
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
