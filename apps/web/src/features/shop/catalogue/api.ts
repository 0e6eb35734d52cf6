import type { ShopLayout } from '@golf/contracts';
import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import { portalApi } from '@/lib/api/portal-api';
import type {
  CategoryQuery,
  CategoryQueryVariables,
  ListingQuery as ListingAnswer,
  MegaMenuQuery,
  MegaMenuQueryVariables,
  ProductQuery,
  ProductQueryVariables,
  ProShopQuery,
  ProShopQueryVariables,
  StoreConfigQuery,
} from '@/lib/api/generated/commerce-operations';
import { CATEGORY, LISTING, MEGA_MENU, PRODUCT, PRO_SHOP, STORE_CONFIG } from './catalogue.operations';
import type { CategoryDetail, MenuCategory, ProductDetail, ProductPage, ProShopBlock } from './types';
import type { ListingQuery } from './listing-query';
import { productFilterOf } from './listing-query';

/** Spec 001 §5: the special categories of the mega-menu carry this code. */
export const MEGA_MENU_CODE = 'mega-menu-category';

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
        const config = await baseQuery({ query: STORE_CONFIG, shop, method: 'GET' });
        if (config.error) return { error: config.error };
        const rootId = (config.data as StoreConfigQuery).storeConfig!.root_category_id as number;
        const menu = await baseQuery({
          query: MEGA_MENU,
          variables: { id: String(rootId), code: MEGA_MENU_CODE } satisfies MegaMenuQueryVariables,
          shop,
          method: 'GET',
        });
        if (menu.error) return { error: menu.error };
        const data = menu.data as MegaMenuQuery;
        // The generated categories, with the fields the server fills (MenuCategory).
        const all = sortTree(data.categoryList![0]?.children as MenuCategory[] | null | undefined);
        // Special pages sit in the menu of their own; the tree shows the ordinary categories.
        return {
          data: { categories: all.filter((c) => c.golf_category_code !== MEGA_MENU_CODE), special: sortTree(data.categories!.items as MenuCategory[] | null) },
        };
      },
    }),
    /** A category by id or url path, with its featured products and direct children. */
    category: build.query<CategoryDetail | null, { shop: Shop; key: string }>({
      query: ({ shop, key }) => ({
        query: CATEGORY,
        variables: { filters: /^\d+$/.test(key) ? { ids: { eq: key } } : { url_path: { eq: key } } } as CategoryQueryVariables,
        shop,
        method: 'GET',
      }),
      transformResponse: (data: CategoryQuery) => (data.categoryList![0] ?? null) as CategoryDetail | null,
    }),
    /** A page of products: of a category, or matching a search; with the filters it can take. */
    listing: build.query<ProductPage, ListingArgs>({
      query: ({ shop, categoryId, search, pageSize, page, sort, filters }) => ({
        query: LISTING,
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
      // The generated page, with the fields the server fills (ProductPage).
      transformResponse: (data: ListingAnswer) => data.products as ProductPage,
    }),
    /** A product by its url key, exactly (spec 001 §5), with related and up-sell products. */
    product: build.query<ProductDetail | null, { shop: Shop; urlKey: string }>({
      query: ({ shop, urlKey }) => ({
        query: PRODUCT,
        variables: { urlKey } satisfies ProductQueryVariables,
        shop,
        method: 'GET',
      }),
      transformResponse: (data: ProductQuery) => (data.products?.items?.[0] ?? null) as ProductDetail | null,
    }),
    /** Pro shop content blocks of a page (spec 001 §7 "Pro shop content"). */
    proShop: build.query<ProShopBlock[], { shop: Shop; value: string }>({
      query: ({ shop, value }) => ({
        query: PRO_SHOP,
        variables: { value } satisfies ProShopQueryVariables,
        shop,
        method: 'GET',
      }),
      transformResponse: (data: ProShopQuery) => (data.getContentConstructorProShop ?? []) as ProShopBlock[],
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
