import { integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/**
 * The name a player wants a purchase's receipt made out to (the receipt "address": a person or a
 * company, as Japanese receipts carry it). One per purchase; the purchase itself is the shop's order.
 */
export const purchaseReceipts = portalSchema.table(
  'purchase_receipts',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    receiptAddress: text('receipt_address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.requestId] })],
);
