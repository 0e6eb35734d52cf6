import { index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../db/index.ts';

/**
 * Writes sent with an `Idempotency-Key` (platform/http/idempotency.ts): the key is claimed before
 * the write runs and its answer kept for 24 hours, so the same request sent again gets the same
 * answer instead of running twice. `status` is null while the first request is still running.
 */
export const idempotencyKeys = portalSchema.table(
  'idempotency_keys',
  {
    /** Whose key: `player:12`, `coach:3`, or `token:<sha-256>` for a commerce customer token. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, URL and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /** Until when the first request holds the key; past it with no answer, that request died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);
