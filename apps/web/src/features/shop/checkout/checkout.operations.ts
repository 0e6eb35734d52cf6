// The GraphQL operations the checkout sends; `npm run codegen` reads these constants and generates
// their result and variable types (lib/api/generated/commerce-operations.ts).
import { MONEY } from '@/lib/api/commerce.operations';

/** The checkout's cart mutations answer the cart's id only: the cart is read again afterwards (tag Cart). */
const ID_ONLY = 'cart { id }';

export const STORE_ID = 'query StoreId { storeConfig { id } }';

export const PLACED_ORDER = `query PlacedOrder($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { is_virtual total { subtotal { ${MONEY} } subtotal_incl_tax { ${MONEY} } discounts { label amount { ${MONEY} } } discounts_including_tax { label amount { ${MONEY} } } taxes { title amount { ${MONEY} } } total_shipping { ${MONEY} } grand_total { ${MONEY} } gift_voucher_info { codes { code amount { ${MONEY} } } } } } } } }`;

export const SET_SHIPPING_ADDRESSES_ON_CART = `mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { ${ID_ONLY} } }`;

export const SET_BILLING_ADDRESS_ON_CART = `mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { ${ID_ONLY} } }`;

export const SET_SHIPPING_METHODS_ON_CART = `mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { ${ID_ONLY} } }`;

export const SET_PAYMENT_METHOD_ON_CART = `mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $input) { ${ID_ONLY} } }`;

export const SET_MEMBERSHIP_DEVICE_ON_CART = `mutation SetMembershipDeviceOnCart($input: SetMembershipDeviceOnCartInput!) { setMembershipDeviceOnCart(input: $input) { ${ID_ONLY} } }`;

export const CARD_LOOKUP =
  'mutation CardLookup($c: String!, $n: String!, $s: Int!) { cardLookup(cart_id: $c, cc_number: $n, store_id: $s) { can_use_3d increment_id } }';

export const MPI = `mutation Mpi($i: String!, $card: Mpi3DCardDataInput!, $ua: String!, $cb: String!) {
  processMpi3DAuthentication(increment_id: $i, card_data: $card, user_agent: $ua, challenge_callback_url: $cb) { error_message TransStatus ChallengeURL ReceiptId } }`;

export const PLACE_ORDER = 'mutation PlaceOrder($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } errors { code message } } }';
