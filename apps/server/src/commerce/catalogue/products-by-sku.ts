import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { onTransaction, statementCache, unplannedValue, type Db, type Tx } from '../../platform/db/index.ts';
import type { TierRow } from './prices/final-price.ts';
import { productPrices, productTierPrices } from './prices/prices.tables.ts';
import { products, productStock } from './products/products.tables.ts';
import { productOptions } from './types/options.tables.ts';
import type { Catalogue } from './loaders/catalogue-context.ts';
import { productColumns } from './loaders/product-rows.ts';
import { productKeysBySku } from './catalogue-reads.ts';

/**
 * The enabled products of some skus, for adding them to a cart: in one statement each product's row,
 * its price and tier prices in the catalogue's store, its stock and whether it has custom options, handed to the
 * catalogue's loaders, so resolving a simple product reads nothing more (instead of six statements:
 * keys, row, price, options, stock, tiers). A catalogue that reads translated texts or storefront documents
 * (not the cart's) keeps reading through its loaders.
 */
export async function primeProductsBySku(db: Db | Tx, catalogue: Catalogue, skus: readonly string[]): Promise<{ id: number; sku: string }[]> {
  if (catalogue.locale !== 'en' || catalogue.documents) return productKeysBySku(db, skus, { enabled: true });
  if (!skus.length) return [];
  return primeProducts(db, catalogue, (set) => set.bySku, { skus: [...skus] });
}

/**
 * The same for products a cart already holds, by id (enabled or not, as the loaders read them): a
 * cart's lines priced from one statement instead of one per kind of data. Nothing for a catalogue
 * that reads through its loaders.
 */
export async function primeProductsById(db: Db | Tx, catalogue: Catalogue, ids: readonly number[]): Promise<void> {
  if (catalogue.locale !== 'en' || catalogue.documents || !ids.length) return;
  await primeProducts(db, catalogue, (set) => set.byId, { ids: [...ids] });
}

/**
 * One product per row: its row, price and tier prices in the store, stock, and whether it has
 * custom options. Prepared once per pool (building it cost more than running it); `which` is the
 * statement's filter. Placeholders: storeCode, and skus (text[]) or ids (int[]).
 */
function primeSelect(db: Db, which: SQL) {
  const storeCode = sql.placeholder('storeCode');
  return db
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
      // The tier prices as the tiers loader reads them (numerics as text, by quantity), so pricing reads no more.
      tiers: sql<
        TierRow[]
      >`coalesce((select json_agg(json_build_object('productId', t.product_id, 'quantity', t.quantity::text, 'value', t.value::text, 'percentageValue', t.percentage_value::text) order by t.quantity)
        from ${productTierPrices} t where t.product_id = ${products.id} and t.store_code = ${storeCode}), '[]'::json)`,
    })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, storeCode)))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(which);
}

// The keys are hidden from the planner (unplannedValue): with them in view PostgreSQL planned every
// call anew (0.7 ms, twice per add to cart), where the kept plan is the same index look-up.
const primeStatements = statementCache((db) => ({
  bySku: primeSelect(db, sql`${products.sku} = any(${unplannedValue('skus', 'text[]')}) and ${products.isEnabled}`).prepare('catalogue_prime_by_sku'),
  byId: primeSelect(db, sql`${products.id} = any(${unplannedValue('ids', 'int[]')})`).prepare('catalogue_prime_by_id'),
}));

type PrimeStatements = ReturnType<typeof primeStatements>;

async function primeProducts(
  db: Db | Tx,
  catalogue: Catalogue,
  which: (set: PrimeStatements) => PrimeStatements['bySku'] | PrimeStatements['byId'],
  values: { skus: string[] } | { ids: number[] },
): Promise<{ id: number; sku: string }[]> {
  const rows = await onTransaction(db as Tx, primeStatements, which).execute({ ...values, storeCode: catalogue.store.code });
  const p = catalogue.products;
  for (const row of rows) {
    const id = row.product.id;
    p.product.prime(id, row.product);
    p.price.prime(id, row.price);
    p.stock.prime(id, row.stock);
    p.tiers.prime(id, row.tiers);
    if (!row.hasOptions) catalogue.types.customOptions.prime(id, []);
  }
  return rows.map((r) => ({ id: r.product.id, sku: r.product.sku }));
}
