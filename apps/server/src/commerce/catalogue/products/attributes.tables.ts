import { boolean, index, integer, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';
import { products } from './products.tables.ts';

export const ATTRIBUTE_INPUTS = ['select', 'swatch_visual', 'swatch_text'] as const;

/**
 * Selectable product attributes (hand, flex, size, colour...): the axes of configurable products and
 * the filters of category listings. A filterable attribute is also a field of
 * ProductAttributeFilterInput (products.graphql lists them; a test checks the two agree).
 */
export const attributes = commerceSchema.table('attributes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  inputType: text('input_type', { enum: ATTRIBUTE_INPUTS }).notNull().default('select'),
  isFilterable: boolean('is_filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const attributeOptions = commerceSchema.table(
  'attribute_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** A hex colour for visual swatches, a short text for text swatches. */
    swatchValue: text('swatch_value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('attribute_options_label_key').on(t.attributeId, t.label), index('attribute_options_attribute_idx').on(t.attributeId, t.position)],
);

/**
 * The option values of each product. A configurable parent also carries the values of its variants
 * (as Magento's layered-navigation index does), so filtering a listing never looks at children.
 */
export const productAttributeValues = commerceSchema.table(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId, t.optionId] }), index('product_attribute_values_option_idx').on(t.optionId, t.productId)],
);

/** The attributes a configurable product is configured by, in display order. */
export const productSuperAttributes = commerceSchema.table(
  'product_super_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    position: integer('position').notNull().default(0),
    label: text('label'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);
