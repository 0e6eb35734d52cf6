import type { ProductRow } from '../loaders/product-loaders.ts';
import type { Catalogue } from '../loaders/catalogue-context.ts';
import type { MediaRow } from '../loaders/product-loaders.ts';
import { isSalable, priceRangeOf } from '../products/product-state.ts';

type Picture = Pick<MediaRow, 'file' | 'label' | 'position'> | null;

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

const pictureOf = (media: MediaRow[], role: string): Picture => {
  const image = media.find((m) => m.mediaType === 'image' && !m.disabled && m.roles.includes(role)) ?? media.find((m) => m.mediaType === 'image' && !m.disabled);
  return image ? { file: image.file, label: image.label, position: image.position } : null;
};

/**
 * The storefront document of each product of a store view, computed from the source tables with
 * the same code the resolvers use (so a document answers exactly what the computed path would).
 * `catalogue` must read the source tables (catalogueForStore), never documents.
 */
export async function buildDocuments(catalogue: Catalogue, ids: readonly number[]): Promise<Map<number, ProductDocument>> {
  const rows = await catalogue.products.product.loadMany(ids);
  const products = rows.filter((r): r is ProductRow => !!r && !(r instanceof Error));
  const built = await Promise.all(
    products.map(async (row) => {
      const [range, salable, media] = await Promise.all([priceRangeOf(row, catalogue), isSalable(row, catalogue), catalogue.products.media.load(row.id)]);
      const doc: ProductDocument = {
        row: { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
        priceRange: range ? { minRegular: range.minRegular.toString(), minFinal: range.minFinal.toString(), maxRegular: range.maxRegular.toString(), maxFinal: range.maxFinal.toString() } : null,
        salable,
        pictures: { image: pictureOf(media, 'image'), small_image: pictureOf(media, 'small_image'), thumbnail: pictureOf(media, 'thumbnail') },
      };
      return [row.id, doc] as const;
    }),
  );
  return new Map(built);
}

/** The product row a document holds (dates revived). */
export const rowOfDocument = (doc: ProductDocument): ProductRow => ({ ...doc.row, createdAt: new Date(doc.row.createdAt), updatedAt: new Date(doc.row.updatedAt) });
