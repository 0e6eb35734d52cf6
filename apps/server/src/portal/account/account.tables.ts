import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/schemas.ts';

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
    centerId: integer('center_id').notNull().references(() => centers.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_key').on(t.email).where(sql`${t.email} is not null`),
    index('players_parent_idx').on(t.parentId),
  ],
);
