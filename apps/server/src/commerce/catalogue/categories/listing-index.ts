import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { STORES } from '../../store/index.ts';
import { productPriceIndex, productPrices } from '../prices/prices.tables.ts';
import { productAttributeValues } from '../products/attributes.tables.ts';
import { products, VISIBILITY } from '../products/products.tables.ts';
import { categories, categoryListingCounts, categoryProductIndex, categoryProducts } from './categories.tables.ts';
import { inTransaction } from '../../../platform/db/index.ts';
import { PRICE_STEP_SQL } from '../products/aggregations.ts';

/**
 * Rebuilds the per-store category listing index from the category assignments, the products a
 * shopper may see and the price index (so run it after reindexPrices), each product's attribute
 * options and categories (what a listing's facets count), and each category's count and facets.
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
      with listed as (
        select s.store_code, p.id, p.name, coalesce(pi.min_price, pp.price) as min_price, coalesce(pi.max_price, pp.price) as max_price,
          array(select pav.option_id from ${productAttributeValues} pav where pav.product_id = p.id order by 1) as option_ids,
          array(select cp.category_id from ${categoryProducts} cp join ${categories} c on c.id = cp.category_id
            where cp.product_id = p.id and c.is_active and c.path like s.tree order by 1) as category_ids
        from ${stores}
        join ${productPrices} pp on pp.store_code = s.store_code
        join ${products} p on p.id = pp.product_id and p.is_enabled and p.visibility in (${VISIBILITY.catalog}, ${VISIBILITY.both})
        left join ${productPriceIndex} pi on pi.store_code = s.store_code and pi.product_id = p.id)
      insert into ${categoryProductIndex} (store_code, category_id, product_id, position, name, min_price, max_price, option_ids, category_ids)
      select l.store_code, cp.category_id, l.id, cp.position, l.name, l.min_price, l.max_price, l.option_ids, l.category_ids
      from listed l join ${categoryProducts} cp on cp.product_id = l.id and cp.category_id = any(l.category_ids)`);
    // Each category's count and facets over all its index rows, counted as aggregations.ts counts a
    // page's match (its price step, PRICE_STEP_SQL), so an unfiltered category page reads them here.
    await tx.execute(sql`
      with m as (select store_code, category_id, min_price as price, option_ids, category_ids from ${categoryProductIndex}),
        bounds as (select store_code, category_id, count(*)::int as n, max(price) as max from m group by 1, 2),
        stepped as (select store_code, category_id, ${PRICE_STEP_SQL} as step
          from (select store_code, category_id, max, power(10::numeric, floor(log(max))) as m from bounds where max > 0) b),
        buckets as (select store_code, category_id, json_agg(json_build_object('bucket', bucket, 'n', n) order by bucket) as list from (
            select m.store_code, m.category_id, floor(m.price / s.step)::int as bucket, count(*)::int as n
            from m join stepped s using (store_code, category_id) group by 1, 2, 3) b group by 1, 2),
        kept_categories as (select store_code, category_id, json_agg(json_build_object('id', id, 'n', n)) as list from (
            select store_code, category_id, unnest(category_ids) as id, count(*)::int as n from m group by 1, 2, 3) c group by 1, 2),
        kept_options as (select store_code, category_id, json_agg(json_build_object('option_id', option_id, 'n', n)) as list from (
            select store_code, category_id, unnest(option_ids) as option_id, count(*)::int as n from m group by 1, 2, 3) o group by 1, 2)
      insert into ${categoryListingCounts} (store_code, category_id, product_count, facets)
      select b.store_code, b.category_id, b.n,
        jsonb_build_object('max', b.max::text, 'step', s.step::text, 'buckets', k.list, 'categories', c.list, 'options', o.list)
      from bounds b left join stepped s using (store_code, category_id) left join buckets k using (store_code, category_id)
        left join kept_categories c using (store_code, category_id) left join kept_options o using (store_code, category_id)`);
  });
  // Marks the new rows visible to all in the visibility map: facets are then counted from the
  // covering index without reading the table (index-only scans).
  await db.execute(sql`vacuum (analyze) ${categoryProductIndex}`);
}
