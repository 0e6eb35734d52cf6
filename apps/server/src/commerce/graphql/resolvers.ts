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
import { downloadablesResolvers } from '../downloadables/index.ts';
import type { Resolvers } from './generated/resolvers.ts';

/** Every domain's resolvers; a new domain adds its map to the list (one line). */
const ALL: Resolvers[] = [
  storeResolvers,
  directoryResolvers,
  customerResolvers,
  catalogueResolvers,
  contentResolvers,
  addressesResolvers,
  cartResolvers,
  checkoutResolvers,
  paymentsResolvers,
  ordersResolvers,
  pickupResolvers,
  giftCardsResolvers,
  subscriptionsResolvers,
  returnsResolvers,
  fittingOrdersResolvers,
  membershipsResolvers,
  downloadablesResolvers,
];

export function commerceResolvers(): Resolvers {
  const merged: Record<string, object> = {};
  for (const resolvers of ALL) for (const [type, fields] of Object.entries(resolvers)) merged[type] = { ...merged[type], ...fields };
  return merged as Resolvers;
}
