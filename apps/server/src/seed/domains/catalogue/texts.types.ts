/**
 * The demo catalogue's texts in one store-view language: products by sku ([name, short
 * description]), categories by url path, attributes by code and their options by "code:label".
 * What is not listed reads in English (the default value), as a Magento store view falls back.
 */
export interface CatalogueTexts {
  products: Record<string, [name: string, short: string]>;
  categories: Record<string, string>;
  attributes: Record<string, string>;
  options: Record<string, string>;
}

/**
 * A view's long texts and the small ones around a product: descriptions (HTML) by sku and by
 * category url path, tags by their English word, bundle and custom option titles by
 * "sku:title", option values by "sku:option:value", gift card designs by their default name.
 */
export interface CatalogueDetails {
  descriptions: Record<string, string>;
  categoryDescriptions: Record<string, string>;
  tags: Record<string, string>;
  bundleOptions: Record<string, string>;
  customOptions: Record<string, string>;
  optionValues: Record<string, string>;
  giftCardTemplates: Record<string, [name: string, notes: string]>;
}
