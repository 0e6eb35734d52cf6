import type { CommerceContext } from '../../graphql/context.ts';
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

/**
 * The catalogue's loaders for one GraphQL request, made on first use and kept with the request's
 * context, so every resolver of the request shares the same batches and caches.
 */
export function catalogueOf(context: CommerceContext): Catalogue {
  let catalogue = perRequest.get(context);
  if (!catalogue) {
    const { db } = context.ctx;
    const code = context.store.code;
    catalogue = {
      store: context.store,
      today: todayIn(context.store.timezone),
      treePrefix: `1/${context.store.rootCategoryId}/`,
      baseUrl: context.baseUrl,
      products: productLoaders(db, code),
      types: typeLoaders(db, code),
      categories: categoryLoaders(db, code),
    };
    perRequest.set(context, catalogue);
  }
  return catalogue;
}
