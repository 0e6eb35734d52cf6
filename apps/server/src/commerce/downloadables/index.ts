// Downloadable products' face for the app: the purchased links copied when checkout writes an order,
// their GraphQL fields on orders, and the demo files.
import { registerOrderHooks } from '../checkout/index.ts';
import { copyPurchasedLinks } from './purchased-links.ts';

export { downloadablesResolvers } from './downloadables.resolvers.ts';
export { downloadableRoutes } from './downloadables.routes.ts';

/** Copies an order's downloadable links in its transaction; called once when the app is built. */
export function installDownloadableHooks(): void {
  registerOrderHooks('downloadables', { written: (tx, { order, lines }) => copyPurchasedLinks(tx, order, lines) });
}
