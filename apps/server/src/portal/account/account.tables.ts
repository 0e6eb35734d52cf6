import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';

export const centers = portalSchema.table('centers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  timeZone: text('time_zone').notNull(),
  street: text('street').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const coaches = portalSchema.table(
  'coaches',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Only admin coaches sign in here, to issue sign-in tickets for players. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coaches_email_key').on(t.email), index('coaches_center_idx').on(t.centerId)],
);

export const players = portalSchema.table(
  'players',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. Family sub-accounts may have none: they sign in through the parent. */
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    region: text('region').notNull(),
    /** 1 normal player, 2 simulator plus coach, 3 simulator only. */
    type: smallint('type').notNull().default(1),
    parentId: integer('parent_id').references((): never => players.id as never),
    centerId: integer('center_id').references(() => centers.id),
    coachId: integer('coach_id').references(() => coaches.id),
    handedness: text('handedness').notNull().default('right'),
    birthday: date('birthday'),
    gender: text('gender'),
    phone: text('phone'),
    street1: text('street1'),
    street2: text('street2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    locale: text('locale').notNull().default('en'),
    enableMetricDistances: boolean('enable_metric_distances').notNull().default(false),
    enableMetricSpeeds: boolean('enable_metric_speeds').notNull().default(false),
    hasSmsSubscription: boolean('has_sms_subscription').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Japan: names in kana. The prefecture number is kept in `state`. */
    altFirstName: text('alt_first_name'),
    altLastName: text('alt_last_name'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** Agreed to e-mail offers and news from the center. */
    emailSubscription: boolean('email_subscription').notNull().default(false),
    /** The code in the player's referral link; random so that links do not reveal how many players there are. */
    referralCode: text('referral_code')
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ageAffirmedAt: timestamp('age_affirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_key')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    index('players_parent_idx').on(t.parentId),
    uniqueIndex('players_referral_code_key').on(t.referralCode),
    index('players_phone_idx').on(t.phone),
  ],
);

/** GET/POST /api/my-game/about: the player's own description of their golf, one row per player. */
export const myGameAbout = portalSchema.table('my_game_about', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Scores a player records over time (handicap, average score, …) for the score dashboard. */
export const playerScores = portalSchema.table(
  'player_scores',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    typeScore: text('type_score').notNull(),
    value: real('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_scores_player_idx').on(t.playerId, t.typeScore, t.recordedAt)],
);

/**
 * Forgot-password flows. The token answers the start call; the link token only travels in the
 * e-mail. A flow for an address with no account (playerId null) behaves the same to the caller.
 */
export const passwordResets = portalSchema.table('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  linkTokenHash: text('link_token_hash').unique(),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  destination: text('destination').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
