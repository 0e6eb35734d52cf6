// The GraphQL operations the cart, mini cart and checkout send; `npm run codegen` reads these
// constants and generates their result and variable types (lib/api/generated/commerce-operations.ts).
import { MONEY } from '@/lib/api/commerce.operations';

const ADDRESS = `firstname lastname company street city region { code label region_id } postcode country { code label } telephone customer_address_id`;

/** The cart as the mini cart button shows it. */
const CART_SUMMARY = `id total_quantity prices { grand_total { ${MONEY} } }`;

/** The cart's fields for the cart page and checkout: lines of every type with their options, totals, addresses. */
const CART_FIELDS = `id total_quantity is_virtual alert { type message icon } applied_coupons { code } applied_gift_codes { code amount { ${MONEY} } balance { ${MONEY} } }
  items { __typename uid id quantity is_available errors { code message }
    product { sku name url_key small_image { url label } stock_status only_x_left_in_stock }
    prices { price { ${MONEY} } row_total { ${MONEY} } price_including_tax { ${MONEY} } row_total_including_tax { ${MONEY} } total_item_discount { ${MONEY} } }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on VirtualCartItem { customizable_options { label values { label value } } }
    ... on DownloadableCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { customizable_options { label values { label value } } configurable_options { option_label value_label } }
    ... on BundleCartItem { customizable_options { label values { label value } } bundle_options { label values { label quantity } } }
    ... on GiftCardCartItem { customizable_options { label values { label value } } amount { ${MONEY} } recipient_name recipient_email sender_name message } }
  billing_address { ${ADDRESS} }
  shipping_addresses { ${ADDRESS} pickup_location { name street city postcode region_code country_id } selected_shipping_method { carrier_code method_code amount { ${MONEY} } } }
  selected_payment_method { code title }
  available_payment_methods { code title }
  membership_device { devices { id esn name model } chosen { id } }
  prices { grand_total { ${MONEY} } subtotal_excluding_tax { ${MONEY} } subtotal_including_tax { ${MONEY} }
    discounts { label amount { ${MONEY} } } discounts_including_tax { label amount { ${MONEY} } } applied_taxes { label amount { ${MONEY} } } }`;

export const CART_SUMMARY_QUERY = `query CartSummary { customerCart { ${CART_SUMMARY} } }`;

export const ADD_PRODUCTS_TO_CART = `mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) { cart { ${CART_SUMMARY} } user_errors { code message } }
}`;

export const CUSTOMER_CART = `query CustomerCart { customerCart { ${CART_FIELDS} } }`;

export const UPDATE_CART_ITEMS = `mutation UpdateCartItems($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } errors { code message } } }`;

export const REMOVE_ITEM_FROM_CART = `mutation RemoveItemFromCart($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;

export const APPLY_COUPON_TO_CART = `mutation ApplyCouponToCart($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART_FIELDS} } } }`;

export const REMOVE_COUPON_FROM_CART = `mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput) { removeCouponFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;

export const APPLY_GIFT_CODE = `mutation ApplyGiftCode($c: String!, $g: String!, $a: Float) { msApplyGiftCodeToCart(cart_id: $c, gift_code: $g, amount_applied: $a) { cart { ${CART_FIELDS} } } }`;

export const REMOVE_GIFT_CODE = `mutation RemoveGiftCode($c: String!, $g: String) { msRemoveGiftCodeFromCart(cart_id: $c, gift_code: $g) { cart { ${CART_FIELDS} } } }`;
