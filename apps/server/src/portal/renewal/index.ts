// Renewals: routes, and the payment verbs /api/payment/invoke and /api/payment/status (purchases) use for renewal requests.
export { renewalRoutes } from './renewal.routes.ts';
export { isRenewalRequest, renew, renewalStatus } from './renewal-payment.ts';
export { renewalPurchasesOf, type RenewalPurchase } from './renewal-purchases.ts';
