import type { ShopLayout } from '@golf/contracts';
import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import { portalApi } from '@/lib/api/portal-api';
import { MENU_CATEGORY, PRODUCT_CARD, PRODUCT_DETAIL } from './fragments';
import type { CategoryDetail, MenuCategory, ProductDetail, ProductPage, ProShopBlock } from './types';
import type { ListingQuery } from './listing-query';
import { productFilterOf } from './listing-query';

/** Spec 001 §5: the special categories of the mega-menu carry this code. */
export const MEGA_MENU_CODE = 'mega-menu-category';

interface StoreConfig {
  root_category_id: number;
  grid_per_page: number | null;
}

export interface MegaMenu {
  categories: MenuCategory[];
  special: MenuCategory[];
}

const byPosition = (a: MenuCategory, b: MenuCategory) => (a.position ?? 0) - (b.position ?? 0);

/** The menu tree ordered by position at each level (the server's order is not promised). */
function sortTree(list: MenuCategory[] | null | undefined): MenuCategory[] {
  return [...(list ?? [])].sort(byPosition).map((c) => ({ ...c, children: c.children ? sortTree(c.children) : c.children }));
}

/** The listing a category, search or special page shows. */
export interface ListingArgs extends ListingQuery {
  shop: Shop;
  categoryId?: number;
  search?: string;
  pageSize: number;
}

/** Catalogue reads (spec 001 §7 "Catalogue queries"): GET, so the browser and caches may keep them. */
export const catalogueApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** The root category id (store config), then its children two levels deep, and the special categories. */
    megaMenu: build.query<MegaMenu, Shop>({
      async queryFn(shop, _api, _extra, baseQuery) {
        const config = await baseQuery({ query: 'query StoreConfig { storeConfig { root_category_id grid_per_page } }', shop, method: 'GET' });
        if (config.error) return { error: config.error };
        const rootId = (config.data as { storeConfig: StoreConfig }).storeConfig.root_category_id;
        const menu = await baseQuery({
          query: `query MegaMenu($id: String!, $code: String!) {
            categoryList(filters: { ids: { eq: $id } }) { id children { ${MENU_CATEGORY} children { ${MENU_CATEGORY} } } }
            categories(filters: { golf_category_code: { eq: $code } }, pageSize: 50) { items { ${MENU_CATEGORY} } }
          }`,
          variables: { id: String(rootId), code: MEGA_MENU_CODE },
          shop,
          method: 'GET',
        });
        if (menu.error) return { error: menu.error };
        const data = menu.data as { categoryList: { children: MenuCategory[] | null }[]; categories: { items: MenuCategory[] } };
        const all = sortTree(data.categoryList[0]?.children);
        // Special pages sit in the menu of their own; the tree shows the ordinary categories.
        return { data: { categories: all.filter((c) => c.golf_category_code !== MEGA_MENU_CODE), special: sortTree(data.categories.items) } };
      },
    }),
    /** A category by id or url path, with its featured products and direct children. */
    category: build.query<CategoryDetail | null, { shop: Shop; key: string }>({
      query: ({ shop, key }) => ({
        query: `query Category($filters: CategoryFilterInput) {
          categoryList(filters: $filters) {
            ${MENU_CATEGORY} description
            breadcrumbs { category_id category_name category_url_path }
            featured_products(pageSize: 4) { position name url_key image }
            children { ${MENU_CATEGORY} }
          }
        }`,
        variables: { filters: /^\d+$/.test(key) ? { ids: { eq: key } } : { url_path: { eq: key } } },
        shop,
        method: 'GET',
      }),
      transformResponse: (data: { categoryList: CategoryDetail[] }) => data.categoryList[0] ?? null,
    }),
    /** A page of products: of a category, or matching a search; with the filters it can take. */
    listing: build.query<ProductPage, ListingArgs>({
      query: ({ shop, categoryId, search, pageSize, page, sort, filters }) => ({
        query: `query Listing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
          products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
            total_count page_info { current_page page_size total_pages }
            items { ${PRODUCT_CARD} }
            aggregations { attribute_code label position options { label value count swatch_data { type value } } }
            suggestions { search }
          }
        }`,
        variables: {
          search: search || undefined,
          filter: { ...productFilterOf(filters), ...(categoryId ? { category_id: { eq: String(categoryId) } } : {}) },
          sort: sort.field === 'relevance' ? { relevance: 'DESC' } : { [sort.field]: sort.direction },
          pageSize,
          currentPage: page,
        },
        shop,
        method: 'GET',
      }),
      transformResponse: (data: { products: ProductPage }) => data.products,
    }),
    /** A product by its url key, exactly (spec 001 §5), with related and up-sell products. */
    product: build.query<ProductDetail | null, { shop: Shop; urlKey: string }>({
      query: ({ shop, urlKey }) => ({
        query: `query Product($urlKey: String!) { products(filter: { url_key: { eq: $urlKey } }) { items { ${PRODUCT_DETAIL} } } }`,
        variables: { urlKey },
        shop,
        method: 'GET',
      }),
      transformResponse: (data: { products: { items: ProductDetail[] } }) => data.products.items[0] ?? null,
    }),
    /** Pro shop content blocks of a page (spec 001 §7 "Pro shop content"). */
    proShop: build.query<ProShopBlock[], { shop: Shop; value: string }>({
      query: ({ shop, value }) => ({
        query:
          'query ProShop($value: String!) { getContentConstructorProShop(field_name: "page_identifier", value: $value) { id type title subtitle page_url } }',
        variables: { value },
        shop,
        method: 'GET',
      }),
      transformResponse: (data: { getContentConstructorProShop: ProShopBlock[] | null }) => data.getContentConstructorProShop ?? [],
    }),
  }),
});

export type LayoutPage = { page: 'shop' } | { page: 'category'; id: number } | { page: 'product'; id: number };

/** The server-driven layout blocks of a shop page (REST, through portalApi). */
export const layoutApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // `language` only keys the cache: the base query sends it as Accept-Language, which picks the store view.
    shopLayout: build.query<ShopLayout, LayoutPage & { storeCode: string | null; shop: Shop; language: string }>({
      query: (args) => {
        const path =
          args.page === 'shop'
            ? 'api/v3/layout/shop'
            : args.page === 'category'
              ? `api/v3/shop/category/layout/${args.id}`
              : `api/v3/shop/product/layout/${args.id}`;
        const params = new URLSearchParams(
          args.storeCode ? { store: args.storeCode } : args.shop === 'launchMonitor' ? { isSkytrak: 'true' } : { isShop: 'true' },
        );
        return `${path}?${params.toString()}`;
      },
    }),
  }),
});

export const { useMegaMenuQuery, useCategoryQuery, useListingQuery, useProductQuery, useProShopQuery } = catalogueApi;
export const { useShopLayoutQuery } = layoutApi;
