// The commerce context's public face for the portal: customer tokens only.
export { issueCustomerToken, revokeCustomerToken, changeCustomerEmail } from './customer.service.ts';
