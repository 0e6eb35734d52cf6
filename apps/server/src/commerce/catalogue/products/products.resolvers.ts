import type { CommerceContext, Resolvers } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { aggregationsOf } from './aggregations.ts';
import type { ProductFilter, ProductSort } from './listing-input.ts';
import { listProducts, type Listing } from './listing.ts';

interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export interface ProductsResult {
  listing: Listing;
  items: ProductRow[];
}

/** Loads the rows of a listing's page, in the listing's order. */
export async function pageOf(listing: Listing, context: CommerceContext): Promise<ProductsResult> {
  const catalogue = catalogueOf(context);
  if (listing.read) catalogue.products.primePage(listing.read);
  if (listing.ids.length === 1) catalogue.showsAlone(listing.ids);
  const rows = await catalogue.products.product.loadMany(listing.ids);
  return { listing, items: rows.filter((r): r is ProductRow => !!r && !(r instanceof Error)) };
}

export async function runListing(args: ProductsArgs, context: CommerceContext): Promise<ProductsResult> {
  const catalogue = catalogueOf(context);
  // Read beside the page (cards and aggregations label options with it), not before it.
  const attributes = catalogue.types.attributes();
  attributes.catch(() => undefined); // awaited by whichever resolver needs it; never an unhandled rejection
  const listing = await listProducts(
    context.ctx.db,
    {
      storeCode: catalogue.store.code,
      locale: catalogue.locale,
      treePrefix: catalogue.treePrefix,
      search: args.search,
      filter: args.filter,
      sort: args.sort,
      pageSize: args.pageSize,
      currentPage: args.currentPage,
      documents: catalogue.documents,
    },
    attributes,
  );
  return pageOf(listing, context);
}

const SORT_LABELS: Record<string, string> = { position: 'Position', name: 'Product Name', price: 'Price', relevance: 'Relevance' };

export const listingResolvers: Resolvers = {
  Query: {
    products: (_, args, context) => runListing(args, context),
  },
  Products: {
    items: (r: ProductsResult) => r.items,
    total_count: (r: ProductsResult) => r.listing.total,
    page_info: (r: ProductsResult) => ({
      page_size: r.listing.pageSize,
      current_page: r.listing.currentPage,
      total_pages: Math.ceil(r.listing.total / r.listing.pageSize),
    }),
    sort_fields: (r: ProductsResult) => ({
      default: r.listing.defaultSort,
      options: (r.listing.isSearch ? ['relevance', 'name', 'price'] : ['position', 'name', 'price']).map((value) => ({ value, label: SORT_LABELS[value] })),
    }),
    suggestions: (r: ProductsResult) => (r.listing.suggestion ? [{ search: r.listing.suggestion }] : []),
    aggregations: async (
      r: ProductsResult,
      args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
      context: CommerceContext,
    ) => {
      const catalogue = catalogueOf(context);
      return aggregationsOf(
        context.ctx.db,
        r.listing,
        {
          storeCode: catalogue.store.code,
          locale: catalogue.locale,
          treePrefix: catalogue.treePrefix,
          rootCategoryId: catalogue.store.rootCategoryId,
          directChildrenOnly: !!args.filter?.category?.includeDirectChildrenOnly,
        },
        await catalogue.types.attributes(),
      );
    },
  },
  CategoryProducts: {
    items: (r: ProductsResult) => r.items,
    total_count: (r: ProductsResult) => r.listing.total,
    page_info: (r: ProductsResult) => ({
      page_size: r.listing.pageSize,
      current_page: r.listing.currentPage,
      total_pages: Math.ceil(r.listing.total / r.listing.pageSize),
    }),
  },
};
