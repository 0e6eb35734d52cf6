// Card payments' face for checkout, orders and subscriptions: a payment row per charge attempt.
export { settlePayment, startPayment } from './payments.service.ts';
export { payments } from './payments.tables.ts';
