import { commerceApi, type Shop } from '@/lib/api/commerce-api';

/**
 * The checkout's calls (spec 001 §7 "Cart and checkout mutations", "Card payments"). Their answers
 * are not cached: the flow reads each in turn, then the cart is read again (tag Cart). Every call
 * names its shop (main or launch monitor): each has its own store, customer token and cart.
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

export interface MpiResult {
  error_message: string | null;
  TransStatus: string | null;
  ChallengeURL: string | null;
  ReceiptId: string | null;
}

const ID_ONLY = 'cart { id }';

/** A placed order's totals, for the success page: the same rows the cart and checkout showed. */
export interface PlacedOrderTotals {
  subtotal: { value: number; currency: string };
  discounts: { label: string; amount: { value: number; currency: string } }[] | null;
  taxes: { title: string; amount: { value: number; currency: string } }[] | null;
  total_shipping: { value: number; currency: string };
  grand_total: { value: number; currency: string };
}
const MONEY = 'value currency';

export const checkoutApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    storeId: build.query<number, Shop>({
      query: (shop) => ({ query: 'query StoreId { storeConfig { id } }', method: 'GET', shop }),
      transformResponse: (data: { storeConfig: { id: number } }) => data.storeConfig.id,
    }),
    placedOrder: build.query<{ totals: PlacedOrderTotals; isVirtual: boolean } | null, { number: string; shop: Shop }>({
      query: ({ number, shop }) => ({
        query: `query PlacedOrder($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { is_virtual total { subtotal { ${MONEY} } discounts { label amount { ${MONEY} } } taxes { title amount { ${MONEY} } } total_shipping { ${MONEY} } grand_total { ${MONEY} } } } } } }`,
        variables: { n: number },
        shop,
      }),
      transformResponse: (data: { customer: { orders: { items: { is_virtual: boolean; total: PlacedOrderTotals }[] } } }) => {
        const order = data.customer.orders.items[0];
        return order ? { totals: order.total, isVirtual: order.is_virtual } : null;
      },
    }),
    setShippingAddress: build.mutation<unknown, { cartId: string; address: CartAddressChoice; shop: Shop }>({
      query: ({ cartId, address, shop }) => ({
        query: `mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { ${ID_ONLY} } }`,
        variables: { input: { cart_id: cartId, shipping_addresses: [address] } },
        shop,
      }),
    }),
    setBillingAddress: build.mutation<unknown, { cartId: string; address: CartAddressChoice | { same_as_shipping: true }; shop: Shop }>({
      query: ({ cartId, address, shop }) => ({
        query: `mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { ${ID_ONLY} } }`,
        variables: { input: { cart_id: cartId, billing_address: address } },
        shop,
      }),
    }),
    /** Shipping is fixed in the main shop: pickup at the player's center (spec 001 §4). */
    setPickup: build.mutation<unknown, { cartId: string; shop: Shop }>({
      query: ({ cartId, shop }) => ({
        query: `mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { ${ID_ONLY} } }`,
        variables: { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'localPickup', method_code: 'flatrate' }] } },
        shop,
      }),
    }),
    setPaymentMethod: build.mutation<unknown, { cartId: string; payment: PaymentMethodInput; shop: Shop }>({
      query: ({ cartId, payment, shop }) => ({
        query: `mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $input) { ${ID_ONLY} } }`,
        variables: { input: { cart_id: cartId, payment_method: payment } },
        shop,
      }),
    }),
    cardLookup: build.mutation<{ can_use_3d: boolean; increment_id: string | null }, { cartId: string; ccNumber: string; storeId: number; shop: Shop }>({
      query: ({ cartId, ccNumber, storeId, shop }) => ({
        query: 'mutation CardLookup($c: String!, $n: String!, $s: Int!) { cardLookup(cart_id: $c, cc_number: $n, store_id: $s) { can_use_3d increment_id } }',
        variables: { c: cartId, n: ccNumber, s: storeId },
        shop,
      }),
      transformResponse: (data: { cardLookup: { can_use_3d: boolean; increment_id: string | null } }) => data.cardLookup,
    }),
    startThreeDSecure: build.mutation<
      MpiResult,
      { incrementId: string; card: { card_name: string; cc_exp_month: number; cc_exp_year: number; cc_number: string }; callbackUrl: string; shop: Shop }
    >({
      query: ({ incrementId, card, callbackUrl, shop }) => ({
        query: `mutation Mpi($i: String!, $card: Mpi3DCardDataInput!, $ua: String!, $cb: String!) {
          processMpi3DAuthentication(increment_id: $i, card_data: $card, user_agent: $ua, challenge_callback_url: $cb) { error_message TransStatus ChallengeURL ReceiptId } }`,
        variables: { i: incrementId, card, ua: navigator.userAgent, cb: callbackUrl },
        shop,
      }),
      transformResponse: (data: { processMpi3DAuthentication: MpiResult }) => data.processMpi3DAuthentication,
    }),
    /** Places the cart's order once (the server answers a repeat with the same order); the cart ends. */
    placeOrder: build.mutation<{ orderNumber: string | null; message: string | null }, { cartId: string; shop: Shop }>({
      query: ({ cartId, shop }) => ({
        query: 'mutation PlaceOrder($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } errors { code message } } }',
        variables: { input: { cart_id: cartId } },
        shop,
      }),
      transformResponse: (data: { placeOrder: { order: { order_number: string } | null; errors: { message: string }[] } }) => ({
        orderNumber: data.placeOrder.order?.order_number ?? null,
        message: data.placeOrder.errors[0]?.message ?? null,
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
  useCardLookupMutation,
  useStartThreeDSecureMutation,
  usePlaceOrderMutation,
} = checkoutApi;
