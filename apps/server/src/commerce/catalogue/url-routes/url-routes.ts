import { invalid } from '../../../platform/errors.ts';
import type { CommerceContext, QueryResolvers } from '../../graphql/index.ts';
import { findCategories } from '../categories/categories.service.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { CategoryRow } from '../loaders/category-loaders.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { runListing } from '../products/products.resolvers.ts';

/** Magento's url_rewrite request_path is at most 255 characters. */
const MAX_URL = 255;

/**
 * The path a storefront asks about, as Magento's URL rewrites store it: no host, query or
 * fragment, no leading or trailing slash, no `.html` suffix (this shop's suffixes are empty, and
 * storefronts built for Magento's defaults add it).
 */
export function requestPathOf(url: string): string {
  if (url.length > MAX_URL) throw invalid('url', `A URL has at most ${MAX_URL} characters.`);
  let path = url.trim();
  try {
    path = new URL(path, 'http://storefront.invalid').pathname;
  } catch {
    throw invalid('url', 'Give the page URL as a path, for example /clubs/drivers.');
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is a path that matches nothing; it is looked up as written.
  }
  return path.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
}

/** The category (by url_path) or else the product (by url_key) at a URL of the selected store. */
async function resolveRoute(url: string, context: CommerceContext): Promise<CategoryRow | ProductRow | null> {
  const path = requestPathOf(url);
  if (!path) return null;
  const catalogue = catalogueOf(context);
  const tree = { rootCategoryId: catalogue.store.rootCategoryId, treePrefix: catalogue.treePrefix, locale: catalogue.locale };
  const categories = await findCategories(
    context.ctx.db,
    tree,
    { url_path: { eq: path } },
    { pageSize: 1 },
    { treeRows: catalogue.categories.tree, total: false },
  );
  if (categories.rows[0]) return categories.rows[0];
  if (path.includes('/')) return null;
  const products = await runListing({ filter: { url_key: { eq: path } }, pageSize: 1 }, context);
  return products.items[0] ?? null;
}

export const routeResolvers: { Query: Pick<QueryResolvers, 'route'> } = {
  Query: {
    route: (_, args, context) => resolveRoute(args.url, context),
  },
};
