import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { productPrices } from './prices/prices.tables.ts';
import { products, productStock } from './products/products.tables.ts';
import { productOptions } from './types/options.tables.ts';
import type { Catalogue } from './loaders/catalogue-context.ts';
import { productColumns } from './loaders/product-rows.ts';
import { productKeysBySku } from './catalogue-reads.ts';

/**
 * The enabled products of some skus, for adding them to a cart: in one statement each product's row,
 * its price in the catalogue's store, its stock and whether it has custom options, handed to the
 * catalogue's loaders, so resolving a simple product reads nothing more (instead of five statements:
 * keys, row, price, options, stock). A catalogue that reads translated texts or storefront documents
 * (not the cart's) keeps reading through its loaders.
 */
export async function primeProductsBySku(db: Db | Tx, catalogue: Catalogue, skus: readonly string[]): Promise<{ id: number; sku: string }[]> {
  if (catalogue.locale !== 'en' || catalogue.documents) return productKeysBySku(db, skus, { enabled: true });
  if (!skus.length) return [];
  const rows = await (db as Db)
    .select({
      product: productColumns,
      price: {
        productId: productPrices.productId,
        price: productPrices.price,
        specialPrice: productPrices.specialPrice,
        specialFromDate: productPrices.specialFromDate,
        specialToDate: productPrices.specialToDate,
      },
      stock: getTableColumns(productStock),
      hasOptions: sql<boolean>`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, catalogue.store.code)))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(and(inArray(products.sku, [...skus]), eq(products.isEnabled, true)));
  const p = catalogue.products;
  for (const row of rows) {
    const id = row.product.id;
    p.product.prime(id, row.product);
    p.price.prime(id, row.price);
    p.stock.prime(id, row.stock);
    if (!row.hasOptions) catalogue.types.customOptions.prime(id, []);
  }
  return rows.map((r) => ({ id: r.product.id, sku: r.product.sku }));
}
