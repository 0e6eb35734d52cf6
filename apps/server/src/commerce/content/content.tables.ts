import { boolean, index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../platform/db/index.ts';

/** One slide or tile of a pro shop content block. */
export interface ProShopItem {
  image: string;
  slogan: string;
  description: string;
  buttonLabel: string;
  buttonHref: string;
  /** Slides of an image slider, as the content constructor stores them (JSON text). */
  imageSlider: string | null;
}

export const PRO_SHOP_BLOCK_TYPES = ['hero', 'text', 'image_slider', 'video', 'product', 'tiles'] as const;

/**
 * Pro shop content pages (the spec's content constructor): blocks of a page identified by
 * `pageIdentifier`, optionally tied to a category, shown by the shop in an iframe.
 */
export const proShopBlocks = commerceSchema.table(
  'pro_shop_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteCode: text('website_code').notNull(),
    pageIdentifier: text('page_identifier').notNull(),
    categoryId: integer('category_id'),
    type: text('type', { enum: PRO_SHOP_BLOCK_TYPES }).notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    /** HTML. */
    content: text('content').notNull().default(''),
    productUrl: text('product_url'),
    textPosition: text('text_position', { enum: ['left', 'right', 'center', 'top', 'bottom'] })
      .notNull()
      .default('left'),
    textAlign: text('text_align', { enum: ['left', 'right', 'center'] })
      .notNull()
      .default('left'),
    videoUrl: text('video_url'),
    videoUrlEmbed: text('video_url_embed'),
    items: jsonb('items').$type<ProShopItem[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_shop_blocks_page_idx').on(t.websiteCode, t.pageIdentifier, t.position), index('pro_shop_blocks_category_idx').on(t.categoryId)],
);

export const LAYOUT_PAGES = ['shop', 'category', 'product'] as const;
export const LAYOUT_BLOCK_TYPES = ['banner', 'slider', 'product_carousel', 'category_grid', 'text', 'video'] as const;

/** What each block type keeps in `data` (validated by the contracts when written and read). */
export interface LayoutBlockData {
  banner?: { image: string; headline: string; text: string; buttonLabel: string; href: string };
  slides?: { image: string; headline: string; text: string; href: string }[];
  /** product_carousel: the products by sku, or the first products of a category. */
  skus?: string[];
  categoryId?: number;
  limit?: number;
  /** category_grid: the categories shown as tiles. */
  categoryIds?: number[];
  html?: string;
  videoUrl?: string;
  poster?: string;
}

/**
 * Server-driven layouts of the shop home, category pages and product pages (desktop layout): the
 * blocks in order. `targetId` is the category or product id; null is the default layout of that
 * kind of page, used when a page has none of its own.
 */
export const layoutBlocks = commerceSchema.table(
  'layout_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteCode: text('website_code').notNull(),
    page: text('page', { enum: LAYOUT_PAGES }).notNull(),
    targetId: integer('target_id'),
    type: text('type', { enum: LAYOUT_BLOCK_TYPES }).notNull(),
    title: text('title').notNull().default(''),
    data: jsonb('data').$type<LayoutBlockData>().notNull().default({}),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('layout_blocks_page_idx').on(t.websiteCode, t.page, t.targetId, t.position)],
);

/** What a store view translates of a layout block: its title and the texts a shopper reads. */
export interface LayoutBlockTexts {
  banner?: { headline: string; text: string; buttonLabel: string };
  /** In the block's slide order. */
  slides?: { headline: string; text: string }[];
  html?: string;
}

/**
 * A layout block's texts in one store-view language (Magento's per-store-view content): read in the
 * shopper's view, falling back to the block's own (English) texts for what is not translated.
 */
export const layoutBlockTexts = commerceSchema.table(
  'layout_block_texts',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => layoutBlocks.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    texts: jsonb('texts').$type<LayoutBlockTexts>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.locale] })],
);
