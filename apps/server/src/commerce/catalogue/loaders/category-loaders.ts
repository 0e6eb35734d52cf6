import DataLoader from 'dataloader';
import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../../platform/db/index.ts';
import { categories, categoryListingCounts, categoryProducts } from '../categories/categories.tables.ts';
import { products, VISIBILITY } from '../products/products.tables.ts';
import { groupBy, indexBy } from './product-loaders.ts';
import { categoryTexts } from '../views/views.tables.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** Products a shopper can see in a store: enabled, visible in the catalogue, priced there. */
export const listedInCatalogue = sql`${products.isEnabled} and ${products.visibility} in (${VISIBILITY.catalog}, ${VISIBILITY.both})`;

/** A select of category rows with name and description in a store view's language (each falling back to the default). */
export function selectCategories(db: Db, locale: string | ReturnType<typeof sql.placeholder>) {
  return locale === 'en'
    ? db.select().from(categories).$dynamic()
    : db
        .select({
          ...getTableColumns(categories),
          name: sql<string>`coalesce(${categoryTexts.name}, ${categories.name})`,
          description: sql<string | null>`coalesce(${categoryTexts.description}, ${categories.description})`,
          metaTitle: sql<string | null>`case when ${categoryTexts.name} is null then ${categories.metaTitle} end`,
          // English keywords would mislead a translated page's search engines.
          metaKeywords: sql<string | null>`case when ${categoryTexts.name} is null then ${categories.metaKeywords} end`,
        })
        .from(categories)
        .leftJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.locale, locale)))
        .$dynamic();
}

/**
 * A store's whole category tree (its root and every active category under it) in one prepared
 * statement: a menu two levels deep, a category page's children and an equality filter of
 * categoryList all answer from it, instead of one query per level.
 */
const treeStatements = statementCache((db: Db) => {
  const inTree = and(
    eq(categories.isActive, true),
    or(sql`${categories.id} = ${sql.placeholder('rootId')}`, sql`${categories.path} like ${sql.placeholder('prefix')}`),
  );
  const order = [asc(categories.level), asc(categories.position), asc(categories.id)];
  return {
    en: selectCategories(db, 'en')
      .where(inTree)
      .orderBy(...order)
      .prepare('catalogue_category_tree'),
    view: selectCategories(db, sql.placeholder('locale'))
      .where(inTree)
      .orderBy(...order)
      .prepare('catalogue_category_tree_view'),
  };
});

/** Batched readers of categories for one request in one store view. */
export function categoryLoaders(db: Db, storeCode: string, locale = 'en', rootCategoryId?: number) {
  const select = () => selectCategories(db, locale);
  let tree: Promise<CategoryRow[]> | null = null;
  /** The store's active categories, by level, position and id (read once per request). */
  const treeOf = (): Promise<CategoryRow[]> => {
    if (rootCategoryId === undefined) return Promise.resolve([]);
    const params = { rootId: rootCategoryId, prefix: `1/${rootCategoryId}/%` };
    tree ??= (locale === 'en' ? treeStatements(db).en.execute(params) : treeStatements(db).view.execute({ ...params, locale })) as Promise<CategoryRow[]>;
    return tree;
  };
  return {
    tree: treeOf,
    category: new DataLoader<number, CategoryRow | null>(async (ids) =>
      indexBy(ids, await select().where(and(inArray(categories.id, [...ids]), eq(categories.isActive, true))), (c) => c.id),
    ),
    children: new DataLoader<number, CategoryRow[]>(async (ids) => {
      // A category of the store's tree has its children in the tree (a child's path extends its parent's).
      const rows = await treeOf();
      const inTree = new Set(rows.map((c) => c.id));
      if (ids.every((id) => inTree.has(id))) {
        const sorted = rows.filter((c) => c.parentId !== null && inTree.has(c.parentId)).sort((a, b) => a.position - b.position || a.id - b.id);
        return groupBy(ids, sorted, (c) => c.parentId!);
      }
      const read = await select()
        .where(and(inArray(categories.parentId, [...ids]), eq(categories.isActive, true)))
        .orderBy(asc(categories.position), asc(categories.id));
      return groupBy(ids, read, (c) => c.parentId!);
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
