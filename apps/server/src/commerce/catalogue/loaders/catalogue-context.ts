import type { Db } from '../../../platform/db/client.ts';
import type { CommerceContext } from '../../graphql/index.ts';
import type { Store } from '../../store/index.ts';
import { todayIn } from '../prices/money.ts';
import { categoryLoaders } from './category-loaders.ts';
import { productLoaders } from './product-loaders.ts';
import { typeLoaders } from './type-loaders.ts';

export interface Catalogue {
  store: CommerceContext['store'];
  /** Today in the store's time zone (special price dates). */
  today: string;
  /** Path prefix of the store's category tree ("1/2/"). */
  treePrefix: string;
  baseUrl: string;
  products: ReturnType<typeof productLoaders>;
  types: ReturnType<typeof typeLoaders>;
  categories: ReturnType<typeof categoryLoaders>;
}

const perRequest = new WeakMap<CommerceContext, Catalogue>();

/** Loaders for one store outside a GraphQL request (REST layouts, indexers); make one per request or job. */
export function catalogueForStore(db: Db, store: Store, baseUrl: string, now: Date): Catalogue {
  return {
    store,
    today: todayIn(store.timezone, now),
    treePrefix: `1/${store.rootCategoryId}/`,
    baseUrl,
    products: productLoaders(db, store.code),
    types: typeLoaders(db, store.code),
    categories: categoryLoaders(db, store.code),
  };
}

/**
 * The catalogue's loaders for one GraphQL request, made on first use and kept with the request's
 * context, so every resolver of the request shares the same batches and caches.
 */
export function catalogueOf(context: CommerceContext): Catalogue {
  let catalogue = perRequest.get(context);
  if (!catalogue) {
    catalogue = catalogueForStore(context.ctx.db, context.store, context.baseUrl, context.ctx.clock.now());
    perRequest.set(context, catalogue);
  }
  return catalogue;
}
