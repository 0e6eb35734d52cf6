import { index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';
import { categories } from '../categories/categories.tables.ts';
import { attributeOptions, attributes } from '../products/attributes.tables.ts';
import { products } from '../products/products.tables.ts';
import { bundleOptions } from '../types/bundle.tables.ts';
import { giftCardTemplates } from '../types/gift-card.tables.ts';
import { productOptions, productOptionValues } from '../types/options.tables.ts';

/*
 * Catalogue texts per store-view language, as Magento keeps a value per store view: the row in the
 * base table (products.name, categories.name...) is the default (English) value, and a row here
 * replaces it for one language. A missing row, or a null column, falls back to the default.
 * Keyed by language rather than by store: the CA store's French view and a French shopper of the US
 * store read the same French names (see store-views.ts for which store offers which language).
 */

export const productTexts = commerceSchema.table(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    /** The tags shown as chips, in this language (null: the default's). */
    tags: text('tags').array(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), index('product_texts_locale_idx').on(t.locale, t.productId)],
);

export const categoryTexts = commerceSchema.table(
  'category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const attributeTexts = commerceSchema.table(
  'attribute_texts',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.locale] })],
);

export const attributeOptionTexts = commerceSchema.table(
  'attribute_option_texts',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);

/** A bundle option's title ("Putting mat") in one language. */
export const bundleOptionTexts = commerceSchema.table(
  'bundle_option_texts',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOptions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);

/** A custom option's title ("Grip upgrade") in one language. */
export const productOptionTexts = commerceSchema.table(
  'product_option_texts',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);

/** A custom option value's title ("Oversize pistol grip") in one language. */
export const productOptionValueTexts = commerceSchema.table(
  'product_option_value_texts',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

/** A gift card design's name and note ("Happy Birthday", "Confetti on orange") in one language. */
export const giftCardTemplateTexts = commerceSchema.table(
  'gift_card_template_texts',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => giftCardTemplates.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    notes: text('notes'),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.locale] })],
);
