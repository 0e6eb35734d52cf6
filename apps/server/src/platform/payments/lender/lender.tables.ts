import { sql } from 'drizzle-orm';
import { index, numeric, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../db/index.ts';

export const LENDER_STATUSES = ['open', 'approved', 'declined', 'authorized', 'captured', 'voided', 'expired'] as const;
export type LenderStatus = (typeof LENDER_STATUSES)[number];

/**
 * The local lender's checkouts (its own book, as Affirm keeps its own): opened by a shop for a
 * merchant reference, approved or declined by the customer on the lender's page, authorized by the
 * shop with the checkout token, captured on shipment. One live checkout per merchant reference.
 */
export const lenderCheckouts = commerceSchema.table(
  'lender_checkouts',
  {
    id: serial('id').primaryKey(),
    checkoutToken: text('checkout_token').notNull().unique(),
    merchantRef: text('merchant_ref').notNull(),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: LENDER_STATUSES }).notNull().default('open'),
    termMonths: smallint('term_months'),
    confirmUrl: text('confirm_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    chargeId: text('charge_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lender_checkouts_ref_idx').on(t.merchantRef),
    uniqueIndex('lender_checkouts_one_live_key')
      .on(t.merchantRef)
      .where(sql`${t.status} in ('open', 'approved', 'authorized')`),
  ],
);
