import { boolean, index, integer, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

/**
 * Product images and videos in gallery order. `file` is a path under /media/catalog/product/ (the
 * server draws the picture the path describes, media/images.ts). `roles` says which image is the
 * main image, the listing image, the thumbnail and the swatch.
 */
export const productMedia = commerceSchema.table(
  'product_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    mediaType: text('media_type', { enum: ['image', 'external-video'] })
      .notNull()
      .default('image'),
    file: text('file').notNull(),
    label: text('label').notNull().default(''),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    videoProvider: text('video_provider'),
    videoUrl: text('video_url'),
    videoTitle: text('video_title'),
    videoDescription: text('video_description'),
    videoMetadata: text('video_metadata'),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);
