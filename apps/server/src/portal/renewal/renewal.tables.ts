import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RenewalKind, RenewalQuote } from '@golf/contracts';
import { portalSchema } from '../../platform/db/index.ts';
import { centers, players } from '../account/account.tables.ts';

/** What a center sells for renewal: game plans, lesson packs, practice plans or membership packs. */
export const renewalPackages = portalSchema.table(
  'renewal_packages',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    kind: text('kind').$type<RenewalKind>().notNull(),
    name: text('name').notNull(),
    /** The name per locale, as the catalogue's store views name a product; `name` where one is missing. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    lessonCredits: integer('lesson_credits').notNull().default(0),
    practiceCredits: integer('practice_credits').notNull().default(0),
    validDays: integer('valid_days').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('renewal_packages_center_idx').on(t.centerId, t.kind, t.sort), check('renewal_packages_price_positive', sql`${t.price} > 0`)],
);

/**
 * One renewal payment. The (player, idempotency key) pair is unique, so a double click makes one
 * order; `status` moves processing → succeeded or failed (or through requires_action for 3-D Secure)
 * by conditional updates, so credits are granted once.
 */
export const renewalOrders = portalSchema.table(
  'renewal_orders',
  {
    id: text('id').primaryKey(),
    number: serial('number').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => renewalPackages.id),
    quote: jsonb('quote').$type<RenewalQuote>().notNull(),
    cardToken: text('card_token'),
    status: text('status').$type<'processing' | 'requires_action' | 'succeeded' | 'failed'>().notNull(),
    attempt: integer('attempt').notNull().default(0),
    chargeId: text('charge_id'),
    threeDsTransId: text('three_ds_trans_id'),
    challengeUrl: text('challenge_url'),
    message: text('message'),
    /** The gateway's reason for a decline (card_declined, insufficient_funds...), for the screen to word. */
    declineCode: text('decline_code'),
    lessonCredits: integer('lesson_credits').notNull().default(0),
    practiceCredits: integer('practice_credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('renewal_orders_player_key').on(t.playerId, t.idempotencyKey),
    uniqueIndex('renewal_orders_number_key').on(t.number),
    index('renewal_orders_player_idx').on(t.playerId, t.createdAt),
  ],
);
