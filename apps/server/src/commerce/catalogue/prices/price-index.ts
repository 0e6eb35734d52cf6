import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { STORES } from '../../store/stores.ts';
import { categoryLoaders } from '../loaders/category-loaders.ts';
import { productColumns, productLoaders } from '../loaders/product-loaders.ts';
import { typeLoaders } from '../loaders/type-loaders.ts';
import type { Catalogue } from '../loaders/catalogue-context.ts';
import { priceRangeOf } from '../products/product-state.ts';
import { productRelations, products } from '../products/products.tables.ts';
import { todayIn } from './money.ts';
import { productPriceIndex, productPrices } from './prices.tables.ts';

const finalOf = (today: string) =>
  sql`case when pp.special_price is not null and pp.special_price < pp.price
        and (pp.special_from_date is null or pp.special_from_date <= ${today}::date)
        and (pp.special_to_date is null or pp.special_to_date >= ${today}::date)
      then pp.special_price else pp.price end`;

/**
 * Rebuilds the price index of every store: set-based SQL for simple, virtual and configurable
 * products, the same price code the shop shows for bundles and gift cards. Run after catalogue
 * writes and once a day (special prices start and end by date).
 */
export async function reindexPrices(db: Db, now = new Date()): Promise<void> {
  for (const store of STORES) {
    const today = todayIn(store.timezone, now);
    await db.transaction(async (tx) => {
      await tx.delete(productPriceIndex).where(eq(productPriceIndex.storeCode, store.code));
      await tx.execute(sql`
        insert into ${productPriceIndex} (store_code, product_id, min_price, max_price)
        select ${store.code}, p.id, ${finalOf(today)}, ${finalOf(today)}
        from ${products} p join ${productPrices} pp on pp.product_id = p.id and pp.store_code = ${store.code}
        where p.type_id in ('simple', 'virtual')`);
      await tx.execute(sql`
        insert into ${productPriceIndex} (store_code, product_id, min_price, max_price)
        select ${store.code}, r.parent_id, min(${finalOf(today)}), max(${finalOf(today)})
        from ${productRelations} r
        join ${products} parent on parent.id = r.parent_id and parent.type_id = 'configurable'
        join ${products} child on child.id = r.child_id and child.is_enabled
        join ${productPrices} pp on pp.product_id = r.child_id and pp.store_code = ${store.code}
        where exists (select 1 from ${productPrices} own where own.product_id = r.parent_id and own.store_code = ${store.code})
        group by r.parent_id`);
    });
    // Bundles and gift cards: few, and priced by rules the SQL above would only repeat.
    const composite = await db
      .select(productColumns)
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, store.code)))
      .where(inArray(products.typeId, ['bundle', 'giftcard']));
    const catalogue: Catalogue = {
      store,
      today,
      treePrefix: `1/${store.rootCategoryId}/`,
      baseUrl: '',
      products: productLoaders(db, store.code),
      types: typeLoaders(db, store.code),
      categories: categoryLoaders(db, store.code),
    };
    // All at once, so the loaders batch each kind of read into one query.
    const ranges = await Promise.all(composite.map((product) => priceRangeOf(product, catalogue)));
    const rows = composite.flatMap((product, i) => {
      const range = ranges[i];
      return range ? [{ storeCode: store.code, productId: product.id, minPrice: range.minFinal.toFixed(4), maxPrice: range.maxFinal.toFixed(4) }] : [];
    });
    if (rows.length) await db.insert(productPriceIndex).values(rows);
  }
}
