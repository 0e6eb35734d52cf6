import { commerceApi, type Shop } from '@/lib/api/commerce-api';

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

export interface Money {
  value: number;
  currency: string;
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
      invalidatesTags: (_result, _error, { shop }) => [{ type: 'Cart', id: shop ?? 'main' }],
    }),
  }),
});

export const { useCartSummaryQuery, useAddProductsToCartMutation } = cartApi;
