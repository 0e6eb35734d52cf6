import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import { statementCache, type Db } from '../../../platform/db/index.ts';
import { currentDocumentOf, documentParams, documentRow, type DocumentReading } from '../documents/document-reader.ts';
import type { ProductDocument } from '../documents/document-shape.ts';
import type { PriceRow } from '../prices/final-price.ts';
import { productPrices } from '../prices/prices.tables.ts';
import { productAttributeValues, productSuperAttributes } from '../products/attributes.tables.ts';
import { productRelations, productStock } from '../products/products.tables.ts';
import type { ProductRow, StockRow } from './product-rows.ts';

type SuperAttribute = typeof productSuperAttributes.$inferSelect;
type AttributeValue = { productId: number; attributeId: number; optionId: number };
type StockJson = Omit<StockRow, 'updatedAt'> & { updatedAt: string };
interface VariantJson {
  childId: number;
  price: PriceRow | null;
  stock: StockJson | null;
  values: AttributeValue[];
  doc: ProductDocument | null;
}

/** The loaders a variant set fills (those of productLoaders). */
export interface VariantTargets {
  children: DataLoader<number, number[]>;
  product: DataLoader<number, ProductRow | null>;
  price: DataLoader<number, PriceRow | null>;
  stock: DataLoader<number, StockRow | null>;
  superAttributes: DataLoader<number, SuperAttribute[]>;
  attributeValues: DataLoader<number, { attributeId: number; optionId: number }[]>;
}

const p = (name: string) => sql.placeholder(name);

/** A configurable product's variant set as read: its configurable attributes and its variants (JSON, or text on PGlite). */
export interface VariantSetRead {
  supers: SuperAttribute[] | string;
  variants: VariantJson[] | string;
}

/** What a listing's page statement read of one product for the request's loaders (products/listing.ts). */
export interface PageRead extends VariantSetRead {
  id: number;
  doc: ProductDocument | string | null;
}

/**
 * The columns `supers` and `variants` of the product an expression of the outer query names: its
 * configurable attributes, and per variant (in the merchant's order) its price in the store, stock,
 * attribute values and current storefront document. Empty lists for a product without variants.
 * The numbers travel as text, as the loaders read them (numeric columns are decimal strings).
 * Placeholders storeCode, locale, defaultLocale, today unless a reading gives their values.
 */
export function variantSetColumns(parentId: SQL, reading?: DocumentReading) {
  const child = sql`r.child_id`;
  const storeCode = reading ? sql`${reading.storeCode}` : p('storeCode');
  return {
    supers: sql<
      SuperAttribute[] | string
    >`(select coalesce(json_agg(json_build_object('productId', s.product_id, 'attributeId', s.attribute_id, 'position', s.position, 'label', s.label) order by s.position, s.attribute_id), '[]')
        from ${productSuperAttributes} s where s.product_id = ${parentId})`,
    variants: sql<VariantJson[] | string>`(select coalesce(json_agg(json_build_object(
          'childId', r.child_id,
          'price', (select json_build_object('productId', pp.product_id, 'price', pp.price::text, 'specialPrice', pp.special_price::text,
              'specialFromDate', pp.special_from_date::text, 'specialToDate', pp.special_to_date::text)
            from ${productPrices} pp where pp.store_code = ${storeCode} and pp.product_id = r.child_id),
          'stock', (select json_build_object('productId', st.product_id, 'qty', st.qty::text, 'isInStock', st.is_in_stock, 'manageStock', st.manage_stock,
              'minSaleQty', st.min_sale_qty::text, 'maxSaleQty', st.max_sale_qty::text, 'isQtyDecimal', st.is_qty_decimal, 'updatedAt', st.updated_at)
            from ${productStock} st where st.product_id = r.child_id),
          'values', (select coalesce(json_agg(json_build_object('productId', v.product_id, 'attributeId', v.attribute_id, 'optionId', v.option_id)), '[]')
            from ${productAttributeValues} v where v.product_id = r.child_id),
          'doc', ${currentDocumentOf(child, reading)}
        ) order by r.position, r.child_id), '[]')
        from ${productRelations} r where r.parent_id = ${parentId})`,
  };
}

/** A batch of configurable products' variant sets in one prepared statement. */
function prepareVariantSets(db: Db) {
  return db
    .select({ parentId: sql<number>`w.parent_id`, ...variantSetColumns(sql`w.parent_id`) })
    .from(sql`unnest(${p('ids')}::int[]) as w(parent_id)`)
    .prepare('catalogue_variant_sets');
}

const variantSetStatements = statementCache(prepareVariantSets);

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Reads the variants of configurable products in one statement and hands each of the request's
 * loaders its part, so that the variants, their prices, stock, options and documents cost no
 * further query. Only for a request that reads documents (a GraphQL request's catalogue).
 */
/** Hands each of the request's loaders its part of one product's variant set. */
export function primeVariantSet(reading: DocumentReading, targets: VariantTargets, parentId: number, read: VariantSetRead): void {
  const variants = parsed(read.variants);
  targets.superAttributes.prime(parentId, parsed(read.supers));
  targets.children.prime(
    parentId,
    variants.map((v) => v.childId),
  );
  for (const v of variants) {
    targets.price.prime(v.childId, v.price);
    targets.stock.prime(v.childId, v.stock && { ...v.stock, updatedAt: new Date(v.stock.updatedAt) });
    targets.attributeValues.prime(v.childId, v.values);
    const product = documentRow(reading, v.doc);
    if (product) targets.product.prime(v.childId, product);
  }
}

/**
 * Reads the variants of configurable products in one statement and hands each of the request's
 * loaders its part, so that the variants, their prices, stock, options and documents cost no
 * further query. Only for a request that reads documents (a GraphQL request's catalogue).
 */
export function variantSetLoader(db: Db, reading: DocumentReading, targets: VariantTargets) {
  return new DataLoader<number, true>(async (ids) => {
    const rows = await variantSetStatements(db).execute({ ...documentParams(reading), ids: [...ids] });
    for (const row of rows) primeVariantSet(reading, targets, Number(row.parentId), row);
    return ids.map(() => true as const);
  });
}
