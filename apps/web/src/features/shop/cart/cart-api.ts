import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import { CART_FIELDS, type Cart, type Money } from './cart-types';

export type { Money };

/**
 * The cart operations every shop screen shares. Catalogue screens add to the cart and show its
 * count; the cart, mini cart and checkout screens extend this file with the rest of the cart's
 * mutations. Each shop (main, launch monitor) has its own customer cart.
 */

/** One line to add (Magento's CartItemInput): a variant's sku with its parent's, chosen and entered option uids. */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

export interface CartSummary {
  id: string;
  total_quantity: number;
  prices: { grand_total: Money | null } | null;
}

interface AddResult {
  cart: CartSummary;
  user_errors: { code: string; message: string }[];
}

const CART_SUMMARY = 'id total_quantity prices { grand_total { value currency } }';

/** A change of the cart: every view of it (summary, page, checkout) reads it again. */
const cartChanged = (shop?: Shop) => [{ type: 'Cart' as const, id: shop ?? 'main' }];

interface UpdateResult {
  cart: Cart;
  errors: { code: string; message: string }[];
}

export const cartApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's active cart (made on first use, as Magento's customerCart). */
    cartSummary: build.query<CartSummary, Shop | void>({
      query: (shop) => ({ query: `query CartSummary { customerCart { ${CART_SUMMARY} } }`, shop: shop ?? 'main' }),
      transformResponse: (data: { customerCart: CartSummary }) => data.customerCart,
      providesTags: (_result, _error, shop) => [{ type: 'Cart', id: shop ?? 'main' }],
    }),
    /** Adds lines to the cart; Magento answers refused lines as user_errors beside the cart. */
    addProductsToCart: build.mutation<AddResult, { cartId: string; items: CartItemInput[]; shop?: Shop }>({
      query: ({ cartId, items, shop }) => ({
        query: `mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
          addProductsToCart(cartId: $cartId, cartItems: $cartItems) { cart { ${CART_SUMMARY} } user_errors { code message } }
        }`,
        variables: { cartId, cartItems: items },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { addProductsToCart: AddResult }) => data.addProductsToCart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    /** The whole active cart: lines with their options, coupons, alert, totals and checkout choices. */
    cart: build.query<Cart, Shop | void>({
      query: (shop) => ({ query: `query CustomerCart { customerCart { ${CART_FIELDS} } }`, shop: shop ?? 'main' }),
      transformResponse: (data: { customerCart: Cart }) => data.customerCart,
      providesTags: (_result, _error, shop) => cartChanged(shop ?? undefined),
    }),
    /** Changes a line's quantity; a refused quantity (stock) comes back in errors with the server's message. */
    updateCartItem: build.mutation<UpdateResult, { cartId: string; uid: string; quantity: number; shop?: Shop }>({
      query: ({ cartId, uid, quantity, shop }) => ({
        query: `mutation UpdateCartItems($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } errors { code message } } }`,
        variables: { input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity }] } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { updateCartItems: UpdateResult }) => data.updateCartItems,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    removeCartItem: build.mutation<Cart, { cartId: string; uid: string; shop?: Shop }>({
      query: ({ cartId, uid, shop }) => ({
        query: `mutation RemoveItemFromCart($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`,
        variables: { input: { cart_id: cartId, cart_item_uid: uid } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { removeItemFromCart: { cart: Cart } }) => data.removeItemFromCart.cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    applyCoupon: build.mutation<Cart, { cartId: string; code: string; shop?: Shop }>({
      query: ({ cartId, code, shop }) => ({
        query: `mutation ApplyCouponToCart($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART_FIELDS} } } }`,
        variables: { input: { cart_id: cartId, coupon_code: code } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { applyCouponToCart: { cart: Cart } }) => data.applyCouponToCart.cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    removeCoupon: build.mutation<Cart | null, { cartId: string; shop?: Shop }>({
      query: ({ cartId, shop }) => ({
        query: `mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput) { removeCouponFromCart(input: $input) { cart { ${CART_FIELDS} } } }`,
        variables: { input: { cart_id: cartId } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { removeCouponFromCart: { cart: Cart | null } }) => data.removeCouponFromCart.cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    applyGiftCode: build.mutation<Cart, { cartId: string; code: string; amount: number | null; shop?: Shop }>({
      query: ({ cartId, code, amount, shop }) => ({
        query: `mutation ApplyGiftCode($c: String!, $g: String!, $a: Float) { msApplyGiftCodeToCart(cart_id: $c, gift_code: $g, amount_applied: $a) { cart { ${CART_FIELDS} } } }`,
        variables: { c: cartId, g: code, a: amount },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { msApplyGiftCodeToCart: { cart: Cart } }) => data.msApplyGiftCodeToCart.cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    removeGiftCode: build.mutation<Cart, { cartId: string; code: string; shop?: Shop }>({
      query: ({ cartId, code, shop }) => ({
        query: `mutation RemoveGiftCode($c: String!, $g: String) { msRemoveGiftCodeFromCart(cart_id: $c, gift_code: $g) { cart { ${CART_FIELDS} } } }`,
        variables: { c: cartId, g: code },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: { msRemoveGiftCodeFromCart: { cart: Cart } }) => data.msRemoveGiftCodeFromCart.cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
  }),
});

export const { useApplyGiftCodeMutation, useRemoveGiftCodeMutation } = cartApi;
export const {
  useCartSummaryQuery,
  useAddProductsToCartMutation,
  useCartQuery,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
} = cartApi;
