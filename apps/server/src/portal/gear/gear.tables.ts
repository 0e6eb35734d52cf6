import { index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { coaches, players } from '../account/account.tables.ts';

/** Gear a coach recommends to a player: a shop product by SKU, with the coach's reason. */
export const gearRecommendations = portalSchema.table(
  'gear_recommendations',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    sku: text('sku').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gear_recommendations_player_idx').on(t.playerId, t.createdAt), uniqueIndex('gear_recommendations_player_sku_key').on(t.playerId, t.sku)],
);
