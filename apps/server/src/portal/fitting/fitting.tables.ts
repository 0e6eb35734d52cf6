import { index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClubSpec, FittingType, PutterSpec, PuttStroke, FittingShot } from '@golf/contracts';
import { portalSchema } from '../../platform/db/index.ts';
import { centers, players } from '../account/account.tables.ts';

/** A head and shaft the fitter had the player hit, with every measured shot (the averages are computed on read). */
export interface StoredCombination {
  id: string;
  spec: ClubSpec;
  isSelected: boolean;
  shots: FittingShot[];
}

export interface StoredPutter {
  id: string;
  spec: PutterSpec;
  isSelected: boolean;
  strokes: PuttStroke[];
}

/**
 * A fitting session at a center: a club fitting (launch data per tested combination, the
 * recommended specification per club) or a putter fitting (stroke data per tested putter). The
 * measurements are written once by the fitter's launch monitor and never edited, so they are kept
 * whole in one document rather than row per shot.
 */
export const fittingSessions = portalSchema.table(
  'fitting_sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    kind: text('kind', { enum: ['club', 'putter'] }).notNull(),
    fitter: text('fitter').notNull(),
    types: text('types').array().$type<FittingType[]>().notNull(),
    notes: text('notes').notNull().default(''),
    combinations: jsonb('combinations').$type<StoredCombination[]>().notNull().default([]),
    putters: jsonb('putters').$type<StoredPutter[]>().notNull().default([]),
    recommendations: jsonb('recommendations').$type<ClubSpec[]>().notNull().default([]),
    putterRecommendation: jsonb('putter_recommendation').$type<PutterSpec | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fitting_sessions_player_idx').on(t.playerId, t.kind, t.createdAt)],
);
