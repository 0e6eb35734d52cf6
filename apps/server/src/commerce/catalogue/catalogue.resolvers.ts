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
import { giftCardFields } from './types/gift-card.ts';
import type { ProductType } from './products/products.tables.ts';

const TYPENAME: Record<ProductType, string> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  giftcard: 'GiftCardProduct',
};

// The row the product types resolve from (see graphql/parents.ts).
declare module '../graphql/parents.ts' {
  interface ResolverParents {
    SimpleProduct: ProductRow;
    VirtualProduct: ProductRow;
    ConfigurableProduct: ProductRow;
    BundleProduct: ProductRow;
    GiftCardProduct: ProductRow;
    CategoryTree: CategoryRow;
    Products: ProductsResult;
    CategoryProducts: ProductsResult;
  }
}

const withTypename = (o: { __typename?: string }) => o.__typename;

/**
 * The catalogue's resolvers: Magento's category and product queries for every product type. The
 * category and listing maps are typed from the SDL; the product types' field maps are not yet.
 */
export const catalogueResolvers = {
  ...listingResolvers,
  Query: { ...listingResolvers.Query, ...categoryResolvers.Query },
  CategoryInterface: categoryResolvers.CategoryInterface,
  CategoryTree: categoryResolvers.CategoryTree,
  ProductInterface: { resolveType: (p: ProductRow) => TYPENAME[p.typeId] },
  PhysicalProductInterface: { resolveType: (p: ProductRow) => TYPENAME[p.typeId] },
  CustomizableProductInterface: { resolveType: (p: ProductRow) => TYPENAME[p.typeId] },
  RoutableInterface: { resolveType: (o: ProductRow | { path: string }) => ('typeId' in o ? TYPENAME[o.typeId] : 'CategoryTree') },
  MediaGalleryInterface: { resolveType: withTypename },
  ProductLinksInterface: { resolveType: withTypename },
  CustomizableOptionInterface: { resolveType: withTypename },
  SwatchDataInterface: { resolveType: withTypename },
  AggregationOptionInterface: { resolveType: () => 'AggregationOption' },
  SimpleProduct: { ...productFields, weight: weightField, options: customOptionsField },
  VirtualProduct: { ...productFields, options: customOptionsField },
  ConfigurableProduct: { ...productFields, weight: weightField, options: customOptionsField, ...configurableFields },
  BundleProduct: { ...productFields, weight: weightField, options: customOptionsField, ...bundleFields },
  GiftCardProduct: { ...productFields, weight: weightField, options: customOptionsField, ...giftCardFields },
};
