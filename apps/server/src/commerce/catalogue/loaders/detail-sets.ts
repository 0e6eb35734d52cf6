import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { statementCache, unplannedValue, type Db } from '../../../platform/db/index.ts';
import { categories, categoryProducts } from '../categories/categories.tables.ts';
import { currentDocumentOf, documentParams, documentRow, type DocumentReading } from '../documents/document-reader.ts';
import type { ProductDocument } from '../documents/document-shape.ts';
import { productMedia } from '../media/media.tables.ts';
import type { PriceRow, TierRow } from '../prices/final-price.ts';
import { productPrices, productTierPrices } from '../prices/prices.tables.ts';
import { productLinks } from '../products/products.tables.ts';
import { productOptions, productOptionValuePrices, productOptionValues } from '../types/options.tables.ts';
import { categoryTexts, productOptionTexts, productOptionValueTexts } from '../views/views.tables.ts';
import type { CategoryRow } from './category-loaders.ts';
import type { MediaRow, ProductRow } from './product-rows.ts';
import type { CustomOption } from './type-loaders.ts';

type Link = { productId: number; linkType: 'related' | 'upsell' | 'crosssell'; linkedProductId: number; position: number };
type CategoryJson = Omit<CategoryRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
type Json<T> = T | string;

/** What a product page reads of one product besides its document: one row of the detail statement. */
interface DetailRead {
  productId: number;
  price: Json<PriceRow | null>;
  tiers: Json<TierRow[]>;
  media: Json<MediaRow[]>;
  links: Json<Link[]>;
  /** Each linked product's price in the store and current document. */
  linked: Json<{ id: number; price: PriceRow | null; doc: ProductDocument | null }[]>;
  categoryIds: Json<number[]>;
  /** The product's categories and their ancestors that are active, labelled in the view's language. */
  categoryRows: Json<CategoryJson[]>;
  /** The ancestors and categories asked for, found or not (an inactive one reads as null). */
  categoryAsked: Json<number[]>;
  options: Json<CustomOption[]>;
}

const p = (name: string) => sql.placeholder(name);

const priceJson = (alias: string) =>
  sql.raw(`json_build_object('productId', ${alias}.product_id, 'price', ${alias}.price::text, 'specialPrice', ${alias}.special_price::text,
    'specialFromDate', ${alias}.special_from_date::text, 'specialToDate', ${alias}.special_to_date::text)`);

/**
 * The detail statement: per product, what its page shows beyond the card (price row, tiers, media,
 * links with each linked product's price and document, categories with their ancestors, custom
 * options), each as the loaders of productLoaders, categoryLoaders and typeLoaders read it, in the
 * same order. One prepared statement instead of one per kind, one after another.
 */
function prepareDetails(db: Db) {
  const id = sql`w.product_id`;
  const linked = sql`l.linked_product_id`;
  // The product's categories and every ancestor on their paths (breadcrumbs), as ids.
  const asked = sql`(select distinct a::int from ${categoryProducts} cp join ${categories} c0 on c0.id = cp.category_id,
      unnest(string_to_array(c0.path, '/')) a where cp.product_id = ${id} and a <> '')`;
  // The ids come as a one-row subquery: with the array in sight PostgreSQL planned every call anew
  // (2.4 ms, three times the run); hidden, it keeps one plan per connection.
  return db
    .select({
      productId: sql<number>`${id}`,
      price: sql<Json<PriceRow | null>>`(select ${priceJson('pp')} from ${productPrices} pp where pp.store_code = ${p('storeCode')} and pp.product_id = ${id})`,
      tiers: sql<Json<TierRow[]>>`(select coalesce(json_agg(json_build_object('productId', t.product_id, 'quantity', t.quantity::text, 'value', t.value::text,
          'percentageValue', t.percentage_value::text) order by t.quantity), '[]')
        from ${productTierPrices} t where t.store_code = ${p('storeCode')} and t.product_id = ${id})`,
      media: sql<Json<MediaRow[]>>`(select coalesce(json_agg(json_build_object('id', m.id, 'productId', m.product_id, 'position', m.position,
          'mediaType', m.media_type, 'file', m.file, 'label', m.label, 'roles', m.roles, 'disabled', m.disabled, 'videoProvider', m.video_provider,
          'videoUrl', m.video_url, 'videoTitle', m.video_title, 'videoDescription', m.video_description, 'videoMetadata', m.video_metadata)
          order by m.position, m.id), '[]')
        from ${productMedia} m where m.product_id = ${id})`,
      links: sql<Json<Link[]>>`(select coalesce(json_agg(json_build_object('productId', l.product_id, 'linkType', l.link_type,
          'linkedProductId', l.linked_product_id, 'position', l.position) order by l.position, l.link_type, l.linked_product_id), '[]')
        from ${productLinks} l where l.product_id = ${id})`,
      linked: sql<Json<DetailRead['linked']>>`(select coalesce(json_agg(json_build_object('id', l.linked_product_id,
          'price', (select ${priceJson('lp')} from ${productPrices} lp where lp.store_code = ${p('storeCode')} and lp.product_id = l.linked_product_id),
          'doc', ${currentDocumentOf(linked)})), '[]')
        from ${productLinks} l where l.product_id = ${id})`,
      categoryIds: sql<Json<number[]>>`(select coalesce(json_agg(cp.category_id order by cp.category_id), '[]')
        from ${categoryProducts} cp where cp.product_id = ${id})`,
      categoryAsked: sql<Json<number[]>>`(select coalesce(json_agg(a), '[]') from ${asked} as asked(a))`,
      categoryRows: sql<Json<CategoryJson[]>>`(select coalesce(json_agg(json_build_object('id', c.id, 'parentId', c.parent_id, 'path', c.path,
          'level', c.level, 'position', c.position, 'name', coalesce(ct.name, c.name), 'urlKey', c.url_key, 'urlPath', c.url_path,
          'description', case when ${p('locale')} = 'en' then c.description else coalesce(ct.description, c.description) end,
          'image', c.image, 'galleryImage', c.gallery_image, 'code', c.code, 'customUrl', c.custom_url, 'tags', c.tags,
          'includeInMenu', c.include_in_menu, 'isActive', c.is_active, 'isAnchor', c.is_anchor, 'displayMode', c.display_mode,
          'defaultSortBy', c.default_sort_by,
          'metaTitle', case when ${p('locale')} = 'en' or ct.name is null then c.meta_title end,
          'metaDescription', c.meta_description,
          'metaKeywords', case when ${p('locale')} = 'en' or ct.name is null then c.meta_keywords end,
          'createdAt', c.created_at, 'updatedAt', c.updated_at)), '[]')
        from ${categories} c left join ${categoryTexts} ct on ct.category_id = c.id and ct.locale = ${p('locale')} and ${p('locale')} <> 'en'
        where c.id in (select a from ${asked} as asked(a)) and c.is_active)`,
      options: sql<Json<CustomOption[]>>`(select coalesce(json_agg(json_build_object('id', o.id, 'productId', o.product_id,
          'title', coalesce(ot.title, o.title), 'type', o.type, 'isRequired', o.is_required, 'sortOrder', o.sort_order, 'dropdownType', o.dropdown_type,
          'values', (select coalesce(json_agg(json_build_object('id', v.id, 'optionId', v.option_id, 'title', coalesce(vt.title, v.title), 'sku', v.sku,
              'sortOrder', v.sort_order, 'priceType', v.price_type, 'maxCharacters', v.max_characters, 'subscriptionLength', v.subscription_length,
              'subscriptionUnit', v.subscription_unit, 'price', coalesce(vp.price::text, '0'), 'installmentPrice', vp.installment_price::text,
              'adjustmentPrice', vp.adjustment_price::text) order by v.sort_order, v.id), '[]')
            from ${productOptionValues} v
            left join ${productOptionValuePrices} vp on vp.value_id = v.id and vp.store_code = ${p('storeCode')}
            left join ${productOptionValueTexts} vt on vt.value_id = v.id and vt.locale = ${p('locale')}
            where v.option_id = o.id)) order by o.sort_order, o.id), '[]')
        from ${productOptions} o left join ${productOptionTexts} ot on ot.option_id = o.id and ot.locale = ${p('locale')}
        where o.product_id = ${id})`,
    })
    .from(sql`unnest(${unplannedValue('ids', 'int[]')}) as w(product_id)`)
    .prepare('catalogue_product_details');
}

const detailStatements = statementCache(prepareDetails);

const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The loaders a detail set fills. */
export interface DetailTargets {
  product: DataLoader<number, ProductRow | null>;
  price: DataLoader<number, PriceRow | null>;
  tiers: DataLoader<number, TierRow[]>;
  media: DataLoader<number, MediaRow[]>;
  links: DataLoader<number, Link[]>;
  ofProduct: DataLoader<number, number[]>;
  category: DataLoader<number, CategoryRow | null>;
  customOptions: DataLoader<number, CustomOption[]>;
}

/**
 * Reads products' detail sets in one statement and hands each loader its part, so a product page's
 * prices, tiers, media, links (and the linked products), categories with breadcrumbs and custom
 * options cost no further statement. Only for a request that reads documents.
 */
export function detailSetLoader(db: Db, reading: DocumentReading, targets: DetailTargets) {
  return new DataLoader<number, true>(async (ids) => {
    const rows = (await detailStatements(db).execute({ ...documentParams(reading), ids: [...ids] })) as DetailRead[];
    for (const r of rows) {
      const id = Number(r.productId);
      targets.price.prime(id, parsed(r.price));
      targets.tiers.prime(id, parsed(r.tiers));
      targets.media.prime(id, parsed(r.media));
      targets.links.prime(id, parsed(r.links));
      for (const l of parsed(r.linked)) {
        targets.price.prime(l.id, l.price);
        const row = documentRow(reading, l.doc);
        if (row) targets.product.prime(l.id, row);
      }
      targets.ofProduct.prime(id, parsed(r.categoryIds));
      const found = new Map(parsed(r.categoryRows).map((c) => [c.id, { ...c, createdAt: new Date(c.createdAt), updatedAt: new Date(c.updatedAt) }]));
      for (const c of parsed(r.categoryAsked)) targets.category.prime(c, found.get(c) ?? null);
      targets.customOptions.prime(id, parsed(r.options));
    }
    return ids.map(() => true as const);
  });
}
