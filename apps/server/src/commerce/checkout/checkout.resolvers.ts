import type { CommerceContext } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import type { Shopper } from '../cart/index.ts';
import { setBillingAddress, setShippingAddress, setShippingMethod, type CartAddressInput } from './cart-addresses.service.ts';
import { setPaymentMethod, type PaymentMethodInput } from './payment-method.service.ts';
import { placeOrder } from './place-order.service.ts';
import type { OrderRow } from '../orders/index.ts';
import { ServiceError } from '../../platform/errors.ts';

const shopper = (context: CommerceContext): Shopper => ({ customer: context.customer, store: context.store });
const placed = (order: OrderRow) => ({ order: { order_number: order.number, order_id: order.number }, orderV2: order, errors: [] });

type BillingInput = { customer_address_id?: number | null; address?: CartAddressInput | null; use_for_shipping?: boolean | null; same_as_shipping?: boolean | null };

export const checkoutResolvers = {
  Mutation: {
    setBillingAddressOnCart: async (_: unknown, args: { input?: { cart_id: string; billing_address: BillingInput } | null; cart_id?: string | null; billing_address?: BillingInput | null }, context: CommerceContext) => ({
      cart: await setBillingAddress(context.ctx, shopper(context), args.input?.cart_id ?? args.cart_id ?? '', args.input?.billing_address ?? args.billing_address ?? {}),
    }),
    setShippingAddressesOnCart: async (_: unknown, args: { input?: { cart_id: string; shipping_addresses: Parameters<typeof setShippingAddress>[3] } | null }, context: CommerceContext) => ({
      cart: await setShippingAddress(context.ctx, shopper(context), args.input?.cart_id ?? '', args.input?.shipping_addresses ?? []),
    }),
    setShippingMethodsOnCart: async (_: unknown, args: { input?: { cart_id: string; shipping_methods: { carrier_code: string; method_code: string }[] } | null }, context: CommerceContext) => ({
      cart: await setShippingMethod(context.ctx, shopper(context), args.input?.cart_id ?? '', args.input?.shipping_methods ?? []),
    }),
    setPaymentMethodOnCart: async (_: unknown, args: { input?: { cart_id: string; payment_method: PaymentMethodInput } | null }, context: CommerceContext) => ({
      cart: await setPaymentMethod(context.ctx, shopper(context), args.input?.cart_id ?? '', args.input?.payment_method ?? {}),
    }),
    placeOrder: async (_: unknown, args: { input?: { cart_id: string } | null }, context: CommerceContext) => {
      requireCustomer(context);
      return placed(await placeOrder(context.ctx, shopper(context), args.input?.cart_id ?? ''));
    },
    setPaymentMethodAndPlaceOrder: async (_: unknown, args: { input?: { cart_id: string; payment_method: PaymentMethodInput } | null }, context: CommerceContext) => {
      requireCustomer(context);
      const cartId = args.input?.cart_id ?? '';
      await setPaymentMethod(context.ctx, shopper(context), cartId, args.input?.payment_method ?? {}).catch(async (error) => {
        // A repeated call after the order was placed finds the cart closed: answer the order.
        if (!(error instanceof ServiceError && error.code === 'CART_NOT_ACTIVE')) throw error;
      });
      return placed(await placeOrder(context.ctx, shopper(context), cartId));
    },
  },
};
