// The cart's face for checkout, orders and portal purchases.
export { activeCartOf, asDb, assertNotPlacing, cartErrors, cartForCustomer, createSideCart, type CartRow, type Tx } from './cart-access.ts';
export { computeCartTotals, readBeforeTotals, recalculate, type ReadBefore } from './cart-recalc.ts';
export { addProducts, changeCart, type Shopper, type UserError } from './cart.service.ts';
export { itemRequestOf, type ItemRequest } from './item-input.ts';
export { spendCoupon, returnCoupon, usableCoupon } from './coupons.ts';
export { stockNeeds, type CartItemRow } from './totals/price-lines.ts';
export { paymentMethodsOfCart, paymentTitle } from './cart-view.ts';
export { LOCAL_PICKUP, isOffered, pickupTitlesIn, carrierTitleIn } from './shipping.ts';
export { pickupCodeOf } from './tax-destination.ts';
export type { AddressSnapshot, CartTotals, ItemOptions, Labelled, PaymentChoice, ShippingChoice } from './cart.types.ts';
export { labelIn } from './cart.types.ts';
export { extendCartTotals, type MadeHere, type TotalsExtension } from './totals-extensions.ts';
export { newMaskedId } from './cart-access.ts';
export { nextOrderNumber, reserveOrderNumber, storeTotalsWithNumber } from './order-number.ts';
export { claimPlacement, closeCart, releasePlacement, saveCheckoutChoices, type CheckoutChoices } from './cart-writes.ts';
export {
  activeCartById,
  activeCartKeys,
  activeCartWithOrderNumber,
  cartById,
  cartByMaskedId,
  cartLinesOf,
  cartRuleById,
  couponOfCode,
  type CartRuleRow,
  type CouponRow,
} from './cart-reads.ts';
