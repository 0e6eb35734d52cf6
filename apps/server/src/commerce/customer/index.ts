// The commerce context's public face for the portal: customer tokens, and the customer's pickup center.
export { issueCustomerToken, revokeCustomerToken, revokeSessionCustomerTokens, changeCustomerEmail, CUSTOMER_TOKEN_HOURS } from './customer.service.ts';
export { centerPickupCode, type PickupLocation } from '../pickup/index.ts';
export { type CommerceCustomer, ensureCustomer, customerOfToken, findCustomerByEmail } from './customer.service.ts';
export { customerById, customerContacts, lockCustomer, pickupCodeOfCustomer, type CustomerRow } from './customer-reads.ts';
