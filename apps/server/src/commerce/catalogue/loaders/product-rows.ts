import type { productMedia } from '../media/media.tables.ts';
import type { productStock } from '../products/products.tables.ts';
import { products } from '../products/products.tables.ts';

/** The product columns every resolver may read (the search document stays in the database). */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  typeId: products.typeId,
  name: products.name,
  urlKey: products.urlKey,
  visibility: products.visibility,
  isEnabled: products.isEnabled,
  shortDescription: products.shortDescription,
  description: products.description,
  weight: products.weight,
  metaTitle: products.metaTitle,
  metaKeyword: products.metaKeyword,
  metaDescription: products.metaDescription,
  countryOfManufacture: products.countryOfManufacture,
  tags: products.tags,
  holesNumber: products.holesNumber,
  useCenterSection: products.useCenterSection,
  newFromDate: products.newFromDate,
  newToDate: products.newToDate,
  optionsContainer: products.optionsContainer,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };
export type StockRow = typeof productStock.$inferSelect;
export type MediaRow = typeof productMedia.$inferSelect;
