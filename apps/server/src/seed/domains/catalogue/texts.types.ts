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
