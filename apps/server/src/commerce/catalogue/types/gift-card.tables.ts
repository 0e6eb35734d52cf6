import { boolean, check, integer, numeric, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from '../products/products.tables.ts';

/**
 * A gift card product. `giftCardType`: sent by e-mail (virtual), posted (physical) or both.
 * `giftType`: the card value is fixed, chosen in a range, or chosen from a list. `giftPriceType`:
 * the customer pays the value itself, a fixed price, or a percentage of the value.
 */
export const giftCardProducts = commerceSchema.table('gift_card_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  giftCardType: text('gift_card_type', { enum: ['virtual', 'physical', 'combined'] }).notNull(),
  giftType: text('gift_type', { enum: ['fixed', 'range', 'dropdown'] }).notNull(),
  giftPriceType: text('gift_price_type', { enum: ['value', 'fixed', 'percent'] })
    .notNull()
    .default('value'),
  allowMessage: boolean('allow_message').notNull().default(true),
});

/**
 * Gift card amounts per store, in the store currency. fixed: `giftValue`; range: `giftFrom` to
 * `giftTo`; dropdown: `giftDropdown`. `giftPrice` is the fixed price or the percentage paid.
 */
export const giftCardAmounts = commerceSchema.table(
  'gift_card_amounts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    giftValue: numeric('gift_value', { precision: 12, scale: 4 }),
    giftFrom: numeric('gift_from', { precision: 12, scale: 4 }),
    giftTo: numeric('gift_to', { precision: 12, scale: 4 }),
    giftDropdown: numeric('gift_dropdown', { precision: 12, scale: 4 }).array(),
    giftPrice: numeric('gift_price', { precision: 12, scale: 4 }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode] }),
    check('gift_card_amounts_range_check', sql`${t.giftFrom} is null or ${t.giftTo} is null or ${t.giftFrom} <= ${t.giftTo}`),
  ],
);

/** Card designs the buyer chooses from. */
export const giftCardTemplates = commerceSchema.table('gift_card_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  templateName: text('template_name').notNull(),
  notes: text('notes').notNull().default(''),
  styleColor: text('style_color').notNull(),
  textColor: text('text_color').notNull(),
  designPattern: text('design_pattern').notNull(),
  /** Media paths under /media/giftcard/. */
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const giftCardProductTemplates = commerceSchema.table(
  'gift_card_product_templates',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => giftCardTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.templateId] })],
);
