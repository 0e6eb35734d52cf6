import { and, asc, count, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { listedInCatalogue, selectCategories, type CategoryRow } from '../loaders/category-loaders.ts';
import { checkPaging, idsOf, valuesOf, type FilterEqual, type FilterMatch } from '../products/listing-input.ts';
import { productAttributeValues } from '../products/attributes.tables.ts';
import { products } from '../products/products.tables.ts';
import { productPrices } from '../prices/prices.tables.ts';
import { idOfUid } from '../uid.ts';
import { categories, categoryProductIndex, categoryProducts } from './categories.tables.ts';

export interface CategoryFilter {
  ids?: FilterEqual | null;
  category_uid?: FilterEqual | null;
  parent_id?: FilterEqual | null;
  parent_category_uid?: FilterEqual | null;
  url_key?: FilterEqual | null;
  name?: FilterMatch | null;
  url_path?: FilterEqual | null;
  golf_category_code?: FilterEqual | null;
  tags?: FilterEqual | null;
}

export interface StoreTree {
  rootCategoryId: number;
  treePrefix: string;
  /** The store view's language (category names); the default view's when absent. */
  locale?: string;
}

const inList = <T>(values: T[], build: (v: T[]) => SQL) => (values.length ? build(values) : sql`false`);

/** What findCategories answers: a page of categories and how many match in all. */
export interface FoundCategories {
  rows: CategoryRow[];
  total: number;
  pageSize: number;
  currentPage: number;
}

/**
 * The equality filters as one test of a category row, or null when a filter needs the database
 * (a name match or tags). Each given filter must hold, as in the SQL of findCategories.
 */
function equalityTest(filter: CategoryFilter, rootCategoryId: number): ((c: CategoryRow) => boolean) | null {
  if (filter.tags || filter.name?.match) return null;
  const tests: ((c: CategoryRow) => boolean)[] = [];
  const within = <T>(values: T[] | null, of: (c: CategoryRow) => T | null) => {
    if (!values) return;
    const set = new Set(values);
    tests.push((c) => {
      const v = of(c);
      return v !== null && set.has(v);
    });
  };
  const ids = valuesOf(filter.ids);
  const uids = valuesOf(filter.category_uid);
  const parentIds = valuesOf(filter.parent_id);
  const parentUids = valuesOf(filter.parent_category_uid);
  const urlKeys = valuesOf(filter.url_key);
  const urlPaths = valuesOf(filter.url_path);
  const codes = valuesOf(filter.golf_category_code);
  if ([ids, uids, parentIds, parentUids, urlKeys, urlPaths, codes].every((v) => v === null)) return (c) => c.id === rootCategoryId;
  within(ids && idsOf(ids), (c) => c.id);
  within(uids && uids.map(idOfUid), (c) => c.id);
  within(parentIds && idsOf(parentIds), (c) => c.parentId);
  within(parentUids && parentUids.map(idOfUid), (c) => c.parentId);
  within(urlKeys, (c) => c.urlKey);
  within(urlPaths, (c) => c.urlPath);
  within(codes, (c) => c.code);
  return (c) => tests.every((test) => test(c));
}

/**
 * Categories of a store's tree matching Magento's CategoryFilterInput (every given filter must
 * hold), active only, by depth and position; the store's root category when no filter is given.
 * With the request's tree (categoryLoaders' `tree`), equality filters are answered from it without
 * another query; `total: false` skips counting where the caller shows no total (categoryList).
 */
export async function findCategories(
  db: Db,
  tree: StoreTree,
  filter: CategoryFilter | null | undefined,
  paging: { pageSize?: number | null; currentPage?: number | null },
  opts: { treeRows?: () => Promise<CategoryRow[]>; total?: boolean } = {},
): Promise<FoundCategories> {
  const { pageSize, currentPage } = checkPaging(paging.pageSize, paging.currentPage);
  const f = filter ?? {};
  const test = opts.treeRows ? equalityTest(f, tree.rootCategoryId) : null;
  if (test && opts.treeRows) {
    const matched = (await opts.treeRows()).filter(test);
    const offset = (currentPage - 1) * pageSize;
    return { rows: matched.slice(offset, offset + pageSize), total: matched.length, pageSize, currentPage };
  }
  const where: SQL[] = [eq(categories.isActive, true), or(eq(categories.id, tree.rootCategoryId), like(categories.path, `${tree.treePrefix}%`))!];
  const ids = valuesOf(f.ids);
  const uids = valuesOf(f.category_uid);
  const parentIds = valuesOf(f.parent_id);
  const parentUids = valuesOf(f.parent_category_uid);
  const urlKeys = valuesOf(f.url_key);
  const urlPaths = valuesOf(f.url_path);
  const codes = valuesOf(f.golf_category_code);
  const tags = valuesOf(f.tags);
  const given = [ids, uids, parentIds, parentUids, urlKeys, urlPaths, codes, tags].some((v) => v !== null) || !!f.name?.match;
  if (!given) where.push(eq(categories.id, tree.rootCategoryId));
  if (ids) where.push(inList(idsOf(ids), (v) => inArray(categories.id, v)));
  if (uids) where.push(inList(uids.map(idOfUid), (v) => inArray(categories.id, v)));
  if (parentIds) where.push(inList(idsOf(parentIds), (v) => inArray(categories.parentId, v)));
  if (parentUids) where.push(inList(parentUids.map(idOfUid), (v) => inArray(categories.parentId, v)));
  if (urlKeys) where.push(inList(urlKeys, (v) => inArray(categories.urlKey, v)));
  if (urlPaths) where.push(inList(urlPaths, (v) => inArray(categories.urlPath, v)));
  if (codes) where.push(inList(codes, (v) => inArray(categories.code, v)));
  if (tags)
    where.push(
      inList(
        tags,
        (v) =>
          sql`${categories.tags} && array[${sql.join(
            v.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]`,
      ),
    );
  if (f.name?.match) where.push(ilike(categories.name, `%${f.name.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));

  const condition = and(...where);
  const [rows, total] = await Promise.all([
    selectCategories(db, tree.locale ?? 'en')
      .where(condition)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    opts.total === false
      ? Promise.resolve(0)
      : db
          .select({ n: count() })
          .from(categories)
          .where(condition)
          .then(([row]) => row?.n ?? 0),
  ]);
  return { rows, total, pageSize, currentPage };
}

/** The attribute values the products of a category have, for its filter panel. */
export async function filterValuesOf(db: Db, categoryId: number, storeCode: string): Promise<{ attributeId: number; optionId: number }[]> {
  return db
    .selectDistinct({ attributeId: productAttributeValues.attributeId, optionId: productAttributeValues.optionId })
    .from(categoryProductIndex)
    .innerJoin(productAttributeValues, eq(productAttributeValues.productId, categoryProductIndex.productId))
    .where(and(eq(categoryProductIndex.storeCode, storeCode), eq(categoryProductIndex.categoryId, categoryId)));
}

/**
 * Featured products of a category, in the merchant's order; with `subtree`, those of every category
 * under it too (a product featured twice counts once, at its first place).
 */
export async function featuredProductIds(
  db: Db,
  category: CategoryRow,
  storeCode: string,
  subtree: boolean,
  paging: { pageSize: number; currentPage: number },
): Promise<{ productId: number; position: number }[]> {
  const scope = subtree
    ? sql`(${categoryProducts.categoryId} = ${category.id} or ${categoryProducts.categoryId} in (select id from ${categories} where path like ${`${category.path}/%`} and is_active))`
    : sql`${categoryProducts.categoryId} = ${category.id}`;
  const rows = await db
    .select({ productId: categoryProducts.productId, position: sql<number>`min(${categoryProducts.featuredPosition})`.as('position') })
    .from(categoryProducts)
    .innerJoin(products, eq(products.id, categoryProducts.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, storeCode)))
    .where(and(scope, isNotNull(categoryProducts.featuredPosition), listedInCatalogue))
    .groupBy(categoryProducts.productId)
    .orderBy(sql`min(${categoryProducts.featuredPosition})`, categoryProducts.productId)
    .limit(paging.pageSize)
    .offset((paging.currentPage - 1) * paging.pageSize);
  return rows;
}
