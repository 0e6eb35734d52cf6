import { addressesResolvers } from '../addresses/addresses.resolvers.ts';
import { cartResolvers } from '../cart/cart.resolvers.ts';
import { ordersResolvers } from '../orders/orders.resolvers.ts';
import { paymentsResolvers } from '../payments/payments.resolvers.ts';
import { pickupResolvers } from '../pickup/pickup.resolvers.ts';
import { checkoutResolvers } from './checkout.resolvers.ts';

/** The resolvers of the address book, cart, checkout, card payments, orders and pickup locations, for graphql/resolvers.ts. */
export const shoppingResolvers = [addressesResolvers, cartResolvers, checkoutResolvers, paymentsResolvers, ordersResolvers, pickupResolvers] as unknown as Record<string, Record<string, unknown>>[];
