import { boolean, index, integer, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { coaches, players } from '../account/account.tables.ts';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh
 * spends one token and issues the next in the same family. Presenting a spent token again revokes
 * the whole family (the token was stolen or replayed), except within a short grace window after the
 * refresh that spent it: two tabs refreshing at once both get the one successor (`successorId`).
 * The successor's token is not stored: it is derived from the spent one with a server key.
 */
export const refreshTokens = portalSchema.table(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'cascade' }),
    /** Set when an admin coach signed in as the player by ticket. */
    adminCoachId: integer('admin_coach_id').references(() => coaches.id),
    /** Set when a parent signed in as one of their family sub-accounts. */
    parentPlayerId: integer('parent_player_id').references(() => players.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    isSkytrak: boolean('is_skytrak').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The token the refresh that spent this one issued. */
    successorId: integer('successor_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One-time, short-lived tickets an admin coach issues to open a player's portal. */
export const adminTickets = portalSchema.table('admin_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  coachId: integer('coach_id')
    .notNull()
    .references(() => coaches.id, { onDelete: 'cascade' }),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  isSkytrak: boolean('is_skytrak').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
