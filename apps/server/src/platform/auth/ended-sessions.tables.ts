import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { portalSchema } from '../db/index.ts';

/**
 * Sessions (token families) that were ended: signed out, or ended by a password change or reset.
 * An access token names its family, so every server process refuses the tokens of an ended
 * session from this table (platform/auth/ended-sessions.ts) well before they expire.
 */
export const endedSessions = portalSchema.table('ended_sessions', {
  familyId: uuid('family_id').primaryKey(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
});
