import type { CommerceContext, Resolvers } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { CategoryRow } from '../loaders/category-loaders.ts';
import { categoryMediaUrl, productMediaUrl } from '../media/media-urls.ts';
import { checkPaging, type ProductSort } from '../products/listing-input.ts';
import { magentoTime } from '../products/product-fields.ts';
import { runListing } from '../products/products.resolvers.ts';
import { uidOf } from '../uid.ts';
import { featuredProductIds, filterValuesOf, findCategories } from './categories.service.ts';

type Ctx = CommerceContext;

const treeOf = (context: Ctx) => {
  const catalogue = catalogueOf(context);
  return { rootCategoryId: catalogue.store.rootCategoryId, treePrefix: catalogue.treePrefix, locale: catalogue.locale };
};

async function featured(category: CategoryRow, args: { pageSize?: number | null; currentPage?: number | null }, context: Ctx, subtree: boolean) {
  const catalogue = catalogueOf(context);
  const paging = checkPaging(args.pageSize ?? 4, args.currentPage ?? 1);
  const picks = await featuredProductIds(context.ctx.db, category, catalogue.store.code, subtree, paging);
  const [rows, media] = await Promise.all([
    catalogue.products.product.loadMany(picks.map((p) => p.productId)),
    catalogue.products.media.loadMany(picks.map((p) => p.productId)),
  ]);
  return picks.flatMap((pick, i) => {
    const product = rows[i];
    if (!product || product instanceof Error) return [];
    const images = media[i] instanceof Error ? [] : (media[i] ?? []);
    const image = images.find((m) => m.roles.includes('small_image')) ?? images[0];
    return [
      {
        position: pick.position,
        uid: uidOf(product.id),
        sku: product.sku,
        name: product.name,
        url_key: product.urlKey,
        image: image ? productMediaUrl(catalogue.baseUrl, image.file) : null,
        product,
      },
    ];
  });
}

export const categoryResolvers: Resolvers = {
  Query: {
    categoryList: async (_, args, context) =>
      (await findCategories(context.ctx.db, treeOf(context), args.filters, args, { treeRows: catalogueOf(context).categories.tree, total: false })).rows,
    categories: async (_, args, context) => {
      const found = await findCategories(context.ctx.db, treeOf(context), args.filters, args, { treeRows: catalogueOf(context).categories.tree });
      return {
        items: found.rows,
        total_count: found.total,
        page_info: { page_size: found.pageSize, current_page: found.currentPage, total_pages: Math.ceil(found.total / found.pageSize) },
      };
    },
  },
  CategoryInterface: {
    resolveType: () => 'CategoryTree',
  },
  CategoryTree: {
    uid: (c: CategoryRow) => uidOf(c.id),
    url_key: (c: CategoryRow) => c.urlKey,
    url_path: (c: CategoryRow) => c.urlPath,
    path_in_store: (c: CategoryRow) => c.path.split('/').slice(2).join('/'),
    url_suffix: () => '',
    canonical_url: (c: CategoryRow) => c.urlPath,
    created_at: (c: CategoryRow) => magentoTime(c.createdAt),
    updated_at: (c: CategoryRow) => magentoTime(c.updatedAt),
    product_count: (c: CategoryRow, _: unknown, context: Ctx) => catalogueOf(context).categories.productCount.load(c.id),
    default_sort_by: (c: CategoryRow) => c.defaultSortBy,
    available_sort_by: () => ['position', 'name', 'price'],
    display_mode: (c: CategoryRow) => c.displayMode,
    include_in_menu: (c: CategoryRow) => (c.includeInMenu ? 1 : 0),
    is_anchor: (c: CategoryRow) => (c.isAnchor ? 1 : 0),
    meta_title: (c: CategoryRow) => c.metaTitle ?? c.name,
    meta_description: (c: CategoryRow) => c.metaDescription,
    meta_keywords: (c: CategoryRow) => c.metaKeywords,
    // This shop's categories show products, never a CMS landing block (Magento answers null then).
    cms_block: () => null,
    image: (c: CategoryRow, _: unknown, context: Ctx) => (c.image ? categoryMediaUrl(context.baseUrl, c.image) : null),
    children_count: async (c: CategoryRow, _: unknown, context: Ctx) => String((await catalogueOf(context).categories.children.load(c.id)).length),
    children: (c: CategoryRow, _: unknown, context: Ctx) => catalogueOf(context).categories.children.load(c.id),
    products: (c: CategoryRow, args: { pageSize?: number | null; currentPage?: number | null; sort?: ProductSort | null }, context: Ctx) =>
      runListing({ filter: { category_id: { eq: String(c.id) } }, pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort }, context),
    breadcrumbs: async (c: CategoryRow, _: unknown, context: Ctx) => {
      const ids = c.path.split('/').map(Number).slice(2, -1);
      if (ids.length === 0) return null;
      const rows = await catalogueOf(context).categories.category.loadMany(ids);
      return rows.flatMap((a) =>
        a && !(a instanceof Error)
          ? [
              {
                category_id: a.id,
                category_uid: uidOf(a.id),
                category_name: a.name,
                category_level: a.level,
                category_url_key: a.urlKey,
                category_url_path: a.urlPath,
              },
            ]
          : [],
      );
    },
    golf_category_code: (c: CategoryRow) => c.code,
    category_custom_url: (c: CategoryRow) => c.customUrl,
    gallery_image: (c: CategoryRow, _: unknown, context: Ctx) => (c.galleryImage ? { urlImage: categoryMediaUrl(context.baseUrl, c.galleryImage) } : null),
    filterable_attribute: async (c: CategoryRow, _: unknown, context: Ctx) => {
      const catalogue = catalogueOf(context);
      const [values, attributes] = await Promise.all([filterValuesOf(context.ctx.db, c.id, catalogue.store.code), catalogue.types.attributes()]);
      const present = new Set(values.map((v) => v.optionId));
      return [...attributes.byId.values()]
        .filter((a) => a.isFilterable)
        .sort((a, b) => a.position - b.position)
        .flatMap((a) => {
          const options = (attributes.optionsOf.get(a.id) ?? []).filter((o) => present.has(o.id));
          if (options.length === 0) return [];
          return [
            {
              attribute_code: a.code,
              attribute_label: a.label,
              attribute_type: a.inputType,
              position: a.position,
              attribute_values: options.map((o) => ({ value: String(o.id), label: o.label, swatch: o.swatchValue })),
            },
          ];
        });
    },
    featured_products: (c: CategoryRow, args: { pageSize?: number | null; currentPage?: number | null }, context: Ctx) => featured(c, args, context, false),
    golf_featured_products: (c: CategoryRow, args: { pageSize?: number | null; currentPage?: number | null }, context: Ctx) => featured(c, args, context, true),
    type: () => 'CATEGORY',
    relative_url: (c: CategoryRow) => c.urlPath,
    redirect_code: () => 0,
  },
};
