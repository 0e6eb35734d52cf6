import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { ServiceError } from '../../../platform/errors.ts';
import { categories, categoryListingCounts, categoryProductIndex, categoryProducts } from '../categories/categories.tables.ts';
import type { AttributeCatalog } from '../loaders/type-loaders.ts';
import { productPriceIndex, productPrices } from '../prices/prices.tables.ts';
import { tsqueryText, wordsOfSearch } from '../search/search-terms.ts';
import { correctionsOf } from '../search/spelling.ts';
import { idOfUid } from '../uid.ts';
import { productAttributeValues } from './attributes.tables.ts';
import { checkPaging, decimalBound, idsOf, valuesOf, type ProductFilter, type ProductSort } from './listing-input.ts';
import { products, VISIBILITY } from './products.tables.ts';
import { productTexts } from '../views/views.tables.ts';
import { rowsOf } from '../../../platform/db/index.ts';
import { currentDocumentOf, type DocumentReading } from '../documents/document-reader.ts';
import { variantSetColumns, type PageRead } from '../loaders/variant-sets.ts';

export interface ListingInput {
  storeCode: string;
  /** The store view's language: a search also matches the product's texts in it. */
  locale?: string;
  treePrefix: string;
  search?: string | null;
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  pageSize?: number | null;
  currentPage?: number | null;
  /** The request's documents: the page statement then also reads each product's current document and variant set. */
  documents?: DocumentReading;
}

/** One page of a product listing, and what the aggregations need to facet the whole match. */
export interface Listing {
  ids: number[];
  /** The page's documents and variant sets, when the input named the request's documents. */
  read?: PageRead[];
  total: number;
  pageSize: number;
  currentPage: number;
  /** The matching products' ids as a subquery, for aggregations. */
  matching: SQL;
  /** The matching products' lowest prices (column `price`) as a subquery, for price buckets. */
  prices: SQL;
  /**
   * A category page's matching rows of the listing index, with their lowest price (`price`),
   * attribute options (`option_ids`) and categories (`category_ids`): its aggregations are then
   * one pass over one index range. Absent for searches and other listings.
   */
  indexed?: SQL;
  /** The one category the listing is filtered to, if any (for category aggregations). */
  categoryId: number | null;
  /** A whole category page, unfiltered: its facets are the category's kept ones (category_listing_counts). */
  facetsKept?: boolean;
  isSearch: boolean;
  /** The search as corrected, when a word was misspelt. */
  suggestion: string | null;
  defaultSort: string;
}

const BUILT_IN_FILTERS = new Set(['category_id', 'category_uid', 'category_url_path', 'sku', 'url_key', 'name', 'description', 'short_description', 'price']);

/** One condition per filterable attribute filter: the product has one of the chosen options. */
function attributeConditionsOf(filter: ProductFilter, attributeCatalog: AttributeCatalog | null, productId: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (!attributeCatalog) return conditions;
  for (const [code, value] of Object.entries(filter)) {
    if (BUILT_IN_FILTERS.has(code) || !value) continue;
    const attribute = attributeCatalog.byCode.get(code);
    if (!attribute) continue;
    const optionIds = idsOf(valuesOf(value) ?? []);
    conditions.push(
      optionIds.length
        ? sql`exists (select 1 from ${productAttributeValues} pav where pav.product_id = ${productId} and pav.attribute_id = ${attribute.id} and pav.option_id in (${sql.join(
            optionIds.map((i) => sql`${i}`),
            sql`, `,
          )}))`
        : sql`false`,
    );
  }
  return conditions;
}

/**
 * The products found by a search in a store view's language: every word (or one of its
 * corrections) appears in the product's name or short description in that language. A substring
 * match, because Japanese and Chinese write words without spaces, which PostgreSQL's text search
 * cannot split. Only the view's texts are scanned (a few hundred rows), never every product.
 */
function viewTextMatches(locale: string, words: readonly string[], corrections: ReadonlyMap<string, readonly string[]>): SQL {
  const escape = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const each = words.map((w) => {
    const patterns = [w, ...(corrections.get(w) ?? [])].map((p) => sql`${escape(p)}`);
    return sql`(pt.name || ' ' || coalesce(pt.short_description, '')) ilike any (array[${sql.join(patterns, sql`, `)}]::text[])`;
  });
  return sql`select pt.product_id from ${productTexts} pt where pt.locale = ${locale} and ${sql.join(each, sql` and `)}`;
}

type PageRow = { id: number; total: string | number } & Partial<Omit<PageRead, 'id'>>;

/**
 * The page statement, with each product's current document and variant set when the request reads
 * documents: a page is then one statement, not three one after another. The page is limited first,
 * so only its own products are looked up.
 */
function pageWithDocuments(page: SQL, reading: DocumentReading | undefined): SQL {
  if (!reading) return page;
  const id = sql`page.id`;
  const variantSet = variantSetColumns(id, reading);
  return sql`select page.id, page.total, ${currentDocumentOf(id, reading)} as doc, ${variantSet.supers} as supers, ${variantSet.variants} as variants
    from (${page}) page`;
}

/** The page's rows as the request's loaders take them (absent without documents). */
const readOf = (page: PageRow[], reading: DocumentReading | undefined): PageRead[] | undefined =>
  reading ? page.map((r) => ({ id: Number(r.id), doc: r.doc ?? null, supers: r.supers ?? [], variants: r.variants ?? [] })) : undefined;

/** Magento's total and its check that the page exists. */
function checkedTotal(total: number, pageSize: number, currentPage: number): number {
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages)
    throw new ServiceError('invalid', `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  return total;
}

/**
 * A category page from the per-store listing index alone: one index range, sorted and counted
 * there, whatever the size of the catalogue.
 */
async function indexListing(
  db: Db,
  input: ListingInput,
  opts: {
    categoryId: number;
    /** The category is not yet known to be an active one of the store's tree: the page statement checks it. */
    unchecked?: boolean;
    priceFrom: string | null;
    priceTo: string | null;
    attributeConditions: SQL[];
    pageSize: number;
    currentPage: number;
  },
): Promise<Listing> {
  const known = sql`exists (select 1 from ${categories} c where c.id = ${opts.categoryId} and c.is_active and c.path like ${`${input.treePrefix}%`})`;
  const where = [
    sql`ci.store_code = ${input.storeCode}`,
    sql`ci.category_id = ${opts.categoryId}`,
    ...(opts.unchecked ? [known] : []),
    ...opts.attributeConditions,
  ];
  if (opts.priceFrom !== null) where.push(sql`ci.max_price >= ${opts.priceFrom}`);
  if (opts.priceTo !== null) where.push(sql`ci.min_price <= ${opts.priceTo}`);
  const condition = sql.join(where, sql` and `);
  const sortEntries = Object.entries(input.sort ?? {}).filter(([, d]) => d === 'ASC' || d === 'DESC') as [keyof ProductSort, 'ASC' | 'DESC'][];
  const order = sortEntries.flatMap(([field, direction]) => {
    const dir = sql.raw(direction);
    if (field === 'name') return [sql`ci.name ${dir}`];
    if (field === 'price') return [sql`ci.min_price ${dir}`];
    if (field === 'position') return [sql`ci.position ${dir}`];
    return [];
  });
  if (order.length === 0) order.push(sql`ci.position asc`);
  order.push(sql`ci.product_id asc`);
  const from = sql`${categoryProductIndex} ci`;
  const offset = (opts.currentPage - 1) * opts.pageSize;
  const filtered = opts.priceFrom !== null || opts.priceTo !== null || opts.attributeConditions.length > 0;
  // Unfiltered, the total is the category's kept count: counting a large category's rows for every
  // page would cost more than the page itself. Filtered, it is counted in the same statement by its
  // own index-only range (the facets index), not by `count(*) over ()`, which made the page read
  // every match from the table before its limit (120 ms against 10 for 20,000 matches).
  const counted = sql`(select count(*) from ${from} where ${condition})`;
  const kept = sql`coalesce((select lc.product_count from ${categoryListingCounts} lc where lc.store_code = ${input.storeCode} and lc.category_id = ${opts.categoryId}), 0)`;
  const storedCount = opts.unchecked ? sql`case when ${known} then ${kept} else 0 end` : kept;
  const page = await rowsOf<PageRow>(
    db,
    pageWithDocuments(
      sql`
    select ci.product_id as id, ${filtered ? counted : storedCount} as total from ${from} where ${condition}
    order by ${sql.join(order, sql`, `)} limit ${opts.pageSize} offset ${offset}`,
      input.documents,
    ),
  );
  let total = Number(page[0]?.total ?? 0);
  if (page.length === 0 && opts.currentPage > 1) {
    const counted = await rowsOf<Pick<PageRow, 'total'>>(
      db,
      filtered ? sql`select count(*) as total from ${from} where ${condition}` : sql`select ${storedCount} as total`,
    );
    total = Number(counted[0]?.total ?? 0);
  }
  return {
    ids: page.map((r) => Number(r.id)),
    read: readOf(page, input.documents),
    total: checkedTotal(total, opts.pageSize, opts.currentPage),
    pageSize: opts.pageSize,
    currentPage: opts.currentPage,
    matching: sql`select ci.product_id from ${from} where ${condition}`,
    prices: sql`select ci.min_price as price from ${from} where ${condition}`,
    indexed: sql`select ci.min_price as price, ci.option_ids, ci.category_ids from ${from} where ${condition}`,
    categoryId: opts.categoryId,
    facetsKept: !filtered,
    isSearch: false,
    suggestion: null,
    defaultSort: 'position',
  };
}

/**
 * The one category id a filter names by id or uid alone (the usual category page), or null: its
 * page is then read from the listing index in one statement that also checks the category.
 */
function directCategoryOf(filter: ProductFilter): number | null {
  const byId = valuesOf(filter.category_id);
  const byUid = valuesOf(filter.category_uid);
  if (valuesOf(filter.category_url_path) || (byId?.length ?? 0) + (byUid?.length ?? 0) !== 1) return null;
  const ids = [...idsOf(byId ?? []), ...(byUid ?? []).map(idOfUid)];
  return ids.length === 1 ? ids[0]! : null;
}

/** Category ids named by the category filters, limited to the store's tree. */
async function categoryIdsOf(db: Db, filter: ProductFilter, treePrefix: string): Promise<number[] | null> {
  const byId = valuesOf(filter.category_id);
  const byUid = valuesOf(filter.category_uid);
  const byPath = valuesOf(filter.category_url_path);
  if (!byId && !byUid && !byPath) return null;
  const ids = [...idsOf(byId ?? []), ...(byUid ?? []).map(idOfUid)];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    select id from ${categories}
    where ${categories.isActive} and ${categories.path} like ${`${treePrefix}%`}
      and (${
        ids.length
          ? sql`id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : sql`false`
      }
        or ${
          byPath?.length
            ? sql`url_path in (${sql.join(
                byPath.map((p) => sql`${p}`),
                sql`, `,
              )})`
            : sql`false`
        })`,
  );
  return rows.map((r) => r.id);
}

/**
 * Finds one page of products of a store: Magento's `products` query. Full-text search with
 * misspelling corrections, filters, sorts, paging with Magento's checks and messages; one query for
 * the page and its total (plus one for corrections when searching).
 */
export async function listProducts(db: Db, input: ListingInput, attributes: AttributeCatalog | Promise<AttributeCatalog>): Promise<Listing> {
  const filter = input.filter ?? {};
  // The attribute catalogue only when an attribute filter needs it: a caller may read it beside the page.
  const attributeCatalog = Object.entries(filter).some(([code, value]) => value && !BUILT_IN_FILTERS.has(code)) ? await attributes : null;
  const words = wordsOfSearch(input.search ?? '');
  const hasFilter = Object.values(filter).some((f) => f && Object.values(f).some((v) => v !== null && v !== undefined));
  if (words.length === 0 && !hasFilter) throw new ServiceError('invalid', "'search' or 'filter' input argument is required.");
  const { pageSize, currentPage } = checkPaging(input.pageSize, input.currentPage);

  const simpleFilters = ['sku', 'url_key', 'name', 'description', 'short_description'].every(
    (f) => !filter[f] || Object.values(filter[f]!).every((v) => v === null || v === undefined),
  );
  const direct = words.length === 0 && simpleFilters ? directCategoryOf(filter) : null;
  if (direct !== null) {
    return indexListing(db, input, {
      categoryId: direct,
      unchecked: true,
      priceFrom: decimalBound(filter.price?.from, 'price'),
      priceTo: decimalBound(filter.price?.to, 'price'),
      attributeConditions: attributeConditionsOf(filter, attributeCatalog, sql`ci.product_id`),
      pageSize,
      currentPage,
    });
  }

  const where: SQL[] = [sql`${products.isEnabled}`];
  const categoryIds = await categoryIdsOf(db, filter, input.treePrefix);
  const singleCategory = categoryIds?.length === 1 ? categoryIds[0]! : null;
  const isSearch = words.length > 0;
  const visible = isSearch
    ? [VISIBILITY.search, VISIBILITY.both]
    : categoryIds
      ? [VISIBILITY.catalog, VISIBILITY.both]
      : [VISIBILITY.catalog, VISIBILITY.search, VISIBILITY.both];
  where.push(
    sql`${products.visibility} in (${sql.join(
      visible.map((v) => sql`${v}`),
      sql`, `,
    )})`,
  );
  if (categoryIds && singleCategory === null) {
    where.push(
      categoryIds.length
        ? sql`exists (select 1 from ${categoryProducts} cp where cp.product_id = ${products.id} and cp.category_id in (${sql.join(
            categoryIds.map((i) => sql`${i}`),
            sql`, `,
          )}))`
        : sql`false`,
    );
  }

  let rank: SQL | null = null;
  let suggestion: string | null = null;
  if (isSearch) {
    const corrections = await correctionsOf(db, words);
    const query = sql`to_tsquery('english', ${tsqueryText(words, corrections)})`;
    const viewIds = input.locale && input.locale !== 'en' ? viewTextMatches(input.locale, words, corrections) : null;
    // Either set is found by its own index (the search vector's GIN, the view's texts by language):
    // an OR of the two tests would test every product.
    where.push(
      viewIds
        ? sql`${products.id} in (select f.id from ${products} f where f.search_vector @@ ${query} union ${viewIds})`
        : sql`${products.searchVector} @@ ${query}`,
    );
    const viewText = viewIds ? sql`${products.id} in (${viewIds})` : null;
    // Name and sku matches weigh most (setweight A); an exact name start adds trigram closeness; a
    // match in the view's own language ranks with the best.
    rank = sql`(ts_rank_cd(${products.searchVector}, ${query}) + similarity(${products.name}, ${input.search!.trim()})${viewText ? sql` + case when ${viewText} then 1 else 0 end` : sql``})`;
    if (corrections.size) suggestion = words.map((w) => corrections.get(w)?.[0] ?? w).join(' ');
  }

  const skus = valuesOf(filter.sku);
  if (skus)
    where.push(
      skus.length
        ? sql`${products.sku} in (${sql.join(
            skus.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  const urlKeys = valuesOf(filter.url_key);
  if (urlKeys)
    where.push(
      urlKeys.length
        ? sql`${products.urlKey} in (${sql.join(
            urlKeys.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  for (const [field, column] of [
    ['name', products.name],
    ['description', products.description],
    ['short_description', products.shortDescription],
  ] as const) {
    const match = filter[field]?.match?.trim();
    if (match) where.push(sql`${column} ilike ${`%${match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  }
  const priceFrom = decimalBound(filter.price?.from, 'price');
  const priceTo = decimalBound(filter.price?.to, 'price');
  if (priceFrom !== null) where.push(sql`pi.max_price >= ${priceFrom}`);
  if (priceTo !== null) where.push(sql`pi.min_price <= ${priceTo}`);

  where.push(...attributeConditionsOf(filter, attributeCatalog, sql`${products.id}`));

  if (singleCategory !== null && !isSearch && simpleFilters) {
    return indexListing(db, input, {
      categoryId: singleCategory,
      priceFrom,
      priceTo,
      attributeConditions: attributeConditionsOf(filter, attributeCatalog, sql`ci.product_id`),
      pageSize,
      currentPage,
    });
  }

  const from = sql`${products}
    join ${productPrices} pp on pp.product_id = ${products.id} and pp.store_code = ${input.storeCode}
    left join ${productPriceIndex} pi on pi.product_id = ${products.id} and pi.store_code = ${input.storeCode}
    ${singleCategory !== null ? sql`join ${categoryProducts} cp on cp.product_id = ${products.id} and cp.category_id = ${singleCategory}` : sql``}`;
  const condition = sql.join(where, sql` and `);

  const defaultSort = isSearch ? 'relevance' : 'position';
  const sortEntries = Object.entries(input.sort ?? {}).filter(([, d]) => d === 'ASC' || d === 'DESC') as [keyof ProductSort, 'ASC' | 'DESC'][];
  if (sortEntries.length === 0) sortEntries.push(isSearch ? ['relevance', 'DESC'] : ['position', 'ASC']);
  const order = sortEntries.flatMap(([field, direction]) => {
    const dir = sql.raw(direction);
    if (field === 'relevance') return rank ? [sql`${rank} ${dir}`] : [];
    if (field === 'position') return singleCategory !== null ? [sql`cp.position ${dir}`] : [sql`${products.id} ${dir}`];
    if (field === 'name') return [sql`${products.name} ${dir}`];
    return [sql`coalesce(pi.min_price, pp.price) ${dir}`];
  });
  order.push(sql`${products.id} asc`);

  const offset = (currentPage - 1) * pageSize;
  const page = await rowsOf<PageRow>(
    db,
    pageWithDocuments(
      sql`
    select ${products.id} as id, count(*) over () as total
    from ${from} where ${condition}
    order by ${sql.join(order, sql`, `)}
    limit ${pageSize} offset ${offset}`,
      input.documents,
    ),
  );
  let total = Number(page[0]?.total ?? 0);
  if (page.length === 0 && currentPage > 1) {
    const counted = await rowsOf<Pick<PageRow, 'total'>>(db, sql`select count(*) as total from ${from} where ${condition}`);
    total = Number(counted[0]?.total ?? 0);
  }
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw new ServiceError('invalid', `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return {
    ids: page.map((r) => Number(r.id)),
    read: readOf(page, input.documents),
    total,
    pageSize,
    currentPage,
    matching: sql`select ${products.id} from ${from} where ${condition}`,
    prices: sql`select coalesce(pi.min_price, pp.price) as price from ${from} where ${condition}`,
    categoryId: singleCategory,
    isSearch,
    suggestion,
    defaultSort,
  };
}
