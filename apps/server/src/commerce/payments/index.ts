// Payments' face: every charge, refund and the shop's payment requests go through these; the
// methods a purchase can use come from the registry.
export {
  beginPayment,
  chargePayment,
  refundPayment,
  chargeStatusOf,
  attemptByKey,
  paymentById,
  latestPaymentOfCart,
  paymentOfOrder,
  paymentIdsOfOrders,
  detachOrder,
  paymentsOfPlayer,
  type ChargeAnswer,
  type PaymentAttempt,
  type PaymentSubject,
} from './attempts.ts';
export { awaitVerification, failPayment, foldRetryIntoRequest } from './payment-requests.ts';
export {
  availablePaymentMethods,
  cardMethodOf,
  methodTitleIn,
  cardsOfStore,
  paymentMethodOf,
  registerPaymentMethod,
  unregisterPaymentMethod,
  type CardChoice,
  type Payable,
  type PaymentMethodHandler,
} from './payment-methods.ts';
export type { PaymentPurpose, PaymentStatus } from './payment-attempts.tables.ts';
