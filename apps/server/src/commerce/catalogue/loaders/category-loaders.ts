import DataLoader from 'dataloader';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { categories, categoryListingCounts, categoryProducts } from '../categories/categories.tables.ts';
import { products, VISIBILITY } from '../products/products.tables.ts';
import { groupBy, indexBy } from './product-loaders.ts';
import { categoryTexts } from '../views/views.tables.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** Products a shopper can see in a store: enabled, visible in the catalogue, priced there. */
export const listedInCatalogue = sql`${products.isEnabled} and ${products.visibility} in (${VISIBILITY.catalog}, ${VISIBILITY.both})`;

/** A select of category rows with name and description in a store view's language (each falling back to the default). */
export function selectCategories(db: Db, locale: string) {
  return locale === 'en'
    ? db.select().from(categories).$dynamic()
    : db
        .select({
          ...getTableColumns(categories),
          name: sql<string>`coalesce(${categoryTexts.name}, ${categories.name})`,
          description: sql<string | null>`coalesce(${categoryTexts.description}, ${categories.description})`,
          metaTitle: sql<string | null>`case when ${categoryTexts.name} is null then ${categories.metaTitle} end`,
        })
        .from(categories)
        .leftJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.locale, locale)))
        .$dynamic();
}

/** Batched readers of categories for one request in one store view. */
export function categoryLoaders(db: Db, storeCode: string, locale = 'en') {
  const select = () => selectCategories(db, locale);
  return {
    category: new DataLoader<number, CategoryRow | null>(async (ids) =>
      indexBy(ids, await select().where(and(inArray(categories.id, [...ids]), eq(categories.isActive, true))), (c) => c.id),
    ),
    children: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await select()
        .where(and(inArray(categories.parentId, [...ids]), eq(categories.isActive, true)))
        .orderBy(asc(categories.position), asc(categories.id));
      return groupBy(ids, rows, (c) => c.parentId!);
    }),
    /** Products a shopper sees in each category (Magento's product_count). */
    productCount: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .select({ categoryId: categoryListingCounts.categoryId, n: categoryListingCounts.productCount })
        .from(categoryListingCounts)
        .where(and(eq(categoryListingCounts.storeCode, storeCode), inArray(categoryListingCounts.categoryId, [...ids])));
      return indexBy(ids, rows, (r) => r.categoryId).map((r) => r?.n ?? 0);
    }),
    /** The categories a product is assigned to, deepest last. */
    ofProduct: new DataLoader<number, number[]>(async (ids) => {
      const rows = await db
        .select({ productId: categoryProducts.productId, categoryId: categoryProducts.categoryId })
        .from(categoryProducts)
        .where(inArray(categoryProducts.productId, [...ids]))
        .orderBy(asc(categoryProducts.categoryId));
      return groupBy(ids, rows, (r) => r.productId).map((list) => list.map((r) => r.categoryId));
    }),
  };
}
