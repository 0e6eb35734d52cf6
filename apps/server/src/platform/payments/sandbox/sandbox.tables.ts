import { index, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../db/index.ts';

/**
 * The built-in sandbox card gateway's own storage. It plays a remote gateway, so it keeps only what
 * a real one would hand back or needs to answer later: a random token, the card's brand, last four
 * digits, expiry, a keyed fingerprint and its test behaviour. Never the card number.
 */
export const sandboxGatewayTokens = commerceSchema.table('sandbox_gateway_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holderName: text('holder_name'),
  /** HMAC of the card number under the gateway's key: ties a 3-D Secure check to the same card. */
  fingerprint: text('fingerprint').notNull(),
  /** What the test card does when charged (see cards.ts). */
  behaviour: text('behaviour').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 3-D Secure authentications (the gateway's MPI and access-control server). */
export const sandboxGatewayAuthentications = commerceSchema.table(
  'sandbox_gateway_authentications',
  {
    id: text('id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    /** EMV 3-D Secure transaction status: C challenge pending, Y authenticated, N refused, ... */
    transStatus: text('trans_status').notNull(),
    transStatusReason: text('trans_status_reason'),
    dsTransId: text('ds_trans_id').notNull(),
    eci: text('eci'),
    cavv: text('cavv'),
    callbackUrl: text('callback_url').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_gateway_authentications_ref_idx').on(t.merchantRef, t.createdAt)],
);

/** Charges, unique by the merchant's idempotency key: the same key never charges twice. */
export const sandboxGatewayCharges = commerceSchema.table('sandbox_gateway_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['approved', 'declined'] }).notNull(),
  declineCode: text('decline_code'),
  message: text('message').notNull(),
  authenticationId: text('authentication_id'),
  refundedAmount: numeric('refunded_amount', { precision: 12, scale: 4 }).notNull().default('0'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds of charges, unique by the merchant's idempotency key: the same key never refunds twice. */
export const sandboxGatewayRefunds = commerceSchema.table('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id').notNull(),
  amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  failureCode: text('failure_code'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
