import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import type {
  AddProductsToCartMutation,
  AddProductsToCartMutationVariables,
  ApplyCouponToCartMutation,
  ApplyGiftCodeMutation,
  ApplyGiftCodeMutationVariables,
  CartItemInput as GeneratedCartItemInput,
  CartSummaryQuery,
  CustomerCartQuery,
  RemoveCouponFromCartMutation,
  RemoveGiftCodeMutation,
  RemoveGiftCodeMutationVariables,
  RemoveItemFromCartMutation,
  UpdateCartItemsMutation,
} from '@/lib/api/generated/commerce-operations';
import type { FilledAnswer } from '@/lib/api/money';
import type { Cart, Money } from './cart-types';
import {
  ADD_PRODUCTS_TO_CART,
  APPLY_COUPON_TO_CART,
  APPLY_GIFT_CODE,
  CART_SUMMARY_QUERY,
  CUSTOMER_CART,
  REMOVE_COUPON_FROM_CART,
  REMOVE_GIFT_CODE,
  REMOVE_ITEM_FROM_CART,
  UPDATE_CART_ITEMS,
} from './cart.operations';

export type { Money };

/**
 * The cart operations every shop screen shares. Catalogue screens add to the cart and show its
 * count; the cart, mini cart and checkout screens extend this file with the rest of the cart's
 * mutations. Each shop (main, launch monitor) has its own customer cart. Their types are the
 * generated results of cart.operations.ts.
 */

/** One line to add (Magento's CartItemInput): a variant's sku with its parent's, chosen and entered option uids. */
export type CartItemInput = Pick<GeneratedCartItemInput, 'sku' | 'quantity'> & Partial<Omit<GeneratedCartItemInput, 'sku' | 'quantity'>>;

export type CartSummary = FilledAnswer<CartSummaryQuery['customerCart']>;
type AddResult = FilledAnswer<NonNullable<AddProductsToCartMutation['addProductsToCart']>>;
type UpdateResult = FilledAnswer<NonNullable<UpdateCartItemsMutation['updateCartItems']>>;

/** A change of the cart: every view of it (summary, page, checkout) reads it again. */
const cartChanged = (shop?: Shop) => [{ type: 'Cart' as const, id: shop ?? 'main' }];

export const cartApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's active cart (made on first use, as Magento's customerCart). */
    cartSummary: build.query<CartSummary, Shop | void>({
      query: (shop) => ({ query: CART_SUMMARY_QUERY, shop: shop ?? 'main' }),
      transformResponse: (data: CartSummaryQuery) => data.customerCart as CartSummary,
      providesTags: (_result, _error, shop) => [{ type: 'Cart', id: shop ?? 'main' }],
    }),
    /** Adds lines to the cart; Magento answers refused lines as user_errors beside the cart. */
    addProductsToCart: build.mutation<AddResult, { cartId: string; items: CartItemInput[]; shop?: Shop }>({
      query: ({ cartId, items, shop }) => ({
        query: ADD_PRODUCTS_TO_CART,
        variables: { cartId, cartItems: items } as AddProductsToCartMutationVariables,
        shop: shop ?? 'main',
      }),
      transformResponse: (data: AddProductsToCartMutation) => data.addProductsToCart as AddResult,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    /** The whole active cart: lines with their options, coupons, alert, totals and checkout choices. */
    cart: build.query<Cart, Shop | void>({
      query: (shop) => ({ query: CUSTOMER_CART, shop: shop ?? 'main' }),
      transformResponse: (data: CustomerCartQuery) => data.customerCart as Cart,
      providesTags: (_result, _error, shop) => cartChanged(shop ?? undefined),
    }),
    /** Changes a line's quantity; a refused quantity (stock) comes back in errors with the server's message. */
    updateCartItem: build.mutation<UpdateResult, { cartId: string; uid: string; quantity: number; shop?: Shop }>({
      query: ({ cartId, uid, quantity, shop }) => ({
        query: UPDATE_CART_ITEMS,
        variables: { input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity }] } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: UpdateCartItemsMutation) => data.updateCartItems as UpdateResult,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    removeCartItem: build.mutation<Cart, { cartId: string; uid: string; shop?: Shop }>({
      query: ({ cartId, uid, shop }) => ({
        query: REMOVE_ITEM_FROM_CART,
        variables: { input: { cart_id: cartId, cart_item_uid: uid } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: RemoveItemFromCartMutation) => data.removeItemFromCart!.cart as Cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    applyCoupon: build.mutation<Cart, { cartId: string; code: string; shop?: Shop }>({
      query: ({ cartId, code, shop }) => ({
        query: APPLY_COUPON_TO_CART,
        variables: { input: { cart_id: cartId, coupon_code: code } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: ApplyCouponToCartMutation) => data.applyCouponToCart!.cart as Cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    removeCoupon: build.mutation<Cart | null, { cartId: string; shop?: Shop }>({
      query: ({ cartId, shop }) => ({
        query: REMOVE_COUPON_FROM_CART,
        variables: { input: { cart_id: cartId } },
        shop: shop ?? 'main',
      }),
      transformResponse: (data: RemoveCouponFromCartMutation) => (data.removeCouponFromCart?.cart ?? null) as Cart | null,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    applyGiftCode: build.mutation<Cart, { cartId: string; code: string; amount: number | null; shop?: Shop }>({
      query: ({ cartId, code, amount, shop }) => ({
        query: APPLY_GIFT_CODE,
        variables: { c: cartId, g: code, a: amount } satisfies ApplyGiftCodeMutationVariables,
        shop: shop ?? 'main',
      }),
      transformResponse: (data: ApplyGiftCodeMutation) => data.msApplyGiftCodeToCart!.cart as Cart,
      invalidatesTags: (_result, _error, { shop }) => cartChanged(shop),
    }),
    removeGiftCode: build.mutation<Cart, { cartId: string; code: string; shop?: Shop }>({
      query: ({ cartId, code, shop }) => ({
        query: REMOVE_GIFT_CODE,
        variables: { c: cartId, g: code } satisfies RemoveGiftCodeMutationVariables,
        shop: shop ?? 'main',
      }),
      transformResponse: (data: RemoveGiftCodeMutation) => data.msRemoveGiftCodeFromCart!.cart as Cart,
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
