import { index, integer, numeric, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../db/index.ts';

/**
 * The local Moneris stand-in's own ledger (it plays the remote gateway): one row per transaction,
 * as Moneris keeps them. An order id takes one purchase or pre-authorization (a second answers
 * "Duplicate Order Id"); completions and refunds point at their original by `parent_txn`.
 */
export const monerisTransactions = commerceSchema.table(
  'moneris_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    txnNumber: text('txn_number').notNull().unique(),
    orderId: text('order_id').notNull(),
    transType: text('trans_type', { enum: ['00', '01', '02', '04'] }).notNull(),
    /** For a completion or refund: the idempotency slot (one per original and key). */
    slot: text('slot').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    dataKey: text('data_key').notNull(),
    cardType: text('card_type'),
    last4: text('last4'),
    responseCode: text('response_code'),
    iso: text('iso'),
    authCode: text('auth_code'),
    message: text('message').notNull(),
    complete: text('complete', { enum: ['true', 'false'] }).notNull(),
    parentTxn: text('parent_txn'),
    /** Completed (pre-auth) or refunded so far. */
    settledAmount: numeric('settled_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('moneris_transactions_slot_key').on(t.slot), index('moneris_transactions_order_idx').on(t.orderId)],
);
