// Checkout's face for the portal: purchases paid from the portal and their status.
export { purchaseForPortal, paymentStatus, type PortalPaymentStatus } from './portal-purchase.service.ts';
// Checkout's face for the domains that act on orders (gift codes, gift cards, subscriptions).
export { registerOrderHooks, type OrderHooks } from './order-hooks.ts';
export { placeOrder } from './place-order.service.ts';
export { unableToPlace } from './placement-rules.ts';
export { setPaymentMethod, paymentChoiceOf } from './payment-method.service.ts';
export { addressOf, type CartAddressInput } from './cart-addresses.service.ts';
