import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { rebuildCatalogueReadModel } from '../../commerce/catalogue/rebuild.ts';

/** Kinds of scale product, each with the demo category it is listed in and its picture. */
const KINDS = [
  ['Driver', 'clubs/drivers', 'driver'],
  ['Fairway Wood', 'clubs/fairway-woods', 'wood'],
  ['Hybrid', 'clubs/hybrids', 'hybrid'],
  ['Iron Set', 'clubs/irons', 'iron'],
  ['Wedge', 'clubs/wedges', 'wedge'],
  ['Putter', 'clubs/putters', 'putter'],
  ['Golf Balls', 'balls', 'ball'],
  ['Stand Bag', 'bags', 'bag'],
  ['Polo', 'apparel/polos', 'polo'],
  ['Glove', 'apparel/gloves', 'glove'],
  ['Training Aid', 'accessories/training-aids', 'training'],
  ['Headcover', 'accessories/headcovers', 'headcover'],
] as const;
const BRANDS = ['Apex Forge', 'Northwind', 'Linksmith', 'Caddie & Co', 'Fairway Labs'];
const MODELS = [
  'Tempest',
  'Summit',
  'Vector',
  'Halcyon',
  'Ridge',
  'Falcon',
  'Cobalt',
  'Meridian',
  'Quartz',
  'Sierra',
  'Atlas',
  'Nova',
  'Aurora',
  'Comet',
  'Orbit',
  'Zenith',
  'Glide',
  'Pulse',
  'Strata',
  'Vertex',
];
const COLORS = ['1f3a5f', '7f1d1d', '374151', '2e5e4e', '5b3a29', '6b7280', '1d4ed8', 'b91c1c', '0f766e', '7c3aed'];

const textArray = (values: readonly string[]) =>
  sql`(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[])`;

/**
 * Production-scale catalogue for benchmarks: `count` more listed products of the main shop (one in
 * five configurable, right- and left-handed), priced in its three stores, in stock, with a picture,
 * brand and hand, listed in the demo categories. Set-based SQL: seconds, not minutes.
 */
export async function seedScaleCatalogue(db: Db, count: number): Promise<void> {
  const kinds = textArray(KINDS.map((k) => k[0]));
  const pictures = textArray(KINDS.map((k) => k[2]));
  // Products: SC-<n> listed ones, SC-<n>-<v> variants of every fifth.
  await db.execute(sql`
    insert into commerce.products (sku, type_id, name, url_key, visibility, short_description, description, weight, tags)
    select 'SC-' || n, case when n % 5 = 0 then 'configurable' else 'simple' end,
      name, lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || n, 4,
      'The ' || name || ': built for golfers who want ' || (array['distance', 'control', 'forgiveness', 'feel', 'comfort'])[1 + n % 5] || '.',
      '<p>' || name || ' in ' || (array['steel', 'graphite', 'leather', 'polyester', 'titanium'])[1 + n % 5] || '. Fitted by our coaches.</p>',
      0.5 + (n % 7) * 0.1, array[(array['forgiving', 'tour', 'lightweight', 'value', 'premium'])[1 + n % 5]]
    from (select n, ${textArray(BRANDS)}[1 + n % ${BRANDS.length}] || ' ' || ${textArray(MODELS)}[1 + (n / ${BRANDS.length}) % ${MODELS.length}] || ' ' || ${kinds}[1 + n % ${KINDS.length}] || ' ' || (n / 1200 + 1) as name
          from generate_series(1, ${count}) n) s`);
  await db.execute(sql`
    insert into commerce.products (sku, type_id, name, url_key, visibility, short_description, description, weight)
    select p.sku || '-' || v, 'simple', p.name || ' ' || (array['Right', 'Left'])[v], p.url_key || '-' || v, 1, p.short_description, p.description, p.weight
    from commerce.products p cross join generate_series(1, 2) v
    where p.sku like 'SC-%' and p.type_id = 'configurable'`);
  await db.execute(sql`
    insert into commerce.product_relations (parent_id, child_id, position)
    select parent.id, child.id, right(child.sku, 1)::int
    from commerce.products child join commerce.products parent on parent.sku = left(child.sku, length(child.sku) - 2)
    where child.sku like 'SC-%-_'`);
  // Prices in the main shop's stores: 19.99 to 1,199.99, a special price on one in eleven.
  await db.execute(sql`
    insert into commerce.product_prices (store_code, product_id, price, special_price, special_from_date)
    select s.code, p.id,
      case s.code when 'US' then base when 'CA' then ceil(base * 1.35) - 0.01 else round(base * 15) * 10 end,
      case when n % 11 = 0 then case s.code when 'US' then base * 0.8 when 'CA' then ceil(base * 1.08) - 0.01 else round(base * 12) * 10 end end,
      case when n % 11 = 0 then date '2026-01-01' end
    from (select id, split_part(sku, '-', 2)::int as n, 19.99 + (split_part(sku, '-', 2)::int % 60) * 20 + coalesce(nullif(split_part(sku, '-', 3), '')::int, 0) * 10 as base
          from commerce.products where sku like 'SC-%') p
    cross join (values ('US'), ('CA'), ('JP')) s(code)`);
  await db.execute(sql`
    insert into commerce.product_stock (product_id, qty, manage_stock, is_in_stock)
    select id, case when type_id = 'configurable' then 0 else (id % 40) end, type_id <> 'configurable', true
    from commerce.products where sku like 'SC-%'`);
  await db.execute(sql`
    insert into commerce.product_media (product_id, position, file, label, roles)
    select id, 1, '/' || ${pictures}[1 + split_part(sku, '-', 2)::int % ${KINDS.length}] || '/' || ${textArray(COLORS)}[1 + id % ${COLORS.length}] || '-1.svg', name,
      array['image', 'small_image', 'thumbnail']
    from commerce.products where sku like 'SC-%'`);
  // Categories: the kind's demo category and its anchor parent, after the demo products.
  await db.execute(sql`
    insert into commerce.category_products (category_id, product_id, position)
    select c.id, p.id, 1000 + split_part(p.sku, '-', 2)::int
    from commerce.products p
    join commerce.categories leaf on leaf.url_path = ${textArray(KINDS.map((k) => k[1]))}[1 + split_part(p.sku, '-', 2)::int % ${KINDS.length}] and leaf.path like '1/2/%'
    join commerce.categories c on c.id = leaf.id or ('/' || leaf.path || '/') like '%/' || c.id || '/%' and c.level >= 2
    where p.sku like 'SC-%' and p.visibility = 4
    on conflict do nothing`);
  // Brand on listed products; hand on variants and their parents.
  await db.execute(sql`
    insert into commerce.product_attribute_values (product_id, attribute_id, option_id)
    select p.id, a.id, o.id from commerce.products p
    join commerce.attributes a on a.code = 'brand'
    join commerce.attribute_options o on o.attribute_id = a.id and o.label = ${textArray(BRANDS)}[1 + split_part(p.sku, '-', 2)::int % ${BRANDS.length}]
    where p.sku like 'SC-%' and p.visibility = 4`);
  await db.execute(sql`
    insert into commerce.product_attribute_values (product_id, attribute_id, option_id)
    select distinct x.product_id, a.id, o.id from (
      select child.id as product_id, right(child.sku, 1)::int as v from commerce.products child where child.sku like 'SC-%-_'
      union all
      select r.parent_id, right(child.sku, 1)::int from commerce.product_relations r join commerce.products child on child.id = r.child_id where child.sku like 'SC-%-_'
    ) x
    join commerce.attributes a on a.code = 'hand'
    join commerce.attribute_options o on o.attribute_id = a.id and o.label = case when x.v = 2 then 'Left' else 'Right' end
    on conflict do nothing`);
  await db.execute(sql`
    insert into commerce.product_super_attributes (product_id, attribute_id, position)
    select p.id, a.id, 0 from commerce.products p join commerce.attributes a on a.code = 'hand'
    where p.sku like 'SC-%' and p.type_id = 'configurable'`);
  await rebuildCatalogueReadModel(db, new Date()); // scale data for benchmarks: the real date
  // Fresh statistics, or the planner guesses at the new rows' sizes.
  await db.execute(sql`analyze`);
}
