import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import type {
  CardLookupMutation,
  CardLookupMutationVariables,
  MpiMutation,
  PlacedOrderQuery,
  PlacedOrderQueryVariables,
  PlaceOrderMutation,
  StoreIdQuery,
} from '@/lib/api/generated/commerce-operations';
import type { FilledAnswer } from '@/lib/api/money';
import {
  CARD_LOOKUP,
  MPI,
  PLACE_ORDER,
  PLACED_ORDER,
  SET_BILLING_ADDRESS_ON_CART,
  SET_MEMBERSHIP_DEVICE_ON_CART,
  SET_PAYMENT_METHOD_ON_CART,
  SET_SHIPPING_ADDRESSES_ON_CART,
  SET_SHIPPING_METHODS_ON_CART,
  STORE_ID,
} from './checkout.operations';

/**
 * The checkout's calls (spec 001 §7 "Cart and checkout mutations", "Card payments"). Their answers
 * are not cached: the flow reads each in turn, then the cart is read again (tag Cart). Every call
 * names its shop (main or launch monitor): each has its own store, customer token and cart. The
 * answers' types are the generated results of checkout.operations.ts; the inputs stay narrower than
 * Magento's (the two payment methods this shop takes).
 */

/** A cart address: a saved one by id, or a new one (optionally saved to the address book). */
export type CartAddressChoice = { customer_address_id: number } | { address: CartAddressInput };

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string;
  region_id?: number;
  postcode?: string;
  country_code: string;
  telephone: string;
  save_in_address_book?: boolean;
}

export interface PaymentMethodInput {
  code: 'authnetcim' | 'free';
  authnetcim?: { acceptjs_key: string; acceptjs_value: string; cc_type: string; cc_last4: string; cc_exp_month: number; cc_exp_year: number; save: false };
}

export type MpiResult = NonNullable<MpiMutation['processMpi3DAuthentication']>;

type CardLookup = NonNullable<CardLookupMutation['cardLookup']>;

type PlacedOrder = FilledAnswer<NonNullable<NonNullable<PlacedOrderQuery['customer']>['orders']>['items'][number]>;
/** A placed order's totals, for the success page: the same rows the cart and checkout showed. */
export type PlacedOrderTotals = NonNullable<NonNullable<PlacedOrder>['total']>;

export const checkoutApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    storeId: build.query<number, Shop>({
      query: (shop) => ({ query: STORE_ID, method: 'GET', shop }),
      transformResponse: (data: StoreIdQuery) => data.storeConfig!.id as number,
    }),
    placedOrder: build.query<{ totals: PlacedOrderTotals; isVirtual: boolean } | null, { number: string; shop: Shop }>({
      query: ({ number, shop }) => ({
        query: PLACED_ORDER,
        variables: { n: number } satisfies PlacedOrderQueryVariables,
        shop,
      }),
      transformResponse: (data: PlacedOrderQuery) => {
        const order = data.customer!.orders!.items[0] as PlacedOrder | undefined;
        return order ? { totals: order.total as PlacedOrderTotals, isVirtual: order.is_virtual } : null;
      },
    }),
    setShippingAddress: build.mutation<unknown, { cartId: string; address: CartAddressChoice; shop: Shop }>({
      query: ({ cartId, address, shop }) => ({
        query: SET_SHIPPING_ADDRESSES_ON_CART,
        variables: { input: { cart_id: cartId, shipping_addresses: [address] } },
        shop,
      }),
    }),
    setBillingAddress: build.mutation<unknown, { cartId: string; address: CartAddressChoice | { same_as_shipping: true }; shop: Shop }>({
      query: ({ cartId, address, shop }) => ({
        query: SET_BILLING_ADDRESS_ON_CART,
        variables: { input: { cart_id: cartId, billing_address: address } },
        shop,
      }),
    }),
    /** Shipping is fixed in the main shop: pickup at the player's center (spec 001 §4). */
    setPickup: build.mutation<unknown, { cartId: string; shop: Shop }>({
      query: ({ cartId, shop }) => ({
        query: SET_SHIPPING_METHODS_ON_CART,
        variables: { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'localPickup', method_code: 'flatrate' }] } },
        shop,
      }),
    }),
    setPaymentMethod: build.mutation<unknown, { cartId: string; payment: PaymentMethodInput; shop: Shop }>({
      query: ({ cartId, payment, shop }) => ({
        query: SET_PAYMENT_METHOD_ON_CART,
        variables: { input: { cart_id: cartId, payment_method: payment } },
        shop,
      }),
    }),
    /** The launch monitor a membership in the cart is for: one of the customer's devices; the cart is read again. */
    setMembershipDevice: build.mutation<unknown, { cartId: string; deviceId: number; shop: Shop }>({
      query: ({ cartId, deviceId, shop }) => ({
        query: SET_MEMBERSHIP_DEVICE_ON_CART,
        variables: { input: { cart_id: cartId, device_id: deviceId } },
        shop,
      }),
      invalidatesTags: (_result, _error, { shop }) => [{ type: 'Cart', id: shop }],
    }),
    cardLookup: build.mutation<CardLookup, { cartId: string; ccNumber: string; storeId: number; shop: Shop }>({
      query: ({ cartId, ccNumber, storeId, shop }) => ({
        query: CARD_LOOKUP,
        variables: { c: cartId, n: ccNumber, s: storeId } satisfies CardLookupMutationVariables,
        shop,
      }),
      transformResponse: (data: CardLookupMutation) => data.cardLookup!,
    }),
    startThreeDSecure: build.mutation<
      MpiResult,
      { incrementId: string; card: { card_name: string; cc_exp_month: number; cc_exp_year: number; cc_number: string }; callbackUrl: string; shop: Shop }
    >({
      query: ({ incrementId, card, callbackUrl, shop }) => ({
        query: MPI,
        variables: { i: incrementId, card, ua: navigator.userAgent, cb: callbackUrl },
        shop,
      }),
      transformResponse: (data: MpiMutation) => data.processMpi3DAuthentication!,
    }),
    /** Places the cart's order once (the server answers a repeat with the same order); the cart ends. */
    placeOrder: build.mutation<{ orderNumber: string | null; message: string | null }, { cartId: string; shop: Shop }>({
      query: ({ cartId, shop }) => ({
        query: PLACE_ORDER,
        variables: { input: { cart_id: cartId } },
        shop,
      }),
      transformResponse: (data: PlaceOrderMutation) => ({
        orderNumber: data.placeOrder!.order?.order_number ?? null,
        message: data.placeOrder!.errors[0]?.message ?? null,
      }),
      invalidatesTags: (_result, _error, { shop }) => [{ type: 'Cart', id: shop }, 'Orders'],
    }),
  }),
});

export const {
  useStoreIdQuery,
  usePlacedOrderQuery,
  useSetShippingAddressMutation,
  useSetBillingAddressMutation,
  useSetPickupMutation,
  useSetPaymentMethodMutation,
  useSetMembershipDeviceMutation,
  useCardLookupMutation,
  useStartThreeDSecureMutation,
  usePlaceOrderMutation,
} = checkoutApi;
