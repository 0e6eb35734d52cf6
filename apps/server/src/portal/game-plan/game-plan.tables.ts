import { sql } from 'drizzle-orm';
import { check, date, index, integer, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GoalCategory } from '@golf/contracts';
import { portalSchema } from '../../platform/db/index.ts';
import { coaches, players } from '../account/account.tables.ts';

/**
 * A player's lesson plan with a coach. Status is the server's: IN_PROGRESS, PAUSED or COMPLETED.
 * A pause freezes the plan's clock: on unpause its end moves by the whole days paused so far (all pauses together).
 */
export const gamePlans = portalSchema.table(
  'game_plans',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    title: text('title').notNull(),
    goal: text('goal').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    lessonsPlanned: smallint('lessons_planned').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Whole days spent paused so far (`paused_seconds` in days, rounded down), already added to `ends_on`. */
    pausedDays: integer('paused_days').notNull().default(0),
    /** Time spent paused so far, over every pause: short pauses add up to a day rather than each costing one. */
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_plans_player_idx').on(t.playerId),
    // One running (or paused) plan per player at a time.
    uniqueIndex('game_plans_one_open_per_player')
      .on(t.playerId)
      .where(sql`${t.status} in ('IN_PROGRESS', 'PAUSED')`),
  ],
);

/** The plan's milestones, each with its own progress. */
export const gamePlanGoals = portalSchema.table(
  'game_plan_goals',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => gamePlans.id),
    position: smallint('position').notNull(),
    /** A code of GOAL_CATEGORIES (@golf/contracts), named in the reader's language; the title is as the coach typed it. */
    category: text('category').$type<GoalCategory>().notNull(),
    title: text('title').notNull(),
    /** 0 to 100. */
    progress: smallint('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('game_plan_goals_plan_idx').on(t.planId),
    // The same list as GOAL_CATEGORIES: a typed category would read in one language only.
    check(
      'game_plan_goals_category_check',
      sql`${t.category} in ('driving', 'approach', 'short_game', 'putting', 'course_management', 'fitness', 'mental', 'other')`,
    ),
  ],
);
