import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { categories, categoryListingCounts, categoryProducts } from '../categories/categories.tables.ts';
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
 * priceStep in SQL, for a column `max` beside its power of ten `m` (10^floor(log max)): the step
 * a page's counted facets and a category's kept ones (categories/listing-index.ts) both use.
 */
export const PRICE_STEP_SQL = sql.raw(`case when max / (m / 10) <= 10 then m / 10 when max / (m * 2 / 10) <= 10 then m * 2 / 10
        when max / (m * 5 / 10) <= 10 then m * 5 / 10 else m end`);

type Bucket = { bucket: number; n: number };
type CategoryCount = { id: number; name: string; n: number };
type ValueCount = { option_id: number; n: number };
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Layered navigation for the products a listing matched (not only its page): price buckets, the
 * categories below the listed one, and every filterable attribute with how many products have
 * each value. One statement whatever the size of the match: the price step is computed there as
 * priceStep does (and the buckets counted again with priceStep's, should the two ever differ).
 */
export async function aggregationsOf(
  db: Db,
  listing: Listing,
  input: { storeCode: string; locale: string; treePrefix: string; rootCategoryId: number; directChildrenOnly: boolean },
  catalog: AttributeCatalog,
): Promise<Aggregation[]> {
  const result: Aggregation[] = [];
  const matching = listing.matching;
  const parentId = listing.categoryId ?? input.rootCategoryId;
  const children =
    input.directChildrenOnly || listing.categoryId === null
      ? sql`c.parent_id = ${parentId}`
      : sql`c.path like (select path || '/%' from ${categories} where id = ${parentId})`;
  const named = sql`left join ${categoryTexts} ct on ct.category_id = c.id and ct.locale = ${input.locale}
        where c.is_active and c.path like ${`${input.treePrefix}%`} and ${children}`;
  // A category page reads its matching index rows once (materialized): prices, options and
  // categories are counted from that one pass. Other listings join the assignments and values.
  const prices = listing.indexed ? sql`m` : sql`(${listing.prices})`;
  const categoryCounts = listing.indexed
    ? sql`select c.id, coalesce(ct.name, c.name) as name, c.position, x.n
        from (select unnest(m.category_ids) as id, count(*)::int as n from m group by 1) x join ${categories} c on c.id = x.id ${named}`
    : sql`select c.id, coalesce(ct.name, c.name) as name, c.position, count(distinct cp.product_id)::int as n
        from ${categories} c join ${categoryProducts} cp on cp.category_id = c.id ${named}
          and cp.product_id in (${matching})
        group by c.id, 2, c.position`;
  const optionCounts = listing.indexed
    ? sql`select unnest(m.option_ids) as option_id, count(*)::int as n from m group by 1`
    : sql`select pav.option_id, count(*)::int as n from ${productAttributeValues} pav where pav.product_id in (${matching}) group by 1`;
  type Counts = {
    max: string | null;
    step: string | null;
    buckets: Bucket[] | string | null;
    categories: CategoryCount[] | string | null;
    option_counts: ValueCount[] | string | null;
  };
  // A whole category page: the category's kept counts, named in the view's language (none kept
  // before the listing index was rebuilt with them: counted below).
  const [kept] =
    listing.facetsKept && listing.categoryId !== null
      ? await rowsOf<Counts & { kept: boolean }>(
          db,
          sql`
    with f as (select lc.facets from ${categoryListingCounts} lc where lc.store_code = ${input.storeCode} and lc.category_id = ${listing.categoryId})
    select (select facets is not null from f) as kept, (select facets->>'max' from f) as max, (select facets->>'step' from f) as step,
      (select facets->'buckets' from f) as buckets, (select facets->'options' from f) as option_counts,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'n', c.n) order by c.position) from (
        select c.id, coalesce(ct.name, c.name) as name, c.position, x.n
        from jsonb_to_recordset((select facets->'categories' from f)) as x(id int, n int) join ${categories} c on c.id = x.id ${named}) c) as categories`,
        )
      : [];
  const [row] = kept?.kept
    ? [kept]
    : await rowsOf<Counts>(
        db,
        sql`
    with ${listing.indexed ? sql`m as materialized (${listing.indexed}),` : sql``}
      bounds as (select max(x.price) as max from ${prices} x),
      magnitude as (select max, power(10::numeric, floor(log(max))) as m from bounds where max > 0),
      stepped as (select max, ${PRICE_STEP_SQL} as step from magnitude)
    select (select max from bounds)::text as max, (select step from stepped)::text as step,
      (select json_agg(json_build_object('bucket', b.bucket, 'n', b.n) order by b.bucket) from (
        select floor(x.price / (select step from stepped))::int as bucket, count(*)::int as n from ${prices} x
        where exists (select 1 from stepped) group by 1) b) as buckets,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'n', c.n) order by c.position) from (${categoryCounts}) c) as categories,
      (select json_agg(json_build_object('option_id', v.option_id, 'n', v.n)) from (${optionCounts}) v) as option_counts`,
      );
  const max = Number(row?.max ?? 0);
  if (max > 0) {
    const step = priceStep(max);
    let buckets = parsed(row?.buckets ?? []) ?? [];
    if (Number(row?.step) !== step) {
      buckets = await rowsOf<Bucket>(
        db,
        sql`
        select floor(x.price / ${step})::int as bucket, count(*)::int as n from (${listing.prices}) x
        group by 1 order by 1`,
      );
    }
    const options = buckets.map((b) => ({
      label: `${b.bucket * step}-${(b.bucket + 1) * step}`,
      value: `${b.bucket * step}_${(b.bucket + 1) * step}`,
      count: b.n,
    }));
    result.push({ attribute_code: 'price', label: facetLabel('price', input.locale), count: options.length, position: 0, options });
  }

  const categoryRows = parsed(row?.categories ?? []) ?? [];
  if (categoryRows.length) {
    result.push({
      attribute_code: 'category_uid',
      label: facetLabel('category', input.locale),
      count: categoryRows.length,
      position: 1,
      options: categoryRows.map((c) => ({ label: c.name, value: uidOf(c.id), count: c.n })),
    });
  }

  const valueRows = parsed(row?.option_counts ?? []) ?? [];
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
