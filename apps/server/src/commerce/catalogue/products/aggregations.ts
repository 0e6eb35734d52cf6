import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { categories, categoryProducts } from '../categories/categories.tables.ts';
import type { AttributeCatalog } from '../loaders/type-loaders.ts';
import { uidOf } from '../uid.ts';
import { productAttributeValues } from './attributes.tables.ts';
import { categoryTexts } from '../views/views.tables.ts';
import { facetLabel } from '../views/store-views.ts';
import type { Listing } from './listing.ts';
import { rowsOf } from '../../../platform/db/index.ts';

interface AggregationOption {
  label: string;
  value: string;
  count: number;
  swatch_data?: { type: string; value: string } | null;
}
export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOption[];
}

/** A round price step giving a handful of buckets (Magento's automatic price navigation). */
export function priceStep(maxPrice: number): number {
  if (maxPrice <= 0) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(maxPrice));
  const steps = [1, 2, 5, 10].map((m) => (m * magnitude) / 10);
  return steps.find((s) => maxPrice / s <= 10) ?? magnitude;
}

/**
 * Layered navigation for the products a listing matched (not only its page): price buckets, the
 * categories below the listed one, and every filterable attribute with how many products have
 * each value. Three queries whatever the size of the match.
 */
export async function aggregationsOf(
  db: Db,
  listing: Listing,
  input: { storeCode: string; locale: string; treePrefix: string; rootCategoryId: number; directChildrenOnly: boolean },
  catalog: AttributeCatalog,
): Promise<Aggregation[]> {
  const result: Aggregation[] = [];
  const matching = listing.matching;

  const bounds = await rowsOf<{ max: string | null }>(db, sql`select max(x.price) as max from (${listing.prices}) x`);
  const max = Number(bounds[0]?.max ?? 0);
  if (max > 0) {
    const step = priceStep(max);
    const buckets = await rowsOf<{ bucket: number; n: number }>(
      db,
      sql`
      select floor(x.price / ${step})::int as bucket, count(*)::int as n from (${listing.prices}) x
      group by 1 order by 1`,
    );
    const options = buckets.map((b) => ({
      label: `${b.bucket * step}-${(b.bucket + 1) * step}`,
      value: `${b.bucket * step}_${(b.bucket + 1) * step}`,
      count: b.n,
    }));
    result.push({ attribute_code: 'price', label: facetLabel('price', input.locale), count: options.length, position: 0, options });
  }

  const parentId = listing.categoryId ?? input.rootCategoryId;
  const categoryRows = await rowsOf<{ id: number; name: string; n: number }>(
    db,
    sql`
    select c.id, coalesce(ct.name, c.name) as name, count(distinct cp.product_id)::int as n
    from ${categories} c join ${categoryProducts} cp on cp.category_id = c.id
    left join ${categoryTexts} ct on ct.category_id = c.id and ct.locale = ${input.locale}
    where c.is_active and c.path like ${`${input.treePrefix}%`}
      and ${input.directChildrenOnly || listing.categoryId === null ? sql`c.parent_id = ${parentId}` : sql`c.path like (select path || '/%' from ${categories} where id = ${parentId})`}
      and cp.product_id in (${matching})
    group by c.id, 2, c.position order by c.position`,
  );
  if (categoryRows.length) {
    result.push({
      attribute_code: 'category_uid',
      label: facetLabel('category', input.locale),
      count: categoryRows.length,
      position: 1,
      options: categoryRows.map((c) => ({ label: c.name, value: uidOf(c.id), count: c.n })),
    });
  }

  const valueRows = await rowsOf<{ attribute_id: number; option_id: number; n: number }>(
    db,
    sql`
    select pav.attribute_id, pav.option_id, count(*)::int as n from ${productAttributeValues} pav
    where pav.product_id in (${matching}) group by 1, 2`,
  );
  const counts = new Map(valueRows.map((r) => [r.option_id, r.n]));
  const filterable = [...catalog.byId.values()].filter((a) => a.isFilterable).sort((a, b) => a.position - b.position);
  for (const attribute of filterable) {
    const options = (catalog.optionsOf.get(attribute.id) ?? [])
      .filter((o) => counts.has(o.id))
      .map((o) => ({
        label: o.label,
        value: String(o.id),
        count: counts.get(o.id)!,
        swatch_data: attribute.inputType === 'select' ? null : { type: attribute.inputType === 'swatch_visual' ? '1' : '0', value: o.swatchValue ?? o.label },
      }));
    if (options.length)
      result.push({ attribute_code: attribute.code, label: attribute.label, count: options.length, position: 2 + attribute.position, options });
  }
  return result;
}
