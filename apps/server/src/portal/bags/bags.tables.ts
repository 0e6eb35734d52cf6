import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/** Club makers, shared reference data. */
export const clubManufacturers = portalSchema.table(
  'club_manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('club_manufacturers_name_key').on(t.name)],
);

/** Parent categories (driver, woods, hybrids, irons, wedges, putter) and their children (3W, 7i, SW). */
export const clubCategories = portalSchema.table(
  'club_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): never => clubCategories.id as never),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    defaultLoft: doublePrecision('default_loft'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('club_categories_code_key').on(t.code), index('club_categories_parent_idx').on(t.parentId)],
);

export const bags = portalSchema.table(
  'bags',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    bagName: text('bag_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves on every change to the bag or its clubs: the newest bag is the player's current one. */
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bags_player_name_key').on(t.playerId, sql`lower(${t.bagName})`), index('bags_player_modified_idx').on(t.playerId, t.lastModified)],
);

export const clubs = portalSchema.table(
  'clubs',
  {
    id: serial('id').primaryKey(),
    bagId: integer('bag_id')
      .notNull()
      .references(() => bags.id, { onDelete: 'cascade' }),
    /** The bag's owner, kept on the club so that every read checks ownership in one index. */
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => clubCategories.id),
    manufacturerId: integer('manufacturer_id').references(() => clubManufacturers.id),
    model: text('model').notNull().default(''),
    loft: doublePrecision('loft'),
    shaft: text('shaft').notNull().default(''),
    flex: text('flex'),
    length: doublePrecision('length'),
    lie: doublePrecision('lie'),
    grip: text('grip').notNull().default(''),
    carryDistance: doublePrecision('carry_distance'),
    notes: text('notes').notNull().default(''),
    /** Object-store keys of the photo and its thumbnail; both set, or both null. */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    imageName: text('image_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clubs_bag_idx').on(t.bagId), index('clubs_player_idx').on(t.playerId)],
);
