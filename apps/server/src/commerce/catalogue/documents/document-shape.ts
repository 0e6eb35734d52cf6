import type { MediaRow, ProductRow } from '../loaders/product-rows.ts';

export type Picture = Pick<MediaRow, 'file' | 'label' | 'position'> | null;

/** What a listing shows of a product, computed once by the indexer instead of on every read. */
export interface ProductDocument {
  row: Omit<ProductRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
  /** Decimal strings; null when the product has no price in the store. */
  priceRange: { minRegular: string; minFinal: string; maxRegular: string; maxFinal: string } | null;
  salable: boolean;
  pictures: { image: Picture; small_image: Picture; thumbnail: Picture };
}

/** A product row read from its document, with what the indexer computed for it. */
export interface DocumentedRow {
  row: ProductRow;
  doc: ProductDocument;
}

/** The product row a document holds (dates revived). */
export const rowOfDocument = (doc: ProductDocument): ProductRow => ({
  ...doc.row,
  createdAt: new Date(doc.row.createdAt),
  updatedAt: new Date(doc.row.updatedAt),
});
