import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from './db/index.ts';

/** Fixed-window counters kept in the database, so every server process sees the same count. */
export const rateLimits = portalSchema.table('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
