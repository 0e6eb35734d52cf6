import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { STORES } from '../../store/index.ts';
import { productPriceIndex, productPrices } from '../prices/prices.tables.ts';
import { products, VISIBILITY } from '../products/products.tables.ts';
import { categories, categoryListingCounts, categoryProductIndex, categoryProducts } from './categories.tables.ts';
import { inTransaction } from '../../../platform/db/index.ts';

/**
 * Rebuilds the per-store category listing index from the category assignments, the products a
 * shopper may see and the price index (so run it after reindexPrices), and each category's count.
 * In one transaction, so listings never see it half built.
 */
export async function reindexCategoryListings(db: Db): Promise<void> {
  const stores = sql`(values ${sql.join(
    STORES.map((s) => sql`(${s.code}, ${`1/${s.rootCategoryId}/%`})`),
    sql`, `,
  )}) as s(store_code, tree)`;
  await inTransaction(db, async (tx) => {
    await tx.delete(categoryListingCounts);
    await tx.delete(categoryProductIndex);
    await tx.execute(sql`
      insert into ${categoryProductIndex} (store_code, category_id, product_id, position, name, min_price, max_price)
      select s.store_code, cp.category_id, p.id, cp.position, p.name, coalesce(pi.min_price, pp.price), coalesce(pi.max_price, pp.price)
      from ${stores}
      join ${productPrices} pp on pp.store_code = s.store_code
      join ${products} p on p.id = pp.product_id and p.is_enabled and p.visibility in (${VISIBILITY.catalog}, ${VISIBILITY.both})
      join ${categoryProducts} cp on cp.product_id = p.id
      join ${categories} c on c.id = cp.category_id and c.is_active and c.path like s.tree
      left join ${productPriceIndex} pi on pi.store_code = s.store_code and pi.product_id = p.id`);
    await tx.execute(sql`
      insert into ${categoryListingCounts} (store_code, category_id, product_count)
      select store_code, category_id, count(*) from ${categoryProductIndex} group by store_code, category_id`);
  });
}
