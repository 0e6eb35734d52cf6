import { index, integer, jsonb, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../platform/db/index.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import type { LinkTitles } from '../catalogue/types/downloadable.tables.ts';

/**
 * The links an order bought (Magento's downloadable_link_purchased_item): copied from the product
 * when the order is written, so the buyer keeps the files the product sold then, whatever the
 * catalogue does later. Who may download follows the order (paid, not refunded).
 */
export const purchasedLinks = commerceSchema.table(
  'downloadable_purchased_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The catalogue link it was copied from (not a foreign key: the link may be removed later). */
    linkId: integer('link_id').notNull(),
    title: text('title').notNull(),
    titles: jsonb('titles')
      .$type<LinkTitles>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
  },
  (t) => [unique('downloadable_purchased_links_item_link_key').on(t.orderItemId, t.linkId), index('downloadable_purchased_links_order_idx').on(t.orderId)],
);
