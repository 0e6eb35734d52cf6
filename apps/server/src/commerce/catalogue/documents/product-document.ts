import type { Catalogue } from '../loaders/catalogue-context.ts';
import type { MediaRow, ProductRow } from '../loaders/product-rows.ts';
import type { Picture, ProductDocument } from './document-shape.ts';
import { isSalable, priceRangeOf } from '../products/product-state.ts';

const pictureOf = (media: MediaRow[], role: string): Picture => {
  const image =
    media.find((m) => m.mediaType === 'image' && !m.disabled && m.roles.includes(role)) ?? media.find((m) => m.mediaType === 'image' && !m.disabled);
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
        priceRange: range
          ? {
              minRegular: range.minRegular.toString(),
              minFinal: range.minFinal.toString(),
              maxRegular: range.maxRegular.toString(),
              maxFinal: range.maxFinal.toString(),
            }
          : null,
        salable,
        pictures: { image: pictureOf(media, 'image'), small_image: pictureOf(media, 'small_image'), thumbnail: pictureOf(media, 'thumbnail') },
      };
      return [row.id, doc] as const;
    }),
  );
  return new Map(built);
}

export { type ProductDocument, type DocumentedRow, rowOfDocument } from './document-shape.ts';
