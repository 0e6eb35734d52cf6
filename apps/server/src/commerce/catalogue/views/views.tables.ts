import { index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';
import { categories } from '../categories/categories.tables.ts';
import { attributeOptions, attributes } from '../products/attributes.tables.ts';
import { products } from '../products/products.tables.ts';

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
