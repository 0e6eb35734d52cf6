import { index, integer, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';

export const customers = commerceSchema.table('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  /** The golf center the customer picks orders up at (a pickup location code), from the portal at sign-in. */
  pickupLocationCode: text('pickup_location_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque customer bearer tokens (Magento's customer token), stored hashed, one store each. */
export const customerTokens = commerceSchema.table(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The portal session the token was issued in (its token family); ending that session ends the token. */
    sessionId: uuid('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId), index('customer_tokens_session_idx').on(t.sessionId)],
);
