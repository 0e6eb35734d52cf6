import type { Locale } from '@golf/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';
import { customers } from '../customer/customer.tables.ts';

export const MEMBERSHIP_SOURCES = ['simulation', 'legacy', 'skytrak'] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];
/**
 * pending: being paid (holds the device's place so two purchases cannot both charge); scheduled:
 * starts later, first charge then; past_due: a renewal was declined, retries pending.
 */
export const MEMBERSHIP_STATUSES = ['pending', 'scheduled', 'active', 'past_due', 'lapsed', 'expired', 'replaced'] as const;
export type MembershipStatusValue = (typeof MEMBERSHIP_STATUSES)[number];
/** The statuses that hold a device's place in a plan family (one at a time, by a partial unique index). */
export const LIVE_STATUSES = ['pending', 'scheduled', 'active', 'past_due'] as const;
export const TERMS = ['monthly', 'yearly'] as const;
export type Term = (typeof TERMS)[number];

/** A vaulted card (the gateway's stored token), never the number. */
export interface MembershipCard {
  token: string;
  gateway: 'sandbox' | 'moneris';
  brand: string;
  last4: string;
}

/**
 * A launch-monitor unit as the maker knows it (every unit made has a row, so an unknown ESN is
 * invalid), with its owner once registered. An ESN belongs to one owner: registering claims the
 * row with a conditional update on `owner_customer_id is null`. A unit reported lost or stolen is
 * blocked: nobody can register or redeem on it until its owner reports it found.
 */
export const launchMonitors = commerceSchema.table(
  'launch_monitors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    esn: text('esn').notNull().unique(),
    model: text('model').notNull(),
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    blockedReason: text('blocked_reason', { enum: ['lost', 'stolen'] }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [index('launch_monitors_owner_idx').on(t.ownerCustomerId)],
);

/** Every ESN check and its answer code (spec §8: a failed check's response code is stored). */
export const deviceChecks = commerceSchema.table(
  'launch_monitor_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    esn: text('esn').notNull(),
    launchMonitorId: integer('launch_monitor_id').references(() => launchMonitors.id, { onDelete: 'set null' }),
    responseCode: integer('response_code').notNull(),
    status: text('status').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('launch_monitor_checks_customer_idx').on(t.customerId, t.checkedAt)],
);

/** The plans sold per store, with monthly and yearly prices in the store's currency (deployment data). */
export const membershipPlans = commerceSchema.table(
  'membership_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeCode: text('store_code').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** The plan's name per locale ({ ja, zh, … }); a locale without one reads `name`. */
    names: jsonb('names').$type<Partial<Record<Locale, string>>>(),
    /** One live membership per device and family; upgrades move up the ranks of one family. */
    family: text('family').notNull(),
    rank: integer('rank').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    monthlyPrice: numeric('monthly_price', { precision: 12, scale: 2 }).notNull(),
    yearlyPrice: numeric('yearly_price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    isSold: boolean('is_sold').notNull().default(true),
  },
  (t) => [
    unique('membership_plans_store_sku_key').on(t.storeCode, t.sku),
    check('membership_plans_price_check', sql`${t.monthlyPrice} >= 0 and ${t.yearlyPrice} >= 0`),
  ],
);

/**
 * A membership on one device, from any source. `ends_at` is the end of the current term (paid up
 * to); the renewal job charges the stored card then while `auto_renew`. `renewing_until` is the
 * lease of the process renewing it.
 */
export const memberships = commerceSchema.table(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    launchMonitorId: integer('launch_monitor_id')
      .notNull()
      .references(() => launchMonitors.id),
    source: text('source', { enum: MEMBERSHIP_SOURCES }).notNull(),
    storeCode: text('store_code').notNull(),
    sku: text('sku').notNull(),
    planName: text('plan_name').notNull(),
    family: text('family').notNull(),
    term: text('term', { enum: TERMS }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** VAT rate (percent) of an EU billing country, applied to every charge; 0 elsewhere. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Start of the current term (proration counts from here). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    card: jsonb('card').$type<MembershipCard>(),
    referenceLegacyId: text('reference_legacy_id'),
    /** The legacy or simulator-side id of a membership from another source. */
    externalId: text('external_id'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    renewingUntil: timestamp('renewing_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Legacy and simulator-bought memberships come from elsewhere and may overlap a plan bought here
    // (a legacy plan carried over runs until the new one starts).
    uniqueIndex('memberships_live_device_family_key')
      .on(t.launchMonitorId, t.family)
      .where(sql`${t.source} = 'skytrak' and ${t.status} in ('pending', 'scheduled', 'active', 'past_due')`),
    uniqueIndex('memberships_customer_external_key').on(t.customerId, t.source, t.externalId),
    index('memberships_customer_idx').on(t.customerId),
    index('memberships_due_idx')
      .on(t.endsAt)
      .where(sql`${t.status} in ('scheduled', 'active', 'past_due')`),
    check('memberships_period_check', sql`${t.endsAt} > ${t.periodStart}`),
  ],
);

/**
 * Money in and out for memberships (GET /api/skytrak/purchase): purchases, renewals, upgrades and
 * prepaid redemptions. `idempotency_key` is unique, so a purchase retried or raced is one row and
 * one charge.
 */
export const membershipPurchases = commerceSchema.table(
  'membership_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    incrementId: text('increment_id').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['purchase', 'renewal', 'upgrade', 'prepaid'] }).notNull(),
    /**
     * pending while the card is being charged; paid, scheduled (charged when it starts) or declined
     * after; abandoned when its process died before finishing and the gateway never charged it
     * (released by the stuck-purchase sweep, `message` says why).
     */
    status: text('status', { enum: ['pending', 'paid', 'scheduled', 'declined', 'abandoned'] }).notNull(),
    storeCode: text('store_code').notNull(),
    sku: text('sku').notNull(),
    planName: text('plan_name').notNull(),
    esn: text('esn').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull(),
    card: jsonb('card').$type<{ brand: string; last4: string }>(),
    chargeId: text('charge_id'),
    message: text('message'),
    /** The request as first made (a purchase retried with other details is refused). */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('membership_purchases_customer_idx').on(t.customerId, t.createdAt), check('membership_purchases_amount_check', sql`${t.amount} >= 0`)],
);

/**
 * Prepaid membership cards sold in stores: the code is kept only as a SHA-256 hash (it is a bearer
 * secret printed on a card) with its last four for display. Redeeming spends it with a conditional
 * update on `redeemed_at is null`, so a code redeems once however many ask at the same moment.
 */
export const membershipCodes = commerceSchema.table('membership_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  codeHash: text('code_hash').notNull().unique(),
  last4: text('last4').notNull(),
  storeCode: text('store_code').notNull(),
  sku: text('sku').notNull(),
  term: text('term', { enum: TERMS }).notNull(),
  /** How many terms the card pays for. */
  terms: integer('terms').notNull().default(1),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  redeemedBy: integer('redeemed_by').references(() => customers.id, { onDelete: 'set null' }),
  membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
});

/**
 * The launch monitor a cart's membership line is for (the launch-monitor shop sells memberships as
 * products): chosen at checkout when the customer has several devices, else their one device,
 * written when the order is. The paid order starts a membership on it, which the customer can then
 * upgrade like one bought on the memberships page.
 */
export const cartMembershipDevices = commerceSchema.table('cart_membership_devices', {
  cartId: integer('cart_id').primaryKey(),
  launchMonitorId: integer('launch_monitor_id')
    .notNull()
    .references(() => launchMonitors.id, { onDelete: 'cascade' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
});
