import DataLoader from 'dataloader';
import { onTransaction, type Db, type Tx } from '../../../platform/db/index.ts';
import type { productLinks } from '../products/products.tables.ts';
import type { productSuperAttributes } from '../products/attributes.tables.ts';
import type { PriceRow, TierRow } from '../prices/final-price.ts';
import { documentRow, documentRows, type DocumentReading } from '../documents/document-reader.ts';
import { primeVariantSet, variantSetLoader, type PageRead } from './variant-sets.ts';
import { loaderStatements } from './loader-statements.ts';

export { productColumns, type ProductRow, type StockRow, type MediaRow } from './product-rows.ts';
import type { ProductRow, StockRow, MediaRow } from './product-rows.ts';

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
  // On a transaction's connection when the loaders serve one (a cart or order write), else the pool's.
  const read = <K extends keyof ReturnType<typeof loaderStatements>>(name: K) => onTransaction(db as unknown as Tx, loaderStatements, (set) => set[name]);
  const sourceRows = (ids: readonly number[]): Promise<ProductRow[]> =>
    locale === 'en' ? read('productsInDefaultView').execute({ ids: [...ids] }) : read('productsInView').execute({ ids: [...ids], locale });
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
      const rows = await read('prices').execute({ ids: [...ids], storeCode });
      return indexBy(ids, rows, (r) => r.productId);
    }),
    tiers: new DataLoader<number, TierRow[]>(async (ids) => {
      const rows = await read('tiers').execute({ ids: [...ids], storeCode });
      return groupBy(ids, rows, (r) => r.productId);
    }),
    stock: new DataLoader<number, StockRow | null>(async (ids) => {
      const rows = await read('stock').execute({ ids: [...ids] });
      return indexBy(ids, rows, (r) => r.productId);
    }),
    media: new DataLoader<number, MediaRow[]>(async (ids) => {
      const rows = await read('media').execute({ ids: [...ids] });
      return groupBy(ids, rows, (r) => r.productId);
    }),
    /** Variant ids of configurable products, in the merchant's order. */
    children: new DataLoader<number, number[]>(async (ids) => {
      const rows = await read('children').execute({ ids: [...ids] });
      return groupBy(ids, rows, (r) => r.parentId).map((list) => list.map((r) => r.childId));
    }),
    superAttributes: new DataLoader<number, (typeof productSuperAttributes.$inferSelect)[]>(async (ids) => {
      const rows = await read('superAttributes').execute({ ids: [...ids] });
      return groupBy(ids, rows, (r) => r.productId);
    }),
    attributeValues: new DataLoader<number, { attributeId: number; optionId: number }[]>(async (ids) => {
      const rows = await read('attributeValues').execute({ ids: [...ids] });
      return groupBy(ids, rows, (r) => r.productId);
    }),
    links: new DataLoader<number, (typeof productLinks.$inferSelect)[]>(async (ids) => {
      const rows = await read('links').execute({ ids: [...ids] });
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
