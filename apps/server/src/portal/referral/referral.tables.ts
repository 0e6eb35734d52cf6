import { boolean, index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { centers, players } from '../account/account.tables.ts';

/** Contact requests from the referral landing page: a lead for the center, credited to the referrer. */
export const referralContacts = portalSchema.table(
  'referral_contacts',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    referrerPlayerId: integer('referrer_player_id').references(() => players.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    postalCode: text('postal_code'),
    receiveEmail: boolean('receive_email').notNull(),
    coverage: boolean('coverage'),
    source: text('source'),
    variant: text('variant').$type<'global' | 'japan'>().notNull(),
    /** Japan: kana names, birth date, prefecture, zip code. */
    japan: jsonb('japan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_contacts_center_idx').on(t.centerId, t.createdAt), index('referral_contacts_referrer_idx').on(t.referrerPlayerId)],
);
