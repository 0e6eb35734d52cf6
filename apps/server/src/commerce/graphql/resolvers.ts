import { catalogueResolvers } from '../catalogue/catalogue.resolvers.ts';
import { contentResolvers } from '../content/index.ts';
import { customerResolvers } from '../customer/customer.resolvers.ts';
import { addressesResolvers } from '../addresses/addresses.resolvers.ts';
import { cartResolvers } from '../cart/cart.resolvers.ts';
import { checkoutResolvers } from '../checkout/checkout.resolvers.ts';
import { paymentsResolvers } from '../payments/payments.resolvers.ts';
import { ordersResolvers } from '../orders/orders.resolvers.ts';
import { pickupResolvers } from '../pickup/pickup.resolvers.ts';
import { directoryResolvers } from '../directory/directory.resolvers.ts';
import { storeResolvers } from '../store/store.resolvers.ts';
import { giftCardsResolvers } from '../gift-cards/index.ts';
import { subscriptionsResolvers } from '../subscriptions/index.ts';
import { returnsResolvers } from '../returns/index.ts';
import { fittingOrdersResolvers } from '../fitting-orders/fitting-orders.resolvers.ts';
import { membershipsResolvers } from '../memberships/index.ts';

type Resolvers = Record<string, Record<string, unknown>>;

/** Every domain's resolvers; a new domain adds its map to the list (one line). */
const ALL: Resolvers[] = [storeResolvers, directoryResolvers, customerResolvers, catalogueResolvers as Resolvers, contentResolvers, ...([addressesResolvers, cartResolvers, checkoutResolvers, paymentsResolvers, ordersResolvers, pickupResolvers] as unknown as Resolvers[]), giftCardsResolvers as unknown as Resolvers, subscriptionsResolvers as unknown as Resolvers, returnsResolvers as unknown as Resolvers, fittingOrdersResolvers, membershipsResolvers as unknown as Resolvers];

export function commerceResolvers(): Resolvers {
  const merged: Resolvers = {};
  for (const resolvers of ALL) for (const [type, fields] of Object.entries(resolvers)) merged[type] = { ...merged[type], ...fields };
  return merged;
}
