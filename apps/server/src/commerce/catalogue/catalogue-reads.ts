import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/index.ts';
import { products } from './products/products.tables.ts';
import { productOptions, productOptionValuePrices, productOptionValues } from './types/options.tables.ts';
import { productOptionValueTexts, productTexts } from './views/views.tables.ts';
import { DEMO_DOWNLOADS, downloadableLinks } from './types/downloadable.tables.ts';
import { giftCardTemplates } from './types/gift-card.tables.ts';

// The catalogue's reads for the cart, orders, subscriptions, downloads, gift cards and the portal's
// gear: products' keys by sku or id, batched (one statement each), and a read-only subquery to join.

type Reader = Db | Tx;
export type DownloadableLinkRow = typeof downloadableLinks.$inferSelect;
export type GiftCardTemplateRow = typeof giftCardTemplates.$inferSelect;

/** Ids and skus of the products of some skus (only enabled ones when asked), one statement. */
export async function productKeysBySku(db: Reader, skus: readonly string[], only: { enabled?: boolean } = {}): Promise<{ id: number; sku: string }[]> {
  if (!skus.length) return [];
  return (db as Db)
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(inArray(products.sku, [...skus]), only.enabled ? eq(products.isEnabled, true) : undefined));
}

/** Ids and skus of some products, one statement. */
export async function productKeysById(db: Reader, ids: readonly number[]): Promise<{ id: number; sku: string }[]> {
  return ids.length
    ? (db as Db)
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.id, [...ids]))
    : [];
}

/** Products' names, short descriptions and whether they are enabled (default store view), as a read-only subquery to join. */
export const productHeads = new QueryBuilder()
  .select({ id: products.id, sku: products.sku, name: products.name, shortDescription: products.shortDescription, isEnabled: products.isEnabled })
  .from(products)
  .as('product_heads');

/** SQL for a product's weight as text (null without one), for a statement of another domain. */
export const productWeightSql = (productId: SQL) => sql<string | null>`(select p.weight::text from ${products} p where p.id = ${productId})`;

/** Products' names per store-view language (a row only where the language has its own), as a read-only subquery to join. */
export const productNamesInLanguage = new QueryBuilder()
  .select({ productId: productTexts.productId, locale: productTexts.locale, name: productTexts.name })
  .from(productTexts)
  .as('product_names_in_language');

/** The files of some downloadable products, one statement. */
export async function downloadableLinksOf(db: Reader, productIds: readonly number[]): Promise<DownloadableLinkRow[]> {
  return productIds.length
    ? (db as Db)
        .select()
        .from(downloadableLinks)
        .where(inArray(downloadableLinks.productId, [...productIds]))
    : [];
}

/** The demo catalogue's downloadable files (key and file name), each once. */
export async function demoDownloadFiles(db: Db): Promise<{ key: string; fileName: string }[]> {
  return db
    .selectDistinct({ key: downloadableLinks.fileKey, fileName: downloadableLinks.fileName })
    .from(downloadableLinks)
    .where(like(downloadableLinks.fileKey, `${DEMO_DOWNLOADS}/%`));
}

/** Gift card designs by id, one statement. */
export async function giftCardTemplatesByIds(db: Reader, ids: readonly number[]): Promise<GiftCardTemplateRow[]> {
  return ids.length
    ? (db as Db)
        .select()
        .from(giftCardTemplates)
        .where(inArray(giftCardTemplates.id, [...ids]))
    : [];
}

/** One value of a product's subscription option (a billing plan), with its price in a store. */
export interface SubscriptionChoice {
  optionId: number;
  valueId: number;
  /** The default (untranslated) title, as order lines keep it. */
  title: string;
  unit: 'day' | 'week' | 'month' | 'year';
  length: number;
  price: string;
}

/** The billing plans a product sells in a store (its subscription options' values), one statement. */
export async function subscriptionChoicesOf(db: Reader, storeCode: string, sku: string): Promise<SubscriptionChoice[]> {
  const rows = await (db as Db)
    .select({
      optionId: productOptions.id,
      valueId: productOptionValues.id,
      title: productOptionValues.title,
      unit: productOptionValues.subscriptionUnit,
      length: productOptionValues.subscriptionLength,
      price: productOptionValuePrices.price,
    })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(productOptionValuePrices, and(eq(productOptionValuePrices.valueId, productOptionValues.id), eq(productOptionValuePrices.storeCode, storeCode)))
    .where(and(eq(products.sku, sku), eq(productOptions.dropdownType, 'subscription')));
  return rows.flatMap((r) => (r.unit && r.length ? [{ ...r, unit: r.unit, length: r.length }] : []));
}

/** Products' names and option values' titles in one language, where the catalogue has them (two statements). */
export async function catalogueTextsIn(
  db: Reader,
  locale: string,
  ids: { productIds: readonly number[]; valueIds: readonly number[] },
): Promise<{ names: Map<number, string>; values: Map<number, string> }> {
  const [names, values] = await Promise.all([
    ids.productIds.length
      ? (db as Db)
          .select({ id: productTexts.productId, text: productTexts.name })
          .from(productTexts)
          .where(and(eq(productTexts.locale, locale), inArray(productTexts.productId, [...ids.productIds])))
      : [],
    ids.valueIds.length
      ? (db as Db)
          .select({ id: productOptionValueTexts.valueId, text: productOptionValueTexts.title })
          .from(productOptionValueTexts)
          .where(and(eq(productOptionValueTexts.locale, locale), inArray(productOptionValueTexts.valueId, [...ids.valueIds])))
      : [],
  ]);
  return { names: new Map(names.map((r) => [r.id, r.text])), values: new Map(values.map((r) => [r.id, r.text])) };
}
