import type { CommerceContext, Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import type { Shopper } from '../cart/index.ts';
import { setBillingAddress, setShippingAddress, setShippingMethod } from './cart-addresses.service.ts';
import { setPaymentMethod } from './payment-method.service.ts';
import { placeOrder } from './place-order.service.ts';
import type { OrderRow } from '../orders/index.ts';
import { ServiceError } from '../../platform/errors.ts';

const shopper = (context: CommerceContext): Shopper => ({ customer: context.customer, store: context.store });
const placed = (order: OrderRow) => ({ order: { order_number: order.number, order_id: order.number }, orderV2: order, errors: [] });

export const checkoutResolvers: Resolvers = {
  Mutation: {
    setBillingAddressOnCart: async (_, args, context) => ({
      cart: await setBillingAddress(
        context.ctx,
        shopper(context),
        args.input?.cart_id ?? args.cart_id ?? '',
        args.input?.billing_address ?? args.billing_address ?? {},
      ),
    }),
    setShippingAddressesOnCart: async (_, args, context) => ({
      cart: await setShippingAddress(context.ctx, shopper(context), args.input?.cart_id ?? '', args.input?.shipping_addresses ?? []),
    }),
    setShippingMethodsOnCart: async (_, args, context) => ({
      cart: await setShippingMethod(context.ctx, shopper(context), args.input?.cart_id ?? '', args.input?.shipping_methods ?? []),
    }),
    setPaymentMethodOnCart: async (_, args, context) => ({
      cart: await setPaymentMethod(context.ctx, shopper(context), args.input?.cart_id ?? '', args.input?.payment_method ?? {}),
    }),
    placeOrder: async (_, args, context) => {
      requireCustomer(context);
      return placed(await placeOrder(context.ctx, shopper(context), args.input?.cart_id ?? '', context.locale));
    },
    setPaymentMethodAndPlaceOrder: async (_, args, context) => {
      requireCustomer(context);
      const cartId = args.input?.cart_id ?? '';
      await setPaymentMethod(context.ctx, shopper(context), cartId, args.input?.payment_method ?? {}).catch(async (error) => {
        // A repeated call after the order was placed finds the cart closed: answer the order.
        if (!(error instanceof ServiceError && error.code === 'CART_NOT_ACTIVE')) throw error;
      });
      return placed(await placeOrder(context.ctx, shopper(context), cartId, context.locale));
    },
  },
};
