// The catalogue indexer's job (storefront documents) is defined with the catalogue's GraphQL.
import './documents/document-jobs.ts';
import { categoryResolvers } from './categories/categories.resolvers.ts';
import type { ProductRow } from './loaders/product-loaders.ts';
import type { CategoryRow } from './loaders/category-loaders.ts';
import { productFields, weightField } from './products/product-fields.ts';
import { listingResolvers, type ProductsResult } from './products/products.resolvers.ts';
import { bundleFields } from './types/bundle.ts';
import { configurableFields } from './types/configurable.ts';
import { customOptionsField } from './types/custom-options.ts';
import { downloadableFields } from './types/downloadable.ts';
import { giftCardFields } from './types/gift-card.ts';
import { routeResolvers } from './url-routes/url-routes.ts';
import type { ProductType } from './products/products.tables.ts';
import type { Resolvers } from '../graphql/index.ts';

const TYPENAME = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  giftcard: 'GiftCardProduct',
  downloadable: 'DownloadableProduct',
} as const satisfies Record<ProductType, string>;

// The row the product types resolve from (see graphql/parents.ts).
declare module '../graphql/parents.ts' {
  interface ResolverParents {
    SimpleProduct: ProductRow;
    VirtualProduct: ProductRow;
    ConfigurableProduct: ProductRow;
    BundleProduct: ProductRow;
    GiftCardProduct: ProductRow;
    DownloadableProduct: ProductRow;
    CategoryTree: CategoryRow;
    Products: ProductsResult;
    CategoryProducts: ProductsResult;
  }
}

type ProductTypename = (typeof TYPENAME)[ProductType];
/** Virtual and downloadable products have no weight: they never answer as a PhysicalProductInterface. */
const physicalTypename = (name: ProductTypename) => (name === 'VirtualProduct' || name === 'DownloadableProduct' ? null : name);

/** The type an object names itself (every media, link, option and swatch object carries its __typename). */
const withTypename = <T extends string>(o: { __typename?: T }) => o.__typename ?? null;

/**
 * The catalogue's resolvers: Magento's category and product queries for every product type.
 */
export const catalogueResolvers: Resolvers = {
  ...listingResolvers,
  Query: { ...listingResolvers.Query, ...categoryResolvers.Query, ...routeResolvers.Query },
  CategoryInterface: categoryResolvers.CategoryInterface,
  CategoryTree: categoryResolvers.CategoryTree,
  ProductInterface: { resolveType: (p: ProductRow) => TYPENAME[p.typeId] },
  PhysicalProductInterface: { resolveType: (p: ProductRow) => physicalTypename(TYPENAME[p.typeId]) },
  CustomizableProductInterface: { resolveType: (p: ProductRow) => TYPENAME[p.typeId] },
  RoutableInterface: { resolveType: (o) => ('typeId' in o ? TYPENAME[o.typeId] : 'path' in o ? 'CategoryTree' : 'CmsPage') },
  MediaGalleryInterface: { resolveType: withTypename },
  ProductLinksInterface: { resolveType: withTypename },
  CustomizableOptionInterface: { resolveType: withTypename },
  SwatchDataInterface: { resolveType: withTypename },
  AttributeOptionInterface: { resolveType: withTypename },
  AttributeMetadataInterface: { resolveType: withTypename },
  UiInputTypeInterface: { resolveType: withTypename },
  AggregationOptionInterface: { resolveType: () => 'AggregationOption' },
  SimpleProduct: { ...productFields, weight: weightField, options: customOptionsField },
  VirtualProduct: { ...productFields, options: customOptionsField },
  ConfigurableProduct: { ...productFields, weight: weightField, options: customOptionsField, ...configurableFields },
  BundleProduct: { ...productFields, weight: weightField, options: customOptionsField, ...bundleFields },
  GiftCardProduct: { ...productFields, weight: weightField, options: customOptionsField, ...giftCardFields },
  DownloadableProduct: { ...productFields, options: customOptionsField, ...downloadableFields },
};
