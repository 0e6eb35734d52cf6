import type { Locale } from '@golf/contracts';
import type { Db } from '../../../platform/db/index.ts';
import type { CommerceContext } from '../../graphql/index.ts';
import type { Store } from '../../store/index.ts';
import { todayIn } from '../prices/money.ts';
import { categoryLoaders } from './category-loaders.ts';
import { productLoaders, type ProductRow } from './product-loaders.ts';
import { documentRow, type DocumentReading } from '../documents/document-reader.ts';
import type { ProductDocument } from '../documents/document-shape.ts';
import { typeLoaders } from './type-loaders.ts';
import { includedTaxPercent } from '../../tax/index.ts';
import type Decimal from 'decimal.js';
import { viewLocaleOf } from '../views/store-views.ts';
import { detailSetLoader } from './detail-sets.ts';

export interface Catalogue {
  store: CommerceContext['store'];
  /** The store view's language: catalogue texts are read in it, falling back to the default (English). */
  locale: Locale;
  /** Today in the store's time zone (special price dates). */
  today: string;
  /** Path prefix of the store's category tree ("1/2/"). */
  treePrefix: string;
  baseUrl: string;
  products: ReturnType<typeof productLoaders>;
  types: ReturnType<typeof typeLoaders>;
  categories: ReturnType<typeof categoryLoaders>;
  /** What the product's storefront document computed, when the row was read from one. */
  documentOf(row: ProductRow): ProductDocument | undefined;
  /** Which documents this catalogue reads (a GraphQL request's), for reads that fetch them with their own rows. */
  documents?: DocumentReading;
  /**
   * The percent of tax the store's shown prices include (Japan's 10 %; 0 where prices are shown
   * without tax). Only what GraphQL shows carries it; the cart and the indexes price net.
   */
  shownTaxPercent(): Promise<Decimal>;
  /** Marks products shown alone on their page (a product page): their details are then read in one statement. */
  showsAlone(ids: readonly number[]): void;
  /**
   * For a product shown alone, the read of its details (prices, tiers, media, links, categories,
   * custom options) that primes the loaders: await it before loading those. Undefined otherwise
   * (a listing's cards load them per kind, batched across the page).
   */
  detailOf(productId: number): Promise<unknown> | undefined;
}

/**
 * Hands the request's product loader the documents another domain read with its own rows through
 * currentDocumentOf (a cart's lines): those products then read nothing more. A product without a
 * current document is left to the loader, which reads it from the source tables.
 */
export function primeProductDocuments(catalogue: Catalogue, read: { productId: number; doc: ProductDocument | string | null }[]): void {
  if (!catalogue.documents) return;
  for (const { productId, doc } of read) {
    const row = documentRow(catalogue.documents, doc);
    if (row) catalogue.products.product.prime(productId, row);
  }
}

const perRequest = new WeakMap<CommerceContext, Catalogue>();

/**
 * Loaders for one store outside a GraphQL request (REST layouts, indexers); make one per request or
 * job. Without a language, texts are the store's default view's.
 */
export function catalogueForStore(db: Db, store: Store, baseUrl: string, now: Date, shopperLocale?: Locale, opts: { documents?: boolean } = {}): Catalogue {
  const locale = viewLocaleOf(store, shopperLocale);
  const today = todayIn(store.timezone, now);
  const documents: DocumentReading | undefined = opts.documents
    ? { storeCode: store.code, locale, defaultLocale: viewLocaleOf(store, undefined), today, byRow: new WeakMap() }
    : undefined;
  const products = productLoaders(db, store.code, locale, documents);
  const types = typeLoaders(db, store.code, locale);
  const categories = categoryLoaders(db, store.code, locale, store.rootCategoryId);
  const details = documents
    ? detailSetLoader(db, documents, { ...products, ofProduct: categories.ofProduct, category: categories.category, customOptions: types.customOptions })
    : null;
  const alone = new Set<number>();
  return {
    store,
    locale,
    today,
    treePrefix: `1/${store.rootCategoryId}/`,
    baseUrl,
    products,
    types,
    categories,
    documentOf: (row) => documents?.byRow.get(row),
    documents,
    shownTaxPercent: () => includedTaxPercent(db, store.countryCode),
    showsAlone: (ids) => ids.forEach((id) => alone.add(id)),
    detailOf: (productId) => (details && alone.has(productId) ? details.load(productId) : undefined),
  };
}

/**
 * The catalogue's loaders for one GraphQL request, made on first use and kept with the request's
 * context, so every resolver of the request shares the same batches and caches. Products are read
 * from their storefront documents (documents/), computed from the source tables when none is current.
 */
export function catalogueOf(context: CommerceContext): Catalogue {
  let catalogue = perRequest.get(context);
  if (!catalogue) {
    catalogue = catalogueForStore(context.ctx.db, context.store, context.baseUrl, context.ctx.clock.now(), context.locale, { documents: true });
    perRequest.set(context, catalogue);
  }
  return catalogue;
}
