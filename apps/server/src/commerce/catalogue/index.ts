// The catalogue's public face for other commerce domains (content layouts; later cart and orders).
export { catalogueForStore, type Catalogue } from './loaders/catalogue-context.ts';
export type { ProductRow } from './loaders/product-loaders.ts';
export { isSalable, priceRangeOf, stockAllows } from './products/product-state.ts';
export { listProducts } from './products/listing.ts';
export { priceForQuantity, unitPrices } from './prices/final-price.ts';
export { money, moneyOfText, roundMoney, amount, type Amount } from './prices/money.ts';
export { productMediaUrl, categoryMediaUrl } from './media/media-urls.ts';
export { uidOf } from './uid.ts';
export { VISIBILITY } from './products/products.tables.ts';
export { idOfUid } from './uid.ts';
export { catalogueOf, primeProductDocuments } from './loaders/catalogue-context.ts';
export { currentDocumentOf, documentParams } from './documents/document-reader.ts';
export { variantsOf } from './products/product-state.ts';
export type { StockRow } from './loaders/product-loaders.ts';
export type { BundleData, CustomOption, GiftCardData } from './loaders/type-loaders.ts';
export { currencyDigits, todayIn } from './prices/money.ts';
export { addUnits, giveBackStock, takeStock, type StockUnits } from './products/stock-keeper.ts';
export { viewLocaleOf } from './views/store-views.ts';
export { downloadableLinkUid } from './types/downloadable.ts';
export { rebuildCatalogueReadModel } from './rebuild.ts';
export { DEMO_DOWNLOADS } from './types/downloadable.tables.ts';
export {
  demoDownloadFiles,
  downloadableLinksOf,
  giftCardTemplatesByIds,
  productHeads,
  productKeysById,
  productKeysBySku,
  productNamesInLanguage,
  productWeightSql,
  subscriptionChoicesOf,
  catalogueTextsIn,
  type DownloadableLinkRow,
  type SubscriptionChoice,
  type GiftCardTemplateRow,
} from './catalogue-reads.ts';
export { primeProductsById, primeProductsBySku } from './products-by-sku.ts';
