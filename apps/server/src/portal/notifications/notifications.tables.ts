import { sql } from 'drizzle-orm';
import { index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageParams } from './messages.ts';
import { portalSchema } from '../../platform/db/index.ts';
import { players } from '../account/account.tables.ts';

/** In-app notifications, written by the other areas through `notify`. */
export const notifications = portalSchema.table(
  'notifications',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The message it renders, in the reader's language when read (messages.ts); null for free text. */
    template: text('template'),
    params: jsonb('params').$type<MessageParams>(),
    /** What it is about (an appointment, an order, …): read entries name it. */
    sourceId: text('source_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id),
    index('notifications_unread_idx')
      .on(t.playerId)
      .where(sql`${t.readAt} is null`),
    index('notifications_source_idx').on(t.playerId, t.sourceId),
  ],
);
