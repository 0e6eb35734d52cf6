import { catalogueResolvers } from '../catalogue/catalogue.resolvers.ts';
import { contentResolvers } from '../content/content.resolvers.ts';
import { customerResolvers } from '../customer/customer.resolvers.ts';
import { shoppingResolvers } from '../checkout/resolver-set.ts';
import { directoryResolvers } from '../directory/directory.resolvers.ts';
import { storeResolvers } from '../store/store.resolvers.ts';
import { giftCardsResolvers } from '../gift-cards/index.ts';
import { subscriptionsResolvers } from '../subscriptions/index.ts';
import { returnsResolvers } from '../returns/index.ts';
import { fittingOrdersResolvers } from '../fitting-orders/fitting-orders.resolvers.ts';
import { membershipsResolvers } from '../memberships/index.ts';

type Resolvers = Record<string, Record<string, unknown>>;

/** Every domain's resolvers; a new domain adds its map to the list (one line). */
const ALL: Resolvers[] = [storeResolvers, directoryResolvers, customerResolvers, catalogueResolvers as Resolvers, contentResolvers, ...shoppingResolvers, giftCardsResolvers as unknown as Resolvers, subscriptionsResolvers as unknown as Resolvers, returnsResolvers as unknown as Resolvers, fittingOrdersResolvers, membershipsResolvers as unknown as Resolvers];

export function commerceResolvers(): Resolvers {
  const merged: Resolvers = {};
  for (const resolvers of ALL) for (const [type, fields] of Object.entries(resolvers)) merged[type] = { ...merged[type], ...fields };
  return merged;
}
