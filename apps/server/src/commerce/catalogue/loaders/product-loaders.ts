import DataLoader from 'dataloader';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { productMedia } from '../media/media.tables.ts';
import { productLinks, productRelations, products, productStock } from '../products/products.tables.ts';
import { productAttributeValues, productSuperAttributes } from '../products/attributes.tables.ts';
import { productPrices, productTierPrices } from '../prices/prices.tables.ts';
import type { PriceRow, TierRow } from '../prices/final-price.ts';
import { productTexts } from '../views/views.tables.ts';
import { documentRow, documentRows, type DocumentReading } from '../documents/document-reader.ts';
import { primeVariantSet, variantSetLoader, type PageRead } from './variant-sets.ts';

export { productColumns, type ProductRow, type StockRow, type MediaRow } from './product-rows.ts';
import { productColumns, type ProductRow, type StockRow, type MediaRow } from './product-rows.ts';

/** Groups rows by a key, keeping every requested key (with an empty list when it has none). */
export function groupBy<T, K>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): T[][] {
  const map = new Map<K, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

export function indexBy<T, K>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): (T | null)[] {
  const map = new Map<K, T>(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
}

/**
 * Batched readers of product data for one GraphQL request in one store: whatever the number of
 * products on a page, each kind of data is one query.
 */
export function productLoaders(db: Db, storeCode: string, locale = 'en', documents?: DocumentReading) {
  const sourceRows = async (ids: readonly number[]): Promise<ProductRow[]> => {
    if (locale === 'en')
      return db
        .select(productColumns)
        .from(products)
        .where(inArray(products.id, [...ids]));
    return db
      .select({
        ...productColumns,
        name: sql<string>`coalesce(${productTexts.name}, ${products.name})`,
        shortDescription: sql<string>`coalesce(${productTexts.shortDescription}, ${products.shortDescription})`,
        description: sql<string>`coalesce(${productTexts.description}, ${products.description})`,
        tags: sql<string[]>`coalesce(${productTexts.tags}, ${products.tags})`,
        metaTitle: sql<string | null>`case when ${productTexts.name} is null then ${products.metaTitle} end`,
        metaDescription: sql<string | null>`case when ${productTexts.shortDescription} is null then ${products.metaDescription} end`,
      })
      .from(products)
      .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
      .where(inArray(products.id, [...ids]));
  };
  const loaders = {
    /**
     * The product with its texts in the store view's language (each falling back to the default);
     * from its storefront document when the catalogue reads documents and one is current.
     */
    product: new DataLoader<number, ProductRow | null>(async (ids) => {
      const fromDocuments = documents ? await documentRows(db, documents, ids) : new Map<number, ProductRow>();
      const missing = ids.filter((id) => !fromDocuments.has(id));
      const source = missing.length ? indexBy(missing, await sourceRows(missing), (r) => r.id) : [];
      const sourceById = new Map(missing.map((id, i) => [id, source[i] ?? null]));
      return ids.map((id) => fromDocuments.get(id) ?? sourceById.get(id) ?? null);
    }),
    price: new DataLoader<number, PriceRow | null>(async (ids) => {
      const rows = await db
        .select({
          productId: productPrices.productId,
          price: productPrices.price,
          specialPrice: productPrices.specialPrice,
          specialFromDate: productPrices.specialFromDate,
          specialToDate: productPrices.specialToDate,
        })
        .from(productPrices)
        .where(and(eq(productPrices.storeCode, storeCode), inArray(productPrices.productId, [...ids])));
      return indexBy(ids, rows, (r) => r.productId);
    }),
    tiers: new DataLoader<number, TierRow[]>(async (ids) => {
      const rows = await db
        .select({
          productId: productTierPrices.productId,
          quantity: productTierPrices.quantity,
          value: productTierPrices.value,
          percentageValue: productTierPrices.percentageValue,
        })
        .from(productTierPrices)
        .where(and(eq(productTierPrices.storeCode, storeCode), inArray(productTierPrices.productId, [...ids])))
        .orderBy(asc(productTierPrices.quantity));
      return groupBy(ids, rows, (r) => r.productId);
    }),
    stock: new DataLoader<number, StockRow | null>(async (ids) =>
      indexBy(
        ids,
        await db
          .select()
          .from(productStock)
          .where(inArray(productStock.productId, [...ids])),
        (r) => r.productId,
      ),
    ),
    media: new DataLoader<number, MediaRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productMedia)
        .where(inArray(productMedia.productId, [...ids]))
        .orderBy(asc(productMedia.position), asc(productMedia.id));
      return groupBy(ids, rows, (r) => r.productId);
    }),
    /** Variant ids of configurable products, in the merchant's order. */
    children: new DataLoader<number, number[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productRelations)
        .where(inArray(productRelations.parentId, [...ids]))
        .orderBy(asc(productRelations.position), asc(productRelations.childId));
      return groupBy(ids, rows, (r) => r.parentId).map((list) => list.map((r) => r.childId));
    }),
    superAttributes: new DataLoader<number, (typeof productSuperAttributes.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productSuperAttributes)
        .where(inArray(productSuperAttributes.productId, [...ids]))
        .orderBy(asc(productSuperAttributes.position));
      return groupBy(ids, rows, (r) => r.productId);
    }),
    attributeValues: new DataLoader<number, { attributeId: number; optionId: number }[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productAttributeValues)
        .where(inArray(productAttributeValues.productId, [...ids]));
      return groupBy(ids, rows, (r) => r.productId);
    }),
    links: new DataLoader<number, (typeof productLinks.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productLinks)
        .where(inArray(productLinks.productId, [...ids]))
        .orderBy(asc(productLinks.position), asc(productLinks.linkType), asc(productLinks.linkedProductId));
      return groupBy(ids, rows, (r) => r.productId);
    }),
  };
  const variantSets = documents ? variantSetLoader(db, documents, loaders) : null;
  return {
    ...loaders,
    /**
     * Hands the loaders what a listing's page statement read with its products (documents and
     * variant sets): the page's cards then cost no further statement. A product without a current
     * document is left to the product loader, which reads it from the source tables.
     */
    primePage(read: readonly PageRead[]): void {
      if (!documents) return;
      for (const r of read) {
        const row = documentRow(documents, r.doc);
        if (row) loaders.product.prime(r.id, row);
        primeVariantSet(documents, loaders, r.id, r);
        variantSets?.prime(r.id, true);
      }
    },
    /**
     * Fills the variant loaders (children, their rows, prices, stock, options) of configurable
     * products in one statement; null outside a request that reads documents (indexers).
     */
    variantSets,
  };
}
