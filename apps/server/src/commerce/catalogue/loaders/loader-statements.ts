import { and, asc, eq, sql, type Column } from 'drizzle-orm';
import { statementCache, unplannedValue, type Db } from '../../../platform/db/index.ts';
import { productMedia } from '../media/media.tables.ts';
import { productLinks, productRelations, products, productStock } from '../products/products.tables.ts';
import { productAttributeValues, productSuperAttributes } from '../products/attributes.tables.ts';
import { productPrices, productTierPrices } from '../prices/prices.tables.ts';
import { productTexts } from '../views/views.tables.ts';
import { productColumns } from './product-rows.ts';

const p = (name: string) => sql.placeholder(name);
/**
 * The batch's product ids, sent as one array parameter: the statement's text is the same for any
 * batch. Hidden from the planner (unplannedValue): in sight, PostgreSQL planned each read anew on
 * every call (0.05 ms, twice its run).
 */
const ids = sql`any(${unplannedValue('ids', 'int[]')})`;
const inIds = (column: Column) => sql`${column} = ${ids}`;

/**
 * The product loaders' reads as prepared statements, one set per database handle. Built per request,
 * they cost more to build and plan than to run: a catalogue page or a REST answer that prices a few
 * products paid more to the query builder than to PostgreSQL.
 * Placeholders: ids (int[]); storeCode for prices; locale for texts.
 */
export const loaderStatements = statementCache((db: Db) => ({
  productsInDefaultView: db.select(productColumns).from(products).where(inIds(products.id)).prepare('catalogue_products_default_view'),
  productsInView: db
    .select({
      ...productColumns,
      name: sql<string>`coalesce(${productTexts.name}, ${products.name})`,
      shortDescription: sql<string>`coalesce(${productTexts.shortDescription}, ${products.shortDescription})`,
      description: sql<string>`coalesce(${productTexts.description}, ${products.description})`,
      tags: sql<string[]>`coalesce(${productTexts.tags}, ${products.tags})`,
      metaTitle: sql<string | null>`case when ${productTexts.name} is null then ${products.metaTitle} end`,
      metaDescription: sql<string | null>`case when ${productTexts.shortDescription} is null then ${products.metaDescription} end`,
    })
    .from(products)
    .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, p('locale'))))
    .where(inIds(products.id))
    .prepare('catalogue_products_in_view'),
  prices: db
    .select({
      productId: productPrices.productId,
      price: productPrices.price,
      specialPrice: productPrices.specialPrice,
      specialFromDate: productPrices.specialFromDate,
      specialToDate: productPrices.specialToDate,
    })
    .from(productPrices)
    .where(and(eq(productPrices.storeCode, p('storeCode')), inIds(productPrices.productId)))
    .prepare('catalogue_prices'),
  tiers: db
    .select({
      productId: productTierPrices.productId,
      quantity: productTierPrices.quantity,
      value: productTierPrices.value,
      percentageValue: productTierPrices.percentageValue,
    })
    .from(productTierPrices)
    .where(and(eq(productTierPrices.storeCode, p('storeCode')), inIds(productTierPrices.productId)))
    .orderBy(asc(productTierPrices.quantity))
    .prepare('catalogue_tier_prices'),
  stock: db.select().from(productStock).where(inIds(productStock.productId)).prepare('catalogue_stock'),
  media: db
    .select()
    .from(productMedia)
    .where(inIds(productMedia.productId))
    .orderBy(asc(productMedia.position), asc(productMedia.id))
    .prepare('catalogue_media'),
  children: db
    .select()
    .from(productRelations)
    .where(inIds(productRelations.parentId))
    .orderBy(asc(productRelations.position), asc(productRelations.childId))
    .prepare('catalogue_children'),
  superAttributes: db
    .select()
    .from(productSuperAttributes)
    .where(inIds(productSuperAttributes.productId))
    .orderBy(asc(productSuperAttributes.position))
    .prepare('catalogue_super_attributes'),
  attributeValues: db.select().from(productAttributeValues).where(inIds(productAttributeValues.productId)).prepare('catalogue_attribute_values'),
  links: db
    .select()
    .from(productLinks)
    .where(inIds(productLinks.productId))
    .orderBy(asc(productLinks.position), asc(productLinks.linkType), asc(productLinks.linkedProductId))
    .prepare('catalogue_links'),
}));
